/**
 * The lead kinds and what the site decides for each: one row per kind. Adding a kind means a row
 * here, its schema in `leadSchemas` (leads.ts) and its form; TypeScript refuses a kind that lacks
 * either. Plain data without zod, so a component that needs only a kind's default source (the
 * voucher teaser) does not load the schemas.
 */

export const leadKinds = [
  "toolkit",
  "guide",
  "newsletter",
  "voucher",
  "booking",
  "contact",
  "demo",
  "procurement",
] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The checkbox text of the toolkit and voucher forms. */
export const consentText = "I agree to receive event planning tips and offers. Unsubscribe anytime.";
/** Shown under the newsletter box: subscribing is the consent, confirmed by email. */
export const newsletterConsentText =
  "Get event ideas and team building tips by email. We send a confirmation link first; unsubscribe anytime.";
/** Shown under the guide form. */
export const guideConsentText =
  "We'll email your guide and occasional team building tips. Unsubscribe anytime.";

/**
 * Emails a lead sends to the visitor, named as the outbox records them. The server maps each
 * name to its template; the team's own copy of the lead goes for every kind.
 */
export const leadEmailNames = [
  "toolkit_confirmation",
  "guide_confirmation",
  "voucher_confirmation",
  "newsletter_confirm",
  "booking_receipt",
  "contact_receipt",
  "demo_receipt",
  "procurement_receipt",
] as const;
export type LeadEmailName = (typeof leadEmailNames)[number];

/** A source as forms and links name it: a short identifier. */
export const sourcePattern = /^[a-z0-9_-]{1,60}$/i;

export interface LeadKindRules {
  /** The kind as the team's notification names it. */
  label: string;
  /**
   * The marketing consent stored with the lead: the text the visitor agreed to, and how they
   * agreed (ticking the form's `consent` checkbox, or by sending a form whose purpose is the
   * email). null: the form asks for none, and the lead is stored without consent.
   */
  consent: { text: string; given: "checkbox" | "by-submitting" } | null;
  /** Recorded when the form names no source; "any" takes every `sourcePattern` identifier. */
  sources: { default: string; allowed: "any" | readonly [string, ...string[]] };
  /** Emails to the visitor, in this order. */
  emails: readonly LeadEmailName[];
  /** Claims this month's first-event upgrade in the same transaction as the lead. */
  claimsVoucher: boolean;
}

export const leadKindRules: Record<LeadKind, LeadKindRules> = {
  toolkit: {
    label: "Toolkit download",
    consent: { text: consentText, given: "checkbox" },
    sources: { default: "sidebar", allowed: "any" },
    emails: ["toolkit_confirmation"],
    claimsVoucher: false,
  },
  guide: {
    label: "Free guide request",
    consent: { text: guideConsentText, given: "by-submitting" },
    sources: { default: "homepage", allowed: "any" },
    emails: ["guide_confirmation"],
    claimsVoucher: false,
  },
  newsletter: {
    label: "Newsletter sign-up",
    consent: { text: newsletterConsentText, given: "by-submitting" },
    sources: { default: "blog", allowed: "any" },
    emails: ["newsletter_confirm"],
    claimsVoucher: false,
  },
  voucher: {
    label: "Voucher claim",
    consent: { text: consentText, given: "checkbox" },
    sources: { default: "activities", allowed: "any" },
    emails: ["voucher_confirmation"],
    claimsVoucher: true,
  },
  booking: {
    label: "Booking request",
    consent: null,
    sources: { default: "book_event", allowed: "any" },
    emails: ["booking_receipt"],
    claimsVoucher: false,
  },
  contact: {
    label: "Contact message",
    consent: null,
    sources: { default: "contact_page", allowed: "any" },
    emails: ["contact_receipt"],
    claimsVoucher: false,
  },
  demo: {
    label: "Demo request",
    consent: null,
    sources: { default: "homepage_demo", allowed: "any" },
    emails: ["demo_receipt"],
    claimsVoucher: false,
  },
  procurement: {
    label: "Procurement documents request",
    consent: null,
    sources: { default: "trust_page", allowed: "any" },
    emails: ["procurement_receipt"],
    claimsVoucher: false,
  },
};

/** The source each form records when its page names none. */
export const defaultSources = Object.fromEntries(
  leadKinds.map((kind) => [kind, leadKindRules[kind].sources.default]),
) as Record<LeadKind, string>;

/** The source to store for a submission, or null when the kind does not take the one it named. */
export function leadSource(
  kind: LeadKind,
  named: string | null | undefined,
  rules: Record<LeadKind, Pick<LeadKindRules, "sources">> = leadKindRules,
): string | null {
  const { sources } = rules[kind];
  if (named === null || named === undefined) return sources.default;
  if (!sourcePattern.test(named)) return null;
  return sources.allowed === "any" || sources.allowed.includes(named) ? named : null;
}
