import { runtime } from "../../server/runtime";
import { handleStripeWebhook } from "../../server/services/stripe-webhook";
import type { Route } from "./+types/api.stripe-webhook";

export function loader() {
  return Response.json(
    { error: "Stripe sends webhooks with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** Stripe's webhook: a resource route, so request.text() is the raw body the signature covers. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { stripeWebhookSecret, deposits } = runtime();
  return handleStripeWebhook(request, { secret: stripeWebhookSecret, fulfil: deposits.fulfil });
}
