import type Stripe from "stripe";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  PaymentProviderError,
  type RefundRequest,
} from "~/server/services/payments/provider.server";

export interface StripeProviderOptions {
  secretKey: string;
  /** Tests point the SDK at a local double of Stripe's API, e.g. http://127.0.0.1:12111. */
  apiBase?: string | undefined;
}

/** The SDK is several hundred modules: it loads with the first checkout, not at start-up. */
export async function stripeClient({ secretKey, apiBase }: StripeProviderOptions): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
}

/** Stripe Checkout: a one-off payment of the deposit, one line item, the quote id in metadata. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  return {
    name: "stripe",
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      client ??= stripeClient(options);
      const stripe = await client;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.quoteId,
          metadata: { quote_id: request.quoteId },
          payment_intent_data: { metadata: { quote_id: request.quoteId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new PaymentProviderError("Stripe returned a checkout session without a URL.");
      return { sessionId: session.id, url: session.url };
    },
    async refund(request: RefundRequest): Promise<{ refundId: string }> {
      client ??= stripeClient(options);
      const stripe = await client;
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentReference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}
