import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  flatRoutes,
  movedPaths,
  prerenderPaths,
  queryRenderedPages,
  serverRenderedPaths,
  staticPrerenderPaths,
} from "~/content/route-table";
import { quizParams } from "~/domain/quiz";
import type { PageHandle } from "~/lib/handle";
import routes from "~/routes";
import { sitemapEntries } from "~/server/sitemap.server";
import { readsQuery } from "../../server/host.ts";

const pageModules = import.meta.glob<{ handle?: PageHandle; default?: unknown }>("~/routes/*.tsx", {
  eager: true,
});

const root = fileURLToPath(new URL("../../", import.meta.url));

/** React Router's routes as full patterns ("/", "/activities/:slug", "/admin/quotes"). */
function patterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`;
    return [pattern, ...patterns(entry.children ?? [], pattern)];
  });
}
const registered = patterns(routes);

/** Whether a URL path reaches a route other than a catch-all ("*"): `:name` takes one segment. */
function routed(url: string): boolean {
  const segments = url.split("/").filter(Boolean);
  return registered
    .filter((pattern) => !pattern.endsWith("*"))
    .some((pattern) => {
      const parts = pattern.split("/").filter(Boolean);
      return (
        parts.length === segments.length &&
        parts.every((part, i) => {
          const segment = segments[i] ?? "";
          if (!part.startsWith(":")) return part === segment;
          const suffix = part.replace(/^:\w+/, "");
          return segment.length > suffix.length && segment.endsWith(suffix);
        })
      );
    });
}

function files(folder: string, accept: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.posix.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(accept);
}

/**
 * Every site path the code and the content link to: `to`, `href`, `path`, `url` and `action`
 * values in app/ (pages, emails, the sitemap, llms.txt) and Markdown links in content/. A
 * `${…}` segment stands for any value; files in public/ are not routes.
 */
function linkedPaths(): { file: string; path: string }[] {
  const code = files("app", (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const markdown = files("content", (file) => file.endsWith(".md"));
  const found: { file: string; path: string }[] = [];
  const add = (file: string, raw: string) => {
    const url = raw
      .split("/")
      .map((segment) => (/^\$\{[^}]*\}$/.test(segment) ? "x" : segment.replace(/\$\{.*$/, "")))
      .join("/");
    if (url.startsWith("//") || existsSync(path.join(root, "public", url))) return;
    found.push({ file, path: url.replace(/(.)\/$/, "$1") });
  };
  for (const file of code) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/\b(?:to|href|path|url|action)\s*[=:]\s*\{?\s*[`"](\/[^"`\s?#]*)/g))
      add(file, match[1] ?? "");
  }
  for (const file of markdown) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/\]\((\/[^)\s?#]*)/g)) add(file, match[1] ?? "");
  }
  return found;
}

describe("route table", () => {
  it("routes every path that a page, an email, the sitemap or the blog links to", () => {
    const links = linkedPaths();
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((link) => !routed(link.path))).toEqual([]);
  });

  it("answers where crawlers, the security.txt standard and Markdown readers look", () => {
    for (const url of [
      "/robots.txt",
      "/sitemap.xml",
      "/.well-known/security.txt",
      "/llms.txt",
      "/trust.md",
      "/activities/lightning-feud.md",
      "/blog/virtual-team-building-games.md",
    ])
      expect(routed(url), url).toBe(true);
  });

  it("keeps each old path that once led nowhere, redirected to a page", () => {
    expect(Object.keys(movedPaths).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(movedPaths)) {
      expect(registered, from).toContain(from);
      expect(routed(to), to).toBe(true);
    }
  });

  it("is React Router's route config, row for row", () => {
    expect(registered).toEqual(flatRoutes.map((route) => route.pattern));
    const files = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
    expect(files(routes)).toEqual(flatRoutes.map((route) => route.file));
    for (const route of flatRoutes)
      expect(existsSync(path.join(root, "app", route.file)), route.file).toBe(true);
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
    const rendered = ["/activities", "/billing", "/book-live-demo", "/", "/about-us", "/why-rallyroom"];
    for (const path of [...rendered, "/virtual-team-building-events", "/activities/lightning-feud"])
      expect(inSitemap.has(path), path).toBe(true);
    expect(inSitemap.has("/billing/success")).toBe(false);
    const blogPaths = [...inSitemap].filter((path) => path.startsWith("/blog/"));
    expect(blogPaths.filter((path) => !path.startsWith("/blog/category/"))).toHaveLength(17);
    expect(blogPaths.filter((path) => path.startsWith("/blog/category/"))).toHaveLength(5);
  });

  it("prerenders only paths that exist, and never the ones that read per-request data", () => {
    const perRequest = ["/activities", "/billing", "/billing/success", "/book-live-demo", "/thank-you"];
    // The live rating (issue 42): home, the landing page, about and why-rallyroom; approved comments: each activity.
    perRequest.push(
      "/",
      "/virtual-team-building-events",
      "/about-us",
      "/why-rallyroom",
      "/activities/lightning-feud",
    );
    for (const path of perRequest) {
      expect(staticPrerenderPaths).not.toContain(path);
    }
    for (const path of perRequest.slice(5)) expect(prerenderPaths()).not.toContain(path);
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
