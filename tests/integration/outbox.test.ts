import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, ne } from "drizzle-orm";
import nodemailer from "nodemailer";
import { expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { emailOutbox } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { createJobs } from "~/server/services/jobs.server";
import {
  backoffDelay,
  createOutboxJob,
  enqueueEmails,
  recipientCapNote,
  webhookSignature,
} from "~/server/services/outbox.server";
import { describeEachDatabase } from "../support/db";
import { startSmtp, waitFor } from "../support/smtp";

const transportFor = (port: number) =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2000,
  });

it("backs off exponentially up to a ceiling", () => {
  expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
});

describeEachDatabase("email outbox", (get) => {
  it("delivers the team notification and the visitor email, HTML and text, with unsubscribe headers", async () => {
    const smtp = await startSmtp();
    const rt = createRuntime(get(), {
      origin: "https://rallyroom.test",
      transport: transportFor(smtp.port),
      outboxPollMs: 100,
    });
    try {
      rt.jobs.start();
      const result = await rt.leads.submit("toolkit", {
        name: "Ana",
        email: "ana@acme.io",
        consent: true,
        source: "pricing_page",
      });
      expect(result.ok).toBe(true);
      await waitFor(() => smtp.received.length === 2);
      const visitor = smtp.received.find((m) => m.to.includes("ana@acme.io"));
      const team = smtp.received.find((m) => m.to.includes("team@rallyroom.example"));
      expect(team?.raw).toContain("Toolkit download");
      expect(visitor?.raw).toMatch(/Content-Type: text\/plain/i);
      expect(visitor?.raw).toMatch(/Content-Type: text\/html/i);
      expect(visitor?.raw).toMatch(
        /List-Unsubscribe: <https:\/\/rallyroom\.test\/newsletter\/unsubscribe\?token=/,
      );
      expect(visitor?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(visitor?.raw).toContain("548 Market St");
      await waitFor(async () =>
        (await get().db.select().from(emailOutbox)).every((row) => row.status === "sent"),
      );
    } finally {
      await rt.jobs.stop();
      await smtp.stop();
    }
  });

  it("loses nothing while the SMTP server is down and delivers everything once it is back", async () => {
    // Reserve a port, then close the server: connections are refused until it listens again.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop();
    const worker = createOutboxJob(get().db, transportFor(port), {
      from: "Rallyroom <hello@rallyroom.example>",
      baseDelayMs: 50,
      maxDelayMs: 200,
    });
    const rt = createRuntime(get(), { origin: "https://rallyroom.test" });
    for (const kind of ["contact", "demo"] as const) {
      const result = await rt.leads.submit(
        kind,
        kind === "contact"
          ? { name: "Fi", email: "fi@umbrella.com", message: "Hello" }
          : { name: "Gu", email: "gu@hooli.com", company: "Hooli", preferredDate: "2026-12-10" },
      );
      expect(result.ok).toBe(true);
    }
    expect(await worker.processDue()).toBe(0);
    const failed = await get().db.select().from(emailOutbox);
    expect(failed).toHaveLength(4);
    for (const row of failed) {
      expect(row.status).toBe("queued");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    const smtp = await startSmtp(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 80));
      await waitFor(async () => {
        await worker.processDue();
        return (await get().db.select().from(emailOutbox)).every((row) => row.status === "sent");
      });
      expect(smtp.received).toHaveLength(4);
      // Exactly once: nothing is sent twice after the retry.
      expect(await worker.processDue()).toBe(0);
      expect(smtp.received).toHaveLength(4);
    } finally {
      worker.close();
      await smtp.stop();
    }
  });

  it("keeps email queued when no SMTP server is configured", async () => {
    const rt = createRuntime(get(), { origin: "https://rallyroom.test" });
    expect(rt.outbox).toBeNull();
    expect((await rt.leads.submit("newsletter", { email: "x@acme.io" })).ok).toBe(true);
    const rows = await get().db.select().from(emailOutbox);
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.status === "queued" && row.attempts === 0)).toBe(true);
  });
});

describeEachDatabase("CRM webhook", (get) => {
  it("POSTs each new lead as signed JSON through the outbox, retrying until the receiver accepts", async () => {
    const secret = "webhook-secret-0123456789";
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    let failuresLeft = 1;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.statusCode = failuresLeft-- > 0 ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    const rt = createRuntime(get(), {
      origin: "https://rallyroom.test",
      webhookUrl: `http://127.0.0.1:${port}/hooks/leads`,
      webhookSecret: secret,
      outboxBaseDelayMs: 50,
      outboxPollMs: 100,
    });
    try {
      expect(rt.outbox).not.toBeNull();
      rt.jobs.start();
      const result = await rt.leads.submit("demo", {
        name: "Gu",
        email: "gu@hooli.com",
        company: "Hooli",
        preferredDate: "2026-12-10",
        utm_source: "newsletter",
      });
      expect(result.ok).toBe(true);
      await waitFor(() => received.length === 2);
      const delivered = received[1];
      const payload = JSON.parse(delivered?.body ?? "{}");
      expect(payload).toMatchObject({
        event: "lead.created",
        kind: "demo",
        email: "gu@hooli.com",
        company: "Hooli",
        attribution: { utm_source: "newsletter" },
      });
      const timestamp = String(delivered?.headers["x-rallyroom-timestamp"]);
      expect(delivered?.headers["x-rallyroom-signature"]).toBe(
        webhookSignature(secret, timestamp, delivered?.body ?? ""),
      );
      await waitFor(async () => {
        const rows = await get().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "webhook"));
        return rows.length === 1 && rows[0]?.status === "sent" && rows[0]?.attempts === 2;
      });
      // Without SMTP the worker sends only webhooks: the emails wait in the outbox.
      const emails = await get().db.select().from(emailOutbox).where(ne(emailOutbox.kind, "webhook"));
      expect(emails.every((row) => row.status === "queued" && row.attempts === 0)).toBe(true);
    } finally {
      await rt.jobs.stop();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

/** `count` plain messages, each to its own address `<prefix><n>@acme.io`. */
const teamMessages = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, n) => ({
    to: `${prefix}${n}@acme.io`,
    subject: `Message ${n}`,
    html: `<p>Message ${n}</p>`,
    text: `Message ${n}`,
    headers: {},
    kind: "team_notification",
  }));

describeEachDatabase("email outbox shared by two servers", (get) => {
  it("sends every message exactly once when a slow SMTP peer outlasts the lease of a claimed batch", async () => {
    // 26 messages, a peer that takes 150 ms each and a 2 s lease: one claim of the old size (20)
    // would take 3 s to send, so its later rows would expire and be sent again by the other server.
    // (A 1 s lease left a send only 500 ms before it was abandoned: too little on a loaded machine.)
    const smtp = await startSmtp(0, { delayMs: 150 });
    const messages = teamMessages(26, "person");
    await enqueueEmails(get().db, messages);
    // Two servers: each its own background loop running its own outbox job.
    const servers = [0, 1].map(() =>
      createJobs([
        createOutboxJob(get().db, transportFor(smtp.port), {
          from: "test@rallyroom.test",
          leaseMs: 2000,
          pollMs: 50,
        }),
      ]),
    );
    try {
      for (const server of servers) server.start();
      await waitFor(async () => {
        const rows = await get().db.select().from(emailOutbox);
        return rows.every((row) => row.status === "sent");
      }, 30_000);
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual(messages.map((m) => m.to).sort());
      const rows = await get().db.select().from(emailOutbox);
      expect(rows.every((row) => row.leaseOwner === null)).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await smtp.stop();
    }
  });

  it("drains a burst in one run, batch after batch, instead of one batch per interval", async () => {
    const smtp = await startSmtp();
    await enqueueEmails(get().db, teamMessages(23, "burst"));
    const worker = createOutboxJob(get().db, transportFor(smtp.port), { from: "test@rallyroom.test" });
    try {
      // Five a claim, an interval of 5 s: one run still sends all 23.
      expect(await worker.run()).toBe(23);
      expect(smtp.received).toHaveLength(23);
      expect(await worker.processDue()).toBe(0);
    } finally {
      worker.close();
      await smtp.stop();
    }
  });

  it("does not settle a row whose lease another server has taken over", async () => {
    // The worker reports the lost row (by id only) when it notices after sending.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const smtp = await startSmtp(0, { delayMs: 600 });
    await enqueueEmails(get().db, [
      {
        to: "slow@acme.io",
        subject: "Slow",
        html: "<p>Slow</p>",
        text: "Slow",
        headers: {},
        kind: "team_notification",
      },
    ]);
    const worker = createOutboxJob(get().db, transportFor(smtp.port), {
      from: "test@rallyroom.test",
      leaseMs: 10_000,
    });
    try {
      const sending = worker.processDue();
      // While the send is under way, the row's claim passes to someone else (a lease that expired
      // and was claimed again): the first worker must leave the row alone when its send returns.
      await waitFor(async () => (await get().db.select().from(emailOutbox))[0]?.leaseOwner !== null);
      await get().db.update(emailOutbox).set({ leaseOwner: "another-server:1" });
      expect(await sending).toBe(0);
      const [row] = await get().db.select().from(emailOutbox);
      expect(row).toMatchObject({ status: "queued", leaseOwner: "another-server:1" });
    } finally {
      worker.close();
      await smtp.stop();
      vi.restoreAllMocks();
    }
  });

  it("sends one outside address at most its hourly cap, whatever queued the mail; the site and staff are not capped", async () => {
    const smtp = await startSmtp();
    const cap = site.emailCap.perRecipientHourly;
    const worker = createOutboxJob(get().db, transportFor(smtp.port), {
      from: "Rallyroom <hello@rallyroom.example>",
      batchSize: 50,
    });
    const message = (to: string, n: number) => ({
      to,
      subject: `Receipt ${n}`,
      html: `<p>${n}</p>`,
      text: String(n),
      headers: {},
      kind: n % 2 === 0 ? "invoice_request_receipt" : "event_confirmation",
    });
    try {
      const victim = "victim@example.org";
      const team = site.email.team;
      const rows = Array.from({ length: cap + 4 }, (_, n) => [message(victim, n), message(team, n)]).flat();
      await enqueueEmails(get().db, rows);
      while ((await worker.processDue()) > 0) {}
      const byStatus = async (to: string, status: "sent" | "suppressed") =>
        get().db.$count(emailOutbox, and(eq(emailOutbox.to, to), eq(emailOutbox.status, status)));
      expect(await byStatus(victim, "sent")).toBe(cap);
      expect(await byStatus(victim, "suppressed")).toBe(4);
      expect(await byStatus(team, "sent")).toBe(cap + 4);
      expect(smtp.received.filter((m) => m.to.includes(victim))).toHaveLength(cap);
      const [suppressed] = await get()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "suppressed"))
        .limit(1);
      expect(suppressed?.lastError).toBe(recipientCapNote(cap));
    } finally {
      worker.close();
      await smtp.stop();
    }
  });
});
