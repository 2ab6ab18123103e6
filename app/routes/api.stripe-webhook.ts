import Stripe from "stripe";
import { runtime } from "../../server/runtime";
import type { CheckoutEvent } from "../../server/services/deposits";
import type { Route } from "./+types/api.stripe-webhook";

const handled = new Set<CheckoutEvent["type"]>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
]);

export function loader() {
  return Response.json(
    { error: "Stripe sends webhooks with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/**
 * Stripe's webhook. The signature is checked on the raw body exactly as received (parsing
 * first would change the bytes); only then is the event trusted and fulfilled, once per id.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { stripeWebhookSecret, deposits } = runtime();
  if (!stripeWebhookSecret) {
    return Response.json({ error: "Stripe webhooks are not configured on this server." }, { status: 400 });
  }
  const signature = request.headers.get("stripe-signature");
  if (!signature) return Response.json({ error: "Missing Stripe-Signature header." }, { status: 400 });
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(payload, signature, stripeWebhookSecret);
  } catch {
    return Response.json({ error: "The webhook signature is not valid." }, { status: 400 });
  }
  if (!handled.has(event.type as CheckoutEvent["type"])) {
    return Response.json({ received: true, outcome: "ignored" });
  }
  const session = event.data.object as Stripe.Checkout.Session;
  if (typeof session?.id !== "string") {
    return Response.json({ error: "The event carries no checkout session." }, { status: 400 });
  }
  const outcome = await deposits.fulfil({
    eventId: event.id,
    type: event.type as CheckoutEvent["type"],
    sessionId: session.id,
    quoteId: session.metadata?.quote_id ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentStatus: session.payment_status ?? null,
  });
  if (outcome === "amount_mismatch") {
    console.warn(`Stripe event ${event.id} refused: amount or currency does not match the quote's deposit.`);
    return Response.json(
      { error: "The amount does not match the quote's deposit.", outcome },
      { status: 400 },
    );
  }
  return Response.json({ received: true, outcome });
}
