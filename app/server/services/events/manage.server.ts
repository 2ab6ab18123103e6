import { and, eq, sql } from "drizzle-orm";
import {
  cancellationTerms,
  FREE_RESCHEDULE_HOURS,
  HEADCOUNT_CHANGE_HOURS,
  refundCents,
} from "~/domain/booking-policy";
import { effectiveAddOns, eventUnbookableMessages, priceCheckout } from "~/domain/event-checkout";
import { parseHeadcount } from "~/domain/headcount";
import {
  depositCents,
  type EventPrice,
  formatPrice,
  PriceInputError,
  STANDARD_NOTICE_DAYS,
  type VoucherUpgradeId,
} from "~/domain/pricing";
import { blockedUntil } from "~/domain/scheduling";
import { bookings, eventOrders, eventPayments } from "~/server/db/schema.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  eventConfirmationEmail,
  eventTeamEmail,
} from "~/server/email/event-emails.server";
import { refusingOverlap, takeHost } from "~/server/services/booking/availability.server";
import { eventScope } from "~/server/services/booking/hosts.server";
import { eventActivity, eventRulesOf } from "~/server/services/events/checkout.server";
import type { EventContext } from "~/server/services/events/context.server";
import {
  type EventView,
  eventKeyMatches,
  eventMail,
  eventPaths,
  findEvent,
  policyStart,
} from "~/server/services/events/view.server";
import { enqueueEmails, type OutboxMessage } from "~/server/services/outbox.server";
import type { Tx } from "~/server/services/quote/model.server";

/**
 * What a buyer changes on the event's page (its signed link), under the booking policy
 * (decision 056): the headcount until 72 hours before, repriced by the engine; the time, free
 * while the policy offers a free reschedule; a cancellation refunded by the policy's tier,
 * through the card checkout's refund API (the test checkout records its refunds).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

export type ManageResult =
  | { ok: true; event: EventView; message: string }
  | {
      ok: false;
      status: 404 | 409 | 422 | 502;
      error: string;
      /** The field at fault, for the form to show beside it. */
      field?: "headcount" | "start" | "reason";
    };

const notFound: ManageResult = { ok: false, status: 404, error: "There is no such event." };

/** Whether an event can still be changed at all: final, not cancelled, not begun. */
function changeable(event: EventView, now: Date): ManageResult | null {
  if (event.status === "cancelled") return { ok: false, status: 409, error: "This event is cancelled." };
  if (event.status === "completed") return { ok: false, status: 409, error: "This event has taken place." };
  if (event.status === "held" || event.status === "expired") {
    return { ok: false, status: 409, error: "This event was never paid or invoiced, so it is not booked." };
  }
  if (event.start <= now.getTime()) {
    return {
      ok: false,
      status: 409,
      error: "This event has already started, so it can no longer be changed.",
    };
  }
  return null;
}

/** The card payments of an order, newest first, with what is left to refund of each. */
async function refundable(tx: Tx, orderId: string) {
  const rows = await tx
    .select()
    .from(eventPayments)
    .where(eq(eventPayments.orderId, orderId))
    .orderBy(eventPayments.id);
  const refunded = rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0);
  let owed = refunded;
  const payments = rows.filter((row) => row.kind === "payment");
  // Earlier refunds are counted against the earliest payments.
  return payments.map((row) => {
    const used = Math.min(owed, row.amountCents);
    owed -= used;
    return { ...row, left: row.amountCents - used };
  });
}

/**
 * The deposit after a change of price: the policy's share of the new total (a bigger event
 * collects its share: 8 → 200 people after paying leaves a deposit of half, not 7.4%), and a
 * deposit already paid stands when the total falls, up to the new total.
 */
export function depositAfter(
  event: Pick<EventView, "paidCents" | "depositCents">,
  price: Pick<EventPrice, "totalCents" | "depositPercent">,
): number {
  const share = depositCents(price.totalCents, price.depositPercent);
  return event.paidCents > 0 ? Math.max(Math.min(event.depositCents, price.totalCents), share) : share;
}

export function createEventManage(context: EventContext) {
  const { db, secret } = context;
  const mailOf = (event: EventView) => eventMail(context, event);

  /**
   * Refunds `cents` of the order's payments inside the caller's transaction: each through the
   * provider that took it (its idempotency key makes a retry after a failure harmless), then
   * recorded. A payment staff marked paid from an invoice is refunded by the team, and recorded
   * with that note. Throws when the provider refuses: the caller's transaction then rolls back.
   */
  async function refund(tx: Tx, orderId: string, cents: number, why: string): Promise<number> {
    let left = cents;
    for (const payment of await refundable(tx, orderId)) {
      if (left <= 0) break;
      const amount = Math.min(left, payment.left);
      if (amount <= 0) continue;
      const key = `refund:${orderId}:${payment.id}:${why}:${amount}`;
      let reference: string;
      let note: string | null = null;
      if (payment.method === "invoice") {
        reference = key;
        note = "Paid by invoice: the team refunds it by bank transfer.";
      } else {
        if (!context.provider || !payment.reference)
          throw new Error(`No provider can refund payment ${payment.id}.`);
        const made = await context.provider.refund({
          paymentReference: payment.reference,
          amountCents: amount,
          idempotencyKey: key,
        });
        reference = made.refundId;
      }
      await tx
        .insert(eventPayments)
        .values({ orderId, kind: "refund", method: payment.method, amountCents: amount, reference, note })
        .onConflictDoNothing({ target: eventPayments.reference });
      left -= amount;
    }
    return cents - left;
  }

  const providerFailed: ManageResult = {
    ok: false,
    status: 502,
    error:
      "We could not reach the card processor to refund you just now. Nothing was changed: please try again in a few minutes.",
  };

  return {
    /**
     * Opens the card checkout for the deposit still due on a paid event (its share grew with its
     * headcount or a rush fee): exactly that amount, paid back to the event's page.
     */
    async payDepositDue(
      id: unknown,
      key: unknown,
      now = new Date(),
    ): Promise<{ ok: true; url: string } | { ok: false; status: 404 | 409 | 502; error: string }> {
      if (!eventKeyMatches(id, key, secret))
        return { ok: false, status: 404, error: "There is no such event." };
      const event = await findEvent(db, id);
      if (!event) return { ok: false, status: 404, error: "There is no such event." };
      const due = event.depositCents - event.paidCents;
      if (
        event.status !== "paid" ||
        event.paymentMode !== "card" ||
        due <= 0 ||
        event.start <= now.getTime()
      ) {
        return { ok: false, status: 409, error: "No deposit is due on this event." };
      }
      const paths = eventPaths(event.id, secret);
      const session = await context.deposits
        .openCheckout({
          quoteId: event.quoteId,
          amountCents: due,
          currency: "usd",
          customerEmail: event.email,
          description: `Rest of the deposit for ${event.activityTitle} (${event.headcount} people)`,
          successUrl: `${context.origin}${paths.manage}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${context.origin}${paths.manage}`,
        })
        .catch((error: unknown) => {
          console.error(
            `Event ${event.id}: the card checkout for the deposit due could not be opened`,
            error,
          );
          return null;
        });
      if (!session?.ok)
        return {
          ok: false,
          status: 502,
          error: "We could not open the card payment just now. Please try again.",
        };
      return { ok: true, url: session.sessionUrl };
    },

    /**
     * A new headcount, up to HEADCOUNT_CHANGE_HOURS before the start: the engine prices it again
     * (the rush fee judged from when the event was first priced). The difference goes on the
     * balance invoiced after the event; a paid deposit above the new total is refunded.
     */
    async changeHeadcount(id: unknown, key: unknown, raw: unknown, now = new Date()): Promise<ManageResult> {
      if (!eventKeyMatches(id, key, secret)) return notFound;
      try {
        return await db.transaction(async (tx): Promise<ManageResult> => {
          const event = await findEvent(tx, id, true);
          if (!event) return notFound;
          const refused = changeable(event, now);
          if (refused) return refused;
          if (policyStart(event) - now.getTime() < HEADCOUNT_CHANGE_HOURS * HOUR) {
            return {
              ok: false,
              status: 409,
              field: "headcount",
              error: `The headcount can change until ${HEADCOUNT_CHANGE_HOURS} hours before the event. Please email us for anything later.`,
            };
          }
          const activity = eventActivity(event.activitySlug);
          if (!activity)
            return { ok: false, status: 409, error: "This activity is no longer offered: please email us." };
          const parsed = parseHeadcount(activity, raw);
          if (!parsed.ok) return { ok: false, status: 422, field: "headcount", error: parsed.error };
          const { headcount } = parsed;
          if (headcount === event.headcount) {
            return {
              ok: false,
              status: 422,
              field: "headcount",
              error: `The event is already for ${headcount} people.`,
            };
          }
          let price: ReturnType<typeof priceCheckout>;
          try {
            price = priceCheckout(
              activity,
              {
                headcount,
                addOns: event.addOns,
                voucherUpgrade: (event.voucherUpgrade as VoucherUpgradeId | null) ?? null,
                start: event.start,
              },
              event.pricedAt,
            );
          } catch (error) {
            if (error instanceof PriceInputError)
              return { ok: false, status: 422, field: "headcount", error: error.message };
            throw error;
          }
          const paid = event.paidCents;
          const deposit = depositAfter(event, price);
          const back = Math.max(0, paid - price.totalCents);
          const refunded = back > 0 ? await refund(tx, event.id, back, `headcount-${headcount}`) : 0;
          await tx
            .update(eventOrders)
            .set({
              headcount,
              lines: price.lines,
              totalCents: price.totalCents,
              depositCents: deposit,
              updatedAt: now,
            })
            .where(eq(eventOrders.id, event.id));
          const changed = await findEvent(tx, event.id);
          if (!changed) throw new Error("The event vanished while its headcount changed.");
          const difference = price.totalCents - event.totalCents;
          await enqueueEmails(tx, [
            eventChangedEmail(
              mailOf(changed),
              { kind: "headcount", from: event.headcount, differenceCents: difference },
              refunded,
            ),
            eventTeamEmail(mailOf(changed), "headcount"),
          ]);
          const due = Math.max(0, deposit - paid);
          const moved =
            difference >= 0
              ? due > 0 && paid > 0
                ? `${formatPrice(due)} more deposit is due now; the rest of the difference is on the balance invoiced after the event.`
                : `${formatPrice(difference)} is added to the balance invoiced after the event.`
              : refunded > 0
                ? `${formatPrice(-difference)} comes off the price; ${formatPrice(refunded)} is refunded to your card.`
                : `${formatPrice(-difference)} comes off the balance.`;
          return {
            ok: true,
            event: changed,
            message: `Your event is now for ${headcount} people: ${formatPrice(price.totalCents)} in all. ${moved}`,
          };
        });
      } catch (error) {
        if (isProviderError(error)) return providerFailed;
        throw error;
      } finally {
        context.onQueued();
      }
    },

    /**
     * Moves the event to another start while the policy offers a free reschedule (24 hours or
     * more ahead), keeping its host when free then; the same checks and lock as a new booking.
     * An event paid after its hold ran out and its time was taken picks its time here too.
     */
    async reschedule(
      id: unknown,
      key: unknown,
      start: number | null,
      now = new Date(),
    ): Promise<ManageResult> {
      if (!eventKeyMatches(id, key, secret)) return notFound;
      if (start === null)
        return {
          ok: false,
          status: 422,
          field: "start",
          error: "Choose a new date and time from the calendar.",
        };
      const work = () =>
        db.transaction(async (tx): Promise<ManageResult> => {
          const event = await findEvent(tx, id, true);
          if (!event) return notFound;
          const refused = changeable(event, now);
          if (refused) return refused;
          const hours = (policyStart(event) - now.getTime()) / HOUR;
          const timeLost = event.bookingStatus === "expired";
          if (!timeLost && !cancellationTerms(hours).freeReschedule) {
            return {
              ok: false,
              status: 409,
              field: "start",
              error: `Less than ${FREE_RESCHEDULE_HOURS} hours before the event it can no longer be moved. Please email us.`,
            };
          }
          if (start === event.start && !timeLost)
            return { ok: false, status: 422, field: "start", error: "That is already the event's time." };
          const rules = eventRulesOf(event);
          const taken = await takeHost(tx, rules, start, now, {
            scope: eventScope(event.activitySlug),
            prefer: { hostId: event.hostId, except: event.id },
            messages: eventUnbookableMessages(
              effectiveAddOns({ kitIncluded: eventActivity(event.activitySlug)?.kitIncluded }, event.addOns),
            ),
          });
          if (!taken.ok) return { ok: false, status: 409, field: "start", error: taken.error };
          const end = start + rules.minutes * MINUTE;
          // The rush fee is judged when the new time is chosen: a move inside the rush window pays it.
          const activity = eventActivity(event.activitySlug);
          const price = activity
            ? priceCheckout(
                activity,
                {
                  headcount: event.headcount,
                  addOns: event.addOns,
                  voucherUpgrade: (event.voucherUpgrade as VoucherUpgradeId | null) ?? null,
                  start,
                },
                now,
              )
            : null;
          await tx
            .update(eventOrders)
            .set({
              ...(price && price.totalCents >= event.paidCents
                ? {
                    lines: price.lines,
                    totalCents: price.totalCents,
                    depositCents: depositAfter(event, price),
                    pricedAt: now,
                  }
                : {}),
              // A move made while every right is whole sets the terms by the new start; a later
              // one keeps the terms of the start it left.
              ...(timeLost || hours >= HEADCOUNT_CHANGE_HOURS ? { termsStartsAt: new Date(start) } : {}),
              updatedAt: now,
            })
            .where(eq(eventOrders.id, event.id));
          await tx
            .update(bookings)
            .set({
              hostId: taken.host.id,
              startsAt: new Date(start),
              endsAt: new Date(end),
              blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
              status: "confirmed",
              holdExpiresAt: null,
              sequence: sql`${bookings.sequence} + 1`,
              updatedAt: now,
            })
            .where(eq(bookings.id, event.id));
          const moved = await findEvent(tx, event.id);
          if (!moved) throw new Error("The event vanished while it was moved.");
          const messages: OutboxMessage[] = timeLost
            ? [eventConfirmationEmail(mailOf(moved)), eventTeamEmail(mailOf(moved), "new")]
            : [
                eventChangedEmail(mailOf(moved), { kind: "rescheduled", previousStart: event.start }),
                eventTeamEmail(mailOf(moved), "rescheduled"),
              ];
          if (!timeLost && taken.host.id !== event.hostId) {
            messages.push(eventTeamEmail({ ...mailOf(event), sequence: moved.sequence }, "cancelled"));
          }
          await enqueueEmails(tx, messages);
          return {
            ok: true,
            event: moved,
            message: `Your event has a new time. We have emailed the updated invitation.${
              moved.totalCents > event.totalCents
                ? ` The price is now ${formatPrice(moved.totalCents)}: the rush fee for under ${STANDARD_NOTICE_DAYS} days' notice is added.`
                : moved.totalCents < event.totalCents
                  ? ` The price is now ${formatPrice(moved.totalCents)}: with ${STANDARD_NOTICE_DAYS} days' notice or more there is no rush fee.`
                  : ""
            }`,
          };
        });
      const result = await refusingOverlap(work, {
        ok: false,
        status: 409,
        field: "start",
        error: eventUnbookableMessages([]).taken,
      });
      if (result.ok) context.onQueued();
      return result;
    },

    /**
     * Cancels the event by the policy's tier for the notice given: what was paid comes back in
     * that share, through the provider; an unpaid invoice is withdrawn. Staff cancel with `by`.
     */
    async cancel(
      id: unknown,
      key: unknown,
      input: { reason: string | null; by?: "buyer" | "staff" },
      now = new Date(),
    ): Promise<ManageResult> {
      if (!eventKeyMatches(id, key, secret)) return notFound;
      try {
        const result = await db.transaction(async (tx): Promise<ManageResult> => {
          const event = await findEvent(tx, id, true);
          if (!event) return notFound;
          const refused = changeable(event, now);
          if (refused) return refused;
          const hours = (policyStart(event) - now.getTime()) / HOUR;
          const terms = cancellationTerms(hours);
          // Staff cancelling refund in full: the policy binds the buyer, not the company.
          const owed = input.by === "staff" ? event.paidCents : refundCents(event.paidCents, hours);
          const refunded = owed > 0 ? await refund(tx, event.id, owed, "cancel") : 0;
          await tx
            .update(bookings)
            .set({
              status: "cancelled",
              sequence: sql`${bookings.sequence} + 1`,
              cancelReason: input.reason,
              cancelledBy: input.by === "staff" ? "staff" : "visitor",
              cancelledAt: now,
              holdExpiresAt: null,
              updatedAt: now,
            })
            .where(eq(bookings.id, event.id));
          await tx
            .update(eventOrders)
            .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
            .where(and(eq(eventOrders.id, event.id)));
          const cancelled = await findEvent(tx, event.id);
          if (!cancelled) throw new Error("The event vanished while it was cancelled.");
          await enqueueEmails(tx, [
            eventCancelledEmail(
              mailOf(cancelled),
              { by: input.by ?? "buyer", refundCents: refunded, reason: input.reason },
              now.getTime(),
            ),
            eventTeamEmail(mailOf(cancelled), "cancelled"),
          ]);
          const money =
            refunded > 0
              ? `${formatPrice(refunded)} is refunded (${terms.refundPercent}% of what was paid).`
              : event.paidCents > 0
                ? `With ${terms.notice.toLowerCase()} the policy gives ${terms.outcome}.`
                : "Nothing was paid, so nothing is owed.";
          return { ok: true, event: cancelled, message: `Your event is cancelled. ${money}` };
        });
        if (result.ok) context.onQueued();
        return result;
      } catch (error) {
        if (isProviderError(error)) return providerFailed;
        throw error;
      }
    },
  };
}

/** An error from the card processor's API (network, refusal), as opposed to a bug. */
function isProviderError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const type = (error as { type?: unknown }).type;
  return typeof type === "string" && type.startsWith("Stripe");
}
