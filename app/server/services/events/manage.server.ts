import { and, eq, sql } from "drizzle-orm";
import {
  cancellationTerms,
  FREE_RESCHEDULE_HOURS,
  HEADCOUNT_CHANGE_HOURS,
  refundCents,
} from "~/domain/booking-policy";
import { effectiveAddOns, eventUnbookableMessages, priceCheckout } from "~/domain/event-checkout";
import { parseHeadcount } from "~/domain/headcount";
import { formatPrice, PriceInputError, type VoucherUpgradeId } from "~/domain/pricing";
import { blockedUntil } from "~/domain/scheduling";
import { bookings, eventOrders } from "~/server/db/schema.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  eventConfirmationEmail,
  eventTeamEmail,
} from "~/server/email/event-emails.server";
import { moveMoneySentence, priceChangeSentences } from "~/server/email/event-wording.server";
import { queueAttendeeUpdates } from "~/server/services/attendees/updates.server";
import { refusingOverlap, takeHost } from "~/server/services/booking/availability.server";
import { eventScope } from "~/server/services/booking/hosts.server";
import type { EventContext } from "~/server/services/events/context.server";
import {
  createEventMoney,
  depositAfter,
  isProviderError,
  providerFailed,
} from "~/server/services/events/money.server";
import { eventActivity, eventRulesOf, priceAtStart } from "~/server/services/events/rules.server";
import {
  type EventView,
  eventKeyMatches,
  eventMail,
  findEvent,
  policyStart,
} from "~/server/services/events/view.server";
import { creditUnpaidDeposit, reissueDeposit } from "~/server/services/invoices/issue.server";
import { enqueueEmails, type OutboxMessage } from "~/server/services/outbox.server";

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

export function createEventManage(context: EventContext) {
  const { db, secret } = context;
  const mailOf = (event: EventView) => eventMail(context, event);
  const { refund } = createEventMoney(context);

  return {
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
          // An unpaid deposit invoice of another amount: a credit note and the next revision.
          await reissueDeposit(tx, changed, now);
          const before = { totalCents: event.totalCents, depositCents: event.depositCents };
          await enqueueEmails(tx, [
            eventChangedEmail(
              mailOf(changed),
              { kind: "headcount", from: event.headcount, before },
              refunded,
            ),
            eventTeamEmail(mailOf(changed), "headcount"),
          ]);
          const money = priceChangeSentences(before, changed, refunded).join(" ");
          return {
            ok: true,
            event: changed,
            message: `Your event is now for ${headcount} people: ${formatPrice(price.totalCents)} in all. ${money}`,
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
          const price = priceAtStart(event, start, now);
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
          await reissueDeposit(tx, moved, now);
          await queueAttendeeUpdates(tx, context, moved, "moved");
          const messages: OutboxMessage[] = timeLost
            ? [eventConfirmationEmail(mailOf(moved)), eventTeamEmail(mailOf(moved), "new")]
            : [
                eventChangedEmail(mailOf(moved), {
                  kind: "rescheduled",
                  previousStart: event.start,
                  before: { totalCents: event.totalCents, depositCents: event.depositCents },
                }),
                eventTeamEmail(mailOf(moved), "rescheduled"),
              ];
          if (!timeLost && taken.host.id !== event.hostId) {
            messages.push(eventTeamEmail({ ...mailOf(event), sequence: moved.sequence }, "cancelled"));
          }
          await enqueueEmails(tx, messages);
          const money = moveMoneySentence(event, moved);
          return {
            ok: true,
            event: moved,
            message: `Your event has a new time. We have emailed the updated invitation.${money ? ` ${money}` : ""}`,
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
          await queueAttendeeUpdates(tx, context, cancelled, "cancelled");
          // An unpaid deposit invoice is cancelled by a credit note; it is never edited (decision 071).
          await creditUnpaidDeposit(tx, cancelled, now);
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
