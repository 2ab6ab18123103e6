import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { expect, it } from "vitest";
import { csvLine } from "~/domain/csv";
import { formatCents } from "~/domain/quote-pricing";
import { emailOutbox, leads } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { quoteKey, quoteKeyMatches } from "~/server/services/quote-link.server";
import { describeEachDatabase } from "../support/db";
import { validLeads } from "../support/leads";
import { startSmtp, waitFor } from "../support/smtp";

const ORIGIN = "https://rallyroom.test";
const SECRET = "an-integration-test-cookie-secret-0123456789";

type Get = () => Parameters<typeof createRuntime>[0];
const runtimeFor = (get: Get, extra: Parameters<typeof createRuntime>[1] = {}) =>
  createRuntime(get(), { origin: ORIGIN, cookieSecret: SECRET, ...extra });

/** Four leads on known dates (UTC instants; the business time zone is America/New_York). */
async function seedLeads(rt: ReturnType<typeof runtimeFor>) {
  const submit = async (kind: Parameters<typeof rt.leads.submit>[0], raw: object, iso: string) => {
    const result = await rt.leads.submit(kind, raw, { now: new Date(iso) });
    expect(result.ok, JSON.stringify(result)).toBe(true);
  };
  await submit(
    "toolkit",
    {
      name: "Ana Silva",
      email: "ana@acme.io",
      company: "Acme 50% Off",
      consent: true,
      source: "pricing_page",
    },
    "2026-03-10T15:00:00Z",
  );
  // 03:00 UTC on the 11th is still the evening of the 10th in New York.
  await submit(
    "guide",
    { email: "bo@gmail.com", first_name: "Bo", last_name: "Li", company: "", phone: "", source: "homepage" },
    "2026-03-11T03:00:00Z",
  );
  await submit(
    "contact",
    { name: "Fi Jones", email: "fi@umbrella.com", message: "Spanish events?" },
    "2026-04-01T12:00:00Z",
  );
  await submit("newsletter", { email: "cy@acme.io", source: "blog" }, "2026-04-02T12:00:00Z");
}

describeEachDatabase("admin inbox, vouchers, outbox and quote links", (get) => {
  it("lists leads newest first and filters by kind, source, date range (business time zone) and text", async () => {
    const rt = runtimeFor(get);
    await seedLeads(rt);
    const emails = async (filters: Parameters<typeof rt.inbox.list>[0]) =>
      (await rt.inbox.list(filters)).rows.map((row) => row.email);

    expect(await emails({})).toEqual(["cy@acme.io", "fi@umbrella.com", "bo@gmail.com", "ana@acme.io"]);
    expect(await emails({ kind: "guide" })).toEqual(["bo@gmail.com"]);
    expect(await emails({ source: "pricing_page" })).toEqual(["ana@acme.io"]);
    expect(await emails({ from: "2026-03-10", to: "2026-03-10" })).toEqual(["bo@gmail.com", "ana@acme.io"]);
    expect(await emails({ from: "2026-03-11" })).toEqual(["cy@acme.io", "fi@umbrella.com"]);
    expect(await emails({ to: "2026-03-31" })).toEqual(["bo@gmail.com", "ana@acme.io"]);
    // Name, email and company, case-insensitive; % is searched as text, not as a wildcard.
    expect(await emails({ q: "FI JON" })).toEqual(["fi@umbrella.com"]);
    expect(await emails({ q: "acme" })).toEqual(["cy@acme.io", "ana@acme.io"]);
    expect(await emails({ q: "50%" })).toEqual(["ana@acme.io"]);
    expect(await emails({ q: "5%" })).toEqual([]);
    expect(await emails({ kind: "toolkit", q: "acme", from: "2026-03-01", to: "2026-03-31" })).toEqual([
      "ana@acme.io",
    ]);
    expect(await emails({ kind: "demo" })).toEqual([]);
    expect(await rt.inbox.sources()).toEqual(["blog", "contact_page", "homepage", "pricing_page"]);

    const page2 = await rt.inbox.list({}, 2, 3);
    expect(page2).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page2.rows.map((row) => row.email)).toEqual(["ana@acme.io"]);
    // A page past the end shows the last one rather than nothing.
    expect((await rt.inbox.list({}, 9, 3)).page).toBe(2);
    expect((await rt.inbox.all({ kind: "contact" })).map((row) => row.email)).toEqual(["fi@umbrella.com"]);
  });

  it("shows a lead's fields, attribution, consent and newsletter status in its detail", async () => {
    const rt = runtimeFor(get);
    const result = await rt.leads.submit("toolkit", {
      name: "Ana",
      email: "ana@acme.io",
      company: "Acme",
      consent: true,
      source: "pricing_page",
      utm_source: "linkedin",
      utm_campaign: "q4",
      referrer: "https://www.linkedin.com/",
      landing_path: "/pricing",
    });
    if (!result.ok) throw new Error(result.error);
    const lead = await rt.inbox.get(result.leadId);
    expect(lead).toMatchObject({
      kind: "toolkit",
      source: "pricing_page",
      consent: true,
      consentText: "I agree to receive event planning tips and offers. Unsubscribe anytime.",
      utmSource: "linkedin",
      utmCampaign: "q4",
      referrer: "https://www.linkedin.com/",
      landingPath: "/pricing",
      newsletterStatus: "pending",
      voucher: null,
    });
    expect(lead?.consentAt).toBeInstanceOf(Date);
    expect(lead?.fields).toMatchObject({ name: "Ana", company: "Acme" });
    expect(await rt.inbox.get(result.leadId + 999)).toBeUndefined();
    expect(await rt.inbox.get(-1)).toBeUndefined();
  });

  it("revoking a voucher frees its slot, lists it as revoked and cannot be done twice", async () => {
    const rt = runtimeFor(get);
    const before = await rt.vouchers.remaining();
    const claim = await rt.leads.submit("voucher", validLeads.voucher);
    if (!claim.ok || !claim.voucher) throw new Error("voucher not claimed");
    expect(await rt.vouchers.remaining()).toBe(before - 1);
    const [listed] = await rt.voucherAdmin.list();
    expect(listed).toMatchObject({ code: claim.voucher.code, email: "di@globex.com", company: "Globex" });
    expect((await rt.inbox.get(claim.leadId))?.voucher?.code).toBe(claim.voucher.code);

    expect(await rt.vouchers.revokeVoucher(claim.voucher.code)).toBe(true);
    expect(await rt.vouchers.remaining()).toBe(before);
    expect((await rt.voucherAdmin.list())[0]?.revokedAt).toBeInstanceOf(Date);
    expect(await rt.vouchers.revokeVoucher(claim.voucher.code)).toBe(false);
    // The company may claim again once its voucher is revoked.
    const again = await rt.leads.submit("voucher", {
      name: "Dee",
      email: "dee@globex.com",
      company: "Globex",
      teamSize: "13-30",
      consent: true,
      source: "activities_top",
    });
    expect(again.ok).toBe(true);
  });

  it("retries a failed email: queued again, due now, and then delivered", async () => {
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
    });
    const rt = runtimeFor(get, { transport });
    try {
      const [row] = await get()
        .db.insert(emailOutbox)
        .values({
          to: "client@example.com",
          subject: "Stuck email",
          html: "<p>Hello</p>",
          text: "Hello",
          kind: "quote_sent",
          status: "failed",
          attempts: 10,
          lastError: "Connection refused",
          nextAttemptAt: new Date("2030-01-01T00:00:00Z"),
        })
        .returning();
      if (!row) throw new Error("no row");
      const [queued] = await get()
        .db.insert(emailOutbox)
        .values({
          to: "x@example.com",
          subject: "Waiting",
          html: "",
          text: "",
          kind: "team_contact",
        })
        .returning();

      expect(await rt.outboxAdmin.retry(queued?.id ?? 0)).toBe(false);
      expect(await rt.outboxAdmin.retry(999_999)).toBe(false);
      expect((await rt.outboxAdmin.list("failed")).rows.map((r) => r.id)).toEqual([row.id]);

      expect(await rt.outboxAdmin.retry(row.id)).toBe(true);
      const retried = await rt.outboxAdmin.get(row.id);
      expect(retried).toMatchObject({ status: "queued", attempts: 0, lastError: "Connection refused" });
      expect(retried?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await rt.outboxAdmin.retry(row.id)).toBe(false);

      await rt.outbox?.processDue();
      await waitFor(() => smtp.received.some((mail) => mail.to.includes("client@example.com")));
      expect((await rt.outboxAdmin.get(row.id))?.status).toBe("sent");
      expect((await rt.outboxAdmin.list("failed")).total).toBe(0);
    } finally {
      rt.outbox?.close();
      await smtp.stop();
    }
  });

  it("marking a quote sent queues the client's email with a signed link to the quote", async () => {
    const rt = runtimeFor(get);
    const created = await rt.quotes.create(
      {
        activity_slug: "survey-showdown",
        est_headcount: 40,
        contact_email: "planner@example.com",
        client_ref: "PO-7",
      },
      "owner-hash",
    );
    if (!created.ok) throw new Error("quote not created");
    const quote = created.quote;
    expect(await rt.quotes.markSent(quote.id)).not.toBeNull();
    expect(await rt.quotes.markSent(quote.id)).toBeNull();

    const rows = await get().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "quote_sent"));
    expect(rows).toHaveLength(1);
    const [email] = rows;
    expect(email?.to).toBe("planner@example.com");
    expect(email?.subject).toContain("40 people");
    const url = new URL(/https:\/\/rallyroom\.test\/billing\/quote\/\S+/.exec(email?.text ?? "")?.[0] ?? "");
    expect(url.pathname).toBe(`/billing/quote/${quote.id}`);
    const key = url.searchParams.get("key") ?? "";
    expect(key).toBe(quoteKey(quote.id, SECRET));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quoteKeyMatches(quote.id, key, SECRET)).toBe(true);
    expect(quoteKeyMatches(quote.id, `${key.slice(0, -1)}A`, SECRET)).toBe(key.endsWith("A"));
    expect(quoteKeyMatches(quote.id, key, "another-secret-entirely-0123456789")).toBe(false);
    expect(quoteKeyMatches(quote.id, undefined, SECRET)).toBe(false);
    expect(quote.depositCents + quote.balanceCents).toBe(quote.totalCents);
    for (const text of [
      `Total: ${formatCents(quote.totalCents)}`,
      `Deposit to secure your date: ${formatCents(quote.depositCents)}`,
      `Balance due later: ${formatCents(quote.balanceCents)}`,
      "Survey Showdown for 40 people",
      "PO-7",
    ])
      expect(email?.text).toContain(text);
    expect(email?.html).toContain(`href="${ORIGIN}/billing/quote/${quote.id}?key=${key}"`);
    // Transactional: no unsubscribe footer or headers.
    expect(email?.text).not.toContain("Unsubscribe");
    expect(email?.headers).toEqual({});
  });

  it("writes CSV that spreadsheets read as text", async () => {
    const rt = runtimeFor(get);
    await rt.leads.submit("contact", {
      name: '=HYPERLINK("http://evil.example")',
      email: "eve@evil.example",
      message: "line one\nline, two",
    });
    const [row] = await get().db.select().from(leads);
    const line = csvLine([row?.name ?? "", row?.email ?? "", String(row?.fields.message ?? "")]);
    expect(line).toBe('"\'=HYPERLINK(""http://evil.example"")",eve@evil.example,"line one\nline, two"\r\n');
  });

  it("counts stored leads by source in the funnel, with no analytics events at all", async () => {
    const rt = runtimeFor(get);
    for (const email of ["a@acme.io", "b@acme.io"]) {
      expect((await rt.leads.submit("newsletter", { email, source: "blog" })).ok).toBe(true);
    }
    expect((await rt.leads.submit("contact", { name: "C", email: "c@acme.io", message: "Hi" })).ok).toBe(
      true,
    );
    const funnel = await rt.funnel.weekly(2);
    const thisWeek = funnel.weeks[0];
    expect(thisWeek?.leads).toBe(3);
    expect(thisWeek?.leadsBySource).toEqual({ blog: 2, contact_page: 1 });
    expect(funnel.sources).toEqual(["blog", "contact_page"]);
  });
});
