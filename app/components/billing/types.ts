import type { QuoteFailure } from "~/domain/quote-form";
import type { PricingItem } from "~/domain/quote-pricing";

/** The shapes /billing's loader and action hand its sections (the route's data, as the page sees it). */

export type CatalogEntry = PricingItem & { activitySlug: string; title: string };

/** How the site takes deposits: Stripe Checkout, the built-in test checkout, or invoices only. */
export type PaymentMode = "stripe" | "test" | "invoice";

export interface QuoteRow {
  id: string;
  activity_slug: string;
  contact_email: string;
  client_ref: string | null;
  est_headcount: number;
  rate_cents: number;
  total_cents: number;
  deposit_cents: number;
  balance_cents: number;
  status: string;
  /** "stripe", "test" (no money taken) or "invoice" once the deposit is paid; null before. */
  payment_method: string | null;
  created_at: string;
}

export interface QuoteTotals {
  totalQuotes: number;
  acceptedQuotes: number;
  totalValueCents: number;
}

/**
 * What the /billing action answers when it does not redirect: always a failure, with a code the
 * page acts on. A created quote redirects to /billing?created=1, an opened deposit to its
 * checkout and a requested invoice to /billing?invoice=requested, with or without JavaScript.
 */
export type BillingActionResult =
  | {
      intent: "create";
      code: QuoteFailure;
      error: string;
      fieldErrors: Record<string, string[] | undefined>;
      /** What was sent, to fill the form again. */
      values: Record<string, unknown>;
    }
  | { intent: "deposit"; code: "deposit_failed"; error: string }
  | { intent: "invoice"; code: "invoice_failed"; error: string };
