import { z } from "zod";
import { type AddonKey, HEADCOUNT_MAX, HEADCOUNT_MIN, quoteAddonKeys } from "~/domain/quote-pricing";
import { EMAIL_MAX_LENGTH } from "./email-policy";
import { CLIENT_REF_MAX, INVALID_MESSAGE, type QuoteRefusal, REQUIRED_MESSAGE } from "./quote-fields";
import { hasUnsafeText, toOneLine } from "./text-safety";

export {
  CLIENT_REF_MAX,
  INVALID_MESSAGE,
  type PaymentMode,
  type PublicQuote,
  type QuoteFailure,
  type QuoteRefusal,
  quoteFieldsFromForm,
  REQUIRED_MESSAGE,
} from "./quote-fields";

// zod probes `new Function` to compile faster parsers; the site's CSP forbids eval, and the probe
// alone is reported as a violation in the browser. The interpreted parsers are fast enough here.
z.config({ jitless: true });

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === ""
    ? undefined
    : typeof value === "string"
      ? value.trim()
      : value;

/**
 * The create-quote fields as the server parses them (the form's inputs carry the same limits as
 * attributes). Amounts are not fields: the server prices the quote.
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
      .max(EMAIL_MAX_LENGTH),
  ),
  client_ref: z.preprocess(
    // One line: a line break becomes a space before the checks.
    (value) => blankToUndefined(toOneLine(value)),
    z
      .string()
      .max(CLIENT_REF_MAX, `Keep the reference under ${CLIENT_REF_MAX} characters`)
      // PostgreSQL cannot store NUL, and no reference needs control characters or broken Unicode.
      .refine((value) => !hasUnsafeText(value), "Use letters, numbers and punctuation only")
      .optional(),
  ),
  addons: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.enum(quoteAddonKeys as [AddonKey, ...AddonKey[]], { error: "Choose add-ons from the list" }))
        .max(quoteAddonKeys.length),
    )
    .default([]),
});

export type CreateQuoteInput = z.output<typeof createQuoteSchema>;

export interface QuoteFormErrors {
  code: QuoteRefusal;
  error: string;
  fieldErrors: Partial<Record<keyof CreateQuoteInput, string[]>>;
}

/** The fields the schema refuses to go without. */
const REQUIRED_FIELDS = (Object.keys(createQuoteSchema.shape) as (keyof CreateQuoteInput)[]).filter(
  (field) => !createQuoteSchema.shape[field].safeParse(undefined).success,
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
