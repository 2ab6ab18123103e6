import type { CheckoutEvent, PaymentSession } from "~/server/services/deposits.server";

/** The provider's "paid" event for a session, as the Stripe webhook hands it to fulfilment. */
export function paidEvent(session: PaymentSession, eventId: string): CheckoutEvent {
  return {
    eventId,
    type: "checkout.session.completed",
    sessionId: session.sessionId,
    quoteId: session.quoteId,
    amountTotal: session.amountCents,
    currency: session.currency,
    paymentStatus: "paid",
    paymentReference: `pi_${eventId}`,
  };
}
