import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { registrableDomain } from "~/domain/email-policy";
import { eventSlotRules } from "~/domain/event-checkout";
import type { Database } from "~/server/db/client.server";
import {
  bookingHosts,
  bookings,
  type EventOrderStatus,
  emailOutbox,
  eventOrders,
  eventPayments,
  quotes,
} from "~/server/db/schema.server";
import { addressKey } from "~/server/http.server";
import { createRuntime } from "~/server/runtime.server";
import { calendarTakes, eventScope } from "~/server/services/booking/hosts.server";
import { parseEventAdminForm } from "~/server/services/events/admin-form.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventUndoMessages } from "~/server/services/events/undo.server";
import { unpaidInvoicesJob } from "~/server/services/events/withdraw.server";
import type { Tx } from "~/server/services/quote/model.server";
import { describeEachDatabase } from "../support/db";

/**
 * Staff undo a flood of event bookings and the system withdraws unpaid invoices (security issue
 * 40, decision 063): a held checkout released, a silent bulk cancel with its count first, an
 * invoiced event withdrawn past its deposit's deadline, and the staff list a page at a time.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-undo-test-secret-0123456789abcdef";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Monday 1 March 2027, 07:00 in New York.
const now = new Date("2027-03-01T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);
// Wednesday 31 March 2027: a calm day a month ahead, its first start 9:00 EDT.
const calmDay = "2027-03-31";

const feud = eventActivity("lightning-feud");
if (!feud) throw new Error("lightning-feud is in the catalogue");
const activity = feud;
const rules = eventSlotRules(activity, []);

type Runtime = ReturnType<typeof createRuntime>;
const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

const flood = { email: "flood@spam-wave.example", address: "203.0.113.7" };

/** Leaves one of the activity's calendars on, so one event at a start takes that start. */
async function oneCalendar(database: Database) {
  const hosts = await database.db.select().from(bookingHosts).orderBy(asc(bookingHosts.id));
  const [kept, ...others] = hosts.filter((host) => calendarTakes(host, eventScope(activity.id)));
  if (!kept) throw new Error("the activity has no host calendar");
  for (const host of others)
    await database.db.update(bookingHosts).set({ active: false }).where(eq(bookingHosts.id, host.id));
  return kept;
}

interface Seed {
  hostId: string;
  start: Date;
  status?: EventOrderStatus;
  email?: string;
  clientAddress?: string;
  createdAt?: Date;
  holdExpiresAt?: Date;
  addOns?: string[];
  voucherCode?: string | null;
  depositCents?: number;
  /** A deposit payment recorded (an invoice marked paid, or a card's). */
  paid?: boolean;
}

/**
 * An event as the checkout leaves it, written to the tables: its quote, its booking (with the
 * email's registrable domain and the client address key, as the checkout stores them), its order
 * and any deposit payment.
 */
async function seedEvent(database: Database, input: Seed): Promise<{ id: string; quoteId: string }> {
  // One transaction: a seed refused by a constraint leaves nothing behind.
  return database.db.transaction((db) => seedRows(db, input));
}

async function seedRows(db: Tx, input: Seed): Promise<{ id: string; quoteId: string }> {
  const status = input.status ?? "invoiced";
  const email = input.email ?? "pat@initech.example";
  const createdAt = input.createdAt ?? now;
  const end = new Date(input.start.getTime() + rules.minutes * MINUTE);
  const [quote] = await db
    .insert(quotes)
    .values({ activitySlug: activity.id, contactEmail: email, ownerHash: "owner", createdAt })
    .returning({ id: quotes.id });
  if (!quote) throw new Error("quote not stored");
  const id = randomUUID();
  await db.insert(bookings).values({
    id,
    type: "event",
    hostId: input.hostId,
    startsAt: input.start,
    endsAt: end,
    blockedUntil: new Date(end.getTime() + rules.bufferMinutes * MINUTE),
    status: status === "held" ? "pending" : "confirmed",
    holdExpiresAt: status === "held" ? (input.holdExpiresAt ?? at(30 * MINUTE)) : null,
    name: "Pat Buyer",
    email,
    company: "Initech",
    visitorTimeZone: "Europe/London",
    emailDomain: registrableDomain(email),
    clientAddress: addressKey(input.clientAddress ?? "198.51.100.20"),
    reminderQueuedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  const deposit = input.depositCents ?? 100_000;
  await db.insert(eventOrders).values({
    id,
    quoteId: quote.id,
    activitySlug: activity.id,
    headcount: 40,
    addOns: input.addOns ?? [],
    voucherCode: input.voucherCode ?? null,
    lines: [],
    totalCents: 200_000,
    depositCents: deposit,
    paymentMode: status === "invoiced" ? "invoice" : "card",
    status,
    billingName: "Avery Payables",
    billingEmail: "ap@initech.example",
    invoiceAddress: "1 Initech Way, Austin TX",
    pricedAt: createdAt,
    termsStartsAt: input.start,
    confirmedAt: status === "held" ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  if (input.paid || status === "paid") {
    await db.insert(eventPayments).values({
      orderId: id,
      kind: "payment",
      method: status === "invoiced" ? "invoice" : "test",
      amountCents: deposit,
      reference: `seed:${id}`,
      createdAt,
    });
  }
  return { id, quoteId: quote.id };
}

async function rowsOf(database: Database, id: string) {
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  const [order] = await database.db.select().from(eventOrders).where(eq(eventOrders.id, id));
  if (!booking || !order) throw new Error(`event ${id} is not stored`);
  return { booking, order };
}

/** Free starts of a New York day for the activity. */
async function startsOn(rt: Runtime, date: string, when: Date = now): Promise<number[]> {
  const slots = await rt.events.slots(activity, [], {
    from: date,
    days: 1,
    timeZone: "America/New_York",
    now: when,
  });
  return slots.map((slot) => slot.start);
}

async function firstStart(rt: Runtime, date: string): Promise<number> {
  const [start] = await startsOn(rt, date);
  if (start === undefined) throw new Error(`no free start on ${date}`);
  return start;
}

const outbox = (database: Database) => database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the /admin/events undo forms", () => {
  it("reads a release by its intent", () => {
    const id = randomUUID();
    expect(parseEventAdminForm(form({ intent: "release", id }))).toEqual({
      ok: true,
      data: { intent: "release", id },
    });
  });

  it("reads the bulk filter with the meetings' parser: bounded days, named fields, no type", () => {
    expect(
      parseEventAdminForm(
        form({ intent: "bulk-preview", match: "email", value: " Flood@Spam-Wave.example" }),
      ),
    ).toEqual({
      ok: true,
      data: { intent: "bulk-preview", filter: { email: flood.email }, reason: null },
    });
    expect(
      parseEventAdminForm(form({ intent: "bulk", match: "address", value: "2001:db8:1:2::9" })),
    ).toMatchObject({
      ok: true,
      data: { intent: "bulk", filter: { clientAddress: "2001:db8:1:2::/64" } },
    });
    // A day past the bounded years is a 4xx naming the field, never a 500.
    expect(
      parseEventAdminForm(
        form({ intent: "bulk", match: "domain", value: "spam-wave.example", to: "9999-12-31" }),
      ),
    ).toEqual({
      ok: false,
      status: 422,
      message: "Enter the last day as a date.",
      fieldErrors: { bulk: "Enter the last day as a date." },
    });
    expect(parseEventAdminForm(form({ intent: "bulk", from: "1999-12-31", to: "2027-03-31" }))).toMatchObject(
      {
        ok: false,
        status: 422,
        message: "Enter the first day as a date.",
      },
    );
    // Everything to come is never one click away.
    expect(parseEventAdminForm(form({ intent: "bulk" }))).toMatchObject({ ok: false, status: 422 });
    expect(
      parseEventAdminForm(form({ intent: "bulk", match: "email", value: flood.email, type: "intro" })),
    ).toMatchObject({ ok: false, status: 422, message: "Events have no meeting type: leave it out." });
  });

  it("runs the withdrawal from the job loop", async () => {
    const withdrawUnpaidInvoices = vi.fn(async () => 3);
    const job = unpaidInvoicesJob({ withdrawUnpaidInvoices }, { everyMs: 1000 });
    expect(job.everyMs).toBe(1000);
    await expect(job.run()).resolves.toBe(3);
    expect(withdrawUnpaidInvoices).toHaveBeenCalledTimes(1);
    expect(unpaidInvoicesJob({ withdrawUnpaidInvoices }).everyMs).toBe(5 * MINUTE);
  });
});

describeEachDatabase("undoing events", (get) => {
  it("releases a held checkout: expired, its time and voucher code free, nobody emailed", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await oneCalendar(database);
    const start = await firstStart(rt, calmDay);
    const held = await seedEvent(database, {
      hostId: host.id,
      start: new Date(start),
      status: "held",
      voucherCode: "RR-HELD-0001",
    });
    expect(await startsOn(rt, calmDay)).not.toContain(start);
    // While held, its voucher code is taken: a second live order may not use it.
    await expect(
      seedEvent(database, {
        hostId: host.id,
        start: at(40 * DAY),
        status: "held",
        voucherCode: "RR-HELD-0001",
      }),
    ).rejects.toThrow();

    const result = await rt.events.admin.releaseHold(held.id, now);
    expect(result).toMatchObject({ ok: true, event: { id: held.id, status: "expired" } });
    const { booking, order } = await rowsOf(database, held.id);
    expect(booking.status).toBe("expired");
    expect(order.status).toBe("expired");
    expect(await startsOn(rt, calmDay)).toContain(start);
    await seedEvent(database, {
      hostId: host.id,
      start: at(40 * DAY),
      status: "held",
      voucherCode: "RR-HELD-0001",
    });
    expect(await outbox(database)).toHaveLength(0);

    // Released twice, or a paid event, or none: refused with what to do instead.
    expect(await rt.events.admin.releaseHold(held.id, now)).toEqual({
      ok: false,
      status: 409,
      error: eventUndoMessages.notHeld("expired"),
    });
    const paid = await seedEvent(database, { hostId: host.id, start: at(41 * DAY), status: "paid" });
    expect(await rt.events.admin.releaseHold(paid.id, now)).toMatchObject({ ok: false, status: 409 });
    expect((await rowsOf(database, paid.id)).order.status).toBe("paid");
    expect(await rt.events.admin.releaseHold(randomUUID(), now)).toMatchObject({ ok: false, status: 404 });
  });

  it("settles a card payment that lands after the release as for any expired hold: the time taken again", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await oneCalendar(database);
    const start = await firstStart(rt, calmDay);
    const held = await seedEvent(database, { hostId: host.id, start: new Date(start), status: "held" });
    expect(await rt.events.admin.releaseHold(held.id, now)).toMatchObject({ ok: true });
    await database.db.transaction((tx) =>
      rt.events.onDepositPaid(
        tx,
        {
          quoteId: held.quoteId,
          provider: "test",
          sessionId: "cs_late",
          amountCents: 100_000,
          paymentReference: "pi_late",
        },
        at(2 * MINUTE),
      ),
    );
    const { booking, order } = await rowsOf(database, held.id);
    expect(order.status).toBe("paid");
    expect(booking.status).toBe("confirmed");
    expect(await startsOn(rt, calmDay)).not.toContain(start);
  });

  it("counts a flood, then cancels its held and unpaid events silently, leaving paid ones and others", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await oneCalendar(database);
    const start = await firstStart(rt, calmDay);
    const who = { email: flood.email, clientAddress: flood.address };
    // The flood: 3 held checkouts, 6 unpaid invoices (one on the calm day's first start), 1
    // invoice marked paid and 1 card-paid event; each on a day of its own from 15 March.
    const day = (n: number) => new Date(Date.UTC(2027, 2, 15 + n, 15));
    const heldIds: string[] = [];
    const invoicedIds: string[] = [];
    for (let n = 0; n < 3; n += 1)
      heldIds.push(
        (await seedEvent(database, { ...who, hostId: host.id, start: day(n), status: "held" })).id,
      );
    for (let n = 3; n < 8; n += 1)
      invoicedIds.push((await seedEvent(database, { ...who, hostId: host.id, start: day(n) })).id);
    invoicedIds.push((await seedEvent(database, { ...who, hostId: host.id, start: new Date(start) })).id);
    const paidInvoice = await seedEvent(database, { ...who, hostId: host.id, start: day(8), paid: true });
    const paidCard = await seedEvent(database, { ...who, hostId: host.id, start: day(9), status: "paid" });
    // Not the flood: another buyer, a past event, a lapsed hold, one already cancelled.
    const other = await seedEvent(database, { hostId: host.id, start: day(10) });
    const past = await seedEvent(database, { ...who, hostId: host.id, start: at(-DAY) });
    const lapsed = await seedEvent(database, {
      ...who,
      hostId: host.id,
      start: day(11),
      status: "held",
      holdExpiresAt: at(-MINUTE),
    });
    expect(await startsOn(rt, calmDay)).not.toContain(start);

    // Every filter alone finds the same 11 live events; together with a range, fewer.
    const byEmail = { email: flood.email };
    const expected = { held: 3, invoiced: 6, paid: 2 };
    expect(await rt.events.admin.countBulk(byEmail, now)).toEqual(expected);
    expect(await rt.events.admin.countBulk({ domain: "spam-wave.example" }, now)).toEqual(expected);
    expect(await rt.events.admin.countBulk({ clientAddress: flood.address }, now)).toEqual(expected);
    const parsed = parseEventAdminForm(
      form({ intent: "bulk", match: "address", value: flood.address, from: "2027-03-15", to: "2027-03-17" }),
    );
    if (!parsed.ok || parsed.data.intent !== "bulk") throw new Error("the filter is a valid one");
    expect(await rt.events.admin.countBulk(parsed.data.filter, now)).toEqual({
      held: 3,
      invoiced: 0,
      paid: 0,
    });
    // Counting changes nothing.
    expect((await rowsOf(database, heldIds[0] ?? "")).order.status).toBe("held");

    const result = await rt.events.admin.cancelMany(byEmail, { reason: "Flood from one address", now });
    expect(result).toEqual({ released: 3, cancelled: 6, paidLeft: 2 });
    for (const id of heldIds) {
      const { booking, order } = await rowsOf(database, id);
      expect([booking.status, order.status]).toEqual(["expired", "expired"]);
    }
    for (const id of invoicedIds) {
      const { booking, order } = await rowsOf(database, id);
      expect([booking.status, order.status]).toEqual(["cancelled", "cancelled"]);
      expect(booking.cancelledBy).toBe("staff");
      expect(booking.cancelReason).toBe("Flood from one address");
      expect(booking.sequence).toBe(1);
    }
    expect((await rowsOf(database, paidInvoice.id)).order.status).toBe("invoiced");
    expect((await rowsOf(database, paidCard.id)).order.status).toBe("paid");
    expect((await rowsOf(database, other.id)).order.status).toBe("invoiced");
    expect((await rowsOf(database, past.id)).order.status).toBe("invoiced");
    expect((await rowsOf(database, lapsed.id)).order.status).toBe("held");
    // The calendar is free again where the flood sat.
    expect(await startsOn(rt, calmDay)).toContain(start);
    // No buyer is emailed; the host gets one summary of the cancelled invoiced events.
    const mail = await outbox(database);
    expect(mail.filter((row) => row.to === flood.email)).toHaveLength(0);
    expect(mail.map((row) => [row.to, row.kind])).toEqual([[host.email, "event_host_bulk_cancelled"]]);
    expect(mail[0]?.subject).toBe("[Rallyroom] 6 events cancelled by staff");
    expect(mail[0]?.text).toContain("The buyers were not emailed.");
    // Again: nothing left to take back but the paid events.
    expect(await rt.events.admin.cancelMany(byEmail, { reason: null, now })).toEqual({
      released: 0,
      cancelled: 0,
      paidLeft: 2,
    });
    expect(await outbox(database)).toHaveLength(1);
  });

  it("withdraws an invoice unpaid past its deadline, by the system, with one email and the time freed", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await oneCalendar(database);
    const start = await firstStart(rt, calmDay);
    const days = (n: number) => at(n * DAY);
    // Booked 8 days ago for the calm day: 7 days passed, so due a day ago.
    const overdue = await seedEvent(database, {
      hostId: host.id,
      start: new Date(start),
      createdAt: days(-8),
    });
    // Booked 6 days ago: a day left.
    const inTime = await seedEvent(database, { hostId: host.id, start: days(32), createdAt: days(-6) });
    // Booked 3 days ago for 36 hours from now: due 48 hours before the start, 12 hours ago.
    const near = await seedEvent(database, { hostId: host.id, start: at(36 * HOUR), createdAt: days(-3) });
    // Booked 12 hours ago for 40 hours from now: the 24 hours' grace still runs.
    const grace = await seedEvent(database, {
      hostId: host.id,
      start: at(40 * HOUR),
      createdAt: at(-12 * HOUR),
    });
    // With kits, booked 3 days ago for 22 days ahead: due 21 days before the start, tomorrow.
    const kit = await seedEvent(database, {
      hostId: host.id,
      start: days(22),
      createdAt: days(-3),
      addOns: ["kits"],
    });
    // Paid, card-paid, or no deposit due: never withdrawn.
    const paidInvoice = await seedEvent(database, {
      hostId: host.id,
      start: days(33),
      createdAt: days(-9),
      paid: true,
    });
    const card = await seedEvent(database, {
      hostId: host.id,
      start: days(34),
      createdAt: days(-9),
      status: "paid",
    });
    const free = await seedEvent(database, {
      hostId: host.id,
      start: days(35),
      createdAt: days(-9),
      depositCents: 0,
    });
    expect(await startsOn(rt, calmDay)).not.toContain(start);

    expect(await rt.events.admin.withdrawUnpaidInvoices(now)).toBe(2);
    for (const id of [overdue.id, near.id]) {
      const { booking, order } = await rowsOf(database, id);
      expect(order.status).toBe("cancelled");
      expect(booking).toMatchObject({
        status: "cancelled",
        cancelledBy: "system",
        cancelReason: "invoice unpaid",
      });
    }
    for (const id of [inTime.id, grace.id, kit.id, paidInvoice.id, free.id]) {
      expect((await rowsOf(database, id)).order.status).toBe("invoiced");
    }
    expect((await rowsOf(database, card.id)).order.status).toBe("paid");
    expect(await startsOn(rt, calmDay)).toContain(start);

    // The buyer gets one short email per withdrawn event, with the calendar cancellation; the
    // host the usual cancellation notice.
    const mail = await outbox(database);
    expect(mail.map((row) => row.kind).sort()).toEqual([
      "event_team_cancelled",
      "event_team_cancelled",
      "event_withdrawn",
      "event_withdrawn",
    ]);
    const withdrawn = mail.filter((row) => row.kind === "event_withdrawn");
    expect(withdrawn.map((row) => row.to)).toEqual(["pat@initech.example", "pat@initech.example"]);
    expect(withdrawn[0]?.subject).toBe("Withdrawn: Lightning Feud with Rallyroom (deposit unpaid)");
    expect(withdrawn[0]?.text).toContain("we have withdrawn the booking");
    expect(withdrawn[0]?.icalEvent?.method).toBe("CANCEL");
    expect(mail.filter((row) => row.kind === "event_team_cancelled").map((row) => row.to)).toEqual([
      host.email,
      host.email,
    ]);

    // Run again: nothing more. A day on, the kit event and the 6-day one are due too.
    expect(await rt.events.admin.withdrawUnpaidInvoices(now)).toBe(0);
    expect(await rt.events.admin.withdrawUnpaidInvoices(at(DAY + MINUTE))).toBe(3);
    expect((await rowsOf(database, kit.id)).order.status).toBe("cancelled");

    // A deposit arriving afterwards cannot be marked paid on the withdrawn event: staff are told why.
    expect(await rt.events.admin.markInvoicePaid(overdue.id, now)).toEqual({
      ok: false,
      status: 409,
      error: expect.stringContaining("withdrawn unpaid"),
    });
    const payments = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.orderId, overdue.id));
    expect(payments).toHaveLength(0);
  });

  it("lists events 50 to a page, by status and by buyer email", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await oneCalendar(database);
    const since = new Date("2027-03-01T05:00:00Z");
    const ids: string[] = [];
    for (let n = 0; n < 120; n += 1) {
      const start = at(3 * DAY + n * 3 * HOUR);
      const email = n % 4 === 0 ? flood.email : "pat@initech.example";
      ids.push(
        (
          await seedEvent(database, {
            hostId: host.id,
            start,
            email,
            status: n % 3 === 0 ? "paid" : "invoiced",
          })
        ).id,
      );
    }
    const filters = { when: "upcoming" as const, since, now };
    const first = await rt.events.admin.page(filters, 1);
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(first.events.map((event) => event.id)).toEqual(ids.slice(0, 50));
    const last = await rt.events.admin.page(filters, 3);
    expect(last.events.map((event) => event.id)).toEqual(ids.slice(100));
    // A page past the end shows the last.
    expect((await rt.events.admin.page(filters, 99)).page).toBe(3);
    const byEmail = await rt.events.admin.page({ ...filters, email: flood.email }, 1);
    expect(byEmail.total).toBe(30);
    expect(byEmail.events.every((event) => event.email === flood.email)).toBe(true);
    const paid = await rt.events.admin.page({ ...filters, status: "paid" }, 1);
    expect(paid.total).toBe(40);
    expect(paid.events.every((event) => event.status === "paid")).toBe(true);
    expect(site.events.invoiceWithdrawDays).toBe(7);
  });
});
