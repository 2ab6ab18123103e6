import { randomUUID } from "node:crypto";
import { asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "~/server/db/client.server";
import {
  type BookingStatus,
  bookingHosts,
  bookings,
  type EventOrderStatus,
  emailOutbox,
  eventOrders,
  eventPayments,
  quotes,
} from "~/server/db/schema.server";
import { createEventAdmin } from "~/server/services/events/admin.server";
import { parseEventAdminForm } from "~/server/services/events/admin-form.server";
import { createFunnel } from "~/server/services/funnel.server";
import { describeEachDatabase, onPostgres } from "../support/db";

const origin = "https://www.rallyroom.test";
const secret = "event-admin-test-secret-0123456789abcdef";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday 2 March 2026, 07:00 in New York.
const now = new Date("2026-03-02T12:00:00Z");
const since = new Date("2026-03-02T05:00:00Z"); // midnight in New York
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

function adminOf(db: Db) {
  const onQueued = vi.fn();
  const admin = createEventAdmin({ db, origin, secret, uidDomain: "www.rallyroom.test", onQueued });
  return { admin, onQueued };
}

/** Daniel Reyes's calendar, seeded by the migrations: a host of Lightning Feud, the seeded events' activity. */
async function teamHostId(db: Db): Promise<string> {
  const [daniel] = await db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.email, "daniel@rallyroom.example"));
  if (!daniel) throw new Error("The migrations seed each host's calendar.");
  return daniel.id;
}

/**
 * A calendar by its email: a seeded host's (switched on or off as asked), or a new one. Samuel
 * Adeyemi (samuel@rallyroom.example) hosts Lightning Feud; a new calendar hosts nothing.
 */
async function addHost(db: Db, name: string, email: string, active = true): Promise<string> {
  const [seeded] = await db
    .update(bookingHosts)
    .set({ active })
    .where(eq(bookingHosts.email, email))
    .returning();
  if (seeded) return seeded.id;
  const [host] = await db
    .insert(bookingHosts)
    .values({ name, email, timeZone: "America/New_York", active })
    .returning();
  if (!host) throw new Error("host not stored");
  return host.id;
}

interface SeedEvent {
  hostId: string;
  start: Date;
  minutes?: number;
  bufferMinutes?: number;
  status?: EventOrderStatus;
  bookingStatus?: BookingStatus;
  holdExpiresAt?: Date | null;
  paymentMode?: "card" | "invoice";
  company?: string;
  totalCents?: number;
  depositCents?: number;
  confirmedAt?: Date | null;
  createdAt?: Date;
}

/**
 * An event as the checkout leaves it, written straight to the tables: its quote, its booking
 * (type 'event', holding the host's time) and its order.
 */
async function seedEvent(db: Db, input: SeedEvent): Promise<string> {
  const status = input.status ?? "paid";
  const total = input.totalCents ?? 200_000;
  const deposit = input.depositCents ?? 100_000;
  const end = new Date(input.start.getTime() + (input.minutes ?? 60) * 60_000);
  const company = input.company ?? "Initech";
  const [quote] = await db
    .insert(quotes)
    .values({
      activitySlug: "lightning-feud",
      contactEmail: "pat@initech.example",
      status: status === "invoiced" ? "invoiced" : "accepted",
      ownerHash: "owner-hash",
    })
    .returning({ id: quotes.id });
  if (!quote) throw new Error("quote not stored");
  const id = randomUUID();
  const bookingStatus: BookingStatus =
    input.bookingStatus ??
    (status === "held" ? "pending" : status === "cancelled" || status === "expired" ? status : "confirmed");
  await db.insert(bookings).values({
    id,
    type: "event",
    hostId: input.hostId,
    startsAt: input.start,
    endsAt: end,
    blockedUntil: new Date(end.getTime() + (input.bufferMinutes ?? 15) * 60_000),
    status: bookingStatus,
    holdExpiresAt: input.holdExpiresAt ?? (bookingStatus === "pending" ? at(HOUR) : null),
    name: "Pat Buyer",
    email: "pat@initech.example",
    company,
    visitorTimeZone: "Europe/London",
    createdAt: input.createdAt ?? now,
  });
  await db.insert(eventOrders).values({
    id,
    quoteId: quote.id,
    activitySlug: "lightning-feud",
    headcount: 40,
    lines: [],
    totalCents: total,
    depositCents: deposit,
    paymentMode: input.paymentMode ?? (status === "invoiced" ? "invoice" : "card"),
    status,
    billingName: "Pat Buyer",
    billingEmail: "billing@initech.example",
    poNumber: "PO-1234",
    invoiceAddress: "1 Initech Way, Austin TX",
    pricedAt: now,
    termsStartsAt: input.start,
    confirmedAt:
      input.confirmedAt !== undefined
        ? input.confirmedAt
        : status === "paid" || status === "invoiced" || status === "completed"
          ? now
          : null,
  });
  return id;
}

async function bookingOf(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("booking missing");
  return row;
}

describe("the /admin/events form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const id = randomUUID();

  it("reads each action by its intent", () => {
    expect(parseEventAdminForm(form({ intent: "assign", id, host: id }))).toEqual({
      ok: true,
      data: { intent: "assign", id, host: id },
    });
    expect(parseEventAdminForm(form({ intent: "complete", id }))).toMatchObject({ ok: true });
    expect(parseEventAdminForm(form({ intent: "invoice-paid", id }))).toMatchObject({ ok: true });
  });

  it("answers 400 to an unknown action or event and 422 with the field's message to a bad host", () => {
    expect(parseEventAdminForm(form({ intent: "delete", id }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { intent: "Unknown action." },
    });
    expect(parseEventAdminForm(form({ id }))).toMatchObject({ ok: false, status: 400 });
    expect(parseEventAdminForm(form({ intent: "complete", id: "42" }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { id: "Choose an event." },
    });
    expect(parseEventAdminForm(form({ intent: "assign", id, host: "nobody" }))).toEqual({
      ok: false,
      status: 422,
      message: "Choose a host from the list.",
      fieldErrors: { host: "Choose a host from the list." },
    });
    expect(parseEventAdminForm(form({ intent: "assign", id }))).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { host: "Choose a host from the list." },
    });
  });
});

describeEachDatabase("event admin", (get) => {
  it("lists upcoming events soonest first and past ones latest first, with host, status and money", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const samuel = await addHost(db, "Samuel", "samuel@rallyroom.example");
    const third = await seedEvent(db, { hostId: team, start: at(3 * DAY), company: "Third" });
    const first = await seedEvent(db, {
      hostId: samuel,
      start: at(DAY),
      company: "First",
      status: "invoiced",
    });
    const second = await seedEvent(db, { hostId: team, start: at(2 * DAY), company: "Second" });
    const earlier = await seedEvent(db, { hostId: team, start: at(-2 * DAY), company: "Earlier" });
    const later = await seedEvent(db, { hostId: team, start: at(-DAY), company: "Later" });
    // A meeting at the same time is not an event.
    await db.insert(bookings).values({
      type: "intro",
      hostId: samuel,
      startsAt: at(4 * DAY),
      endsAt: at(4 * DAY + 15 * 60_000),
      blockedUntil: at(4 * DAY + 30 * 60_000),
      name: "Call",
      email: "call@example.com",
      company: "Call Co",
      visitorTimeZone: "UTC",
    });
    await db.insert(eventPayments).values([
      { orderId: third, kind: "payment", method: "stripe", amountCents: 100_000, reference: "pi_1" },
      { orderId: third, kind: "refund", method: "stripe", amountCents: 25_000, reference: "re_1" },
    ]);
    const { admin } = adminOf(db);

    const upcoming = await admin.list({ when: "upcoming", since, now });
    expect(upcoming.map((event) => event.id)).toEqual([first, second, third]);
    const past = await admin.list({ when: "past", since, now });
    expect(past.map((event) => event.id)).toEqual([later, earlier]);

    const [firstView] = upcoming;
    expect(firstView).toMatchObject({
      company: "First",
      status: "invoiced",
      hostId: samuel,
      host: { name: "Samuel Adeyemi", email: "samuel@rallyroom.example" },
      activityTitle: "Lightning Feud",
      totalCents: 200_000,
      depositCents: 100_000,
      balanceCents: 100_000,
      paidCents: 0,
      poNumber: "PO-1234",
      paymentMode: "invoice",
    });
    expect(upcoming[2]).toMatchObject({ paidCents: 75_000, refundedCents: 25_000 });

    expect((await admin.list({ when: "upcoming", since, hostId: samuel, now })).map((e) => e.id)).toEqual([
      first,
    ]);
    expect((await admin.list({ when: "upcoming", since, status: "invoiced", now })).map((e) => e.id)).toEqual(
      [first],
    );
    expect(await admin.list({ when: "upcoming", since, limit: 2, now })).toHaveLength(2);
  });

  it("shows a held order whose hold ran out as expired, without writing it", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const lapsed = await seedEvent(db, {
      hostId: team,
      start: at(5 * DAY),
      status: "held",
      holdExpiresAt: at(-HOUR),
    });
    const markedExpired = await seedEvent(db, {
      hostId: team,
      start: at(6 * DAY),
      status: "held",
      bookingStatus: "expired",
    });
    const holding = await seedEvent(db, { hostId: team, start: at(7 * DAY), status: "held" });
    const { admin } = adminOf(db);

    const list = await admin.list({ when: "upcoming", since, now });
    expect(list.map((event) => [event.id, event.status])).toEqual([
      [lapsed, "expired"],
      [markedExpired, "expired"],
      [holding, "held"],
    ]);
    expect((await admin.list({ when: "upcoming", since, status: "expired", now })).map((e) => e.id)).toEqual([
      lapsed,
      markedExpired,
    ]);
    expect((await admin.list({ when: "upcoming", since, status: "held", now })).map((e) => e.id)).toEqual([
      holding,
    ]);
    const stored = await db.select({ status: eventOrders.status }).from(eventOrders);
    expect(stored.every((row) => row.status === "held")).toBe(true);
    expect((await bookingOf(db, lapsed)).status).toBe("pending");
  });

  it("refuses to move an event to a host who does not host its activity", async () => {
    const { db } = get();
    const daniel = await teamHostId(db);
    const id = await seedEvent(db, { hostId: daniel, start: at(2 * DAY) });
    // The team calendar is Nadia Okafor's, who hosts Survey Showdown, not Lightning Feud.
    const [team] = await db.select().from(bookingHosts).where(isNull(bookingHosts.email));
    if (!team) throw new Error("The migrations seed the team calendar.");
    const { admin } = adminOf(db);
    expect(await admin.assignHost(id, team.id, now)).toEqual({
      ok: false,
      status: 422,
      error: "That host does not host this activity: choose one of its hosts.",
    });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking?.hostId).toBe(daniel);
  });

  it("moves an event to a free host, raising its sequence and emailing both hosts", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const samuel = await addHost(db, "Samuel", "samuel@rallyroom.example");
    const start = at(2 * DAY);
    const id = await seedEvent(db, { hostId: team, start });
    // Samuel's calendar holds a call that ends as the event starts, and a checkout hold over it
    // that ran out: neither stands in the way.
    await db.insert(bookings).values([
      {
        type: "intro",
        hostId: samuel,
        startsAt: new Date(start.getTime() - 30 * 60_000),
        endsAt: new Date(start.getTime() - 15 * 60_000),
        blockedUntil: start,
        name: "Call",
        email: "call@example.com",
        company: "Call Co",
        visitorTimeZone: "UTC",
      },
      {
        type: "demo",
        hostId: samuel,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        blockedUntil: new Date(start.getTime() + 45 * 60_000),
        status: "pending",
        holdExpiresAt: at(-60_000),
        name: "Lapsed",
        email: "lapsed@example.com",
        company: "Lapsed Co",
        visitorTimeZone: "UTC",
      },
    ]);
    const { admin, onQueued } = adminOf(db);

    const result = await admin.assignHost(id, samuel, now);
    expect(result).toMatchObject({
      ok: true,
      event: { id, hostId: samuel, sequence: 1, host: { name: "Samuel Adeyemi" } },
    });
    const booking = await bookingOf(db, id);
    expect(booking.hostId).toBe(samuel);
    expect(booking.sequence).toBe(1);
    const mail = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => row.to).sort()).toEqual(
      ["samuel@rallyroom.example", "daniel@rallyroom.example"].sort(),
    );
    expect(onQueued).toHaveBeenCalledTimes(1);

    expect(await admin.assignHost(id, samuel, now)).toEqual({
      ok: false,
      status: 409,
      error: "That host already has this event.",
    });
  });

  it("refuses a host busy then with 409 and changes nothing", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const samuel = await addHost(db, "Samuel", "samuel@rallyroom.example");
    const start = at(2 * DAY);
    const id = await seedEvent(db, { hostId: team, start });
    // Samuel has a demo starting inside the event's buffer: [start + 60 min, + 15 min buffer).
    await db.insert(bookings).values({
      type: "demo",
      hostId: samuel,
      startsAt: new Date(start.getTime() + 70 * 60_000),
      endsAt: new Date(start.getTime() + 100 * 60_000),
      blockedUntil: new Date(start.getTime() + 115 * 60_000),
      name: "Demo",
      email: "demo@example.com",
      company: "Demo Co",
      visitorTimeZone: "UTC",
    });
    const { admin, onQueued } = adminOf(db);

    expect(await admin.assignHost(id, samuel, now)).toEqual({
      ok: false,
      status: 409,
      error: "That host is busy then.",
    });
    const booking = await bookingOf(db, id);
    expect(booking.hostId).toBe(team);
    expect(booking.sequence).toBe(0);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it("refuses a missing event, an unknown or switched-off host, and an event that is over or cancelled", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const samuel = await addHost(db, "Samuel", "samuel@rallyroom.example");
    const off = await addHost(db, "Off", "off@rallyroom.test", false);
    const upcoming = await seedEvent(db, { hostId: team, start: at(2 * DAY) });
    const cancelled = await seedEvent(db, { hostId: team, start: at(3 * DAY), status: "cancelled" });
    const started = await seedEvent(db, { hostId: team, start: at(-10 * 60_000) });
    const { admin } = adminOf(db);

    expect(await admin.assignHost(randomUUID(), samuel, now)).toMatchObject({ ok: false, status: 404 });
    expect(await admin.assignHost("not-an-id", samuel, now)).toMatchObject({ ok: false, status: 404 });
    expect(await admin.assignHost(upcoming, randomUUID(), now)).toEqual({
      ok: false,
      status: 422,
      error: "Choose a host from the list.",
    });
    expect(await admin.assignHost(upcoming, off, now)).toMatchObject({ ok: false, status: 422 });
    expect(await admin.assignHost(cancelled, samuel, now)).toEqual({
      ok: false,
      status: 409,
      error: "This event is cancelled, so its host cannot change.",
    });
    expect(await admin.assignHost(started, samuel, now)).toMatchObject({ ok: false, status: 409 });
    const rows = await db
      .select({ hostId: bookings.hostId })
      .from(bookings)
      .where(eq(bookings.type, "event"));
    expect(rows.every((row) => row.hostId === team)).toBe(true);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("marks an ended paid or invoiced event completed, and nothing else", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const ended = await seedEvent(db, { hostId: team, start: at(-3 * HOUR), status: "invoiced" });
    const ahead = await seedEvent(db, { hostId: team, start: at(DAY) });
    const held = await seedEvent(db, {
      hostId: team,
      start: at(-5 * HOUR),
      status: "held",
      holdExpiresAt: at(-6 * HOUR),
    });
    const { admin } = adminOf(db);

    expect(await admin.markCompleted(ended, now)).toMatchObject({ ok: true, event: { status: "completed" } });
    expect(await admin.markCompleted(ended, now)).toMatchObject({ ok: false, status: 409 });
    expect(await admin.markCompleted(ahead, now)).toEqual({
      ok: false,
      status: 409,
      error: "This event has not ended yet.",
    });
    expect(await admin.markCompleted(held, now)).toEqual({
      ok: false,
      status: 409,
      error: "This event is expired: only a paid or invoiced event can be marked completed.",
    });
    expect(await admin.markCompleted(randomUUID(), now)).toMatchObject({ ok: false, status: 404 });
    const statuses = await db.select({ id: eventOrders.id, status: eventOrders.status }).from(eventOrders);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ended]: "completed",
      [ahead]: "paid",
      [held]: "held",
    });
  });

  it("records a paid deposit invoice once, however often it is clicked, and marks the quote paid", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const invoiced = await seedEvent(db, {
      hostId: team,
      start: at(DAY),
      status: "invoiced",
      depositCents: 87_550,
    });
    const card = await seedEvent(db, { hostId: team, start: at(2 * DAY) });
    const { admin } = adminOf(db);

    const [first, second] = [
      await admin.markInvoicePaid(invoiced, now),
      await admin.markInvoicePaid(invoiced, now),
    ];
    expect(first).toMatchObject({ ok: true, event: { paidCents: 87_550, status: "invoiced" } });
    expect(second).toEqual({
      ok: false,
      status: 409,
      error: "The deposit invoice is already recorded as paid.",
    });
    const payments = await db.select().from(eventPayments);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      orderId: invoiced,
      kind: "payment",
      method: "invoice",
      amountCents: 87_550,
      reference: `invoice:${invoiced}:deposit`,
    });
    const [order] = await db.select().from(eventOrders).where(eq(eventOrders.id, invoiced));
    const [quote] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, order?.quoteId ?? ""));
    expect(quote).toMatchObject({ status: "accepted", paymentMethod: "invoice" });
    expect(quote?.paidAt?.getTime()).toBe(now.getTime());

    expect(await admin.markInvoicePaid(card, now)).toEqual({
      ok: false,
      status: 409,
      error: "This event's deposit is paid by card, not by invoice.",
    });
    expect(await db.select().from(eventPayments)).toHaveLength(1);
  });

  it("counts events booked by week of confirmation, and only meetings as calls booked", async () => {
    const { db } = get();
    const team = await teamHostId(db);
    const today = new Date();
    const ahead = (days: number) => new Date(today.getTime() + days * DAY);
    await seedEvent(db, {
      hostId: team,
      start: ahead(20),
      status: "paid",
      confirmedAt: today,
      createdAt: today,
    });
    await seedEvent(db, {
      hostId: team,
      start: ahead(21),
      status: "invoiced",
      confirmedAt: today,
      createdAt: today,
    });
    await seedEvent(db, {
      hostId: team,
      start: ahead(22),
      status: "completed",
      confirmedAt: ahead(-1),
      createdAt: ahead(-1),
    });
    // Neither a cancelled order nor an unpaid checkout is an event booked.
    await seedEvent(db, {
      hostId: team,
      start: ahead(23),
      status: "cancelled",
      confirmedAt: today,
      createdAt: today,
    });
    await seedEvent(db, {
      hostId: team,
      start: ahead(24),
      status: "held",
      holdExpiresAt: ahead(1),
      createdAt: today,
    });
    await db.insert(bookings).values({
      type: "intro",
      hostId: team,
      startsAt: ahead(25),
      endsAt: new Date(ahead(25).getTime() + 15 * 60_000),
      blockedUntil: new Date(ahead(25).getTime() + 30 * 60_000),
      name: "Call",
      email: "call@example.com",
      company: "Call Co",
      visitorTimeZone: "UTC",
      createdAt: today,
    });

    const funnel = await createFunnel(db).weekly(12);
    const sum = (key: "eventsBooked" | "callsBooked") =>
      funnel.weeks.reduce((total, week) => total + week[key], 0);
    expect(sum("eventsBooked")).toBe(3);
    expect(sum("callsBooked")).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("event admin under concurrency [postgres]", () => {
  it("gives one host only one of two events at the same time moved to it at once", async () => {
    await onPostgres(4, async ({ db }) => {
      const team = await teamHostId(db);
      const samuel = await addHost(db, "Samuel", "samuel@rallyroom.example");
      const bo = await addHost(db, "Bo", "bo@rallyroom.test");
      const start = at(2 * DAY);
      const one = await seedEvent(db, { hostId: team, start });
      const two = await seedEvent(db, { hostId: bo, start: new Date(start.getTime() + 30 * 60_000) });
      const { admin } = adminOf(db);

      const results = await Promise.all([
        admin.assignHost(one, samuel, now),
        admin.assignHost(two, samuel, now),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual({
        ok: false,
        status: 409,
        error: "That host is busy then.",
      });
      const onSamuel = await db.select().from(bookings).where(eq(bookings.hostId, samuel));
      expect(onSamuel).toHaveLength(1);
      expect(await db.select().from(emailOutbox)).toHaveLength(2);
    });
  });
});
