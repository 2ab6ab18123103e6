import type { PaymentMode, PublicQuote, QuoteFailure } from "~/domain/quote-fields";
import type { PricingItem, QuoteBreakdown } from "~/domain/quote-pricing";

/** The shapes /billing's loader and action hand its sections (the route's data, as the page sees it). */

export type CatalogEntry = PricingItem & { activitySlug: string; title: string };

export type { PaymentMode };

/** A quote as the page lists it: the API's own shape, with its activity's title and its lines. */
export type QuoteRow = PublicQuote & { title: string; breakdown: QuoteBreakdown };

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
