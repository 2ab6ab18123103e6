/**
 * What the lead forms share with the server without zod: the option lists, messages, text
 * limits, the honeypot and attribution field names. The schemas built from them are in leads.ts,
 * which only the server loads.
 */
import { type TeamSizeId, teamSizeOptions } from "./catalogue";
import { EMAIL_MAX_LENGTH } from "./email-policy";
import { vendorDocumentLabels } from "./vendor-pack";

export const messages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  workEmail: "Please use your work email so we can tailor your event.",
  consent: "Please agree to receive emails",
  companyRequired: "Company is required",
  companyNameRequired: "Company name is required",
  teamSizeRequired: "Team size is required",
  occasionRequired: "Occasion is required",
  messageRequired: "Message is required",
  preferredDateRequired: "Preferred date is required",
  preferredDateInvalid: "Enter the preferred date as a date (YYYY-MM-DD)",
  documentsRequired: "Choose at least one document",
} as const;

/**
 * The longest value each text field takes, by its name in the forms: the schemas (leads.ts,
 * booking-form.ts) refuse longer, and the inputs' maxLength stops typing there.
 */
export const textLimits = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  company: 160,
  companyName: 160,
  first_name: 80,
  last_name: 80,
  phone: 40,
  preferredDates: 200,
  budget: 100,
  message: 5000,
  notes: 1000,
} as const;

/**
 * What a procurement request may ask for: one checkbox each, named by `name` in the form and
 * stored as true or false under that name in the lead's fields.
 */
export const procurementDocuments = [
  { name: "dpa", label: vendorDocumentLabels.dpa.name },
  { name: "w9", label: vendorDocumentLabels.w9.name },
  { name: "insurance", label: vendorDocumentLabels.insurance.name },
  { name: "questionnaire", label: "Security questionnaire (send us yours, or ask for ours)" },
] as const;
export type ProcurementDocument = (typeof procurementDocuments)[number]["name"];

/**
 * Team sizes: one set for every form, the quiz and the catalogue filter, the filter's ranges
 * (the last covers the catalogue's largest groups). Stored as the plain-ASCII id ("31-80").
 */
export const teamSizes = teamSizeOptions.map(({ id, label }) => ({ value: id, label: `${label} people` }));
export const teamSizeValues = teamSizeOptions.map(({ id }) => id) as [TeamSizeId, ...TeamSizeId[]];

export const occasions = [
  "Team Building",
  "Onboarding",
  "Holiday Celebration",
  "4th of July",
  "Juneteenth",
  "Earth Day",
  "Quarterly Celebration",
  "Year-End Party",
  "Product Launch",
  "Other",
] as const;

/** The honeypot's name: people never see it, bots fill it. */
export const HONEYPOT_FIELD = "website";
export const honeypotMessage =
  "Your submission was flagged as automated. Please clear any autofilled hidden fields and try again, or email us.";

export type FieldErrors = Record<string, string[]>;

/** A schema's issues by the field they are about (the first path segment; "form" for the whole). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

export const invalidFormMessage = "Please correct the highlighted fields.";

/** The fields a lead form posts: one value per name, except `tags`, a list (hidden inputs). */
export type LeadFields = Record<string, string | string[]>;

/**
 * A lead form's fields from its form data, read the same way by the route action (the server's
 * parse) and by the browser's check before posting: the first value of each name, every `tags`
 * value, no files. Built with Object.fromEntries, so a field named `__proto__` is just a field.
 */
export function leadFieldsFromForm(form: Iterable<[string, FormDataEntryValue]>): LeadFields {
  const fields = new Map<string, string | string[]>();
  const tags: string[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name === "tags") tags.push(value);
    else if (!fields.has(name)) fields.set(name, value);
  }
  if (tags.length > 0) fields.set("tags", tags);
  return Object.fromEntries(fields);
}

/** What /forms/:kind answers a stored submission (with or without JavaScript). */
export interface LeadStored {
  ok: true;
  /** The first-event upgrade the claim issued (or gave back), else null. */
  voucher: { code: string; expires_at: string } | null;
  /** The source the form named: a toolkit page's own toolkit is offered from it. */
  source: string | null;
  /** Where the visitor came from (the no-JavaScript result page links back to it). */
  returnTo: string | null;
}

/** What /forms/:kind answers a refused submission: the form is drawn again with these. */
export interface LeadRefused {
  ok: false;
  error: string;
  fieldErrors: FieldErrors;
  /** What was typed, to fill the form again (text fields only; never the honeypot). */
  values: Record<string, string>;
  returnTo: string | null;
}

/** The browser could not reach the action (offline, or the server failed): nothing was stored. */
export interface LeadUnreachable {
  ok: false;
  unreachable: true;
}

export type LeadAnswer = LeadStored | LeadRefused;

/** Attribution a form carries in hidden fields (filled by the browser from the visit). */
export const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "landing_path",
] as const;
export type AttributionKey = (typeof attributionKeys)[number];
