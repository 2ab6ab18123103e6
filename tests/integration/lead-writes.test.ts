import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { leadKinds } from "~/domain/lead-kinds";
import { honeypotMessage } from "~/domain/leads";
import {
  bookings,
  emailOutbox,
  leads,
  newsletterSubscribers,
  voucherClaims,
} from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { noAttribution } from "~/server/services/booking/lead.server";
import { honeypotRefusal, recordLead } from "~/server/services/lead-record.server";
import { describeEachDatabase } from "../support/db";
import { bookingRequest, validLeads } from "../support/leads";

/**
 * Every lead, whatever its kind (the lead forms and a booked meeting), is recorded by one
 * function (app/server/services/lead-record.server.ts): the lead row, its emails and the CRM
 * webhook copy commit together or not at all, and one honeypot check refuses every kind.
 */

const origin = "https://rallyroom.test";
const webhookUrl = "https://crm.example/hook";
const webhookSecret = "s".repeat(32);

const contact = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@group-commit.io`,
  company: n % 2 ? "Acme" : "",
  message: `Message number ${n}, with "quotes", a backslash \\ and émojis 🎉`,
  utm_source: n % 3 ? "newsletter" : undefined,
});

// Monday 2 March 2026, 07:00 in New York: Tuesday 9:00 on the team calendar is free.
const bookingNow = new Date("2026-03-02T12:00:00Z");
const meeting = (overrides: Record<string, unknown> = {}) =>
  bookingRequest("2026-03-03T14:00:00Z", overrides);

const plainLead = (n: number, fields: Record<string, string | number | null> = { n }) => ({
  kind: "contact" as const,
  source: "contact_page",
  email: `batch${n}@group-commit.io`,
  name: null,
  company: null,
  fields,
  consented: false,
  attribution: noAttribution,
  createdAt: new Date(),
});

/** Why a write failed: the database's own message (Drizzle wraps it as the cause). */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => "stored",
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describeEachDatabase("lead writes", (get) => {
  it("stores every lead submitted at once with its own two emails, ids matching", async () => {
    const rt = createRuntime(get(), { origin });
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        rt.leads.submit(
          n % 5 ? "contact" : "demo",
          n % 5
            ? contact(n)
            : {
                name: `Visitor ${n}`,
                email: `visitor${n}@group-commit.io`,
                company: "Demo Co",
                teamSize: "13-30",
                preferredDate: "2099-01-15",
              },
        ),
      ),
    );
    const failed = results.filter((result) => !result.ok);
    expect(failed).toEqual([]);
    const ids = results.map((result) => (result.ok ? result.leadId : 0));
    expect(new Set(ids).size).toBe(150);

    const stored = await get().db.select().from(leads);
    expect(stored).toHaveLength(150);
    const outbox = await get().db.select().from(emailOutbox);
    expect(outbox).toHaveLength(300);
    for (const [n, id] of ids.entries()) {
      const lead = stored.find((row) => row.id === id);
      expect(lead?.email, `lead ${n}`).toBe(`visitor${n}@group-commit.io`);
      if (n % 5) {
        expect(lead?.kind).toBe("contact");
        expect(lead?.fields.message).toBe(contact(n).message);
        expect(lead?.utmSource).toBe(n % 3 ? "newsletter" : null);
        expect(lead?.company).toBe(n % 2 ? "Acme" : null);
      } else {
        expect(lead?.kind).toBe("demo");
      }
      // The team's notification names this lead's id; the receipt goes to this visitor.
      const team = outbox.filter((row) => row.kind === `team_${lead?.kind}` && row.text.includes(`#${id} `));
      expect(team, `team email of lead ${id}`).toHaveLength(1);
      expect(team[0]?.headers).toEqual({ "Reply-To": `visitor${n}@group-commit.io` });
      const receipts = outbox.filter((row) => row.to === `visitor${n}@group-commit.io`);
      expect(receipts, `receipt of lead ${id}`).toHaveLength(1);
      expect(receipts[0]?.status).toBe("queued");
    }
  });

  it("stores every column as submitted, and the CRM webhook copy in the same write", async () => {
    const rt = createRuntime(get(), { origin, webhookUrl, webhookSecret });
    const now = new Date("2026-03-04T05:06:07.890Z");
    const result = await rt.leads.submit("contact", contact(7), { now });
    expect(result.ok).toBe(true);
    const [lead] = await get().db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "contact",
      source: "contact_page",
      email: "visitor7@group-commit.io",
      name: "Visitor 7",
      company: "Acme",
      consent: false,
      consentText: null,
      consentAt: null,
      utmSource: "newsletter",
      createdAt: now,
    });
    const rows = await get().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "webhook"));
    expect(rows).toHaveLength(1);
    const hook = JSON.parse(rows[0]?.text ?? "{}");
    expect(hook).toMatchObject({
      event: "lead.created",
      id: lead?.id,
      kind: "contact",
      created_at: now.toISOString(),
    });
  });

  it("records every kind, a booked meeting too, with its emails and one webhook payload naming its id", async () => {
    const rt = createRuntime(get(), { origin, webhookUrl, webhookSecret, bookingLimits: null });
    for (const kind of leadKinds) {
      const result = await rt.leads.submit(kind, validLeads[kind]);
      if (!result.ok) throw new Error(`${kind}: ${result.error}`);
      const [lead] = await get().db.select().from(leads).where(eq(leads.id, result.leadId));
      expect(lead?.kind).toBe(kind);
      const mail = await get().db.select().from(emailOutbox);
      const hooks = mail.filter((row) => row.kind === "webhook" && JSON.parse(row.text).id === result.leadId);
      expect(hooks, `${kind}: one webhook message`).toHaveLength(1);
      expect(hooks[0]?.to).toBe(webhookUrl);
      expect(JSON.parse(hooks[0]?.text ?? "{}")).toMatchObject({
        event: "lead.created",
        kind,
        email: validLeads[kind].email,
        consent: lead?.consent,
        consent_text: lead?.consentText,
        voucher: kind === "voucher" ? { code: result.voucher?.code } : null,
      });
      expect(mail.filter((row) => row.text.includes(`#${result.leadId} `))).toHaveLength(1);
      expect(mail.filter((row) => row.to === validLeads[kind].email)).toHaveLength(1);
      await get().db.delete(emailOutbox);
    }

    const booked = await rt.bookings.book(meeting(), { now: bookingNow });
    if (!booked.ok) throw new Error(booked.error);
    const [booking] = await get().db.select().from(bookings);
    const [lead] = await get().db.select().from(leads).where(eq(leads.kind, "booking")).orderBy(sql`id desc`);
    expect(booking?.leadId).toBe(lead?.id);
    const mail = await get().db.select().from(emailOutbox);
    expect(mail.map((row) => row.kind).sort()).toEqual(["booking_confirmation", "booking_host", "webhook"]);
    const hook = JSON.parse(mail.find((row) => row.kind === "webhook")?.text ?? "{}");
    expect(hook).toMatchObject({
      event: "lead.created",
      id: lead?.id,
      kind: "booking",
      source: "scheduler_intro",
      email: "dana@acme.example",
      fields: { booking_id: booked.id, meeting: "intro" },
      consent: false,
      consent_text: null,
      voucher: null,
    });
  });

  it("stores nothing of a lead, any kind, when its emails cannot be queued", async () => {
    const database = get();
    const rt = createRuntime(database, { origin, webhookUrl, webhookSecret, bookingLimits: null });
    // The outbox refuses every row: the lead (and the voucher claimed, the subscriber created,
    // the booking taken before it) must go with it.
    await database.db.execute(
      sql.raw(
        "create function rr_refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'the outbox refuses this row'; end $$",
      ),
    );
    await database.db.execute(
      sql.raw(
        "create trigger rr_refuse_outbox before insert on email_outbox for each row execute function rr_refuse_outbox()",
      ),
    );
    try {
      for (const kind of leadKinds) {
        expect(await refusal(rt.leads.submit(kind, validLeads[kind])), kind).toMatch(/outbox refuses/);
      }
      expect(await refusal(rt.bookings.book(meeting(), { now: bookingNow }))).toMatch(/outbox refuses/);
      expect(await database.db.$count(leads)).toBe(0);
      expect(await database.db.$count(voucherClaims)).toBe(0);
      expect(await database.db.$count(newsletterSubscribers)).toBe(0);
      expect(await database.db.$count(bookings)).toBe(0);
    } finally {
      await database.db.execute(sql.raw("drop trigger rr_refuse_outbox on email_outbox"));
      await database.db.execute(sql.raw("drop function rr_refuse_outbox()"));
    }
    // The same submissions go through once the outbox takes rows again.
    expect((await rt.leads.submit("voucher", validLeads.voucher)).ok).toBe(true);
    expect((await rt.bookings.book(meeting(), { now: bookingNow })).ok).toBe(true);
  });

  it("refuses a filled honeypot for every kind, a booked meeting too, storing nothing", async () => {
    const rt = createRuntime(get(), { origin, bookingLimits: null });
    const refused = { ok: false, status: 400, error: honeypotMessage, fieldErrors: {} };
    for (const kind of leadKinds) {
      const result = await rt.leads.submit(kind, { ...validLeads[kind], website: "http://spam.example" });
      expect(result, kind).toEqual(refused);
    }
    expect(await rt.bookings.book(meeting({ website: "x" }), { now: bookingNow })).toEqual(refused);
    expect(await get().db.$count(leads)).toBe(0);
    expect(await get().db.$count(bookings)).toBe(0);
    expect(await get().db.$count(emailOutbox)).toBe(0);
    // An empty trap, or none, is a person.
    expect(honeypotRefusal({ website: "" })).toBeNull();
    expect(honeypotRefusal({})).toBeNull();
    expect(honeypotRefusal("website")).toBeNull();
  });

  it("fails only the lead the database refuses; the leads written beside it are stored", async () => {
    const database = get();
    const emails = (id: number) => [
      {
        to: "team@rallyroom.example",
        subject: `#${id}`,
        html: "",
        text: `#${id}`,
        headers: {},
        kind: "team_contact",
      },
    ];
    // Eleven leads at once, one of them with a NUL character that jsonb refuses (validation
    // would never let it through).
    const writes = Array.from({ length: 11 }, (_, n) =>
      recordLead(database.db, n === 5 ? plainLead(n, { text: "a\u0000b" }) : plainLead(n), {
        origin,
        emails,
      }),
    );
    const settled = await Promise.allSettled(writes);
    expect(settled.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 11 }, (_, n) => (n === 5 ? "rejected" : "fulfilled")),
    );
    const stored = await database.db.select().from(leads);
    expect(stored.map((lead) => lead.email).sort()).toEqual(
      Array.from({ length: 11 }, (_, n) => `batch${n}@group-commit.io`)
        .filter((_, n) => n !== 5)
        .sort(),
    );
    expect(await database.db.select().from(emailOutbox)).toHaveLength(10);
  });

  it("stores awkward text exactly, and the consent only where it was given", async () => {
    const database = get();
    // Strings a careless encoding gives meaning to: NULL, braces, commas, quotes, backslashes,
    // blanks, a newline; and one lead whose box was not ticked.
    const awkward = ["NULL", "null", "{a,b}", 'say "hi", \\ then \\"', "", "  ", "line\none", "🎉 é"];
    const results = await Promise.all(
      awkward.map((text, n) =>
        recordLead(
          database.db,
          {
            ...plainLead(n, { text, n }),
            kind: "toolkit",
            email: `awkward${n}@group-commit.io`,
            name: text,
            company: n === 0 ? null : text,
            consented: n !== 1,
            createdAt: new Date("2026-03-04T05:06:07.890Z"),
          },
          { origin, emails: () => [] },
        ),
      ),
    );
    const ids = results.map((result) => (result.ok ? result.leadId : 0));
    const stored = await database.db.select().from(leads);
    for (const [n, text] of awkward.entries()) {
      const lead = stored.find((row) => row.id === ids[n]);
      expect(lead?.name, `name ${JSON.stringify(text)}`).toBe(text);
      expect(lead?.company).toBe(n === 0 ? null : text);
      expect(lead?.fields).toEqual({ text, n });
      expect(lead?.consent).toBe(n !== 1);
      expect(lead?.utmSource).toBeNull();
      expect(lead?.createdAt).toEqual(new Date("2026-03-04T05:06:07.890Z"));
    }
  });
});
