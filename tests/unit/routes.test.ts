import { describe, expect, it } from "vitest";
import {
  prerenderPaths,
  queryRenderedPages,
  serverRenderedPaths,
  staticPrerenderPaths,
} from "~/config/prerender";
import { quizParams } from "~/domain/quiz";
import type { PageHandle } from "~/lib/handle";
import routes from "~/routes";
import { sitemapEntries } from "~/server/sitemap.server";
import { readsQuery } from "../../server/host.ts";

const pageModules = import.meta.glob<{ handle?: PageHandle; default?: unknown }>("~/routes/*.tsx", {
  eager: true,
});

/** Every public route the site promises (links, emails and the sitemap point at these). */
const requiredPaths = [
  "/",
  "/activities",
  "/activities/high-energy",
  "/activities/competitive",
  "/activities/creative",
  "/activities/collaborative",
  "/activities/chill",
  "/activities/:slug",
  "/billing",
  "/billing/success",
  "/virtual-teambuilding",
  "/why-rallyroom",
  "/resources",
  "/pricing",
  "/quiz",
  "/game-experiences",
  "/book-live-demo",
  "/blog",
  "/blog/:slug",
  "/faq",
  "/book-event",
  "/help-center",
  "/about-us",
  "/contact",
  "/careers",
  "/privacy-policy",
  "/terms-of-service",
  "/trust",
  "/accessibility",
  "/.well-known/security.txt",
  "/llms.txt",
  "/:page.md",
  "/activities/:slug.md",
  "/blog/:slug.md",
  "/sitemap",
  "/virtual-team-building-events",
  "/thank-you",
  "/book/:type",
  "/booking/:id",
  "/holiday-events",
  "/toolkits/:slug",
  "/about",
  "/book-demo",
  "/sitemap.xml",
  "/robots.txt",
  "*",
];

const registered = routes.map((route) => (route.index ? "/" : route.path === "*" ? "*" : `/${route.path}`));

describe("route table", () => {
  it("registers every route of the spec and the decisions", () => {
    for (const path of requiredPaths) expect(registered, path).toContain(path);
  });

  it("has a handle with a sitemap decision on every page module", () => {
    const pages = Object.entries(pageModules);
    expect(pages.length).toBeGreaterThanOrEqual(29);
    for (const [file, module] of pages) {
      expect(module.default, `${file} renders a page`).toBeTypeOf("function");
      const sitemap = module.handle?.sitemap;
      expect(
        sitemap === false || typeof sitemap === "function" || typeof sitemap === "string",
        `${file} declares handle.sitemap`,
      ).toBe(true);
    }
  });

  it("lists every indexable prerendered page in the sitemap, and no noindex page", () => {
    const inSitemap = new Set(sitemapEntries().map((entry) => entry.path));
    const noindex = ["/sitemap", "/thank-you"];
    for (const path of prerenderPaths()) {
      if (noindex.includes(path)) expect(inSitemap.has(path), path).toBe(false);
      else expect(inSitemap.has(path), path).toBe(true);
    }
    for (const path of ["/activities", "/billing", "/book-live-demo"])
      expect(inSitemap.has(path), path).toBe(true);
    expect(inSitemap.has("/billing/success")).toBe(false);
    const blogPaths = [...inSitemap].filter((path) => path.startsWith("/blog/"));
    expect(blogPaths.filter((path) => !path.startsWith("/blog/category/"))).toHaveLength(17);
    expect(blogPaths.filter((path) => path.startsWith("/blog/category/"))).toHaveLength(5);
  });

  it("prerenders only paths that exist, and never the ones that read per-request data", () => {
    for (const path of ["/activities", "/billing", "/billing/success", "/book-live-demo", "/thank-you"]) {
      expect(staticPrerenderPaths).not.toContain(path);
    }
    expect(new Set(prerenderPaths()).size).toBe(prerenderPaths().length);
  });
});

describe("prerendered pages that read a query string", () => {
  it("are prerendered, list the quiz's own parameters, and each has a rendered example to visit", () => {
    expect(Object.keys(queryRenderedPages).sort()).toEqual(["/game-experiences", "/help-center", "/quiz"]);
    expect(queryRenderedPages["/quiz"]).toEqual(quizParams);
    for (const [path, params] of Object.entries(queryRenderedPages)) {
      expect(staticPrerenderPaths, path).toContain(path);
      expect(params.length, path).toBeGreaterThan(0);
      const examples = serverRenderedPaths.filter((example) => example.startsWith(`${path}?`));
      expect(examples.length, `${path} in serverRenderedPaths`).toBeGreaterThan(0);
      for (const example of examples)
        expect(readsQuery(params, example.slice(path.length)), example).toBe(true);
    }
  });

  it("go to the server only for a parameter the page reads", () => {
    expect(readsQuery(queryRenderedPages["/help-center"], "?q=zoom")).toBe(true);
    expect(readsQuery(queryRenderedPages["/help-center"], "?q=")).toBe(true);
    expect(readsQuery(queryRenderedPages["/help-center"], "?utm_source=newsletter")).toBe(false);
    expect(readsQuery(queryRenderedPages["/help-center"], "?")).toBe(false);
    expect(readsQuery(queryRenderedPages["/help-center"], "")).toBe(false);
    expect(readsQuery(queryRenderedPages["/quiz"], "?utm_source=x&step=2&size=31-80")).toBe(true);
    expect(readsQuery(queryRenderedPages["/game-experiences"], "?category=Party+%26+Social")).toBe(true);
    expect(readsQuery(queryRenderedPages["/pricing"], "?q=zoom")).toBe(false);
  });
});
