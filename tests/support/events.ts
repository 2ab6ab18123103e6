import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import {
  type BookingStatus,
  bookingHosts,
  bookings,
  type EventOrderStatus,
  eventOrders,
  eventPayments,
  quotes,
} from "~/server/db/schema.server";
import { calendarTakes, eventScope } from "~/server/services/booking/hosts.server";

/**
 * A complete event checkout form as the page posts it (an invoice for 20 people at
 * `start`, booked by `email`); `extra` adds or replaces fields.
 */
export function invoiceCheckout(start: number, email: string, extra: Record<string, unknown> = {}) {
  return {
    start: new Date(start).toISOString(),
    timeZone: "America/New_York",
    headcount: "20",
    name: "Pat Buyer",
    email,
    company: "Initech",
    billingName: "Avery Payables",
    billingEmail: "ap@initech.example",
    invoiceAddress: "1 Initech Way\nAustin TX 78701",
    payment: "invoice",
    agree: "on",
    ...extra,
  };
}

/** What `seedEvent` writes; every field has a plain default. */
export interface SeedEvent {
  hostId: string;
  start: Date;
  minutes?: number;
  bufferMinutes?: number;
  status?: EventOrderStatus;
  bookingStatus?: BookingStatus;
  holdExpiresAt?: Date | null;
  paymentMode?: "card" | "invoice";
  activitySlug?: string;
  headcount?: number;
  addOns?: string[];
  name?: string;
  email?: string;
  company?: string;
  /** The organiser's zone (the booking's `visitor_time_zone`). */
  timeZone?: string;
  totalCents?: number;
  depositCents?: number;
  /** A deposit payment recorded (always for `paid`). */
  paid?: boolean;
  videoUrl?: string | null;
  /** Whether the booker proved their mailbox (default: yes, unless held at checkout). */
  emailConfirmed?: boolean;
  createdAt?: Date;
}

/**
 * An event as the checkout leaves it, written straight to the tables in one transaction: its
 * quote, its booking (type 'event', holding the host's time), its order and any deposit paid.
 */
export async function seedEvent(db: Db, input: SeedEvent): Promise<string> {
  return db.transaction(async (tx) => {
    const status = input.status ?? "paid";
    const createdAt = input.createdAt ?? new Date();
    const email = input.email ?? "pat@initech.example";
    const total = input.totalCents ?? 200_000;
    const deposit = input.depositCents ?? 100_000;
    const activitySlug = input.activitySlug ?? "lightning-feud";
    const end = new Date(input.start.getTime() + (input.minutes ?? 60) * 60_000);
    const [quote] = await tx
      .insert(quotes)
      .values({
        activitySlug,
        contactEmail: email,
        status: status === "invoiced" ? "invoiced" : "accepted",
        ownerHash: "owner-hash",
        createdAt,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error("quote not stored");
    const id = randomUUID();
    const bookingStatus: BookingStatus =
      input.bookingStatus ??
      (status === "held" ? "pending" : status === "cancelled" || status === "expired" ? status : "confirmed");
    await tx.insert(bookings).values({
      id,
      type: "event",
      hostId: input.hostId,
      startsAt: input.start,
      endsAt: end,
      blockedUntil: new Date(end.getTime() + (input.bufferMinutes ?? 15) * 60_000),
      status: bookingStatus,
      holdExpiresAt:
        input.holdExpiresAt ??
        (bookingStatus === "pending" ? new Date(createdAt.getTime() + 30 * 60_000) : null),
      name: input.name ?? "Pat Buyer",
      email,
      company: input.company ?? "Initech",
      visitorTimeZone: input.timeZone ?? "America/New_York",
      emailConfirmedAt: (input.emailConfirmed ?? status !== "held") ? createdAt : null,
      reminderQueuedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(eventOrders).values({
      id,
      quoteId: quote.id,
      activitySlug,
      headcount: input.headcount ?? 40,
      addOns: input.addOns ?? [],
      lines: [],
      totalCents: total,
      depositCents: deposit,
      paymentMode: input.paymentMode ?? (status === "invoiced" ? "invoice" : "card"),
      status,
      billingName: "Avery Payables",
      billingEmail: "ap@initech.example",
      invoiceAddress: "1 Initech Way\nAustin TX 78701",
      videoUrl: input.videoUrl ?? null,
      pricedAt: createdAt,
      termsStartsAt: input.start,
      confirmedAt: status === "held" ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    if (input.paid || status === "paid") {
      await tx.insert(eventPayments).values({
        orderId: id,
        kind: "payment",
        method: status === "invoiced" ? "invoice" : "test",
        amountCents: deposit,
        reference: `seed:${id}`,
        createdAt,
      });
    }
    return id;
  });
}

/** The id of the first host the migrations seed: a calendar for events that pass no rule of hosts. */
export async function firstHostId(db: Db): Promise<string> {
  const [host] = await db.select().from(bookingHosts).orderBy(asc(bookingHosts.id)).limit(1);
  if (!host) throw new Error("the migrations seed a host");
  return host.id;
}

/** The first host (by id) whose calendar takes events of `activityId`, as the checkout would pick. */
export async function eventHost(db: Db, activityId = "lightning-feud") {
  const hosts = await db.select().from(bookingHosts).orderBy(asc(bookingHosts.id));
  const host = hosts.find((row) => calendarTakes(row, eventScope(activityId)));
  if (!host) throw new Error(`no host calendar takes ${activityId}`);
  return host;
}

/** The two first active hosts the migrations seed, for flows that need events on two calendars. */
export async function twoActiveHosts(db: Db) {
  const hosts = await db.select().from(bookingHosts).orderBy(asc(bookingHosts.id));
  const [first, second] = hosts.filter((host) => host.active);
  if (!first || !second) throw new Error("the migrations seed two hosts");
  return [first, second] as const;
}
