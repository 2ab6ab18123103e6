import { readdirSync } from "node:fs";
import { activities } from "../content/activities.ts";
import { blogCategoryPath, blogFilterCategories } from "../content/blog-categories.ts";
import { toolkits } from "../content/toolkits.ts";

/**
 * Pages rendered to HTML at build time: everything that reads no database, cookie or query
 * string. Used by react-router.config.ts (build) and by tests (which check it against the
 * route table and the sitemap).
 */
export const staticPrerenderPaths = [
  "/",
  "/activities/high-energy",
  "/activities/competitive",
  "/activities/creative",
  "/activities/collaborative",
  "/activities/chill",
  "/virtual-teambuilding",
  "/why-rallyroom",
  "/resources",
  "/pricing",
  "/quiz",
  "/game-experiences",
  "/blog",
  "/faq",
  "/book-event",
  "/help-center",
  "/about-us",
  "/hosts",
  "/contact",
  "/careers",
  "/privacy-policy",
  "/terms-of-service",
  "/trust",
  "/accessibility",
  "/sitemap",
  "/virtual-team-building-events",
  "/holiday-events",
];

export function blogSlugsOnDisk(dir = new URL("../../content/blog/", import.meta.url)): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

export function prerenderPaths(): string[] {
  return [
    ...staticPrerenderPaths,
    ...activities.map((activity) => `/activities/${activity.slug}`),
    ...blogFilterCategories.map((category) => blogCategoryPath(category.slug)),
    ...blogSlugsOnDisk().map((slug) => `/blog/${slug}`),
    ...toolkits.map((toolkit) => `/toolkits/${toolkit.slug}`),
  ];
}

/**
 * Prerendered pages that also read their query string: a search, filters, a quiz step. Their
 * file is the page without one; a request carrying any of the parameters listed here is rendered
 * per request by the same route instead (server/host.ts), so the HTML already shows what the URL
 * asks for, without JavaScript. Other parameters (utm_source, …) still get the file.
 */
export const queryRenderedPages: Readonly<Record<string, readonly string[]>> = {
  "/quiz": ["step", "size", "vibe", "budget"],
  "/help-center": ["q"],
  "/game-experiences": ["q", "category", "status"],
};

/**
 * Pages rendered per request, as a visitor reaches them (with the query strings they read).
 * Tests, the audit and the screenshots walk these after the prerendered ones.
 */
export const serverRenderedPaths = [
  "/activities",
  "/billing",
  "/billing/success?session_id=cs_test_a1B2c3",
  "/book-live-demo",
  "/book-live-demo?game=mini-trivia",
  "/book/intro",
  "/book/demo",
  "/thank-you",
  // Prerendered pages asked for with a query they read (see queryRenderedPages).
  "/quiz?step=4&size=31-80&vibe=collaborative&budget=36-50",
  "/help-center?q=zoom",
  "/game-experiences?q=trivia&status=FULLY_IMPLEMENTED",
];

/** Every page a visitor can land on: the prerendered content, then the server-rendered routes. */
export function visitorPaths(): string[] {
  return [...prerenderPaths(), ...serverRenderedPaths];
}
