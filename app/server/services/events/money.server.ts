import { eq } from "drizzle-orm";
import { depositCents, type EventPrice } from "~/domain/pricing";
import { eventPayments } from "~/server/db/schema.server";
import type { EventContext } from "~/server/services/events/context.server";
import { type EventView, eventKeyMatches, eventPaths, findEvent } from "~/server/services/events/view.server";
import type { Tx } from "~/server/services/quote/model.server";

/**
 * The money of an event after it is booked (decisions 057, 061): the deposit a change of price
 * calls for, the card checkout of what is still due, and refunds through the provider that took
 * each payment. The manage service (headcount, move, cancel) calls these.
 */

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
 * The deposit after a change of price: the policy's share of the new total, and what was paid
 * stands when the total falls, up to the new total. What was asked but not yet paid does not: a
 * share that grew and then shrank asks the share of the total as it is now. A bigger event paid
 * by card collects its share (8 → 200 people after paying leaves a deposit of half, not 7.4%),
 * paid from the event's page; one whose deposit invoice was paid has no such way to pay, so its
 * growth goes on the balance invoiced after the event.
 */
export function depositAfter(
  event: Pick<EventView, "paidCents" | "paymentMode">,
  price: Pick<EventPrice, "totalCents" | "depositPercent">,
): number {
  const share = depositCents(price.totalCents, price.depositPercent);
  const paid = Math.min(event.paidCents, price.totalCents);
  if (event.paidCents > 0 && event.paymentMode === "invoice") return paid;
  return Math.max(paid, share);
}

/**
 * The deposit still due by card: a paid card event whose share grew with its headcount or a rush
 * fee owes the difference before it starts (decision 061). Zero on every other event.
 */
export function depositOwedCents(
  event: Pick<EventView, "status" | "paymentMode" | "depositCents" | "paidCents" | "start">,
  now: number,
): number {
  const due = event.depositCents - event.paidCents;
  return event.status === "paid" && event.paymentMode === "card" && event.start > now && due > 0 ? due : 0;
}

/** Refunds and the deposit still due, for the event service's context. */
export function createEventMoney(context: EventContext) {
  const { db, secret } = context;

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

  return {
    refund,

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
      const due = depositOwedCents(event, now.getTime());
      if (due <= 0) return { ok: false, status: 409, error: "No deposit is due on this event." };
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
  };
}

/** The answer when the card processor cannot refund: the caller's transaction rolled back. */
export const providerFailed: { ok: false; status: 502; error: string } = {
  ok: false,
  status: 502,
  error:
    "We could not reach the card processor to refund you just now. Nothing was changed: please try again in a few minutes.",
};

/** An error from the card processor's API (network, refusal), as opposed to a bug. */
export function isProviderError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const type = (error as { type?: unknown }).type;
  return typeof type === "string" && type.startsWith("Stripe");
}
