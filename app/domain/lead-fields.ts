/**
 * What the lead forms share with the server without zod: the option lists, messages, the
 * honeypot and attribution field names. The schemas built from them are in leads.ts, which the
 * browser loads only when a visitor starts on a form.
 */
import { type TeamSizeId, teamSizeOptions } from "./catalogue";

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
 * What a procurement request may ask for: one checkbox each, named by `name` in the form and
 * stored as true or false under that name in the lead's fields.
 */
export const procurementDocuments = [
  { name: "dpa", label: "Data processing agreement (DPA)" },
  { name: "w9", label: "W-9 form" },
  { name: "insurance", label: "Certificate of insurance" },
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

export const invalidFormMessage = "Please correct the highlighted fields.";

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
