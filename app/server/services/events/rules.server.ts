import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { type CatalogueId, catalogueFacts, isCatalogueId, pricedActivity } from "~/content/activity-facts";
import { depositInvoiceDueAt } from "~/domain/deposit-invoice";
import { type EventActivity, eventSlotRules, priceCheckout } from "~/domain/event-checkout";
import type { VoucherUpgradeId } from "~/domain/pricing";
import { bookings, eventOrders, voucherClaims } from "~/server/db/schema.server";
import type { EventContext } from "~/server/services/events/context.server";
import { type EventView, eventKeyMatches, eventPaths, findEvent } from "~/server/services/events/view.server";
import type { Tx } from "~/server/services/quote/model.server";

/**
 * What an event may be (decision 057): the activity as the checkout sells it, the calendar rules
 * of a stored event, and whether a voucher code may go on it. The checkout, the buyer's changes
 * and the staff's list read them here.
 */

const MINUTE = 60_000;

/** An activity of the catalogue as the checkout sells it; null for a slug that is none. */
export function eventActivity(slug: string): EventActivity | null {
  if (!isCatalogueId(slug)) return null;
  return { ...pricedActivity(slug), durationMinutes: catalogueFacts[slug as CatalogueId].durationMinutes };
}

/**
 * The price of a stored event at `start`, judged `now`: a move's new price (only the rush fee
 * depends on the date). Null when its activity left the catalogue.
 */
export function priceAtStart(
  event: Pick<EventView, "activitySlug" | "headcount" | "addOns" | "voucherUpgrade">,
  start: number,
  now: Date,
) {
  const activity = eventActivity(event.activitySlug);
  if (!activity) return null;
  const voucherUpgrade = (event.voucherUpgrade as VoucherUpgradeId | null) ?? null;
  return priceCheckout(
    activity,
    { headcount: event.headcount, addOns: event.addOns, voucherUpgrade, start },
    now,
  );
}

/** The calendar rules of a stored event: its activity's, with the add-ons it has now. */
export function eventRulesOf(event: Pick<EventView, "activitySlug" | "addOns" | "start" | "end">) {
  const activity = eventActivity(event.activitySlug);
  const durationMinutes = activity?.durationMinutes ?? Math.round((event.end - event.start) / MINUTE);
  return eventSlotRules({ durationMinutes, kitIncluded: activity?.kitIncluded }, event.addOns);
}

/**
 * When an invoiced event's deposit is due, past which the system withdraws it (decision 063):
 * the booking policy's rule judged from its booking, its start and its notice (kits need more).
 */
export function depositDueAt(
  event: Pick<EventView, "activitySlug" | "addOns" | "start" | "end" | "createdAt">,
): number {
  return depositInvoiceDueAt({
    bookedAt: event.createdAt,
    start: event.start,
    noticeMinutes: eventRulesOf(event).minimumNoticeMinutes,
  });
}

/**
 * Why the voucher code cannot be used, or null when it can (or none was given): it must be a
 * claim that is neither revoked nor expired, and no other live event may use it. Checkouts
 * holding it whose hold ran out are let go here, so their code is free again.
 */
export async function voucherProblem(tx: Tx, code: string | undefined, now: Date): Promise<string | null> {
  if (!code) return null;
  const [claim] = await tx
    .select({ expiresAt: voucherClaims.expiresAt })
    .from(voucherClaims)
    .where(and(eq(voucherClaims.code, code), isNull(voucherClaims.revokedAt)));
  if (!claim) return "We have no voucher with that code. Check it against your email.";
  if (claim.expiresAt <= now) return "That voucher has expired.";
  const users = await tx
    .select({ id: eventOrders.id, status: eventOrders.status, hold: bookings.holdExpiresAt })
    .from(eventOrders)
    .innerJoin(bookings, eq(bookings.id, eventOrders.id))
    .where(and(eq(eventOrders.voucherCode, code), notInArray(eventOrders.status, ["cancelled", "expired"])));
  const lapsed = users.filter(
    (order) => order.status === "held" && (order.hold?.getTime() ?? 0) <= now.getTime(),
  );
  if (lapsed.length < users.length) return "That voucher has already been used for an event.";
  if (lapsed.length > 0) {
    const ids = lapsed.map((order) => order.id);
    await tx
      .update(bookings)
      .set({ status: "expired", updatedAt: now })
      .where(and(inArray(bookings.id, ids), eq(bookings.status, "pending")));
    await tx
      .update(eventOrders)
      .set({ status: "expired", updatedAt: now })
      .where(inArray(eventOrders.id, ids));
  }
  return null;
}

/** The event service's reads by link and code: the signed page of a quote's event, a voucher's check, an event by its key. */
export function createEventReads({ db, secret }: Pick<EventContext, "db" | "secret">) {
  return {
    /** The signed page of the event a quote was made for; null for a quote from /billing. */
    async pageOfQuote(quoteId: string): Promise<string | null> {
      const [order] = await db
        .select({ id: eventOrders.id })
        .from(eventOrders)
        .where(eq(eventOrders.quoteId, quoteId));
      return order ? eventPaths(order.id, secret).manage : null;
    },

    /** Why a voucher code cannot be used now, or null when it can: the checkout page's early answer. */
    async voucherCheck(code: string, now = new Date()): Promise<string | null> {
      return db.transaction((tx) => voucherProblem(tx, code, now));
    },

    /** The event when the key is its own; null for a wrong key exactly as for an unknown id. */
    async find(id: unknown, key: unknown) {
      if (!eventKeyMatches(id, key, secret)) return null;
      return findEvent(db, id);
    },
  };
}
