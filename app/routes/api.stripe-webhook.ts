import { runtime } from "~/server/runtime.server";
import { handleStripeWebhook } from "~/server/services/stripe-webhook.server";
import type { Route } from "./+types/api.stripe-webhook";

/** Stripe's webhook: a resource route, so request.text() is the raw body the signature covers. */
export async function action({ request }: Route.ActionArgs) {
  const { stripeWebhookSecret, deposits, events } = runtime();
  return handleStripeWebhook(request, {
    secret: stripeWebhookSecret,
    // A paid deposit of an event's quote confirms the event in fulfilment's transaction.
    fulfil: (event) => deposits.fulfil(event, events.onDepositPaid),
  });
}
