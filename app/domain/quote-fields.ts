/**
 * The quote form's messages, limits, refusal codes and wire types without zod (quote-form.ts
 * holds the schema, which only the server loads).
 */

/** The longest client reference a quote keeps: the schema's limit and the input's maxLength. */
export const CLIENT_REF_MAX = 100;

/** The one message when any required field of the quote form is missing. */
export const REQUIRED_MESSAGE = "Please fill in all required fields";
/** The message when every required field is there but some value is refused. */
export const INVALID_MESSAGE = "Please correct the highlighted fields";

/**
 * Why a quote was refused, as a code the page acts on (which toast, which summary) instead of
 * comparing messages: a required field missing, or a value refused.
 */
export type QuoteRefusal = "missing_required" | "invalid";
/** Every way creating a quote can fail: refused, or the server could not store it just now. */
export type QuoteFailure = QuoteRefusal | "unavailable";

/** Reads the form's fields from FormData (the no-JavaScript POST and the JS one alike). */
export function quoteFieldsFromForm(form: FormData): Record<string, unknown> {
  return {
    activity_slug: form.get("activity_slug") ?? undefined,
    est_headcount: form.get("est_headcount") ?? undefined,
    contact_email: form.get("contact_email") ?? undefined,
    client_ref: form.get("client_ref") ?? undefined,
    addons: form.getAll("addons"),
  };
}

/** How the site takes deposits: Stripe Checkout, the built-in test checkout, or invoices only. */
export type PaymentMode = "stripe" | "test" | "invoice";

/** What every page, email and document says of a payment the built-in test checkout took (DECISIONS). */
export const TEST_PAYMENT_LABEL = "Test payment — no money taken";

/** A quote as the JSON API and the /billing page hand it to the client (cents, snake_case). */
export interface PublicQuote {
  id: string;
  activity_slug: string;
  contact_email: string;
  client_ref: string | null;
  est_headcount: number;
  addons: string[];
  rate_cents: number;
  total_cents: number;
  deposit_cents: number;
  balance_cents: number;
  /** A /billing quote's status, or for an event's quote its event's (held, paid, invoiced, cancelled, completed, expired). */
  status: string;
  /** How the deposit was paid: "stripe", "test" (no money taken), "invoice"; null while unpaid. */
  payment_method: string | null;
  created_at: string;
  /** The event's start (ISO 8601, UTC) when the quote is for a dated event bought on the site. */
  event_starts_at: string | null;
  /** That start as people read it, in the business time zone ("Tuesday, December 15, 2026, 10:00 AM (America/New York (UTC-5))"). */
  event_when: string | null;
  /** The event's own page (its signed link) when the quote is for an event bought on the site. */
  event_url: string | null;
}
