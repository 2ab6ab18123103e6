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
  /** When the checkout stops taking payment (an event's hold ends then); Stripe's default otherwise. */
  expiresAt?: Date | undefined;
}

/** A refund of part or all of a paid checkout. */
export interface RefundRequest {
  /** The payment's reference as fulfilment stored it (a Stripe payment intent id). */
  paymentReference: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the visitor pays. */
  url: string;
}

/**
 * A payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in
 * test checkout when it is turned on. Both confirm payments through the same fulfilment
 * function (deposits.server.ts). With neither, the site takes no card payment at all: the
 * client asks for an invoice.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Returns the provider's refund id; the test checkout moves no money and makes one up. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** How this server takes deposits: a card checkout (real or test) or invoices only. */
export type PaymentMode = PaymentProvider["name"] | "invoice";

export class PaymentProviderError extends Error {}
