import { site } from "~/config/site";

/** A way to reach support; an `href` starting with "/" is a page of the site. */
export interface SupportCard {
  title: string;
  text: string;
  action: { label: string; href: string };
}

export const supportCards: SupportCard[] = [
  {
    title: "Live Chat",
    text: "Message our event team through the contact form; during support hours we answer within the hour.",
    action: { label: "Start Chat", href: "/contact" },
  },
  {
    title: "Email Support",
    text: "Write to us any time. We reply within 24 hours, usually much sooner.",
    action: {
      label: "Send Email",
      href: `mailto:${site.email.support}?subject=${encodeURIComponent("Help with my Rallyroom event")}`,
    },
  },
  {
    title: "Phone Support",
    text: `Call us toll-free: ${site.phone.display}.`,
    action: { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}` },
  },
];
