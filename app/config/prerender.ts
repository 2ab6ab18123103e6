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
  "/contact",
  "/careers",
  "/privacy-policy",
  "/terms-of-service",
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
];

/** Every page a visitor can land on: the prerendered content, then the server-rendered routes. */
export function visitorPaths(): string[] {
  return [...prerenderPaths(), ...serverRenderedPaths];
}
