import { readdirSync } from "node:fs";
import { vibeOptions } from "../domain/catalogue.ts";
import type { MeetingTypeId } from "../domain/meetings.ts";
import { quizParams } from "../domain/quiz.ts";
import { activities } from "./activities.ts";
import { blogFilterCategories } from "./blog-categories.ts";
import { toolkits } from "./toolkits.ts";

/**
 * Every route of the site, once: its path, its module, whether it is prerendered and what a
 * visitor's URL of it looks like. The others derive from this table: app/routes.ts (React
 * Router's route config), the build's prerender list (react-router.config.ts), the old paths'
 * redirects, and the pages that tests, the audit and the screenshots visit
 * (docs/decisions/051-layers-and-single-lists.md). What a route takes besides GET is its module's
 * own (an action), read by the request policy (app/server/request-policy.server.ts).
 *
 * Node runs this module directly (the build's config and scripts/), so it imports by relative
 * path with the `.ts` extension.
 */

export interface RouteRow {
  /** The URL pattern without its leading slash (relative to the parent's); none for an index route. */
  path?: string;
  index?: true;
  /** The route module, relative to app/. */
  file: string;
  /** React Router's route id, where one module serves several routes. */
  id?: string;
  /**
   * Rendered to HTML at build time: `true` for a path without a parameter; for one with a
   * parameter, the values it is prerendered for.
   */
  prerender?: true | (() => readonly string[]);
  /** Query parameters a prerendered page reads: a URL carrying one is rendered per request. */
  query?: readonly string[];
  /**
   * URLs of this route rendered per request that a visitor lands on (tests, the audit, the
   * screenshots and the bench visit them): query strings appended to the path ("" for the path
   * itself), or, for a path with a parameter, the parameter's values.
   */
  visit?: readonly string[];
  /** An old path that led nowhere, moved for good (301) to this page. */
  movedTo?: string;
  children?: readonly RouteRow[];
}

/** The blog's posts, one Markdown file each in content/blog. */
export function blogSlugsOnDisk(dir = new URL("../../content/blog/", import.meta.url)): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

const page = (path: string, file: string, extra: Omit<RouteRow, "path" | "file"> = {}): RouteRow => ({
  path,
  file,
  ...extra,
});
const prerendered = (path: string, file: string, extra: Omit<RouteRow, "path" | "file"> = {}) =>
  page(path, file, { prerender: true, ...extra });
const moved = (path: string, id: string, movedTo: string): RouteRow =>
  page(path, "routes/redirect.ts", { id, movedTo });

export const routeTable: readonly RouteRow[] = [
  // Home, why-rallyroom, about-us and the landing page state the rating computed from the
  // site's surveys (issue 42): rendered per request, never at build time.
  { index: true, file: "routes/home.tsx", visit: [""] },
  page("activities", "routes/activities.tsx", { visit: [""] }),
  ...vibeOptions.map(({ id }) =>
    prerendered(`activities/${id}`, "routes/activity-vibe.tsx", { id: `routes/vibe-${id}` }),
  ),
  // Rendered per request: it shows the attendees' comments staff approved (issue 42).
  page("activities/:slug", "routes/activity.tsx", { visit: activities.map((activity) => activity.slug) }),
  page("billing", "routes/billing.tsx", { visit: [""] }),
  page("billing/success", "routes/billing-success.tsx", { visit: ["?session_id=cs_test_a1B2c3"] }),
  page("billing/test-checkout/:sessionId", "routes/billing-test-checkout.tsx"),
  page("billing/quote/:id", "routes/billing-quote.tsx"),
  prerendered("virtual-teambuilding", "routes/virtual-teambuilding.tsx"),
  page("why-rallyroom", "routes/why-rallyroom.tsx", { visit: [""] }),
  prerendered("resources", "routes/resources.tsx"),
  prerendered("pricing", "routes/pricing.tsx"),
  prerendered("quiz", "routes/quiz.tsx", {
    query: quizParams,
    visit: ["?step=4&size=31-80&vibe=collaborative&budget=36-50"],
  }),
  prerendered("game-experiences", "routes/game-experiences.tsx", {
    query: ["q", "category", "status"],
    visit: ["?q=trivia&status=FULLY_IMPLEMENTED"],
  }),
  page("book-live-demo", "routes/book-live-demo.tsx", { visit: ["", "?game=mini-trivia"] }),
  prerendered("blog", "routes/blog.tsx"),
  page("blog/category/:category", "routes/blog.tsx", {
    id: "routes/blog-category",
    prerender: () => blogFilterCategories.map((category) => category.slug),
  }),
  page("blog/:slug", "routes/blog-post.tsx", { prerender: blogSlugsOnDisk }),
  prerendered("faq", "routes/faq.tsx"),
  prerendered("book-event", "routes/book-event.tsx"),
  prerendered("help-center", "routes/help-center.tsx", { query: ["q"], visit: ["?q=zoom"] }),
  page("about-us", "routes/about-us.tsx", { visit: [""] }),
  prerendered("hosts", "routes/hosts.tsx"),
  prerendered("contact", "routes/contact.tsx"),
  prerendered("careers", "routes/careers.tsx"),
  prerendered("privacy-policy", "routes/privacy-policy.tsx"),
  prerendered("trust", "routes/trust.tsx"),
  prerendered("accessibility", "routes/accessibility.tsx"),
  prerendered("terms-of-service", "routes/terms-of-service.tsx"),
  prerendered("booking-policy", "routes/booking-policy.tsx"),
  prerendered("sitemap", "routes/sitemap.tsx"),
  page("virtual-team-building-events", "routes/virtual-team-building-events.tsx", { visit: [""] }),
  page("thank-you", "routes/thank-you.tsx", { visit: [""] }),
  page("book/:type", "routes/book.tsx", {
    visit: ["intro", "demo"] satisfies MeetingTypeId[],
  }),
  page("activities/:slug/book", "routes/event-checkout.tsx", {
    visit: ["lightning-feud", "tiny-campfire"],
  }),
  page("events/:id", "routes/event.tsx"),
  page("events/:id/attendees", "routes/event-attendees.tsx"),
  page("booking/:id", "routes/booking-manage.tsx"),
  page("booking/:id/invite.ics", "routes/booking-ics.ts"),
  page("events/:id/invite.ics", "routes/event-ics.ts"),
  page("events/:id/receipt.pdf", "routes/event-receipt.ts"),
  page("events/:id/invoices/:file", "routes/event-invoice.ts"),
  page("events/:id/invoices/:file/pay", "routes/event-invoice-pay.ts"),
  page("attend/:id", "routes/attend.tsx"),
  page("attend/:id/join", "routes/attend-join.ts"),
  page("attend/:id/invite.ics", "routes/attend-ics.ts"),
  page("attend/:id/unsubscribe", "routes/attend-unsubscribe.tsx"),
  page("survey/:id", "routes/survey.tsx"),
  page("booking/:id/confirm", "routes/booking-confirm.tsx"),
  // The organiser's workspace (issue 43): behind an emailed sign-in link, never prerendered.
  page("account", "routes/account.tsx"),
  page("account/sign-in", "routes/account-sign-in.tsx"),
  page("account/verify", "routes/account-verify.tsx"),
  page("account/sign-out", "routes/account-sign-out.ts"),
  page("account/events/:id", "routes/account-event.tsx"),
  page("account/events/:id/documents/:file", "routes/account-document.ts"),
  page("account/events/:id/invoices/:file/pay", "routes/account-invoice-pay.ts"),
  page("account/team/:id", "routes/account-team.tsx"),
  page("account/vendor-pack", "routes/account-vendor-pack.tsx"),
  page("account/vendor-pack/:id", "routes/account-vendor-document.ts"),
  prerendered("holiday-events", "routes/holiday-events.tsx"),
  page("toolkits/:slug", "routes/toolkit.tsx", { prerender: () => toolkits.map((toolkit) => toolkit.slug) }),
  moved("about", "routes/redirect-about", "/about-us"),
  moved("book-demo", "routes/redirect-book-demo", "/book-live-demo"),
  page("sitemap.xml", "routes/sitemap-xml.ts"),
  page("robots.txt", "routes/robots-txt.ts"),
  page(".well-known/security.txt", "routes/security-txt.ts"),
  page("llms.txt", "routes/llms-txt.ts"),
  // Markdown versions of content pages: the page's path with ".md" appended.
  page(":page.md", "routes/markdown.ts", { id: "routes/markdown-page" }),
  page("activities/:slug.md", "routes/markdown.ts", { id: "routes/markdown-activity" }),
  page("blog/:slug.md", "routes/markdown.ts", { id: "routes/markdown-blog-post" }),
  page("admin/sign-in", "routes/admin-sign-in.tsx"),
  page("admin/inbox.csv", "routes/admin-inbox-csv.ts"),
  page("admin/events/:id/kits.csv", "routes/admin-event-kits-csv.ts"),
  page("admin", "routes/admin.tsx", {
    children: [
      { index: true, file: "routes/admin-home.tsx" },
      page("quotes", "routes/admin-quotes.tsx"),
      page("funnel", "routes/admin-funnel.tsx"),
      page("security", "routes/admin-security.tsx"),
      page("inbox", "routes/admin-inbox.tsx"),
      page("inbox/:id", "routes/admin-inbox-detail.tsx"),
      page("vouchers", "routes/admin-vouchers.tsx"),
      page("outbox", "routes/admin-outbox.tsx"),
      page("outbox/:id", "routes/admin-outbox-detail.tsx"),
      page("bookings", "routes/admin-bookings.tsx"),
      page("events", "routes/admin-events.tsx"),
      page("events/:id", "routes/admin-event.tsx"),
      page("invoices", "routes/admin-invoices.tsx"),
      page("reviews", "routes/admin-reviews.tsx"),
      page("availability", "routes/admin-availability.tsx"),
      page("sign-out", "routes/admin-sign-out.ts"),
      page("vendor-pack", "routes/admin-vendor-pack.tsx"),
      page("*", "routes/admin-not-found.tsx"),
    ],
  }),
  page("api/admin/quotes", "routes/api.admin.quotes.ts"),
  page("api/events", "routes/api.events.ts"),
  page("api/voucher-slots", "routes/api.voucher-slots.ts"),
  page("api/contact", "routes/api.contact.ts"),
  page("api/booking", "routes/api.booking.ts"),
  page("api/booking/slots", "routes/api.booking-slots.ts"),
  page("forms/:kind", "routes/forms.tsx"),
  page("newsletter/confirm", "routes/newsletter.tsx", { id: "routes/newsletter-confirm" }),
  page("newsletter/unsubscribe", "routes/newsletter.tsx", { id: "routes/newsletter-unsubscribe" }),
  page("api/stripe/webhook", "routes/api.stripe-webhook.ts"),
  page("health", "routes/health.ts"),
  page("*", "routes/not-found.tsx"),
];

/** A row with its full URL pattern ("/", "/activities/:slug", "/admin/quotes"). */
export interface FlatRoute extends RouteRow {
  pattern: string;
}

function flatten(rows: readonly RouteRow[], parent = ""): FlatRoute[] {
  return rows.flatMap((row) => {
    const pattern = row.index ? parent || "/" : `${parent}/${row.path ?? ""}`;
    return [{ ...row, pattern }, ...flatten(row.children ?? [], pattern)];
  });
}

/** Every route, parents before their children, with its full pattern. */
export const flatRoutes: readonly FlatRoute[] = flatten(routeTable);

/** The pattern's one parameter filled with each value ("/toolkits/:slug" → "/toolkits/<value>"). */
function fill(pattern: string, values: readonly string[]): string[] {
  if (!/\/:\w+/.test(pattern)) throw new Error(`${pattern} has no parameter to fill`);
  return values.map((value) => pattern.replace(/:\w+/, value));
}

/** Pages without a parameter rendered to HTML at build time. */
export const staticPrerenderPaths: readonly string[] = flatRoutes
  .filter((route) => route.prerender === true)
  .map((route) => route.pattern);

/** Every page rendered to HTML at build time: the build's list (react-router.config.ts). */
export function prerenderPaths(): string[] {
  return flatRoutes.flatMap((route) =>
    route.prerender === true
      ? [route.pattern]
      : route.prerender
        ? fill(route.pattern, route.prerender())
        : [],
  );
}

/**
 * Prerendered pages that also read their query string: a search, filters, a quiz step. Their
 * file is the page without one; a request carrying any of the parameters listed here is rendered
 * per request by the same route instead (server/host.ts, which reads them from the build's
 * prerendered.json, written by scripts/postbuild.ts), so the HTML already shows what the URL asks
 * for, without JavaScript. Other parameters (utm_source, …) still get the file.
 */
export const queryRenderedPages: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  flatRoutes.flatMap((route) => (route.query ? [[route.pattern, route.query]] : [])),
);

/**
 * Pages rendered per request, as a visitor reaches them (with the query strings they read), and
 * prerendered pages asked for with a query they read. Tests, the audit and the screenshots walk
 * these after the prerendered ones.
 */
export const serverRenderedPaths: readonly string[] = flatRoutes.flatMap((route) =>
  !route.visit
    ? []
    : /\/:\w+/.test(route.pattern)
      ? fill(route.pattern, route.visit)
      : route.visit.map((query) => `${route.pattern}${query}`),
);

/** Every page a visitor can land on: the prerendered content, then the server-rendered routes. */
export function visitorPaths(): string[] {
  return [...prerenderPaths(), ...serverRenderedPaths];
}

/** Old paths moved for good, with the page each now leads to (app/routes/redirect.ts). */
export const movedPaths: Readonly<Record<string, string>> = Object.fromEntries(
  flatRoutes.flatMap((route) => (route.movedTo ? [[route.pattern, route.movedTo]] : [])),
);
