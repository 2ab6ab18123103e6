import { z } from "zod";
import { inputConstraints } from "~/domain/input-constraints";
import { HEADCOUNT_MAX, HEADCOUNT_MIN } from "~/domain/quote-pricing";
import { hasUnsafeText } from "./text-safety";

// zod probes `new Function` to compile faster parsers; the site's CSP forbids eval, and the probe
// alone is reported as a violation in the browser. The interpreted parsers are fast enough here.
z.config({ jitless: true });

/** The one message when any required field of the quote form is missing. */
export const REQUIRED_MESSAGE = "Please fill in all required fields";
/** The message when every required field is there but some value is refused. */
export const INVALID_MESSAGE = "Please correct the highlighted fields";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === ""
    ? undefined
    : typeof value === "string"
      ? value.trim()
      : value;

/**
 * The create-quote fields, shared by the browser (live messages) and the server (the parse that
 * counts). Amounts are not fields: the server prices the quote.
 */
export const createQuoteSchema = z.object({
  activity_slug: z.preprocess(
    blankToUndefined,
    z.string({ error: "Choose an activity" }).regex(/^[a-z0-9-]{1,60}$/, "Choose an activity"),
  ),
  est_headcount: z.preprocess(
    (value) => {
      const trimmed = blankToUndefined(value);
      return typeof trimmed === "string" && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? "Enter the estimated headcount"
            : "Enter the estimated headcount as a whole number",
      })
      .int("Enter the estimated headcount as a whole number")
      .min(HEADCOUNT_MIN, `Headcount must be at least ${HEADCOUNT_MIN}`)
      .max(HEADCOUNT_MAX, `For more than ${HEADCOUNT_MAX} people, contact us for a custom quote`),
  ),
  contact_email: z.preprocess(
    blankToUndefined,
    z
      .email({
        error: (issue) => (issue.input === undefined ? "Enter a contact email" : "Invalid email address"),
      })
      .max(254),
  ),
  client_ref: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(100, "Keep the reference under 100 characters")
      // PostgreSQL cannot store NUL, and no reference needs control characters or broken Unicode.
      .refine((value) => !hasUnsafeText(value), "Use letters, numbers and punctuation only")
      .optional(),
  ),
  addons: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.enum(["rush", "branding", "shipping_per_kit"], { error: "Choose add-ons from the list" }))
        .max(3),
    )
    .default([]),
});

export type CreateQuoteInput = z.output<typeof createQuoteSchema>;

/** The attributes each quote input takes from the schema (required, bounds, lengths, type). */
export const createQuoteInputs = inputConstraints(createQuoteSchema);

/**
 * Why a quote was refused, as a code the page acts on (which toast, which summary) instead of
 * comparing messages: a required field missing, or a value refused.
 */
export type QuoteRefusal = "missing_required" | "invalid";
/** Every way creating a quote can fail: refused, or the server could not store it just now. */
export type QuoteFailure = QuoteRefusal | "unavailable";

export interface QuoteFormErrors {
  code: QuoteRefusal;
  error: string;
  fieldErrors: Partial<Record<keyof CreateQuoteInput, string[]>>;
}

const REQUIRED_FIELDS = (Object.keys(createQuoteInputs) as (keyof CreateQuoteInput)[]).filter(
  (field) => createQuoteInputs[field].required,
);

/** The top message: the required-fields message when one is missing, else a general one. */
export function quoteFormErrors(raw: Record<string, unknown>, error: z.ZodError): QuoteFormErrors {
  const missing = REQUIRED_FIELDS.some((field) => blankToUndefined(raw[field]) === undefined);
  return {
    code: missing ? "missing_required" : "invalid",
    error: missing ? REQUIRED_MESSAGE : INVALID_MESSAGE,
    fieldErrors: z.flattenError(error).fieldErrors as QuoteFormErrors["fieldErrors"],
  };
}

/** A refusal the server finds after the parse (an activity or add-on the catalogue lacks). */
export function invalidQuote(fieldErrors: QuoteFormErrors["fieldErrors"]): QuoteFormErrors {
  return { code: "invalid", error: INVALID_MESSAGE, fieldErrors };
}

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
  status: string;
  /** How the deposit was paid: "stripe", "test" (no money taken), "invoice"; null while unpaid. */
  payment_method: string | null;
  created_at: string;
}
