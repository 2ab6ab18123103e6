import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { emailOutbox, leads } from "~/server/db/schema.server";
import { unnestInsert } from "~/server/db/unnest-insert.server";
import { createRuntime } from "~/server/runtime.server";
import { createLeadWriter } from "~/server/services/lead-writer.server";
import { describeEachDatabase } from "../support/db";

/**
 * Leads that need nothing read first (contact, demo, booking requests) are written in group
 * commits (app/server/services/lead-writer.server.ts): many leads and their emails per
 * statement. Every acknowledged lead must be stored with its own emails, and one lead the
 * database refuses must not take the others of its batch down with it.
 */

const contact = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@group-commit.io`,
  company: n % 2 ? "Acme" : "",
  message: `Message number ${n}, with "quotes", a backslash \\ and émojis 🎉`,
  utm_source: n % 3 ? "newsletter" : undefined,
});

describeEachDatabase("lead writes", (get) => {
  it("stores every lead submitted at once with its own two emails, ids matching", async () => {
    const rt = createRuntime(get(), { origin: "https://rallyroom.test" });
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
    const rt = createRuntime(get(), {
      origin: "https://rallyroom.test",
      webhookUrl: "https://crm.example/hook",
      webhookSecret: "s".repeat(32),
    });
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

  it("fails only the lead the database refuses; its batch-mates are stored", async () => {
    const database = get();
    const writer = createLeadWriter(database, { maxInFlight: 1 });
    const row = (n: number) => ({
      kind: "contact",
      source: "contact_page",
      email: `batch${n}@group-commit.io`,
      name: null,
      company: null,
      fields: { n },
      consent: false,
      consentText: null,
      consentAt: null,
      createdAt: new Date(),
    });
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
    // The first write goes alone; the next ten queue behind it and share a batch, one of them
    // breaking a NOT NULL constraint that validation would never let through.
    const writes = Array.from({ length: 11 }, (_, n) =>
      writer.write(n === 5 ? { ...row(n), kind: null as unknown as string } : row(n), emails),
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

  it("stores text the array parameters could misread exactly, and defaults what a row leaves out", async () => {
    const database = get();
    const writer = createLeadWriter(database, { maxInFlight: 1 });
    // Strings an array literal gives meaning to: NULL, braces, commas, quotes, backslashes,
    // blanks; and a row that leaves consent out, which is false by the column's default.
    const awkward = ["NULL", "null", "{a,b}", 'say "hi", \\ then \\"', "", "  ", "line\none", "🎉 é"];
    const ids = await Promise.all(
      awkward.map((text, n) =>
        writer.write(
          {
            kind: "contact",
            source: "contact_page",
            email: `awkward${n}@group-commit.io`,
            name: text,
            company: n === 0 ? null : text,
            fields: { text, n },
            ...(n === 1 ? {} : { consent: true }),
            utmSource: undefined,
            createdAt: new Date("2026-03-04T05:06:07.890Z"),
          },
          () => [],
        ),
      ),
    );
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

it("writes one statement text for a batch of any size, so the driver prepares it once", () => {
  const row = (n: number) => ({
    id: n,
    kind: "contact",
    source: "contact_page",
    email: `size${n}@group-commit.io`,
    fields: {},
    createdAt: new Date(),
    ...(n % 2 ? { name: "Named" } : {}),
  });
  const keys = ["id", "kind", "source", "email", "name", "fields", "consent", "createdAt"] as const;
  // The text is built without the rows: the same for a batch of any size.
  const insert = unnestInsert(leads, keys);
  expect(insert.text).toContain("unnest($1::text[], $2::text[]");
  expect(insert.text).toContain(`$${keys.length}::text[])`);
  expect(unnestInsert(leads, keys, 9).text).toContain(`unnest($9::text[]`);
  const one = insert.params([row(1)]);
  const many = insert.params(Array.from({ length: 40 }, (_, n) => row(n)));
  // One array per column, one element per row; left out: the column's default value, or null.
  expect(one).toHaveLength(keys.length);
  expect(many.every((values) => Array.isArray(values) && values.length === 40)).toBe(true);
  expect(many[keys.indexOf("name")]?.slice(0, 2)).toEqual([null, "Named"]);
  expect(many[keys.indexOf("consent")]?.[0]).toBe("false");
  expect(() => unnestInsert(leads, ["nope" as "id"])).toThrow(/leads has no column nope/);
});
