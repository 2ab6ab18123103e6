import type { LeadKind } from "~/domain/lead-kinds";

/**
 * What each lead form says, one row per kind (`Record<LeadKind, …>`, so a new kind without its
 * words does not compile). Plain strings, no components: the voucher's claim form, a chunk of its
 * own, imports its row without the other forms.
 */

/** The heading of the form's own page, /forms/:kind (where a form posts without JavaScript). */
export const formTitles: Record<LeadKind, string> = {
  toolkit: "Get the Free Team Event Toolkit",
  guide: "Get the Free Guide",
  newsletter: "Subscribe to the Rallyroom Newsletter",
  voucher: "Claim Your First-Event Upgrade",
  booking: "Get Custom Recommendations",
  contact: "Contact Rallyroom",
  demo: "Schedule My Demo",
  procurement: "Request Procurement Documents",
};

/**
 * What each form says once the server has stored it: true to what happens next. The page's
 * status region says it once (no toast repeats it); /forms/:kind uses the title as its heading.
 * Kinds whose success view says more than a sentence (a download, a code) draw it themselves.
 */
export const successCopy: Record<LeadKind, { title: string; description?: string }> = {
  toolkit: { title: "Your toolkit is ready" },
  guide: { title: "Your guide is ready" },
  newsletter: {
    title: "Check your inbox to confirm",
    description:
      "We've emailed you a link to confirm your subscription; nothing is sent until you click it. Already subscribed? Then you're all set.",
  },
  voucher: { title: "You're in!" },
  booking: {
    title: "Request Submitted!",
    description: "We'll get back to you within 24 hours with custom recommendations.",
  },
  contact: { title: "Message sent!", description: "Thanks for getting in touch. We reply within 24 hours." },
  demo: {
    title: "Demo request received!",
    description: "We'll email you within one business day to confirm your demo time.",
  },
  procurement: {
    title: "Request received",
    description:
      "We'll email the documents you asked for within two business days. A copy of this request is on its way to your inbox.",
  },
};
