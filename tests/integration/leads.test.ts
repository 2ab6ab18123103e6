import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { defaultSources } from "~/domain/lead-kinds";
import { messages } from "~/domain/leads";
import { voucherCodePattern } from "~/domain/voucher";
import { emailOutbox, leads, newsletterSubscribers, voucherClaims } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { voucherMessages } from "~/server/services/voucher.server";
import { describeEachDatabase } from "../support/db";
import { attribution, validLeads as valid } from "../support/leads";

const runtimeFor = (get: () => Parameters<typeof createRuntime>[0]) =>
  createRuntime(get(), { origin: "https://rallyroom.test" });

describeEachDatabase("lead services", (get) => {
  for (const kind of Object.keys(valid) as (keyof typeof valid)[]) {
    it(`stores a ${kind} submission with source, consent, attribution and its emails`, async () => {
      const rt = runtimeFor(get);
      const before = Date.now();
      const result = await rt.leads.submit(kind, { ...valid[kind], ...attribution });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const [row] = await get().db.select().from(leads);
      expect(row?.kind).toBe(kind);
      expect(row?.email).toBe(valid[kind].email);
      expect(row?.source).toBe("source" in valid[kind] ? valid[kind].source : defaultSources[kind]);
      expect(row?.utmSource).toBe("linkedin");
      expect(row?.utmCampaign).toBe("q4-teams");
      expect(row?.utmTerm).toBe("virtual team building");
      expect(row?.referrer).toBe("https://www.linkedin.com/");
      expect(row?.landingPath).toBe("/pricing?utm_source=linkedin");
      if (kind === "toolkit" || kind === "voucher") {
        expect(row?.consent).toBe(true);
        expect(row?.consentText).toBe(
          "I agree to receive event planning tips and offers. Unsubscribe anytime.",
        );
        expect(row?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      }
      if (kind === "booking" || kind === "contact" || kind === "demo" || kind === "procurement")
        expect(row?.consent).toBe(false);
      if (kind === "procurement") {
        expect(row?.company).toBe("Vandelay Industries");
        expect(row?.fields).toMatchObject({ dpa: true, w9: true, insurance: false, questionnaire: false });
      }
      const mail = await get().db.select().from(emailOutbox);
      expect(mail.map((m) => m.to).sort()).toEqual(["team@rallyroom.example", valid[kind].email].sort());
      for (const m of mail) {
        expect(m.status).toBe("queued");
        expect(m.html).toContain("<html");
        expect(m.text.length).toBeGreaterThan(20);
      }
      const visitor = mail.find((m) => m.to === valid[kind].email);
      if (kind === "toolkit" || kind === "guide" || kind === "voucher") {
        expect(visitor?.headers["List-Unsubscribe"]).toMatch(
          /^<https:\/\/rallyroom\.test\/newsletter\/unsubscribe\?token=/,
        );
        expect(visitor?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(visitor?.text).toContain("548 Market St");
      }
      if (kind === "toolkit")
        expect(visitor?.text).toContain("https://rallyroom.test/downloads/rallyroom-team-event-toolkit.pdf");
      if (kind === "newsletter")
        expect(visitor?.text).toContain("https://rallyroom.test/newsletter/confirm?token=");
      if (kind === "voucher" && result.ok) expect(visitor?.text).toContain(result.voucher?.code);
    });
  }

  it("stores nothing for invalid input and returns the field messages", async () => {
    const rt = runtimeFor(get);
    const result = await rt.leads.submit("toolkit", { name: " ", email: "x@hotmail.co.uk", consent: false });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        name: [messages.nameRequired],
        email: [messages.workEmail],
        consent: [messages.consent],
      },
    });
    const booking = await rt.leads.submit("booking", {});
    expect(booking.ok).toBe(false);
    expect(await get().db.$count(leads)).toBe(0);
    expect(await get().db.$count(emailOutbox)).toBe(0);
  });

  it("refuses a filled honeypot with a clear message and stores nothing", async () => {
    const rt = runtimeFor(get);
    const result = await rt.leads.submit("contact", { ...valid.contact, website: "http://spam.example" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? "" : result.error).toMatch(/flagged as automated/);
    expect(await get().db.$count(leads)).toBe(0);
  });

  it("newsletter: double opt-in, then one-click unsubscribe", async () => {
    const rt = runtimeFor(get);
    await rt.leads.submit("newsletter", valid.newsletter);
    const [sub] = await get().db.select().from(newsletterSubscribers);
    expect(sub?.confirmedAt).toBeNull();
    expect(await rt.newsletter.confirm("not-a-real-token-000000")).toEqual({ ok: false });
    expect(await rt.newsletter.confirm(sub?.confirmToken ?? "")).toEqual({
      ok: true,
      email: valid.newsletter.email,
    });
    expect(await rt.newsletter.unsubscribe(sub?.unsubscribeToken ?? "")).toEqual({
      ok: true,
      email: valid.newsletter.email,
    });
    const [after] = await get().db.select().from(newsletterSubscribers);
    expect(after?.confirmedAt).not.toBeNull();
    expect(after?.unsubscribedAt).not.toBeNull();
    // A confirmed subscriber signing up again gets no second confirmation email.
    await rt.newsletter.confirm(sub?.confirmToken ?? "");
    await rt.leads.submit("newsletter", valid.newsletter);
    const confirms = await get()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "newsletter_confirm"));
    expect(confirms).toHaveLength(1);
  });

  it("voucher: the same email gets its code back, a colleague is refused, revoking frees the slot", async () => {
    const rt = runtimeFor(get);
    const first = await rt.leads.submit("voucher", valid.voucher);
    if (!first.ok || !first.voucher) throw new Error(JSON.stringify(first));
    expect(first.voucher.code).toMatch(voucherCodePattern);
    expect(await rt.vouchers.remaining()).toBe(24);

    const again = await rt.leads.submit("voucher", { ...valid.voucher, email: "DI@globex.com " });
    expect(again).toMatchObject({ ok: true, voucher: { code: first.voucher.code, existing: true } });
    expect(await rt.vouchers.remaining()).toBe(24);
    expect(await get().db.$count(leads)).toBe(1);

    const colleague = await rt.leads.submit("voucher", { ...valid.voucher, email: "zed@globex.com" });
    expect(colleague).toEqual({
      ok: false,
      status: 409,
      error: voucherMessages.domainTaken,
      fieldErrors: {},
    });

    const free = await rt.leads.submit("voucher", { ...valid.voucher, email: "di@gmail.com" });
    expect(free.ok ? [] : free.fieldErrors.email).toEqual([messages.workEmail]);

    expect(await rt.vouchers.revokeVoucher(first.voucher.code)).toBe(true);
    expect(await rt.vouchers.revokeVoucher(first.voucher.code)).toBe(false);
    expect(await rt.vouchers.remaining()).toBe(25);
    const colleagueAfter = await rt.leads.submit("voucher", { ...valid.voucher, email: "zed@globex.com" });
    expect(colleagueAfter.ok).toBe(true);
  });

  it("voucher: 25 slots a month; an expired claim still counts but lets its company claim again", async () => {
    const rt = runtimeFor(get);
    const claim = (now: Date, fields: Record<string, string>) =>
      rt.leads.submit("voucher", { ...valid.voucher, ...fields }, { now });
    const start = new Date("2026-11-02T15:00:00Z");
    for (let i = 0; i < 25; i++) {
      const result = await claim(start, { email: `p@company${i}.com`, company: `Company ${i}` });
      expect(result.ok).toBe(true);
    }
    const full = await claim(start, { email: "p@late.com" });
    expect(full).toMatchObject({ ok: false, status: 409, error: voucherMessages.soldOut });
    // 20 days later company0's voucher has expired: still counted in November, so still full.
    const later = new Date("2026-11-22T15:00:00Z");
    expect(await rt.vouchers.remaining(later)).toBe(0);
    const stillFull = await claim(later, { email: "q@company0.com" });
    expect(stillFull).toMatchObject({ ok: false, error: voucherMessages.soldOut });
    // In December (New York time) company0 may claim again.
    const december = new Date("2026-12-01T05:30:00Z");
    expect(await rt.vouchers.remaining(december)).toBe(25);
    const renewed = await claim(december, { email: "q@company0.com" });
    expect(renewed.ok).toBe(true);
    const rows = await get().db.select().from(voucherClaims).where(eq(voucherClaims.domain, "company0.com"));
    expect(rows.map((r) => r.claimMonth).sort()).toEqual(["2026-11", "2026-12"]);
  });

  it("rate limits count per key in the database and say when to retry", async () => {
    const rt = runtimeFor(get);
    const rule = { limit: 3, windowMs: 60_000 };
    const now = new Date("2026-11-23T10:00:30Z");
    for (let i = 0; i < 3; i++)
      expect(await rt.rateLimiter.hit("post:1.2.3.4", rule, now)).toEqual({ allowed: true });
    expect(await rt.rateLimiter.hit("post:1.2.3.4", rule, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(await rt.rateLimiter.hit("post:5.6.7.8", rule, now)).toEqual({ allowed: true });
    expect(await rt.rateLimiter.hit("post:1.2.3.4", rule, new Date("2026-11-23T10:01:00Z"))).toEqual({
      allowed: true,
    });
    const off = createRuntime(get(), { rateLimits: false });
    for (let i = 0; i < 10; i++) expect((await off.rateLimiter.hit("post:x", rule, now)).allowed).toBe(true);
  });
});
