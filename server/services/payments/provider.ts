/** What a deposit checkout needs, whoever takes the payment. */
export interface CheckoutRequest {
  quoteId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Must contain `{CHECKOUT_SESSION_ID}`; the provider substitutes its session id. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the visitor pays. */
  url: string;
}

/**
 * A payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in
 * test checkout. Both confirm payments through the same fulfilment function (deposits.ts).
 */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
}

export class PaymentProviderError extends Error {}
