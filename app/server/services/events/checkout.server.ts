import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { site } from "~/config/site";
import { registrableDomain } from "~/domain/email-policy";
import {
  type EventActivity,
  eventSlotRules,
  eventUnbookableMessages,
  parseEventCheckout,
} from "~/domain/event-checkout";
import type { AttributionInput, FieldErrors } from "~/domain/leads";
import { addDays, blockedUntil, dateIn, isoUtc } from "~/domain/scheduling";
import { UNIQUE_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookings, emailOutbox, eventOrders, quotes } from "~/server/db/schema.server";
import { emailCodeEmail } from "~/server/email/code-email.server";
import { freeSlots, refusingOverlap, takeHost } from "~/server/services/booking/availability.server";
import { eventScope, type HostScope } from "~/server/services/booking/hosts.server";
import {
  admitEvent,
  type EventAdmission,
  emailCodeFor,
  emailCodeMatches,
  emailCodeTries,
  eventLimitMessages,
} from "~/server/services/booking-limits.server";
import type { EventContext } from "~/server/services/events/context.server";
import { eventActivity, voucherProblem } from "~/server/services/events/rules.server";
import { createEventSettlement } from "~/server/services/events/settle.server";
import { eventPaths } from "~/server/services/events/view.server";
import { honeypotRefusal } from "~/server/services/lead-record.server";
import { enqueueEmails } from "~/server/services/outbox.server";

/**
 * Buying an event (decision 057): the calendar of an activity's events, and the checkout that
 * admits the buyer (decision 064) and holds a host's time while they pay, or confirms it at once
 * with an invoice. Making a held event final is settle.server.ts's.
 */

const MINUTE = 60_000;

/** Code attempts one email address gets a quarter hour. */

export type CheckoutAnswer =
  | {
      ok: true;
      id: string;
      /** Where the buyer goes next: the card checkout, or the event's page once invoiced. */
      next: string;
      status: "held" | "invoiced";
    }
  | {
      ok: false;
      status: 400 | 404 | 409 | 422 | 429 | 502;
      error: string;
      fieldErrors: FieldErrors;
      /** The mailbox's code was emailed (wake the outbox). */
      queued?: boolean;
      /** Not a fault: the checkout waits for the code emailed to this address (`emailCode`). */
      codeRequested?: boolean;
      /** A time taken meanwhile: the free starts nearest to it. */
      nearby?: { start: number; end: number }[];
    };

const refusedFields = (
  fieldErrors: FieldErrors,
  error = "Please correct the highlighted fields.",
): CheckoutAnswer => ({
  ok: false,
  status: 422,
  error,
  fieldErrors,
});

export function createEventCheckout(context: EventContext) {
  const { db, origin, secret, limits } = context;
  const settle = createEventSettlement(context);

  /**
   * The emailed code a checkout may carry (`emailCode`, six digits once parsed): whether it
   * matches this email's code. Every attempt counts against the address's few tries a quarter
   * hour, so a code cannot be guessed.
   */
  async function checkCode(
    typed: string | undefined,
    email: string,
    now: Date,
  ): Promise<{ ok: true; confirmed: boolean } | { ok: false; answer: CheckoutAnswer }> {
    if (!limits || typed === undefined) return { ok: true, confirmed: false };
    const tries = await context.rateLimiter?.hit(`email-code:${email}`, emailCodeTries, now);
    if (tries && !tries.allowed) {
      const error = eventLimitMessages.codeTries;
      return { ok: false, answer: { ok: false, status: 429, error, fieldErrors: { emailCode: [error] } } };
    }
    if (emailCodeMatches(secret, email, typed, now, limits.codeMinutes)) return { ok: true, confirmed: true };
    return { ok: false, answer: refusedFields({ emailCode: [eventLimitMessages.codeWrong] }) };
  }

  /** The free starts nearest to `start` under these rules, for a refused time. */
  async function nearby(
    rules: ReturnType<typeof eventSlotRules>,
    scope: HostScope,
    start: number,
    timeZone: string,
    now: Date,
  ): Promise<{ start: number; end: number }[]> {
    const from = addDays(dateIn(start, timeZone), -3);
    const slots = await freeSlots(db, rules, { from, days: 7, timeZone, now, scope });
    return slots
      .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start))
      .slice(0, 6)
      .sort((a, b) => a.start - b.start);
  }

  return {
    /** Free starts of an activity's event with these add-ons, for `days` days from `from` in `timeZone`. */
    async slots(
      activity: EventActivity,
      addOns: readonly string[],
      query: { from: string; days: number; timeZone: string; now?: Date },
    ) {
      return freeSlots(db, eventSlotRules(activity, addOns), { ...query, scope: eventScope(activity.id) });
    },

    /**
     * The checkout: validates every field, checks the voucher, takes a free host under the lock
     * and stores the booking (held), its quote and the order in one transaction. With an invoice
     * the event is final at once; with a card the buyer goes to the checkout, and the hold keeps
     * the time until it ends (`site.events.holdMinutes`) or the deposit is paid.
     */
    async checkout(
      slug: string,
      raw: unknown,
      input: {
        now?: Date;
        ownerHash: string;
        attribution?: AttributionInput | null;
        /** The client address (addressKey): the admission policy counts by it, staff cancel by it. */
        clientAddress?: string | null;
      },
    ): Promise<CheckoutAnswer> {
      const now = input.now ?? new Date();
      const activity = eventActivity(slug);
      if (!activity)
        return { ok: false, status: 404, error: "There is no such activity to book.", fieldErrors: {} };
      const trapped = honeypotRefusal(raw);
      if (trapped) return { ...trapped, fieldErrors: {} };
      const parsed = parseEventCheckout(raw, activity, now);
      if (!parsed.ok) return refusedFields(parsed.fieldErrors, parsed.error);
      const { data, price } = parsed;
      const domain = registrableDomain(data.email);
      const clientAddress = input.clientAddress ?? null;
      const code = await checkCode(data.emailCode, data.email, now);
      if (!code.ok) return code.answer;
      if (data.payment === "card" && !context.provider) {
        return refusedFields({
          payment: ["Card payment is not available on this site right now: choose an invoice instead."],
        });
      }
      const addOns = price.lines.flatMap((line) => (line.kind === "addon" ? [line.id] : []));
      const rules = eventSlotRules(activity, addOns);
      const messages = eventUnbookableMessages(addOns);
      const end = data.start + rules.minutes * MINUTE;
      const id = randomUUID();
      const holdExpiresAt = new Date(now.getTime() + site.events.holdMinutes * MINUTE);

      const work = () =>
        db.transaction(async (tx): Promise<CheckoutAnswer> => {
          const voucher = await voucherProblem(tx, data.voucherCode, now);
          if (voucher) return refusedFields({ voucherCode: [voucher] });
          const admission: EventAdmission = limits
            ? await admitEvent(tx, { email: data.email, domain, clientAddress }, now, limits, code.confirmed)
            : { ok: true, confirmed: false };
          if (!admission.ok && admission.reason === "code" && limits) {
            // A code sent within its lifetime still works: a repeated post sends nothing new.
            const recent = await tx.$count(
              emailOutbox,
              and(
                eq(emailOutbox.to, data.email),
                eq(emailOutbox.kind, "email_code"),
                gt(emailOutbox.createdAt, new Date(now.getTime() - limits.codeMinutes * MINUTE)),
              ),
            );
            const code = emailCodeFor(secret, data.email, now, limits.codeMinutes);
            if (recent === 0) await enqueueEmails(tx, [emailCodeEmail(data.email, code, limits.codeMinutes)]);
            return {
              ok: false,
              status: 422,
              error: admission.error,
              fieldErrors: {},
              queued: recent === 0,
              codeRequested: true,
            };
          }
          if (!admission.ok) {
            const fieldErrors: FieldErrors =
              admission.reason === "limit" && admission.field ? { email: [admission.error] } : {};
            return { ok: false, status: 429, error: admission.error, fieldErrors };
          }
          const taken = await takeHost(tx, rules, data.start, now, {
            scope: eventScope(activity.id),
            messages,
          });
          if (!taken.ok)
            return { ok: false, status: 409, error: taken.error, fieldErrors: { start: [taken.error] } };
          await tx.insert(bookings).values({
            id,
            type: "event",
            hostId: taken.host.id,
            startsAt: new Date(data.start),
            endsAt: new Date(end),
            blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
            status: "pending",
            holdExpiresAt,
            name: data.name,
            email: data.email,
            company: data.company,
            notes: null,
            visitorTimeZone: data.timeZone,
            emailDomain: domain,
            clientAddress,
            emailConfirmedAt: admission.confirmed ? now : null,
            // The scheduler's call reminders are not an event's: marked as needing none.
            reminderQueuedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          const [quote] = await tx
            .insert(quotes)
            // The event's order owns its figures and its booking its start: quote_view reads them there.
            .values({
              activitySlug: activity.id,
              contactEmail: data.email,
              clientRef: data.poNumber,
              ownerHash: input.ownerHash,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: quotes.id });
          if (!quote) throw new Error("The quote insert returned no row.");
          await tx.insert(eventOrders).values({
            id,
            quoteId: quote.id,
            activitySlug: activity.id,
            headcount: data.headcount,
            addOns,
            voucherCode: data.voucherCode && data.voucherUpgrade ? data.voucherCode : null,
            voucherUpgrade: data.voucherCode && data.voucherUpgrade ? data.voucherUpgrade : null,
            lines: price.lines,
            totalCents: price.totalCents,
            depositCents: price.depositCents,
            paymentMode: data.payment,
            status: "held",
            billingName: data.billingName,
            billingEmail: data.billingEmail,
            poNumber: data.poNumber,
            invoiceAddress: data.invoiceAddress,
            pricedAt: now,
            termsStartsAt: new Date(data.start),
            createdAt: now,
            updatedAt: now,
          });
          if (data.payment === "invoice") {
            await tx
              .update(quotes)
              .set({ status: "invoice_requested", invoiceRequestedAt: now, updatedAt: now })
              .where(eq(quotes.id, quote.id));
            await settle.finalise(tx, id, "invoiced", now, input.attribution ?? null);
            return { ok: true, id, next: eventPaths(id, secret).manage, status: "invoiced" };
          }
          return { ok: true, id, next: quote.id, status: "held" };
        });

      let answer: CheckoutAnswer;
      try {
        answer = await refusingOverlap(work, {
          ok: false,
          status: 409,
          error: messages.taken,
          fieldErrors: { start: [messages.taken] },
        });
      } catch (error) {
        if (violatedConstraint(error, UNIQUE_VIOLATION) === "event_orders_voucher_live_idx") {
          return refusedFields({ voucherCode: ["That voucher has already been used for an event."] });
        }
        throw error;
      }
      if (!answer.ok) {
        if (answer.queued) context.onQueued();
        if (answer.status === 409)
          answer.nearby = await nearby(rules, eventScope(activity.id), data.start, data.timeZone, now);
        return answer;
      }
      if (answer.status === "invoiced") {
        context.onQueued();
        return answer;
      }
      // The card checkout stops taking payment before the hold ends, so a payment always lands
      // while the time is still held (Stripe keeps a checkout open 30 minutes at the least).
      const paths = eventPaths(id, secret);
      const session = await context.deposits
        .openCheckout({
          quoteId: answer.next,
          amountCents: price.depositCents,
          currency: "usd",
          customerEmail: data.email,
          successUrl: `${origin}${paths.manage}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}${paths.manage}`,
          expiresAt: new Date(now.getTime() + site.events.checkoutMinutes * MINUTE),
          description: `Deposit for ${activity.title} on ${isoUtc(data.start).slice(0, 10)} (${data.headcount} people)`,
        })
        .catch((error: unknown) => {
          console.error(`Event ${id}: the card checkout could not be opened`, error);
          return null;
        });
      if (!session?.ok) {
        // Nothing to pay through: the hold is let go at once rather than left to run out.
        await db.transaction(async (tx) => {
          await tx.update(bookings).set({ status: "expired", updatedAt: now }).where(eq(bookings.id, id));
          await tx
            .update(eventOrders)
            .set({ status: "expired", updatedAt: now })
            .where(eq(eventOrders.id, id));
        });
        return {
          ok: false,
          status: 502,
          error:
            "We could not open the card payment just now. Nothing was booked: try again, or choose an invoice.",
          fieldErrors: { payment: ["The card payment could not be opened. Try again or choose an invoice."] },
        };
      }
      return { ok: true, id, next: session.sessionUrl, status: "held" };
    },

    /** A deposit paid: settle.server.ts records it and makes the held event final. */
    onDepositPaid: settle.onDepositPaid,
  };
}
