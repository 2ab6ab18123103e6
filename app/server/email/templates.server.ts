import { site } from "~/config/site";
import { freeGuide } from "~/content/toolkit-offers";
import { type ToolkitPdf, toolkitForSource } from "~/content/toolkits";
import { type LeadEmailName, type LeadKind, leadKindRules } from "~/domain/lead-kinds";
import { greetingName } from "~/domain/text-safety";
import { oneOf, upgradeChoices } from "~/domain/voucher";
import { composeEmail, type EmailMessage } from "~/server/email/layout.server";

/** The outbox's shape of an email; the lead service imports it from here with the templates. */
export type { EmailMessage };

interface Marketing {
  unsubscribeUrl: string;
}

/** The team's copy of every submission: each field as a row of the details table, as typed. */
export function teamNotification(input: {
  kind: LeadKind;
  source: string;
  leadId: number;
  fields: Record<string, string | number | boolean | null>;
}): EmailMessage {
  const label = leadKindRules[input.kind].label;
  const email = typeof input.fields.email === "string" ? input.fields.email : "";
  return composeEmail(
    {
      to: site.email.team,
      subject: `[${site.name}] ${label}: ${email} (${input.source})`,
      kind: `team_${input.kind}`,
      replyTo: email || undefined,
    },
    {
      heading: `${label} #${input.leadId} (${input.source})`,
      paragraphs: [],
      details: Object.entries(input.fields).map(([key, value]) => [key, String(value ?? "—")]),
    },
  );
}

/** The toolkit the visitor asked for (a toolkit page's own, else the general one), as a link. */
export function toolkitEmail(
  to: string,
  origin: string,
  marketing: Marketing,
  toolkit: ToolkitPdf,
): EmailMessage {
  return composeEmail(
    {
      to,
      subject: `Your ${toolkit.title}`,
      kind: "toolkit_confirmation",
      unsubscribeUrl: marketing.unsubscribeUrl,
    },
    {
      heading: "Your toolkit is ready",
      paragraphs: [
        `Thanks for your interest! Here is the ${toolkit.title}: ${toolkit.inside.map((section) => section.title).join("; ")}.`,
        "Want help choosing an event? Book a 15-minute call with our team whenever suits you.",
      ],
      links: [{ label: "Download the toolkit (PDF)", url: `${origin}${toolkit.pdf}` }],
    },
  );
}

export function guideEmail(to: string, origin: string, marketing: Marketing): EmailMessage {
  return composeEmail(
    {
      to,
      subject: `Welcome to ${site.name}: your free guide`,
      kind: "guide_confirmation",
      unsubscribeUrl: marketing.unsubscribeUrl,
    },
    {
      heading: `Welcome to ${site.name}!`,
      paragraphs: [
        `Here is ${freeGuide.title}, our free guide to planning virtual team building that people actually enjoy.`,
        "Over the next weeks we will send a few short team building tips. You can unsubscribe anytime.",
      ],
      links: [{ label: "Download the guide (PDF)", url: `${origin}${freeGuide.pdf}` }],
    },
  );
}

export function voucherEmail(
  to: string,
  voucher: { code: string; expiresAt: Date },
  marketing: Marketing,
  /** The public origin: the on-site scheduler's page is linked there. */
  origin?: string,
): EmailMessage {
  const expires = voucher.expiresAt.toLocaleDateString("en-US", {
    timeZone: site.businessTimeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return composeEmail(
    {
      to,
      subject: `Your ${site.name} first-event upgrade: ${voucher.code}`,
      kind: "voucher_confirmation",
      unsubscribeUrl: marketing.unsubscribeUrl,
    },
    {
      heading: "You're in!",
      paragraphs: [
        `Your upgrade code is ${voucher.code}. Paste it when booking your event.`,
        `Choose one upgrade at booking: ${oneOf(upgradeChoices.map((choice) => `${choice.name} (${choice.value})`))}.`,
        `The code expires on ${expires}. New customers only, one per company, not redeemable for cash, minimum event fee applies.`,
      ],
      links: [
        {
          label: "Book your 15-minute call",
          url: site.scheduler.provider === "native" && origin ? `${origin}/book/intro` : site.booking.url,
        },
      ],
    },
  );
}

export function newsletterConfirmEmail(to: string, confirmUrl: string): EmailMessage {
  return composeEmail(
    { to, subject: `Confirm your ${site.name} subscription`, kind: "newsletter_confirm" },
    {
      heading: "Please confirm your subscription",
      paragraphs: [
        `Someone (hopefully you) asked to receive the ${site.name} newsletter at this address.`,
        "Confirm with the button below. If it was not you, ignore this email and nothing will be sent.",
      ],
      links: [{ label: "Confirm my subscription", url: confirmUrl }],
    },
  );
}

export function receiptEmail(
  kind: "booking" | "contact" | "demo" | "procurement",
  to: string,
  name: string,
): EmailMessage {
  const copy = {
    booking: {
      subject: `We received your ${site.name} event request`,
      heading: "Request Submitted!",
      paragraph: "We'll get back to you within 24 hours with custom recommendations.",
    },
    contact: {
      subject: `We received your message to ${site.name}`,
      heading: "Message received",
      paragraph: "Thanks for getting in touch. We reply within 24 hours, Monday to Saturday.",
    },
    demo: {
      subject: `Your ${site.name} demo request`,
      heading: "Demo request received",
      paragraph: "A Rallyroom host will email you within one business day to confirm a time for your demo.",
    },
    procurement: {
      subject: `We received your ${site.name} document request`,
      heading: "Document request received",
      paragraph:
        "Thanks for your request. Our team will email the documents you asked for within two business days, and reply to any questions in your message.",
    },
  }[kind];
  return composeEmail(
    { to, subject: copy.subject, kind: `${kind}_receipt` },
    { heading: copy.heading, paragraphs: [`Hi ${greetingName(name)},`, copy.paragraph] },
  );
}

/** What a lead's email may be built from. */
export interface LeadEmailInput {
  to: string;
  /** The visitor's name as stored with the lead ("" when the form asks for none). */
  name: string;
  origin: string;
  /** The form's source: a toolkit page's names its toolkit (`toolkit_<slug>`). */
  source: string;
  voucher?: { code: string; expiresAt: Date } | undefined;
}

/** The visitor's newsletter subscription, made (or found) for a marketing email. */
export interface Subscription extends Marketing {
  /** The confirmation link while the address is not confirmed (or unsubscribed since); else null. */
  confirmUrl: string | null;
}

type LeadEmailTemplate =
  | { subscribes: false; build: (input: LeadEmailInput) => EmailMessage | null }
  | {
      /** Sending it subscribes the address to marketing email (unsubscribe link and headers). */
      subscribes: true;
      build: (input: LeadEmailInput & { subscription: Subscription }) => EmailMessage | null;
    };

/** The template of each email the lead kinds table names; null when there is nothing to send. */
export const leadEmails: Record<LeadEmailName, LeadEmailTemplate> = {
  toolkit_confirmation: {
    subscribes: true,
    build: ({ to, origin, source, subscription }) =>
      toolkitEmail(to, origin, subscription, toolkitForSource(source)),
  },
  guide_confirmation: {
    subscribes: true,
    build: ({ to, origin, subscription }) => guideEmail(to, origin, subscription),
  },
  voucher_confirmation: {
    subscribes: true,
    build: ({ to, voucher, subscription, origin }) =>
      voucher ? voucherEmail(to, voucher, subscription, origin) : null,
  },
  newsletter_confirm: {
    subscribes: true,
    build: ({ to, subscription }) =>
      subscription.confirmUrl ? newsletterConfirmEmail(to, subscription.confirmUrl) : null,
  },
  booking_receipt: { subscribes: false, build: ({ to, name }) => receiptEmail("booking", to, name) },
  contact_receipt: { subscribes: false, build: ({ to, name }) => receiptEmail("contact", to, name) },
  demo_receipt: { subscribes: false, build: ({ to, name }) => receiptEmail("demo", to, name) },
  procurement_receipt: {
    subscribes: false,
    build: ({ to, name }) => receiptEmail("procurement", to, name),
  },
};
