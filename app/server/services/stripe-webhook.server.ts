import type Stripe from "stripe";
import type { CheckoutEvent, FulfilmentOutcome } from "~/server/services/deposits.server";

const handled = new Set<string>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
]);

export interface WebhookDeps {
  secret: string | null;
  fulfil: (event: CheckoutEvent) => Promise<FulfilmentOutcome>;
}

/**
 * Stripe's webhook. The signature is checked on the raw body exactly as received (parsing
 * first would change the bytes); only then is the event trusted and fulfilled, once per id.
 */
export async function handleStripeWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (!deps.secret) {
    return Response.json({ error: "Stripe webhooks are not configured on this server." }, { status: 400 });
  }
  const signature = request.headers.get("stripe-signature");
  if (!signature) return Response.json({ error: "Missing Stripe-Signature header." }, { status: 400 });
  const payload = await request.text();
  // The SDK (hundreds of modules) loads on the first webhook, not with every server.
  const { default: StripeSdk } = await import("stripe");
  let event: Stripe.Event;
  try {
    event = await StripeSdk.webhooks.constructEventAsync(payload, signature, deps.secret);
  } catch {
    return Response.json({ error: "The webhook signature is not valid." }, { status: 400 });
  }
  if (!handled.has(event.type)) return Response.json({ received: true, outcome: "ignored" });
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  if (typeof session?.id !== "string") {
    return Response.json({ error: "The event carries no checkout session." }, { status: 400 });
  }
  const outcome = await deps.fulfil({
    eventId: event.id,
    type: event.type as CheckoutEvent["type"],
    sessionId: session.id,
    quoteId: typeof session.metadata?.quote_id === "string" ? session.metadata.quote_id : null,
    amountTotal: typeof session.amount_total === "number" ? session.amount_total : null,
    currency: typeof session.currency === "string" ? session.currency : null,
    paymentStatus: typeof session.payment_status === "string" ? session.payment_status : null,
    paymentReference:
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : typeof session.payment_intent?.id === "string"
          ? session.payment_intent.id
          : null,
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
