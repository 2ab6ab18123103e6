import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { site } from "~/config/site";
import { bookings, emailOutbox, leads } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { bookingConfirmKey, bookingKey } from "~/server/services/booking/links.server";
import { limitMessages } from "~/server/services/booking-limits.server";
import { describeEachDatabase } from "../support/db";

const origin = "https://www.rallyroom.test";
const secret = "booking-limits-secret-0123456789abcdef";
const limits = site.scheduler.limits;

// Monday 2 March 2026, 07:00 in New York; the team calendar works 9:00–17:00 on weekdays.
const now = new Date("2026-03-02T12:00:00Z");
const MINUTE = 60_000;

const request = (start: string, email: string, overrides: Record<string, unknown> = {}) => ({
  type: "intro",
  start,
  name: "Dana O'Neil",
  email,
  company: "Acme",
  timeZone: "Europe/Berlin",
  ...overrides,
});

/** A booking refused for going over a limit, `error` saying which. */
const overLimit = (error: string) => ({ ok: false, status: 429, error, fieldErrors: {} });

describeEachDatabase("booking limits (issue 32)", (get) => {
  const runtimeOf = (bookingLimits?: null) =>
    createRuntime(get(), {
      origin,
      cookieSecret: secret,
      ...(bookingLimits === null ? { bookingLimits } : {}),
    });

  /** The intro slots of the `days` days from 2 March, in UTC, as offered at `at`. */
  const introSlots = (at: Date, days = 31) =>
    runtimeOf().bookings.slots({ type: "intro", from: "2026-03-02", days, timeZone: "UTC", now: at });

  /** Intro starts far enough apart that no two bookings touch, over the first `days` days. */
  async function starts(days = 31): Promise<string[]> {
    const slots = await introSlots(now, days);
    const spaced: string[] = [];
    let next = 0;
    for (const slot of slots) {
      if (slot.start < next) continue;
      spaced.push(new Date(slot.start).toISOString().replace(".000", ""));
      next = slot.start + 30 * MINUTE;
    }
    return spaced;
  }

  const outbox = async () =>
    (await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).map((row) => ({
      kind: row.kind,
      to: row.to,
      text: row.text,
      ics: row.icalEvent,
    }));

  it("caps what one email address, one domain and one client address hold at once", async () => {
    const rt = runtimeOf();
    const spaced = await starts();
    const [a, b, c, d, e] = spaced;
    const book = (start: string | undefined, email: string, clientAddress: string | null = null) =>
      rt.bookings.book(request(start ?? "", email), { now, clientAddress });

    // One address books twice, final at once; a third is refused, naming why.
    expect(await book(a, "dana@acme.example")).toMatchObject({ ok: true, status: "confirmed" });
    expect(await book(b, "dana@acme.example")).toMatchObject({ ok: true, status: "confirmed" });
    expect(await book(c, "dana@acme.example")).toEqual(overLimit(limitMessages.email(limits.perEmail)));
    // Subdomains are one domain: from its third booking on, a domain confirms by email first.
    expect(await book(c, "lee@eu.acme.example")).toMatchObject({ ok: true, status: "pending" });
    expect(await book(d, "mo@acme.example")).toMatchObject({ ok: true, status: "pending" });
    expect(await book(e, "ny@acme.example")).toMatchObject(overLimit(limitMessages.domain(limits.perDomain)));
    // One client address, many domains: up to the limit at once, then no more.
    const address = "198.51.100.7";
    const fromAddress = spaced.slice(4, 4 + limits.perAddress);
    for (const [n, start] of fromAddress.entries()) {
      expect(await book(start, `x${n}@company-${n}.example`, address), `booking ${n}`).toMatchObject({
        ok: true,
      });
    }
    const [j, k] = spaced.slice(4 + limits.perAddress);
    expect(await book(j, "x99@company-99.example", address)).toMatchObject(
      overLimit(limitMessages.address(limits.perAddress)),
    );
    // A refused booking stored nothing and held nothing.
    expect(await get().db.$count(bookings)).toBe(2 + 2 + limits.perAddress);
    expect(await book(j, "x99@company-99.example", "198.51.100.8")).toMatchObject({ ok: true });
    // A cancelled booking no longer counts: the mailbox may book again.
    const [first] = await get().db.select().from(bookings).where(eq(bookings.email, "dana@acme.example"));
    await rt.bookings.cancel(first?.id ?? "", { by: "visitor", reason: null, now });
    expect(await book(k, "dana@acme.example")).toMatchObject({ ok: true });
  });

  it(`makes every unverified booker confirm by email past ${limits.dailyUnverified} live final meetings a day, counting live meetings only and refusing nobody`, async () => {
    const rt = runtimeOf();
    const spaced = await starts();
    const book = (n: number, at = now) =>
      rt.bookings.book(request(spaced[n] ?? "", `p${n}@firm-${n}.example`), { now: at });
    for (let n = 0; n < limits.dailyUnverified; n++) {
      expect(await book(n), `booking ${n}`).toMatchObject({ ok: true, status: "confirmed" });
    }
    // Past the count, new bookers hold their time until they click the link, up to the cap.
    for (let n = limits.dailyUnverified; n < limits.dailyUnverified + limits.maxPending; n++) {
      expect(await book(n), `booking ${n}`).toMatchObject({ ok: true, status: "pending" });
    }
    // Past the cap nobody is refused: the booking waits for its link without holding its time.
    const requested = await book(29);
    expect(requested).toMatchObject({ ok: true, status: "pending", holdExpiresAt: null });
    if (!requested.ok) throw new Error("refused");
    expect((await introSlots(now)).some((slot) => slot.start === requested.start)).toBe(true);
    const [mail] = (await outbox()).filter((row) => row.to === "p29@firm-29.example");
    expect(mail?.text).toContain("not held yet");
    // Its click books the time while it is free; once someone else took it, the click is refused.
    const second = await book(28);
    if (!second.ok) throw new Error("refused");
    const confirm = (id: string) => rt.bookings.confirm(id, bookingConfirmKey(id, secret), now);
    expect(await confirm(second.id)).toMatchObject({ ok: true, booking: { status: "confirmed" } });
    const other = await runtimeOf(null).bookings.book(request(spaced[29] ?? "", "other@initrode.example"), {
      now,
    });
    expect(other).toMatchObject({ ok: true, status: "confirmed" });
    expect(await confirm(requested.id)).toMatchObject({ ok: false, status: 409 });
    // Cancelled meetings do not count: once most are cancelled, bookings are final at once again.
    const final = await get().db.select().from(bookings).where(eq(bookings.status, "confirmed"));
    for (const row of final) await rt.bookings.cancel(row.id, { by: "visitor", reason: null, now });
    expect(await book(30)).toMatchObject({ ok: true, status: "confirmed" });
    // A day later, the day's count starts again.
    const tomorrow = new Date(now.getTime() + 25 * 60 * MINUTE);
    expect(await book(31, tomorrow)).toMatchObject({ ok: true, status: "confirmed" });
  });

  it("sends a pending booking one email with a signed link; only that link makes it final, with its lead and invitation", async () => {
    const rt = runtimeOf();
    const [a, b, c] = await starts();
    await rt.bookings.book(request(a ?? "", "one@initech.example"), { now });
    await rt.bookings.book(request(b ?? "", "two@initech.example"), { now });
    await get().db.delete(emailOutbox);
    const attribution = {
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      landing_path: "/pricing",
    };
    const held = await rt.bookings.book(
      request(c ?? "", "three@initech.example", { name: "Restore access at https://evil.example" }),
      { now, attribution },
    );
    if (!held.ok) throw new Error(held.error);
    expect(held.status).toBe("pending");
    expect(held.holdExpiresAt).toBe(now.getTime() + limits.pendingHoldMinutes * MINUTE);
    // One email, to the typed address: the confirm link, no invitation, no lure; no lead yet.
    const mail = await outbox();
    expect(mail.map((m) => [m.kind, m.to])).toEqual([["booking_confirm_request", "three@initech.example"]]);
    const confirmUrl = `${origin}/booking/${held.id}/confirm?key=${bookingConfirmKey(held.id, secret)}`;
    expect(mail[0]?.text).toContain(confirmUrl);
    expect(mail[0]?.text).toContain(`for ${limits.pendingHoldMinutes} minutes`);
    expect(mail[0]?.text).toContain("Hi there,");
    expect(mail[0]?.text).not.toContain("evil.example");
    expect(mail[0]?.ics).toBeNull();
    expect(await get().db.$count(leads, eq(leads.email, "three@initech.example"))).toBe(0);
    // The hold takes the time off the calendar.
    const free = await introSlots(now);
    expect(free.some((slot) => slot.start === held.start)).toBe(false);
    // The manage key the API answers with cannot confirm it, nor can a made-up key.
    expect(await rt.bookings.confirm(held.id, bookingKey(held.id, secret), now)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await rt.bookings.confirm(held.id, "x".repeat(43), now)).toMatchObject({ ok: false, status: 404 });
    const confirmed = await rt.bookings.confirm(held.id, bookingConfirmKey(held.id, secret), now);
    expect(confirmed).toMatchObject({ ok: true, booking: { status: "confirmed" } });
    const [row] = await get().db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null, attribution: null });
    expect(row?.emailConfirmedAt?.getTime()).toBe(now.getTime());
    const [lead] = await get().db.select().from(leads).where(eq(leads.email, "three@initech.example"));
    expect(lead).toMatchObject({
      id: row?.leadId,
      kind: "booking",
      utmSource: "newsletter",
      landingPath: "/pricing",
    });
    expect((await outbox()).map((m) => m.kind)).toEqual([
      "booking_confirm_request",
      "booking_confirmation",
      "booking_host",
    ]);
    // A second click changes nothing.
    expect(await rt.bookings.confirm(held.id, bookingConfirmKey(held.id, secret), now)).toMatchObject({
      ok: true,
    });
    expect(await get().db.$count(emailOutbox)).toBe(3);
  });

  it("frees a hold nobody confirmed; a late click takes the time again only if it is still free", async () => {
    const rt = runtimeOf();
    const [a, b, c, d] = await starts();
    await rt.bookings.book(request(a ?? "", "one@umbrella.example"), { now });
    await rt.bookings.book(request(b ?? "", "two@umbrella.example"), { now });
    const late = await rt.bookings.book(request(c ?? "", "three@umbrella.example"), { now });
    const lost = await rt.bookings.book(request(d ?? "", "four@umbrella.example"), { now });
    if (!late.ok || !lost.ok) throw new Error("not held");
    const after = new Date(now.getTime() + (limits.pendingHoldMinutes + 1) * MINUTE);
    // The time is free again for everyone, before any job runs.
    const free = await introSlots(after);
    expect(free.some((slot) => slot.start === late.start)).toBe(true);
    expect(await rt.bookings.expireHolds(after)).toBe(2);
    const statuses = await get()
      .db.select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, late.id));
    expect(statuses).toEqual([{ status: "expired" }]);
    // Someone else takes one of the freed times; the late clicks: one gets its time back, one does not.
    expect(await rt.bookings.book(request(d ?? "", "new@globex.example"), { now: after })).toMatchObject({
      ok: true,
    });
    expect(await rt.bookings.confirm(late.id, bookingConfirmKey(late.id, secret), after)).toMatchObject({
      ok: true,
      booking: { status: "confirmed" },
    });
    expect(await rt.bookings.confirm(lost.id, bookingConfirmKey(lost.id, secret), after)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("lets staff undo 300 bookings in one action, without emailing the addresses typed", async () => {
    // The limits are off here only to create the attack's 300 bookings quickly.
    const attack = runtimeOf(null);
    const spaced = await starts(60);
    expect(spaced.length).toBeGreaterThanOrEqual(301);
    for (let n = 0; n < 300; n++) {
      const result = await attack.bookings.book(request(spaced[n] ?? "", `victim${n}@target.example`), {
        now,
        clientAddress: `198.18.0.${(n % 23) + 1}`,
      });
      expect(result.ok, `booking ${n}`).toBe(true);
    }
    const rt = runtimeOf();
    const real = await rt.bookings.book(request(spaced[300] ?? "", "buyer@realco.example"), { now });
    // After 300 final bookings today from mailboxes nobody verified, a new booker confirms by email.
    expect(real).toMatchObject({ ok: true, status: "pending" });
    await get().db.delete(emailOutbox);
    expect(await rt.bookings.countMatching({ domain: "target.example" }, now)).toBe(300);
    const undone = await rt.bookings.cancelMany(
      { domain: "target.example" },
      { reason: "Scripted bookings", now },
    );
    expect(undone).toEqual({ cancelled: 300 });
    // Silent towards the typed addresses; the host gets one summary.
    const mail = await outbox();
    expect(mail.map((m) => [m.kind, m.to])).toEqual([
      ["booking_host_bulk_cancelled", "team@rallyroom.example"],
    ]);
    expect(mail[0]?.text).toContain("300 of the meetings");
    expect(await get().db.$count(bookings, eq(bookings.status, "cancelled"))).toBe(300);
    // The real buyer's booking stands; the calendar is free again.
    const [kept] = await get().db.select().from(bookings).where(eq(bookings.email, "buyer@realco.example"));
    expect(kept?.status).toBe("pending");
    const free = await introSlots(now);
    expect(free.some((slot) => slot.start === Date.parse(spaced[0] ?? ""))).toBe(true);
    // By client address and by time range, too.
    for (let n = 0; n < 4; n++) {
      await attack.bookings.book(request(spaced[n] ?? "", `again${n}@other-${n}.example`), {
        now,
        clientAddress: "198.18.0.99",
      });
    }
    expect(await rt.bookings.cancelMany({ clientAddress: "198.18.0.99" }, { reason: null, now })).toEqual({
      cancelled: 4,
    });
    expect(
      await rt.bookings.cancelMany(
        {
          from: new Date(Date.parse(spaced[300] ?? "") - MINUTE),
          to: new Date(Date.parse(spaced[300] ?? "") + MINUTE),
        },
        { reason: null, now },
      ),
    ).toEqual({ cancelled: 1 });
  });
});
