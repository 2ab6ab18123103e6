import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type CatalogueId, catalogueFacts, isCatalogueId } from "~/content/activity-facts";
import type { PriceLine } from "~/domain/pricing";
import {
  bookingHosts,
  bookings,
  type EventOrderStatus,
  eventOrders,
  eventPayments,
} from "~/server/db/schema.server";
import { type HostRow, hostDisplayName, hostEmail } from "~/server/services/booking/hosts.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { safeEqual } from "~/server/services/crypto.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * An event bought at checkout as pages, emails and staff read it (decision 057): the order, its
 * booking (the host's time) and host, and the money that moved, with its signed links.
 */

/** Everything an event's emails, invitation and receipt are written from. */
export interface EventMail {
  id: string;
  activitySlug: string;
  activityTitle: string;
  /** Epoch ms. */
  start: number;
  end: number;
  /** iCalendar SEQUENCE: each reschedule and the cancellation raise it. */
  sequence: number;
  /** Epoch ms: the start the booking policy's deadlines are judged from (`policyStart`). */
  policyStart: number;
  visitorTimeZone: string;
  name: string;
  email: string;
  company: string;
  headcount: number;
  addOns: string[];
  lines: PriceLine[];
  totalCents: number;
  depositCents: number;
  /** total − deposit: invoiced after the event. */
  balanceCents: number;
  /** The ledger: every payment received, every refund made, and what is kept (received − refunded). */
  receivedCents: number;
  refundedCents: number;
  /** Net: payments less refunds so far. */
  paidCents: number;
  /** A payment came through the built-in test checkout: no money was taken. */
  testPaid: boolean;
  paymentMode: "card" | "invoice";
  status: EventOrderStatus;
  billingName: string;
  billingEmail: string;
  poNumber: string | null;
  invoiceAddress: string;
  /** `videoUrl`: the event's video call (staff's link for this event, else the host's room). */
  host: { name: string; email: string; videoUrl: string | null };
  /** Absolute links on the public origin. */
  links: { manage: string; ics: string; receipt: string };
  /** Host part of the public origin, for the calendar UID. */
  uidDomain: string;
  createdAt: number;
  /**
   * Epoch ms: when the booker proved they read the booking's mailbox (the checkout's emailed code,
   * or an earlier confirmed booking), from `bookings.email_confirmed_at`; null while nobody has.
   */
  emailConfirmedAt: number | null;
}

/** An event as the service reads it: its mail data, plus what only the server needs. */
export interface EventView extends Omit<EventMail, "links" | "uidDomain"> {
  quoteId: string;
  hostId: string;
  voucherCode: string | null;
  voucherUpgrade: string | null;
  /** The booking's own status: 'pending' while held, 'expired' when the hold ran out. */
  bookingStatus: string;
  holdExpiresAt: number | null;
  pricedAt: Date;
  /** Epoch ms: the start the policy's deadlines are judged from (see `policyStart`). */
  termsStart: number;
  cancelReason: string | null;
  /** The call staff set for this event alone (`host.videoUrl` falls back to the host's room). */
  ownVideoUrl: string | null;
  /** Staff's correction of the attendance after the event; null: the count of those who joined. */
  attendedCount: number | null;
  /** The workspace the event was claimed into (issue 43); null until its buyer signs in. */
  workspaceId: string | null;
  /** The host's note and winners staff wrote for the organiser's recap. */
  recap: { note: string | null; winners: string | null };
}

/**
 * The start the booking policy judges an event by: the earlier of its start and the start its
 * terms were set at, so a reschedule made late keeps the refund tier and the headcount deadline
 * it was made in (issue 40), and a move to an earlier time brings them closer.
 */
export const policyStart = (event: Pick<EventView, "start" | "termsStart">): number =>
  Math.min(event.start, event.termsStart);

/** The key of an event's links: HMAC-SHA256 of its id, apart from a meeting's (`booking:`). */
export function eventKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`event:${id}`, "utf8").digest("base64url");
}

export function eventKeyMatches(id: unknown, key: unknown, secret: string): id is string {
  return isBookingId(id) && typeof key === "string" && safeEqual(key, eventKey(id, secret));
}

export function eventPaths(id: string, secret: string) {
  const key = eventKey(id, secret);
  return {
    key,
    manage: `/events/${id}?key=${key}`,
    ics: `/events/${id}/invite.ics?key=${key}`,
    receipt: `/events/${id}/receipt.pdf?key=${key}`,
  };
}

export const activityTitle = (slug: string): string =>
  isCatalogueId(slug) ? catalogueFacts[slug as CatalogueId].title : slug;

type OrderRow = typeof eventOrders.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export function eventView(order: OrderRow, booking: BookingRow, host: HostRow, money: EventMoney): EventView {
  return {
    id: order.id,
    quoteId: order.quoteId,
    activitySlug: order.activitySlug,
    activityTitle: activityTitle(order.activitySlug),
    start: booking.startsAt.getTime(),
    end: booking.endsAt.getTime(),
    sequence: booking.sequence,
    visitorTimeZone: booking.visitorTimeZone,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    headcount: order.headcount,
    addOns: order.addOns,
    lines: order.lines,
    totalCents: order.totalCents,
    depositCents: order.depositCents,
    balanceCents: order.totalCents - order.depositCents,
    receivedCents: money.paidCents,
    paidCents: money.paidCents - money.refundedCents,
    refundedCents: money.refundedCents,
    testPaid: money.testPaid,
    paymentMode: order.paymentMode,
    status: order.status,
    billingName: order.billingName,
    billingEmail: order.billingEmail,
    poNumber: order.poNumber,
    invoiceAddress: order.invoiceAddress,
    // The event's call: the link staff set for this event, else the host's standing room.
    host: { name: hostDisplayName(host), email: hostEmail(host), videoUrl: order.videoUrl ?? host.videoUrl },
    hostId: host.id,
    voucherCode: order.voucherCode,
    voucherUpgrade: order.voucherUpgrade,
    bookingStatus: booking.status,
    holdExpiresAt: booking.status === "pending" ? (booking.holdExpiresAt?.getTime() ?? null) : null,
    pricedAt: order.pricedAt,
    termsStart: order.termsStartsAt.getTime(),
    policyStart: Math.min(booking.startsAt.getTime(), order.termsStartsAt.getTime()),
    cancelReason: booking.cancelReason,
    ownVideoUrl: order.videoUrl,
    attendedCount: order.attendedCount,
    workspaceId: order.workspaceId,
    recap: { note: order.recapNote, winners: order.recapWinners },
    createdAt: order.createdAt.getTime(),
    emailConfirmedAt: booking.emailConfirmedAt?.getTime() ?? null,
  };
}

/** The money columns of an order's payments, for one order or grouped by order. */
export const moneyColumns = {
  paid: sql<number>`coalesce(sum(${eventPayments.amountCents}) filter (where ${eventPayments.kind} = 'payment'), 0)::int`,
  refunded: sql<number>`coalesce(sum(${eventPayments.amountCents}) filter (where ${eventPayments.kind} = 'refund'), 0)::int`,
  // The built-in test checkout took no money: whatever shows the payments says so (DECISIONS).
  test: sql<boolean>`coalesce(bool_or(${eventPayments.method} = 'test') filter (where ${eventPayments.kind} = 'payment'), false)`,
};

export type EventMoney = { paidCents: number; refundedCents: number; testPaid: boolean };

export const moneyFrom = (
  row: { paid: unknown; refunded: unknown; test: unknown } | undefined,
): EventMoney => ({
  paidCents: Number(row?.paid ?? 0),
  refundedCents: Number(row?.refunded ?? 0),
  testPaid: row?.test === true,
});

/** Payments and refunds of an order, in cents. */
export async function moneyOf(exec: Executor, orderId: string): Promise<EventMoney> {
  const [row] = await exec.select(moneyColumns).from(eventPayments).where(eq(eventPayments.orderId, orderId));
  return moneyFrom(row);
}

/** One event with its booking and host; `lock` takes the order and booking rows for the transaction. */
export async function findEvent(exec: Executor, id: string, lock = false): Promise<EventView | null> {
  if (!isBookingId(id)) return null;
  const query = exec
    .select({ order: eventOrders, booking: bookings, host: bookingHosts })
    .from(eventOrders)
    .innerJoin(bookings, and(eq(bookings.id, eventOrders.id), eq(bookings.type, "event")))
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .where(eq(eventOrders.id, id));
  const [row] = lock ? await query.for("update", { of: [eventOrders, bookings] }) : await query;
  if (!row) return null;
  return eventView(row.order, row.booking, row.host, await moneyOf(exec, id));
}

/** The data of every email about an event, its links absolute on the public origin. */
export function eventMail(
  context: { origin: string; secret: string; uidDomain: string },
  event: EventView,
): EventMail {
  const paths = eventPaths(event.id, context.secret);
  const {
    quoteId: _quote,
    hostId: _host,
    voucherCode: _code,
    voucherUpgrade: _upgrade,
    bookingStatus: _booking,
    holdExpiresAt: _hold,
    pricedAt: _priced,
    termsStart: _terms,
    cancelReason: _reason,
    ownVideoUrl: _own,
    attendedCount: _attended,
    workspaceId: _workspace,
    recap: _recap,
    ...mail
  } = event;
  return {
    ...mail,
    links: {
      manage: `${context.origin}${paths.manage}`,
      ics: `${context.origin}${paths.ics}`,
      receipt: `${context.origin}${paths.receipt}`,
    },
    uidDomain: context.uidDomain,
  };
}
