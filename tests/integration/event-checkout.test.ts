import { and, asc, eq, ne } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { checkoutMessages, eventUnbookableMessages } from "~/domain/event-checkout";
import { messages } from "~/domain/leads";
import { formatPrice, priceEvent, RUSH_FEE_CENTS } from "~/domain/pricing";
import { claimMonth } from "~/domain/voucher";
import type { Database } from "~/server/db/client.server";
import {
  bookingHosts,
  bookings,
  emailOutbox,
  eventOrders,
  eventPayments,
  leads,
  quotes,
  quoteView,
  voucherClaims,
} from "~/server/db/schema.server";
import { moveNoteOf } from "~/server/event-pages.server";
import { createRuntime } from "~/server/runtime.server";
import { calendarTakes, eventScope } from "~/server/services/booking/hosts.server";
import { type CheckoutEvent, fulfilCheckout } from "~/server/services/deposits.server";
import type { CheckoutAnswer } from "~/server/services/events/checkout.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventPaths } from "~/server/services/events/view.server";
import { describeEachDatabase, drivers, onPostgres } from "../support/db";
import { paidEvent } from "../support/payments";

/**
 * The event checkout through the service (issue 30, decision 057): invoice and card checkouts,
 * the hold and its expiry, the deposit's fulfilment and its replays, every refused field,
 * the voucher, a taken time, the buyer's changes under the booking policy, and races.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-checkout-test-secret-0123456789abcdef";
const ownerHash = "owner-hash-event-checkout";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a card checkout holds its time (site.events.holdMinutes). */
const HOLD = site.events.holdMinutes * MINUTE;
const DAY = 24 * HOUR;

// Monday 1 March 2027, 07:00 in New York; the team calendar works 9:00–17:00 on weekdays there.
const now = new Date("2027-03-01T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
// Thursday 4 March, 9:00 EST: three days ahead, past the 48-hour notice but inside the rush window.
const rushDay = "2027-03-04";
// Monday 22 March, 9:00 EDT: three weeks ahead, no rush fee.
const calmDay = "2027-03-22";

const feud = eventActivity("lightning-feud");
if (!feud) throw new Error("lightning-feud is in the catalogue");
const activity = feud;

type Runtime = ReturnType<typeof createRuntime>;
type Ok = Extract<CheckoutAnswer, { ok: true }>;
type Refused = Extract<CheckoutAnswer, { ok: false }>;

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

/** A complete checkout form as the page posts it; `overrides` replace or (undefined) remove fields. */
function form(start: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    start: new Date(start).toISOString(),
    timeZone: "Europe/Berlin",
    headcount: "40",
    addOns: [],
    name: "Pat Buyer",
    email: "pat@initech.example",
    company: "Initech",
    billingName: "Avery Payables",
    billingEmail: "ap@initech.example",
    poNumber: "PO-7781",
    invoiceAddress: "1 Initech Way\nAustin TX 78701",
    payment: "invoice",
    agree: "on",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete fields[key];
  return fields;
}

/** A buyer of their own (the voucher and the races need distinct people). */
const buyer = (i: number) => ({
  name: `Buyer ${i}`,
  email: `buyer${i}@company-${i}.example`,
  company: `Company ${i}`,
  billingEmail: `ap${i}@company-${i}.example`,
});

const checkout = (rt: Runtime, raw: Record<string, unknown>, at: Date = now) =>
  rt.events.checkout(activity.id, raw, { now: at, ownerHash });

function ok(answer: CheckoutAnswer): Ok {
  if (!answer.ok) throw new Error(`checkout refused (${answer.status}): ${JSON.stringify(answer)}`);
  return answer;
}

function refused(answer: CheckoutAnswer): Refused {
  if (answer.ok) throw new Error(`checkout accepted: ${JSON.stringify(answer)}`);
  return answer;
}

/** Free starts of one New York day for the activity with these add-ons. */
async function startsOn(rt: Runtime, date: string, addOns: string[] = [], at: Date = now) {
  const slots = await rt.events.slots(activity, addOns, {
    from: date,
    days: 1,
    timeZone: "America/New_York",
    now: at,
  });
  return slots.map((slot) => slot.start);
}

async function firstStart(rt: Runtime, date: string, addOns: string[] = []): Promise<number> {
  const [start] = await startsOn(rt, date, addOns);
  if (start === undefined) throw new Error(`no free start on ${date}`);
  return start;
}

/** Lightning Feud's hosts' calendars (Daniel Reyes and Samuel Adeyemi, content/hosts), in id order. */
async function activityCalendars(database: Database) {
  const hosts = await database.db.select().from(bookingHosts).orderBy(asc(bookingHosts.id));
  return hosts.filter((host) => calendarTakes(host, eventScope(activity.id)));
}

/** Leaves one of the activity's calendars on, for the tests of a time one host holds. */
async function oneCalendar(database: Database) {
  const [kept, ...others] = await activityCalendars(database);
  if (!kept) throw new Error("the activity has no host calendar");
  for (const host of others)
    await database.db.update(bookingHosts).set({ active: false }).where(eq(bookingHosts.id, host.id));
  return kept;
}

async function counts(database: Database) {
  const { db } = database;
  return {
    bookings: await db.$count(bookings),
    quotes: await db.$count(quotes),
    orders: await db.$count(eventOrders),
    payments: await db.$count(eventPayments),
    leads: await db.$count(leads),
    outbox: await db.$count(emailOutbox),
  };
}

async function rowsOf(database: Database, id: string) {
  const { db } = database;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  const [order] = await db.select().from(eventOrders).where(eq(eventOrders.id, id));
  if (!booking || !order) throw new Error(`event ${id} is not stored`);
  // The quote as every reader sees it: its figures, start and status come from the event.
  const [quote] = await db.select().from(quoteView).where(eq(quoteView.id, order.quoteId));
  if (!quote) throw new Error(`quote of ${id} is not stored`);
  const payments = await db
    .select()
    .from(eventPayments)
    .where(eq(eventPayments.orderId, id))
    .orderBy(asc(eventPayments.id));
  return { booking, order, quote, payments };
}

const keyOf = (id: string) => eventPaths(id, secret).key;

/** The card checkout's session, read back from the URL the buyer is sent to. */
async function sessionOf(rt: Runtime, answer: Ok) {
  const match = /\/billing\/test-checkout\/([^/?#]+)$/.exec(answer.next);
  if (!match?.[1]) throw new Error(`not a test checkout URL: ${answer.next}`);
  const session = await rt.deposits.session(match[1]);
  if (!session) throw new Error(`session ${match[1]} is not stored`);
  return session;
}

/** Fulfils a session's payment as arriving at `at` (fulfilment itself reads no clock of ours). */
const fulfilAt = (rt: Runtime, database: Database, event: CheckoutEvent, at: Date) =>
  fulfilCheckout(database.db, event, (tx, paid) => rt.events.onDepositPaid(tx, paid, at));

/** A card checkout at `start`, its deposit paid a minute later. */
async function paidEvent40(
  rt: Runtime,
  database: Database,
  start: number,
  fields: Record<string, unknown> = {},
) {
  const answer = ok(await checkout(rt, form(start, { payment: "card", ...fields })));
  const session = await sessionOf(rt, answer);
  const outcome = await fulfilAt(rt, database, paidEvent(session, `evt_${answer.id}`), later(MINUTE));
  expect(outcome).toBe("accepted");
  return { id: answer.id, key: keyOf(answer.id), deposit: session.amountCents };
}

async function claimVoucher(database: Database, code: string, expiresAt: Date) {
  await database.db.insert(voucherClaims).values({
    code,
    email: "pat@initech.example",
    domain: "initech.example",
    name: "Pat Buyer",
    company: "Initech",
    teamSize: "31-80",
    claimMonth: claimMonth(now),
    createdAt: later(-DAY),
    expiresAt,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("event checkout", (get) => {
  it("invoice: confirms at once with the booking, order, quote, lead and both emails", async () => {
    const rt = runtimeOf(get());
    const start = await firstStart(rt, rushDay, ["extra_time"]);
    expect(new Date(start).toISOString()).toBe("2027-03-04T14:00:00.000Z");

    const answer = ok(await checkout(rt, form(start, { addOns: ["extra_time"] })));
    expect(answer.status).toBe("invoiced");
    expect(answer.next).toBe(`/events/${answer.id}?key=${keyOf(answer.id)}`);

    const { booking, order, quote, payments } = await rowsOf(get(), answer.id);
    // The host is one the activity names: Daniel Reyes or Samuel Adeyemi, never the team calendar.
    const calendars = await activityCalendars(get());
    expect(calendars.map((host) => host.email).sort()).toEqual([
      "daniel@rallyroom.example",
      "samuel@rallyroom.example",
    ]);
    expect(calendars.map((host) => host.id)).toContain(booking.hostId);
    expect(booking).toMatchObject({
      type: "event",
      status: "confirmed",
      holdExpiresAt: null,
      name: "Pat Buyer",
      email: "pat@initech.example",
      company: "Initech",
      // The order owns the headcount: the booking keeps no copy.
      teamSize: null,
      visitorTimeZone: "Europe/Berlin",
    });
    expect(booking.startsAt.getTime()).toBe(start);
    // 60 minutes of Lightning Feud, 30 more for the extra time, then the hosts' 30-minute buffer.
    expect(booking.endsAt.getTime()).toBe(start + 90 * MINUTE);
    expect(booking.blockedUntil.getTime()).toBe(start + 120 * MINUTE);

    const expected = priceEvent({
      activity,
      headcount: 40,
      addOns: ["extra_time"],
      notice: { eventStart: new Date(start), now },
    });
    expect(expected.rushCents).toBeGreaterThan(0);
    expect(order).toMatchObject({
      status: "invoiced",
      paymentMode: "invoice",
      activitySlug: "lightning-feud",
      headcount: 40,
      addOns: ["extra_time"],
      voucherCode: null,
      voucherUpgrade: null,
      totalCents: expected.totalCents,
      depositCents: expected.depositCents,
      billingName: "Avery Payables",
      billingEmail: "ap@initech.example",
      poNumber: "PO-7781",
    });
    expect(order.lines).toEqual(expected.lines);
    expect(order.lines.some((line) => line.kind === "rush")).toBe(true);
    expect(order.confirmedAt?.getTime()).toBe(now.getTime());
    expect(quote.status).toBe("invoice_requested");
    expect(quote.eventStartsAt?.getTime()).toBe(start);
    expect(quote).toMatchObject({
      eventId: answer.id,
      eventStatus: "invoiced",
      estHeadcount: 40,
      totalCents: expected.totalCents,
      depositCents: expected.depositCents,
      balanceCents: expected.balanceCents,
    });
    // The quote's own row holds no copy of the event's figures.
    const [stored] = await get().db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored).toMatchObject({ estHeadcount: null, totalCents: null, depositCents: null });
    expect(payments).toEqual([]);

    const [lead] = await get().db.select().from(leads);
    expect(lead).toMatchObject({ kind: "booking", source: "event_checkout", email: "pat@initech.example" });
    expect(booking.leadId).toBe(lead?.id);
    expect(lead?.fields).toMatchObject({ event_id: answer.id, activity: "lightning-feud", headcount: 40 });

    const event = await rt.events.find(answer.id, keyOf(answer.id));
    const mail = await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => [row.kind, row.to])).toEqual([
      ["event_confirmation", "pat@initech.example"],
      ["event_team_new", event?.host.email],
    ]);
    expect(mail[0]?.icalEvent?.method).toBe("REQUEST");
    expect(mail[0]?.icalEvent?.content).toContain("BEGIN:VEVENT");
    expect(mail[0]?.text).toContain(`${origin}/events/${answer.id}?key=${keyOf(answer.id)}`);
  });

  it("card: holds the time while the buyer pays, and the test checkout's payment confirms it", async () => {
    const rt = runtimeOf(get());
    const start = await firstStart(rt, calmDay);
    const answer = ok(await checkout(rt, form(start, { payment: "card" })));
    expect(answer.status).toBe("held");
    expect(answer.next).toMatch(/^https:\/\/www\.rallyroom\.test\/billing\/test-checkout\/cs_rrtest_\w+$/);

    const held = await rowsOf(get(), answer.id);
    expect(held.booking.status).toBe("pending");
    expect(held.booking.holdExpiresAt?.getTime()).toBe(now.getTime() + HOLD);
    expect(held.order.status).toBe("held");
    expect(held.quote.status).toBe("draft");
    // Nothing is final yet: no lead, no email.
    expect(await get().db.$count(leads)).toBe(0);
    expect(await get().db.$count(emailOutbox)).toBe(0);

    const session = await sessionOf(rt, answer);
    expect(session.amountCents).toBe(held.order.depositCents);
    expect(session.quoteId).toBe(held.quote.id);
    // The test checkout's button pays through fulfilment, which reads the clock: five minutes on.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(later(5 * MINUTE));
    expect(await rt.deposits.completeTestSession(session, rt.events.onDepositPaid)).toBe("accepted");
    vi.useRealTimers();

    const paid = await rowsOf(get(), answer.id);
    expect(paid.order.status).toBe("paid");
    expect(paid.booking.status).toBe("confirmed");
    expect(paid.booking.holdExpiresAt).toBeNull();
    expect(paid.quote.status).toBe("accepted");
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({
      kind: "payment",
      method: "test",
      amountCents: session.amountCents,
    });
    const mail = await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => row.kind)).toEqual(["event_confirmation", "event_team_new"]);
    const [lead] = await get().db.select().from(leads);
    expect(lead).toMatchObject({ kind: "booking", source: "event_checkout" });
    // Its deposit invoice was paid as it was issued: listed at its charge, with no day it is due.
    const event = await rt.events.find(answer.id, keyOf(answer.id));
    if (!event) throw new Error("booked");
    const [deposit] = (await rt.invoices.pageOf(event)).invoices;
    expect(deposit).toMatchObject({ status: "paid", due: null, amount: formatPrice(session.amountCents) });
  });

  it("card: a replayed webhook event records one payment, a second event for the session is already accepted", async () => {
    const rt = runtimeOf(get());
    const start = await firstStart(rt, calmDay);
    const answer = ok(await checkout(rt, form(start, { payment: "card" })));
    const session = await sessionOf(rt, answer);
    const first = paidEvent(session, "evt_replayed");

    expect(await fulfilAt(rt, get(), first, later(MINUTE))).toBe("accepted");
    expect(await fulfilAt(rt, get(), first, later(2 * MINUTE))).toBe("duplicate");
    expect((await rowsOf(get(), answer.id)).payments).toHaveLength(1);

    expect(await fulfilAt(rt, get(), paidEvent(session, "evt_second"), later(3 * MINUTE))).toBe(
      "already_accepted",
    );
    const { order, booking, payments } = await rowsOf(get(), answer.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.reference).toBe("pi_evt_replayed");
    expect(order.status).toBe("paid");
    expect(booking.status).toBe("confirmed");
    // One confirmation and one host notice, not one per delivery.
    expect(await get().db.$count(emailOutbox)).toBe(2);
    expect(await get().db.$count(leads)).toBe(1);
  });

  it("a hold that runs out frees the time; a payment after that keeps the money, not the time, until rescheduled", async () => {
    const rt = runtimeOf(get());
    await oneCalendar(get());
    const start = await firstStart(rt, rushDay);
    const first = ok(await checkout(rt, form(start, { payment: "card" })));
    const session = await sessionOf(rt, first);

    // While the hold runs, the time is taken.
    const early = refused(await checkout(rt, form(start, buyer(2)), later(10 * MINUTE)));
    expect(early.status).toBe(409);

    // A minute after the hold, it has run out: another buyer takes the same time.
    const second = ok(await checkout(rt, form(start, buyer(2)), later(HOLD + MINUTE)));
    expect(second.status).toBe("invoiced");
    const lapsed = await rowsOf(get(), first.id);
    expect(lapsed.booking.status).toBe("expired");
    expect(lapsed.order.status).toBe("expired");
    expect((await rowsOf(get(), second.id)).booking.status).toBe("confirmed");

    // The first buyer's payment arrives anyway: recorded, the order paid, the time still lost.
    expect(await fulfilAt(rt, get(), paidEvent(session, "evt_late"), later(HOLD + 2 * MINUTE))).toBe(
      "accepted",
    );
    const lost = await rowsOf(get(), first.id);
    expect(lost.order.status).toBe("paid");
    expect(lost.booking.status).toBe("expired");
    expect(lost.payments).toHaveLength(1);
    expect(lost.payments[0]).toMatchObject({ kind: "payment", amountCents: session.amountCents });
    const kinds = (await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).map(
      (row) => row.kind,
    );
    expect(kinds).toContain("event_team_time_lost");

    // The buyer picks a free time on the event's page: the event is booked again.
    const free = (await startsOn(rt, "2027-03-05", [], later(33 * MINUTE)))[0];
    if (free === undefined) throw new Error("no free start on Friday");
    const moved = await rt.events.reschedule(first.id, keyOf(first.id), free, later(33 * MINUTE));
    expect(moved).toMatchObject({ ok: true });
    const booked = await rowsOf(get(), first.id);
    expect(booked.booking.status).toBe("confirmed");
    expect(booked.booking.startsAt.getTime()).toBe(free);
    expect(booked.order.status).toBe("paid");
    expect(booked.quote.eventStartsAt?.getTime()).toBe(free);
  });

  it("a payment after the hold ran out, the time still free: the time is taken again and the event confirmed", async () => {
    const rt = runtimeOf(get());
    const start = await firstStart(rt, rushDay);
    const answer = ok(await checkout(rt, form(start, { payment: "card" })));
    const session = await sessionOf(rt, answer);
    expect(await fulfilAt(rt, get(), paidEvent(session, "evt_after_hold"), later(40 * MINUTE))).toBe(
      "accepted",
    );
    const { booking, order, payments } = await rowsOf(get(), answer.id);
    expect(booking.status).toBe("confirmed");
    expect(booking.holdExpiresAt).toBeNull();
    expect(booking.startsAt.getTime()).toBe(start);
    expect(order.status).toBe("paid");
    expect(payments).toHaveLength(1);
    const kinds = (await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).map(
      (row) => row.kind,
    );
    expect(kinds).toEqual(["event_confirmation", "event_team_new"]);
  });

  describe("refuses every bad field by name and stores nothing", () => {
    const cases: {
      name: string;
      fields: (start: number) => Record<string, unknown>;
      field: string;
      message?: string;
    }[] = [
      {
        name: "missing name",
        fields: () => ({ name: undefined }),
        field: "name",
        message: messages.nameRequired,
      },
      {
        name: "free-mail email",
        fields: () => ({ email: "pat@gmail.com" }),
        field: "email",
        message: messages.workEmail,
      },
      {
        name: "headcount below the activity's minimum",
        fields: () => ({ headcount: "3" }),
        field: "headcount",
        message: "Lightning Feud takes 8 to 500 people.",
      },
      {
        name: "unknown add-on",
        fields: () => ({ addOns: ["spa_day"] }),
        field: "addOns",
        message: checkoutMessages.addOns,
      },
      {
        name: "voucher code of a bad shape",
        fields: () => ({ voucherCode: "FREE-EVENT", voucherUpgrade: "branding" }),
        field: "voucherCode",
        message: checkoutMessages.voucherCode,
      },
      {
        name: "voucher code without an upgrade",
        fields: () => ({ voucherCode: "RALLY-AB23-CD45" }),
        field: "voucherUpgrade",
        message: checkoutMessages.voucherUpgrade,
      },
      {
        name: "payment missing",
        fields: () => ({ payment: undefined }),
        field: "payment",
        message: checkoutMessages.payment,
      },
      {
        name: "agree missing",
        fields: () => ({ agree: undefined }),
        field: "agree",
        message: checkoutMessages.agree,
      },
      {
        name: "a start the hosts do not offer (Saturday)",
        fields: () => ({ start: "2027-03-06T15:00:00Z" }),
        field: "start",
        message: eventUnbookableMessages([]).hours,
      },
      {
        // Found by an outside review: a 500 before dates were bounded (issue 40).
        name: "a start in the year 9999",
        fields: () => ({ start: "9999-12-31T15:00:00Z" }),
        field: "start",
        message: checkoutMessages.start,
      },
      {
        name: "a start inside the 48-hour notice",
        fields: () => ({ start: "2027-03-02T15:00:00Z" }),
        field: "start",
        message: eventUnbookableMessages([]).notice,
      },
      {
        name: "kits inside three weeks",
        fields: () => ({ addOns: ["kits"] }),
        field: "start",
        message: eventUnbookableMessages(["kits"]).notice,
      },
    ];
    for (const { name, fields, field, message } of cases) {
      it(name, async () => {
        const rt = runtimeOf(get());
        const start = await firstStart(rt, rushDay);
        const before = await counts(get());
        const answer = refused(await checkout(rt, form(start, fields(start))));
        expect([409, 422]).toContain(answer.status);
        expect(Object.keys(answer.fieldErrors)).toEqual([field]);
        expect(answer.fieldErrors[field]?.[0]).toBe(message);
        expect(answer.error.length).toBeGreaterThan(0);
        expect(await counts(get())).toEqual(before);
      });
    }

    it("the honeypot filled: 400, nothing stored", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, rushDay);
      const before = await counts(get());
      const answer = refused(await checkout(rt, form(start, { website: "https://spam.example" })));
      expect(answer.status).toBe(400);
      expect(await counts(get())).toEqual(before);
    });

    it("an upgrade without a code is ignored", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, rushDay);
      const answer = ok(await checkout(rt, form(start, { voucherUpgrade: "branding" })));
      const { order } = await rowsOf(get(), answer.id);
      expect(order).toMatchObject({ voucherCode: null, voucherUpgrade: null, addOns: [] });
      expect(order.lines.some((line) => line.kind === "voucher" || line.kind === "addon")).toBe(false);
      expect(order.totalCents).toBe(
        priceEvent({ activity, headcount: 40, notice: { eventStart: new Date(start), now } }).totalCents,
      );
    });
  });

  it("a voucher applies once: used by a live event it is refused, free again once that event is cancelled", async () => {
    const rt = runtimeOf(get());
    const code = "RALLY-AB23-CD45";
    await claimVoucher(get(), code, later(14 * DAY));
    const [thursday, friday] = [await firstStart(rt, rushDay), await firstStart(rt, "2027-03-05")];
    const withVoucher = { voucherCode: code.toLowerCase(), voucherUpgrade: "branding" };

    const first = ok(await checkout(rt, form(thursday, withVoucher)));
    const { order } = await rowsOf(get(), first.id);
    const notice = { eventStart: new Date(thursday), now };
    const bought = priceEvent({ activity, headcount: 40, addOns: ["branding"], notice });
    expect(order.voucherCode).toBe(code);
    expect(order.voucherUpgrade).toBe("branding");
    expect(order.lines).toContainEqual(
      expect.objectContaining({ kind: "voucher", id: "branding", cents: -20_000 }),
    );
    expect(order.totalCents).toBe(bought.totalCents - 20_000);

    const before = await counts(get());
    const again = refused(await checkout(rt, form(friday, { ...buyer(2), ...withVoucher })));
    expect(again.status).toBe(422);
    expect(Object.keys(again.fieldErrors)).toEqual(["voucherCode"]);
    expect(again.fieldErrors.voucherCode?.[0]).toMatch(/already been used/);
    expect(await counts(get())).toEqual(before);
    expect(await rt.events.voucherCheck(code, now)).toMatch(/already been used/);

    expect(await rt.events.cancel(first.id, keyOf(first.id), { reason: "Plans changed" }, now)).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await rt.events.voucherCheck(code, now)).toBeNull();
    const third = ok(await checkout(rt, form(friday, { ...buyer(2), ...withVoucher })));
    expect((await rowsOf(get(), third.id)).order.voucherCode).toBe(code);
  });

  it("a late deposit for a checkout whose voucher went to another event meanwhile is still recorded", async () => {
    const rt = runtimeOf(get());
    const code = "RALLY-TU23-VW45";
    await claimVoucher(get(), code, later(14 * DAY));
    const withVoucher = { voucherCode: code, voucherUpgrade: "awards" };
    const [thursday, friday] = [await firstStart(rt, rushDay), await firstStart(rt, "2027-03-05")];
    const first = ok(await checkout(rt, form(thursday, { payment: "card", ...withVoucher })));
    const session = await sessionOf(rt, first);
    // The hold runs out unpaid: the code is free again, and a colleague uses it for another day.
    const second = ok(
      await checkout(rt, form(friday, { ...buyer(2), ...withVoucher }), later(HOLD + MINUTE)),
    );
    expect((await rowsOf(get(), first.id)).order.status).toBe("expired");
    expect((await rowsOf(get(), second.id)).order.voucherCode).toBe(code);

    // The first buyer's card was charged all the same: the payment must be recorded, not lost.
    const outcome = await fulfilAt(
      rt,
      get(),
      paidEvent(session, "evt_voucher_late"),
      later(HOLD + 2 * MINUTE),
    );
    expect(outcome).toBe("accepted");
    const late = await rowsOf(get(), first.id);
    expect(late.order.status).toBe("paid");
    expect(late.payments).toHaveLength(1);
    // The code stays with the live event that used it first.
    expect((await rowsOf(get(), second.id)).order.voucherCode).toBe(code);
  });

  it("an expired or unknown voucher is refused under voucherCode", async () => {
    const rt = runtimeOf(get());
    await claimVoucher(get(), "RALLY-EF67-GH89", later(-MINUTE));
    const start = await firstStart(rt, rushDay);
    const before = await counts(get());
    const expired = refused(
      await checkout(rt, form(start, { voucherCode: "RALLY-EF67-GH89", voucherUpgrade: "awards" })),
    );
    expect(expired.fieldErrors).toEqual({ voucherCode: ["That voucher has expired."] });
    const unknown = refused(
      await checkout(rt, form(start, { voucherCode: "RALLY-JK23-MN45", voucherUpgrade: "awards" })),
    );
    expect(Object.keys(unknown.fieldErrors)).toEqual(["voucherCode"]);
    expect(await counts(get())).toEqual(before);
  });

  it("a time taken meanwhile: 409 under start, with free starts nearby", async () => {
    const rt = runtimeOf(get());
    await oneCalendar(get());
    const start = await firstStart(rt, rushDay);
    ok(await checkout(rt, form(start)));
    const before = await counts(get());
    const second = refused(await checkout(rt, form(start, buyer(2))));
    expect(second.status).toBe(409);
    expect(second.fieldErrors).toEqual({ start: [eventUnbookableMessages([]).taken] });
    expect(second.nearby?.length ?? 0).toBeGreaterThan(0);
    const free = new Set(
      (
        await rt.events.slots(activity, [], {
          from: "2027-03-01",
          days: 10,
          timeZone: "America/New_York",
          now,
        })
      ).map((slot) => slot.start),
    );
    for (const slot of second.nearby ?? []) {
      expect(slot.start).not.toBe(start);
      expect(free.has(slot.start)).toBe(true);
    }
    expect(await counts(get())).toEqual(before);
  });

  describe("the policy holds through every path (issue 40)", () => {
    it("a late reschedule keeps its refund tier: moved away 30 hours before, then cancelled, half comes back", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start);
      const away = (await startsOn(rt, "2027-04-06", [], new Date(start - 30 * HOUR)))[0];
      if (away === undefined) throw new Error("no free start on 6 April");
      const moved = await rt.events.reschedule(id, key, away, new Date(start - 30 * HOUR));
      if (!moved.ok) throw new Error(moved.error);
      const cancelled = await rt.events.cancel(id, key, { reason: null }, new Date(start - 29 * HOUR));
      if (!cancelled.ok) throw new Error(cancelled.error);
      expect(cancelled.event.refundedCents).toBe(Math.floor(deposit / 2));
    });

    it("the 72-hour headcount rule survives a move away: 100 → 10 is refused after moving 50 hours before", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key } = await paidEvent40(rt, get(), start, { headcount: "100" });
      const when = new Date(start - 50 * HOUR);
      const away = (await startsOn(rt, "2027-04-06", [], when))[0];
      if (away === undefined) throw new Error("no free start on 6 April");
      const moved = await rt.events.reschedule(id, key, away, when);
      if (!moved.ok) throw new Error(moved.error);
      const cut = await rt.events.changeHeadcount(id, key, "10", new Date(when.getTime() + MINUTE));
      expect(cut).toMatchObject({ ok: false, status: 409, field: "headcount" });
      expect((await rowsOf(get(), id)).order.headcount).toBe(100);
      expect((await rowsOf(get(), id)).payments).toHaveLength(1);
    });

    it("a moved event may change its headcount by the new start when it moved with every right whole", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key } = await paidEvent40(rt, get(), start);
      const away = (await startsOn(rt, "2027-04-06"))[0];
      if (away === undefined) throw new Error("no free start on 6 April");
      const moved = await rt.events.reschedule(id, key, away, later(HOUR));
      if (!moved.ok) throw new Error(moved.error);
      // Past the old start's 72-hour line, 10 days before the new one: allowed.
      const changed = await rt.events.changeHeadcount(id, key, "45", new Date(start - 10 * HOUR));
      expect(changed).toMatchObject({ ok: true });
    });

    it("a headcount increase collects its share of the deposit: 8 → 200 after paying leaves half due", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start, { headcount: "8" });
      const up = await rt.events.changeHeadcount(id, key, "200", later(HOUR));
      if (!up.ok) throw new Error(up.error);
      const expected = priceEvent({ activity, headcount: 200, notice: { eventStart: new Date(start), now } });
      expect(up.event.totalCents).toBe(expected.totalCents);
      expect(up.event.depositCents).toBe(expected.depositCents);
      expect(up.event.depositCents / up.event.totalCents).toBe(site.deposit.percent / 100);
      expect(up.event.paidCents).toBe(deposit);
      expect(up.message).toContain(
        `${formatPrice(expected.depositCents - deposit)} more of the deposit is due now: pay it by card on your event's page.`,
      );
      // The buyer's email says the same as the page, in the same words.
      const [email] = await get()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "event_headcount_changed"));
      expect(email?.text).toContain(
        `${formatPrice(expected.depositCents - deposit)} more of the deposit is due now`,
      );

      // The buyer pays what is due by card: recorded once as a second payment.
      const opened = await rt.events.payDepositDue(id, key, later(2 * HOUR));
      if (!opened.ok) throw new Error(opened.error);
      const sessionId = opened.url.split("/").pop() ?? "";
      const session = await rt.deposits.session(sessionId);
      if (!session) throw new Error("no session for the deposit due");
      expect(session.amountCents).toBe(expected.depositCents - deposit);
      expect(await fulfilAt(rt, get(), paidEvent(session, "evt_top_up"), later(3 * HOUR))).toBe(
        "already_accepted",
      );
      expect(await fulfilAt(rt, get(), paidEvent(session, "evt_top_up_replayed"), later(3 * HOUR))).toBe(
        "already_accepted",
      );
      const settled = await rt.events.find(id, key);
      expect(settled?.paidCents).toBe(expected.depositCents);
      expect((await rowsOf(get(), id)).payments).toHaveLength(2);
      expect(await rt.events.payDepositDue(id, key, later(4 * HOUR))).toMatchObject({
        ok: false,
        status: 409,
      });
    });

    it("a move inside the rush window pays the rush fee: booked 21 days ahead, moved to 6 days ahead", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const booked = ok(await checkout(rt, form(start)));
      const before = await rowsOf(get(), booked.id);
      expect(before.order.lines.some((line) => line.kind === "rush")).toBe(false);
      const soon = (await startsOn(rt, "2027-03-08"))[0];
      if (soon === undefined) throw new Error("no free start on 8 March");
      // The confirmation step says it before the move, in the words the page and email say after.
      const event = await rt.events.find(booked.id, keyOf(booked.id));
      if (!event) throw new Error("booked");
      const total = formatPrice(before.order.totalCents + RUSH_FEE_CENTS);
      const reason = `At the new time the rush fee for under 14 days' notice applies: the total is ${total}, $150 more.`;
      expect(moveNoteOf(event, soon, now)).toBe(reason);
      const moved = await rt.events.reschedule(booked.id, keyOf(booked.id), soon, now);
      if (!moved.ok) throw new Error(moved.error);
      const after = await rowsOf(get(), booked.id);
      expect(after.order.lines.some((line) => line.kind === "rush")).toBe(true);
      expect(after.order.totalCents).toBe(before.order.totalCents + RUSH_FEE_CENTS);
      expect(after.quote.totalCents).toBe(after.order.totalCents);
      // Invoiced and unpaid: the deposit invoice is replaced, and the buyer's email says so.
      const deposit = formatPrice(after.order.depositCents);
      expect(moved.message).toContain(`${reason} The deposit invoice is replaced by one for ${deposit}`);
      const [mail] = await get()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "event_rescheduled"));
      expect(mail?.text).toContain(`${reason} The deposit invoice is replaced by one for ${deposit}`);
    });
  });

  describe("the buyer's changes", () => {
    it("headcount: repriced with the original notice; a decrease below what was paid is refunded", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start, { headcount: "200" });
      const original = priceEvent({ activity, headcount: 200, notice: { eventStart: new Date(start), now } });
      expect(deposit).toBe(original.depositCents);

      // Ten days on the event is 11 days away, inside the rush window: the price still has no rush fee.
      const when = later(10 * DAY);
      const down = await rt.events.changeHeadcount(id, key, "10", when);
      if (!down.ok) throw new Error(down.error);
      const expected = priceEvent({ activity, headcount: 10, notice: { eventStart: new Date(start), now } });
      expect(expected.rushCents).toBe(0);
      expect(down.event.totalCents).toBe(expected.totalCents);
      expect(down.event.lines).toEqual(expected.lines);
      const { order, booking, payments } = await rowsOf(get(), id);
      expect(order.headcount).toBe(10);
      expect(order.totalCents).toBe(expected.totalCents);
      expect(booking.teamSize).toBeNull();
      expect(payments.map((row) => [row.kind, row.method, row.amountCents])).toEqual([
        ["payment", "test", deposit],
        ["refund", "test", deposit - expected.totalCents],
      ]);
      expect(payments[1]?.reference).toMatch(/^re_rrtest_/);
      expect(down.event.paidCents).toBe(expected.totalCents);

      // Up again: priced the same way, nothing more refunded.
      const up = await rt.events.changeHeadcount(id, key, "60", when);
      if (!up.ok) throw new Error(up.error);
      expect(up.event.totalCents).toBe(
        priceEvent({ activity, headcount: 60, notice: { eventStart: new Date(start), now } }).totalCents,
      );
      expect((await rowsOf(get(), id)).payments).toHaveLength(2);
    });

    it("headcount: refused within 72 hours (409 headcount) and for a wrong key (404)", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key } = await paidEvent40(rt, get(), start);
      const late = await rt.events.changeHeadcount(id, key, "30", new Date(start - 71 * HOUR));
      expect(late).toMatchObject({ ok: false, status: 409, field: "headcount" });
      expect(await rt.events.changeHeadcount(id, "not-the-key", "30", now)).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await rt.events.changeHeadcount(id, keyOf(crypto.randomUUID()), "30", now)).toMatchObject({
        ok: false,
        status: 404,
      });
      expect((await rowsOf(get(), id)).order.headcount).toBe(40);
    });

    it("reschedule 24 hours or more ahead: moved, and the sequence rises", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const answer = ok(await checkout(rt, form(start)));
      const target = (await startsOn(rt, "2027-03-23"))[2];
      if (target === undefined) throw new Error("no free start on 23 March");
      const moved = await rt.events.reschedule(
        answer.id,
        keyOf(answer.id),
        target,
        new Date(start - 25 * HOUR),
      );
      if (!moved.ok) throw new Error(moved.error);
      expect(moved.event.start).toBe(target);
      expect(moved.event.sequence).toBe(1);
      const { booking, quote } = await rowsOf(get(), answer.id);
      expect(booking.startsAt.getTime()).toBe(target);
      expect(booking.endsAt.getTime()).toBe(target + 60 * MINUTE);
      expect(booking.sequence).toBe(1);
      expect(quote.eventStartsAt?.getTime()).toBe(target);
      // Under 24 hours before the (new) start it no longer moves.
      const tooLate = await rt.events.reschedule(
        answer.id,
        keyOf(answer.id),
        start,
        new Date(target - 23 * HOUR),
      );
      expect(tooLate).toMatchObject({ ok: false, status: 409, field: "start" });
    });

    it("cancel 48 hours or more ahead: everything paid comes back; a cancelled event cannot be cancelled again", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start);
      const cancelled = await rt.events.cancel(
        id,
        key,
        { reason: "Budget moved" },
        new Date(start - 49 * HOUR),
      );
      if (!cancelled.ok) throw new Error(cancelled.error);
      const { order, booking, payments } = await rowsOf(get(), id);
      expect(order.status).toBe("cancelled");
      expect(booking.status).toBe("cancelled");
      expect(booking.sequence).toBe(1);
      expect(payments.filter((row) => row.kind === "refund").map((row) => row.amountCents)).toEqual([
        deposit,
      ]);
      expect(cancelled.event.paidCents).toBe(0);
      expect(cancelled.event.refundedCents).toBe(deposit);

      const again = await rt.events.cancel(id, key, { reason: null }, new Date(start - 48 * HOUR));
      expect(again).toMatchObject({ ok: false, status: 409 });
      expect((await rowsOf(get(), id)).payments).toHaveLength(2);
    });

    it("cancel between 24 and 48 hours ahead: half of what was paid comes back", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start);
      const cancelled = await rt.events.cancel(id, key, { reason: null }, new Date(start - 30 * HOUR));
      expect(cancelled).toMatchObject({ ok: true });
      const { payments } = await rowsOf(get(), id);
      expect(payments.filter((row) => row.kind === "refund").map((row) => row.amountCents)).toEqual([
        Math.floor(deposit / 2),
      ]);
    });

    it("cancel under 24 hours ahead: nothing comes back", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key } = await paidEvent40(rt, get(), start);
      const cancelled = await rt.events.cancel(id, key, { reason: null }, new Date(start - 10 * HOUR));
      expect(cancelled).toMatchObject({ ok: true });
      const { order, payments } = await rowsOf(get(), id);
      expect(order.status).toBe("cancelled");
      expect(payments.filter((row) => row.kind === "refund")).toEqual([]);
    });

    it("cancelled by staff under 24 hours ahead: everything paid comes back all the same", async () => {
      const rt = runtimeOf(get());
      const start = await firstStart(rt, calmDay);
      const { id, key, deposit } = await paidEvent40(rt, get(), start);
      const cancelled = await rt.events.cancel(
        id,
        key,
        { reason: "Host unwell", by: "staff" },
        new Date(start - 10 * HOUR),
      );
      expect(cancelled).toMatchObject({ ok: true });
      const { order, payments } = await rowsOf(get(), id);
      expect(order.status).toBe("cancelled");
      expect(payments.filter((row) => row.kind === "refund").map((row) => row.amountCents)).toEqual([
        deposit,
      ]);
    });
  });
});

/** No two live bookings of one host overlap, the buffer after each included. */
async function expectNoOverlaps(database: Database) {
  const rows = await database.db
    .select()
    .from(bookings)
    .where(ne(bookings.status, "cancelled"))
    .orderBy(asc(bookings.hostId), asc(bookings.startsAt));
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1];
    const current = rows[i];
    if (!previous || !current || previous.hostId !== current.hostId) continue;
    expect(current.startsAt.getTime(), `${current.id} starts inside ${previous.id}`).toBeGreaterThanOrEqual(
      previous.blockedUntil.getTime(),
    );
  }
}

// PGlite runs one query at a time, so only PostgreSQL can show a race.
describe.runIf(drivers.includes("postgres"))("event checkout under concurrency [postgres]", () => {
  // Lightning Feud's two hosts (Daniel Reyes, Samuel Adeyemi), or one of them with the other's calendar off.
  for (const hosts of [1, 2]) {
    it(`50 buyers at once for one start with ${hosts} host(s): exactly ${hosts} booked, the rest 409`, () =>
      onPostgres(20, async (database) => {
        if (hosts === 1) await oneCalendar(database);
        const calendars = (await activityCalendars(database)).filter((host) => host.active);
        expect(calendars).toHaveLength(hosts);
        const rt = runtimeOf(database);
        const start = await firstStart(rt, rushDay);
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => checkout(rt, form(start, buyer(i)))),
        );
        const won = answers.filter((answer) => answer.ok);
        const lost = answers.filter((answer) => !answer.ok && answer.status === 409);
        console.log(`race with ${hosts} host(s): ${won.length} booked, ${lost.length} refused`);
        expect(won).toHaveLength(hosts);
        expect(lost).toHaveLength(50 - hosts);
        for (const answer of lost) {
          if (answer.ok) continue;
          expect(answer.fieldErrors.start).toEqual([eventUnbookableMessages([]).taken]);
        }
        const live = await database.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.startsAt, new Date(start)), eq(bookings.status, "confirmed")));
        expect(live).toHaveLength(hosts);
        expect(new Set(live.map((row) => row.hostId))).toEqual(new Set(calendars.map((host) => host.id)));
        // Nothing of a refused checkout was stored.
        expect(await counts(database)).toEqual({
          bookings: hosts,
          quotes: hosts,
          orders: hosts,
          payments: 0,
          leads: hosts,
          outbox: hosts * 2,
        });
        await expectNoOverlaps(database);
      }));
  }

  it("20 buyers at once with one voucher code, each at a free time: the code is used exactly once", () =>
    onPostgres(20, async (database) => {
      const code = "RALLY-PQ23-RS45";
      await claimVoucher(database, code, later(14 * DAY));
      const rt = runtimeOf(database);
      // Starts two hours apart over six weekdays: 90 minutes with the extra time, then the buffer.
      const starts: number[] = [];
      for (const day of [
        "2027-03-22",
        "2027-03-23",
        "2027-03-24",
        "2027-03-25",
        "2027-03-26",
        "2027-03-29",
      ]) {
        for (const start of await startsOn(rt, day, ["extra_time"])) {
          if (start - (starts.at(-1) ?? 0) >= 2 * HOUR) starts.push(start);
        }
      }
      expect(starts.length).toBeGreaterThanOrEqual(20);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          checkout(
            rt,
            form(starts[i] as number, { ...buyer(i), voucherCode: code, voucherUpgrade: "extra_time" }),
          ),
        ),
      );
      const won = answers.filter((answer) => answer.ok);
      const lost = answers.filter((answer) => !answer.ok);
      console.log(`voucher race: ${won.length} used it, ${lost.length} refused`);
      expect(won).toHaveLength(1);
      for (const answer of lost) {
        if (answer.ok) continue;
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.fieldErrors)).toEqual(["voucherCode"]);
      }
      expect(await database.db.$count(eventOrders, eq(eventOrders.voucherCode, code))).toBe(1);
      expect(await counts(database)).toMatchObject({ bookings: 1, quotes: 1, orders: 1 });
    }));
});
