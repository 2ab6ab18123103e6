import type { LeadKind } from "./leads";

/**
 * The source each form records when its page names none. Kept apart from the zod schemas in
 * leads.ts, so a component that only needs a source (the voucher teaser) does not load zod.
 */
export const defaultSources: Record<LeadKind, string> = {
  toolkit: "sidebar",
  guide: "homepage",
  newsletter: "blog",
  voucher: "activities",
  booking: "book_event",
  contact: "contact_page",
  demo: "homepage_demo",
};
