import { and, eq, gt, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { bookings, eventOrders, eventPayments } from "~/server/db/schema.server";
import { eventsBulkCancelledHostEmail } from "~/server/email/event-undo-emails.server";
import { hostEmail, mailEachHost } from "~/server/services/booking/hosts.server";
import { isBookingId } from "~/server/services/booking/links.server";
import type { BulkFilter } from "~/server/services/booking-limits.server";
import type { EventContext } from "~/server/services/events/context.server";
import { activityTitle, type EventView, findEvent } from "~/server/services/events/view.server";
import { creditUnpaidDeposit } from "~/server/services/invoices/issue.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * Staff undo events bought on the site (decision 063): one held checkout released, or every
 * future live event matching a filter taken back at once, silently towards the buyers (a flood's
 * addresses were typed by whoever made it). A held checkout becomes expired, as a hold that ran
 * out does, so a card payment that still lands is settled as for any expired hold: the time taken
 * again when free, else the event paid without a time. An unpaid invoiced event is cancelled. A
 * paid event is never part of a bulk cancel: staff cancel it one by one, which refunds it.
 */

export const eventUndoMessages = {
  missing: "There is no such event.",
  notHeld: (status: string) =>
    `This event is ${status}: only a held checkout can be released. Cancel a paid or invoiced event instead.`,
  paid: "A payment has arrived for this event: cancel it instead, so it is refunded.",
  paidLeft: (n: number) =>
    `${n} paid ${n === 1 ? "event was" : "events were"} left: cancel ${n === 1 ? "it" : "them"} one by one so ${n === 1 ? "it is" : "they are"} refunded.`,
} as const;

/** What undoing needs of the event service's context (the staff admin's context is one). */
export type UndoContext = Pick<EventContext, "db" | "origin" | "secret" | "uidDomain" | "onQueued">;

export type UndoResult = { ok: true; event: EventView } | { ok: false; status: 404 | 409; error: string };

/** What a bulk cancel of events finds: held checkouts, unpaid invoices, and paid events (left alone). */
export interface EventBulkCount {
  held: number;
  invoiced: number;
  paid: number;
}

/**
 * Future events that hold their host's time and match every given filter: a card checkout still
 * held, or an invoiced or paid event. Starting at or after `from` (never before now), by `to`.
 */
function liveEventsWhere(filter: BulkFilter, now: Date): SQL {
  const from = filter.from && filter.from > now ? filter.from : now;
  return and(
    eq(bookings.type, "event"),
    gt(bookings.startsAt, now),
    gte(bookings.startsAt, from),
    filter.to ? lte(bookings.startsAt, filter.to) : undefined,
    filter.email ? eq(bookings.email, filter.email) : undefined,
    filter.domain ? eq(bookings.emailDomain, filter.domain) : undefined,
    filter.clientAddress ? eq(bookings.clientAddress, filter.clientAddress) : undefined,
    or(
      and(eq(eventOrders.status, "held"), eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
      and(inArray(eventOrders.status, ["invoiced", "paid"]), eq(bookings.status, "confirmed")),
    ),
  ) as SQL;
}

/** The matching events, each as held, an unpaid invoice, or paid (any payment received). */
async function sortMatches(exec: Executor, filter: BulkFilter, now: Date, lock: boolean) {
  const query = exec
    .select({
      id: eventOrders.id,
      status: eventOrders.status,
      hostId: bookings.hostId,
      activitySlug: eventOrders.activitySlug,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(eventOrders)
    .innerJoin(bookings, eq(bookings.id, eventOrders.id))
    .where(liveEventsWhere(filter, now));
  const rows = lock ? await query.for("update", { of: [eventOrders, bookings] }) : await query;
  // Read after the lock, in a statement of its own: a payment committed meanwhile is seen.
  const paid = new Set<string>();
  if (rows.length > 0) {
    const payments = await exec
      .select({ id: eventPayments.orderId })
      .from(eventPayments)
      .where(
        and(
          inArray(
            eventPayments.orderId,
            rows.map((row) => row.id),
          ),
          eq(eventPayments.kind, "payment"),
        ),
      );
    for (const payment of payments) paid.add(payment.id);
  }
  const isPaid = (row: (typeof rows)[number]) => row.status === "paid" || paid.has(row.id);
  return {
    held: rows.filter((row) => row.status === "held" && !isPaid(row)),
    invoiced: rows.filter((row) => row.status === "invoiced" && !isPaid(row)),
    paid: rows.filter(isPaid),
  };
}

/** A held checkout's booking and order become expired: the time and any voucher code are free. */
async function expireHeld(exec: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await exec
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, "pending")));
  await exec
    .update(eventOrders)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(eventOrders.id, ids), eq(eventOrders.status, "held")));
}

export function createEventUndo(context: UndoContext) {
  const { db } = context;
  return {
    /**
     * Staff release a held card checkout (issue 40): its booking and order become expired, the
     * time and its voucher code are free. Nothing is emailed: the buyer was told nothing yet but
     * the checkout's own page, and the host was never told of a held event.
     */
    async releaseHold(id: string, now = new Date()): Promise<UndoResult> {
      if (!isBookingId(id)) return { ok: false, status: 404, error: eventUndoMessages.missing };
      return db.transaction(async (tx): Promise<UndoResult> => {
        const current = await findEvent(tx, id, true);
        if (!current) return { ok: false, status: 404, error: eventUndoMessages.missing };
        if (current.status !== "held" || current.bookingStatus !== "pending") {
          const status = current.status === "held" ? "expired" : current.status;
          return { ok: false, status: 409, error: eventUndoMessages.notHeld(status) };
        }
        if (current.receivedCents > 0) return { ok: false, status: 409, error: eventUndoMessages.paid };
        await expireHeld(tx, [id], now);
        return {
          ok: true,
          event: { ...current, status: "expired", bookingStatus: "expired", holdExpiresAt: null },
        };
      });
    },

    /** What a bulk cancel with this filter would take back now, and what it would leave. */
    async countBulk(filter: BulkFilter, now = new Date()): Promise<EventBulkCount> {
      const found = await sortMatches(db, filter, now, false);
      return { held: found.held.length, invoiced: found.invoiced.length, paid: found.paid.length };
    },

    /**
     * Every future held or unpaid invoiced event matching the filter, taken back in one
     * transaction: held checkouts released (expired), unpaid invoices cancelled by staff with the
     * reason. Paid events are counted and left. No buyer is emailed, nor any attendee the buyer
     * invited (their addresses were typed by the same hand); each host who had one of the
     * cancelled invoiced events gets one summary (a held event never reached its host).
     */
    async cancelMany(
      filter: BulkFilter,
      input: { reason: string | null; now?: Date },
    ): Promise<{ released: number; cancelled: number; paidLeft: number }> {
      const now = input.now ?? new Date();
      const result = await db.transaction(async (tx) => {
        const found = await sortMatches(tx, filter, now, true);
        await expireHeld(
          tx,
          found.held.map((row) => row.id),
          now,
        );
        const ids = found.invoiced.map((row) => row.id);
        if (ids.length > 0) {
          await tx
            .update(bookings)
            .set({
              status: "cancelled",
              sequence: sql`${bookings.sequence} + 1`,
              cancelReason: input.reason,
              cancelledBy: "staff",
              cancelledAt: now,
              holdExpiresAt: null,
              updatedAt: now,
            })
            .where(inArray(bookings.id, ids));
          await tx
            .update(eventOrders)
            .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
            .where(inArray(eventOrders.id, ids));
          for (const id of ids) {
            const cancelled = await findEvent(tx, id);
            if (cancelled) await creditUnpaidDeposit(tx, cancelled, now);
          }
          await mailEachHost(tx, found.invoiced, (host, rows) =>
            eventsBulkCancelledHostEmail({
              to: hostEmail(host),
              hostName: host.name,
              reason: input.reason,
              events: rows.map((row) => ({
                activityTitle: activityTitle(row.activitySlug),
                start: row.startsAt.getTime(),
                end: row.endsAt.getTime(),
              })),
              adminUrl: `${context.origin}/admin/events`,
            }),
          );
        }
        return { released: found.held.length, cancelled: ids.length, paidLeft: found.paid.length };
      });
      if (result.cancelled > 0) context.onQueued();
      return result;
    },
  };
}
