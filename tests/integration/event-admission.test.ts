import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { site } from "~/config/site";
import { bookings, emailOutbox, eventOrders } from "~/server/db/schema.server";
import { addressKey } from "~/server/http.server";
import { createRuntime } from "~/server/runtime.server";
import { emailCodeFor, eventLimitMessages } from "~/server/services/booking-limits.server";
import type { CheckoutAnswer } from "~/server/services/events/checkout.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { describeEachDatabase } from "../support/db";
import { invoiceCheckout } from "../support/events";

/**
 * The event checkout under the one admission policy (issue 40, decision 064): caps per email,
 * domain and client address (IPv6 by /64) on unpaid events; the emailed code past one hold for
 * an unproven mailbox, or past the site's count of them; paid events never count; and a flood
 * from one email leaves the calendar free.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-admission-secret-0123456789abcdef";
const limits = site.events.limits;
const MINUTE = 60_000;

// Monday 1 March 2027, 07:00 in New York.
const now = new Date("2027-03-01T12:00:00Z");
const activity = eventActivity("lightning-feud");
if (!activity) throw new Error("lightning-feud is in the catalogue");
const feud = activity;

const form = invoiceCheckout;

describeEachDatabase("event checkout admission (issue 40)", (get) => {
  const runtimeOf = () => createRuntime(get(), { origin, cookieSecret: secret });

  /** Free starts of the activity over `days` days from 22 March, as offered at `at`. */
  async function starts(rt: ReturnType<typeof runtimeOf>, days = 14, at = now): Promise<number[]> {
    const slots = await rt.events.slots(feud, [], {
      from: "2027-03-22",
      days,
      timeZone: "America/New_York",
      now: at,
    });
    return slots.map((slot) => slot.start);
  }

  /** Starts far enough apart that no two events share a host's time. */
  async function spaced(rt: ReturnType<typeof runtimeOf>, count: number): Promise<number[]> {
    const all = await starts(rt);
    const picked: number[] = [];
    for (const start of all) {
      if (picked.length === count) break;
      if (picked.every((other) => Math.abs(other - start) >= 4 * 60 * MINUTE)) picked.push(start);
    }
    return picked;
  }

  const codeFor = (email: string, at = now) => emailCodeFor(secret, email, at, limits.codeMinutes);
  const stored = async () => get().db.$count(bookings, eq(bookings.type, "event"));
  const codeMails = async (to: string) =>
    get().db.$count(emailOutbox, and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "email_code")));

  it("asks an unproven mailbox for its emailed code past one unpaid event, then caps it", async () => {
    const rt = runtimeOf();
    const times = await spaced(rt, limits.perEmail + 2);
    const email = "pat@initech.example";
    const checkout = (n: number, extra: Record<string, unknown> = {}, address = "198.51.100.20") =>
      rt.events.checkout(feud.id, form(times[n] ?? 0, email, extra), {
        now,
        ownerHash: "admission",
        clientAddress: address,
      });

    const first = await checkout(0);
    expect(first).toMatchObject({ ok: true, status: "invoiced" });
    // The second waits for the code: nothing stored, one code email, the field named.
    const asked = (await checkout(1)) as Extract<CheckoutAnswer, { ok: false }>;
    expect(asked).toMatchObject({ ok: false, status: 422, queued: true, codeRequested: true });
    expect(asked.error).toBe(eventLimitMessages.codeSent(email, limits.codeMinutes));
    expect(await stored()).toBe(1);
    expect(await codeMails(email)).toBe(1);
    const [mail] = await get().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "email_code"));
    expect(mail?.text).toContain(codeFor(email));
    // A wrong code is refused by name; the right one books and proves the mailbox.
    const wrong = codeFor(email) === "000000" ? "111111" : "000000";
    expect(await checkout(1, { emailCode: wrong })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { emailCode: [eventLimitMessages.codeWrong] },
    });
    expect(await checkout(1, { emailCode: "12ab" })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { emailCode: ["Enter the 6 digits from our email"] },
    });
    const second = await checkout(1, { emailCode: ` ${codeFor(email)} ` });
    expect(second).toMatchObject({ ok: true, status: "invoiced" });
    const [row] = await get()
      .db.select()
      .from(bookings)
      .where(eq(bookings.id, second.ok ? second.id : ""));
    expect(row?.emailConfirmedAt).toEqual(now);
    expect(row?.emailDomain).toBe("initech.example");
    expect(row?.clientAddress).toBe("198.51.100.20");
    // Proven: no more codes, up to the cap of unpaid events, then refused on the email field.
    for (let n = 2; n < limits.perEmail; n++) expect(await checkout(n)).toMatchObject({ ok: true });
    const capped = await checkout(limits.perEmail);
    expect(capped).toEqual({
      ok: false,
      status: 429,
      error: eventLimitMessages.email(limits.perEmail),
      fieldErrors: { email: [eventLimitMessages.email(limits.perEmail)] },
    });
    expect(await stored()).toBe(limits.perEmail);
    // A paid event never counts against its buyer: once one deposit is in, the next is allowed.
    const [unpaid] = await get().db.select().from(bookings).where(eq(bookings.email, email));
    expect((await rt.events.admin.markInvoicePaid(unpaid?.id ?? "", now)).ok).toBe(true);
    expect(await checkout(limits.perEmail)).toMatchObject({ ok: true });
  });

  it("counts a domain and a client address, an IPv6 address by its /64", async () => {
    const rt = runtimeOf();
    const times = await spaced(rt, limits.perDomain + limits.perAddress + 4);
    let next = 0;
    const book = (email: string, address: string) =>
      rt.events.checkout(feud.id, form(times[next++] ?? 0, email, { emailCode: codeFor(email) }), {
        now,
        ownerHash: "admission",
        clientAddress: addressKey(address),
      });
    for (let n = 0; n < limits.perDomain; n++) {
      expect(await book(`p${n}@sub${n}.acme.example`, `203.0.113.${n + 1}`), `event ${n}`).toMatchObject({
        ok: true,
      });
    }
    expect(await book("late@acme.example", "203.0.113.99")).toMatchObject({
      ok: false,
      status: 429,
      error: eventLimitMessages.domain(limits.perDomain),
    });
    for (let n = 0; n < limits.perAddress; n++) {
      expect(await book(`v${n}@firm-${n}.example`, `2001:db8:5:7::${n + 1}`), `event ${n}`).toMatchObject({
        ok: true,
      });
    }
    // Another address inside the same /64 is the same client.
    expect(await book("w@other.example", "2001:db8:5:7:ffff::9")).toEqual({
      ok: false,
      status: 429,
      error: eventLimitMessages.address(limits.perAddress),
      fieldErrors: {},
    });
    expect(await book("w@other.example", "2001:db8:5:8::1")).toMatchObject({ ok: true });
  });

  it(`asks every new mailbox for a code once ${limits.siteUnconfirmed} unproven ones hold events, never refusing`, async () => {
    const rt = runtimeOf();
    const times = await spaced(rt, limits.siteUnconfirmed + 2);
    const book = (n: number, extra: Record<string, unknown> = {}) =>
      rt.events.checkout(feud.id, form(times[n] ?? 0, `b${n}@co-${n}.example`, extra), {
        now,
        ownerHash: "admission",
        clientAddress: `198.51.100.${n + 1}`,
      });
    for (let n = 0; n < limits.siteUnconfirmed; n++) {
      expect(await book(n), `event ${n}`).toMatchObject({ ok: true });
    }
    expect(await book(limits.siteUnconfirmed)).toMatchObject({ ok: false, status: 422, codeRequested: true });
    const email = `b${limits.siteUnconfirmed}@co-${limits.siteUnconfirmed}.example`;
    expect(await book(limits.siteUnconfirmed, { emailCode: codeFor(email) })).toMatchObject({ ok: true });
  });

  it("leaves at least 90% of the event starts free after a flood of checkouts from one email", async () => {
    const rt = runtimeOf();
    const before = (await starts(rt, 28)).length;
    const times = await starts(rt, 28);
    let accepted = 0;
    for (let n = 0; n < 120; n++) {
      const payment = n % 2 === 0 ? "invoice" : "card";
      const answer = await rt.events.checkout(
        feud.id,
        form(times[(n * 7) % times.length] ?? 0, "flood@attacker.example", { payment }),
        { now, ownerHash: "flood", clientAddress: `192.0.2.${n % 20}` },
      );
      if (answer.ok) accepted++;
    }
    const after = (await starts(rt, 28)).length;
    expect(accepted).toBeLessThanOrEqual(limits.unconfirmedHolds);
    expect(after / before).toBeGreaterThanOrEqual(0.9);
    // The code went to the one mailbox, over and over: the outbox caps what is sent to it.
    expect(await codeMails("flood@attacker.example")).toBeGreaterThan(0);
    expect(await get().db.$count(eventOrders)).toBe(accepted);
  });
});
