import { z } from "zod";
import { EMAIL_MAX_LENGTH, isFreeMail, isPlainEmailAddress } from "./email-policy";
import {
  type AttributionKey,
  type FieldErrors,
  fieldErrorsOf,
  invalidFormMessage,
  messages,
  occasions,
  procurementDocuments,
  teamSizeValues,
  textLimits,
} from "./lead-fields";
import { type LeadKind, sourcePattern } from "./lead-kinds";
import { hasUnsafeText, toOneLine } from "./text-safety";

export {
  type AttributionKey,
  attributionKeys,
  type FieldErrors,
  HONEYPOT_FIELD,
  honeypotMessage,
  invalidFormMessage,
  messages,
  occasions,
  procurementDocuments,
  teamSizes,
  teamSizeValues,
} from "./lead-fields";
export {
  consentText,
  guideConsentText,
  type LeadKind,
  leadKinds,
  newsletterConsentText,
} from "./lead-kinds";

// The site's CSP forbids eval: zod must not compile parsers with new Function (nor probe for it,
// which the browser reports as a violation even though zod catches the error).
z.config({ jitless: true });

/**
 * One zod schema per form, the server's parse of what the form posts. The browser checks what
 * the inputs' own attributes say (required, type, maxLength); the limits both read, the option
 * lists and the messages live in lead-fields.ts, which costs a page nothing.
 */
/** A form field arrives as a string (HTML form) or a JSON value; anything else is not text. */
const asText = (value: unknown) => (value === null || value === undefined ? "" : value);

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** NUL, other control characters and broken Unicode cannot be stored: a field error, not a 500. */
const safeText = (label: string) => ({
  message: `${label} contains invisible control characters: remove them and try again`,
  abort: true,
});

function requiredText(message: string, label: string, max: number) {
  return z.preprocess(
    asText,
    z
      .string({ message })
      .refine((value) => !hasUnsafeText(value), safeText(label))
      .trim()
      .min(1, { message, abort: true })
      .max(max, tooLong(label, max)),
  );
}

/** Names and companies are one line: line breaks become spaces before the checks (`toOneLine`). */
const oneLine = <T extends z.ZodType>(schema: T) => z.preprocess(toOneLine, schema);

function optionalText(label: string, max: number) {
  return z.preprocess(
    asText,
    z
      .string({ message: `${label} must be text` })
      .refine((value) => !hasUnsafeText(value), safeText(label))
      .trim()
      .max(max, tooLong(label, max))
      .transform((value) => (value === "" ? null : value)),
  );
}

function emailField({ work }: { work: boolean }) {
  return z.preprocess(
    asText,
    z
      .string({ message: messages.emailRequired })
      .trim()
      .min(1, { message: messages.emailRequired, abort: true })
      .max(EMAIL_MAX_LENGTH, tooLong("Email", EMAIL_MAX_LENGTH))
      // One plain address: no display name, brackets, commas, colons, control or bidi characters.
      .refine(isPlainEmailAddress, { message: messages.emailInvalid, abort: true })
      .refine((email) => !work || !isFreeMail(email), messages.workEmail)
      .transform((email) => email.toLowerCase()),
  );
}

/** HTML checkboxes send "on"; JSON sends true. Anything else is "not ticked". */
const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, { message: messages.consent }),
);

function choice<T extends readonly [string, ...string[]]>(
  options: T,
  required: string | null,
  label: string,
) {
  const allowed = z.enum(options, { message: `Choose one of the ${label} options` });
  return z.preprocess(
    (value) => (value === null || value === undefined || value === "" ? undefined : value),
    required
      ? z.union([allowed, z.undefined()]).refine((v) => v !== undefined, required)
      : allowed.optional(),
  );
}

const source = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? undefined : value),
  z
    .string({ message: "Source must be text" })
    .trim()
    .regex(sourcePattern, "Source must be a short identifier")
    .optional(),
);

export const toolkitLeadSchema = z.object({
  name: oneLine(requiredText(messages.nameRequired, "Name", textLimits.name)),
  email: emailField({ work: true }),
  company: oneLine(optionalText("Company", textLimits.company)),
  teamSize: choice(teamSizeValues, null, "team size"),
  consent: consentField,
  source,
});

const tags = z
  .array(z.string({ message: "Tags must be text" }).trim().max(40, "Tags must be at most 40 characters"), {
    message: "Tags must be a list of text",
  })
  .max(10, "At most 10 tags")
  .optional();

export const guideLeadSchema = z.object({
  tags,
  email: emailField({ work: false }),
  first_name: oneLine(optionalText("First name", textLimits.first_name)),
  last_name: oneLine(optionalText("Last name", textLimits.last_name)),
  company: oneLine(optionalText("Company", textLimits.company)),
  phone: optionalText("Phone", textLimits.phone),
  source,
});

export const newsletterSchema = z.object({
  tags,
  email: emailField({ work: false }),
  source,
});

export const voucherClaimSchema = z.object({
  name: oneLine(requiredText(messages.nameRequired, "Name", textLimits.name)),
  email: emailField({ work: true }),
  company: oneLine(requiredText(messages.companyRequired, "Company", textLimits.company)),
  teamSize: choice(teamSizeValues, null, "team size"),
  consent: consentField,
  source,
});

export const bookingSchema = z.object({
  name: oneLine(requiredText(messages.nameRequired, "Name", textLimits.name)),
  email: emailField({ work: false }),
  companyName: oneLine(requiredText(messages.companyNameRequired, "Company name", textLimits.companyName)),
  teamSize: choice(teamSizeValues, messages.teamSizeRequired, "team size"),
  occasion: choice(occasions, messages.occasionRequired, "occasion"),
  preferredDates: optionalText("Preferred dates", textLimits.preferredDates),
  budget: optionalText("Budget", textLimits.budget),
  source,
});

export const contactSchema = z.object({
  name: oneLine(requiredText(messages.nameRequired, "Name", textLimits.name)),
  email: emailField({ work: false }),
  company: oneLine(optionalText("Company", textLimits.company)),
  message: requiredText(messages.messageRequired, "Message", textLimits.message),
  source,
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const demoRequestSchema = z.object({
  name: oneLine(requiredText(messages.nameRequired, "Name", textLimits.name)),
  email: emailField({ work: false }),
  company: oneLine(requiredText(messages.companyRequired, "Company", textLimits.company)),
  teamSize: choice(teamSizeValues, null, "team size"),
  preferredDate: z.preprocess(
    asText,
    z
      .string({ message: messages.preferredDateRequired })
      .trim()
      .min(1, { message: messages.preferredDateRequired, abort: true })
      .refine(
        (value) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        messages.preferredDateInvalid,
      ),
  ),
  source,
});

/** A ticked box: "on" from an HTML form, true from JSON; anything else is not ticked. */
const isTicked = (value: unknown) => value === true || value === "on" || value === "true";
const ticked = z.preprocess(isTicked, z.boolean());

export const procurementRequestSchema = z.object({
  name: requiredText(messages.nameRequired, "Name", textLimits.name),
  email: emailField({ work: true }),
  company: requiredText(messages.companyRequired, "Company", textLimits.company),
  dpa: ticked,
  w9: ticked,
  insurance: ticked,
  questionnaire: ticked,
  message: optionalText("Message", textLimits.message),
  source,
});

/**
 * Rules across several fields, checked beside the schema and reported with the fields' own
 * errors (zod skips an object's refinements once a field has failed). Each names its group.
 */
const groupRules: Partial<Record<LeadKind, (input: Record<string, unknown>) => FieldErrors>> = {
  procurement: (input): FieldErrors =>
    procurementDocuments.some((document) => isTicked(input[document.name]))
      ? {}
      : { documents: [messages.documentsRequired] },
};

export const leadSchemas = {
  toolkit: toolkitLeadSchema,
  guide: guideLeadSchema,
  newsletter: newsletterSchema,
  voucher: voucherClaimSchema,
  booking: bookingSchema,
  contact: contactSchema,
  demo: demoRequestSchema,
  procurement: procurementRequestSchema,
} as const satisfies Record<LeadKind, z.ZodType>;

export type LeadInput<K extends LeadKind> = z.output<(typeof leadSchemas)[K]>;

/** Attribution a form carries in hidden fields (filled by the browser from the visit). */
export const attributionSchema = z.object({
  // satisfies: exactly the keys the browser sends (lead-fields.ts), no more, no fewer.
  utm_source: optionalText("utm_source", 200),
  utm_medium: optionalText("utm_medium", 200),
  utm_campaign: optionalText("utm_campaign", 200),
  utm_term: optionalText("utm_term", 200),
  utm_content: optionalText("utm_content", 200),
  referrer: optionalText("Referrer", 500),
  landing_path: optionalText("Landing path", 500),
} satisfies Record<AttributionKey, z.ZodType>);
export type AttributionInput = z.output<typeof attributionSchema>;

export type ParseResult<K extends LeadKind> =
  | { ok: true; data: LeadInput<K> }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/** Parses one form's fields; the first message per field is what the form shows. */
export function parseLead<K extends LeadKind>(kind: K, input: unknown): ParseResult<K> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: "Send the form fields as a JSON object.", fieldErrors: {} };
  }
  const result = leadSchemas[kind].safeParse(input);
  const groupErrors = groupRules[kind]?.(input as Record<string, unknown>) ?? {};
  if (result.success && Object.keys(groupErrors).length === 0) {
    return { ok: true, data: result.data as LeadInput<K> };
  }
  const fieldErrors = fieldErrorsOf(result.error?.issues ?? []);
  return { ok: false, error: invalidFormMessage, fieldErrors: { ...fieldErrors, ...groupErrors } };
}
