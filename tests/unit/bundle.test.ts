import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { recommendedActivities } from "~/content/quiz-recommendations";
import { hasBuild } from "../../scripts/lib/build";
import { root } from "../../scripts/lib/server-process";

/**
 * What a page loads up front, read from the production build. zod and the form schemas are the
 * server's alone: the browser checks a form by its inputs' attributes.
 */
const client = path.join(root, "build/client");
const assets = path.join(client, "assets");

/** The scripts a prerendered page loads as it hydrates: React Router's module preloads. */
function preloadedScripts(page: string): string[] {
  const html = readFileSync(path.join(client, page), "utf8");
  return [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
}

/** The scripts a server-rendered route loads up front: its module and imports in React Router's manifest. */
function routeScripts(routeId: string): string[] {
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  expect(file, "the build has React Router's manifest").toBeDefined();
  const source = readFileSync(path.join(assets, file ?? ""), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const route = manifest.routes[routeId];
  expect(route, `${routeId} is in the manifest`).toBeDefined();
  return [route?.module ?? "", ...(route?.imports ?? [])].map((href) => href.replace("/assets/", ""));
}

/**
 * What a page loads up front: a prerendered page's file ("pricing/index.html"), or a
 * server-rendered route's scripts with the root's ("routes/home").
 */
function scriptsOf(target: string): string[] {
  if (target.endsWith(".html")) return preloadedScripts(target);
  return [...new Set([...routeScripts("root"), ...routeScripts(target)])];
}

describe.runIf(hasBuild())("the production bundle", () => {
  const zodChunks = readdirSync(assets).filter(
    (file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("ZodError"),
  );

  it("has no zod in any client script", () => {
    expect(zodChunks).toEqual([]);
  });

  // React, React DOM and React Router are one file (the one chunk group in vite.config.ts) that
  // every page loads; without the group Rolldown spreads them over five.
  it("has the framework in one file that every page loads", () => {
    const framework = readdirSync(assets).filter((file) => /^framework-[\w-]+\.js$/.test(file));
    expect(framework).toHaveLength(1);
    const withReact = readdirSync(assets).filter(
      (file) =>
        file.endsWith(".js") &&
        readFileSync(path.join(assets, file), "utf8").includes("react.transitional.element"),
    );
    expect(withReact).toEqual(framework);
    for (const page of [
      "routes/home",
      "pricing/index.html",
      "quiz/index.html",
      "activities/chill/index.html",
    ])
      expect(scriptsOf(page), page).toContain(framework[0]);
    expect(routeScripts("routes/book"), "routes/book").toContain(framework[0]);
  });

  // Each script is a request, and on HTTP/1.1 six at a time: the app's modules that five or more
  // pages import are one shared file (docs/decisions/055-few-script-files.md), so no page loads
  // more than ten scripts up front (17–35 without the group).
  const shared = readdirSync(assets).filter((file) => /^shared-[\w-]+\.js$/.test(file));
  // Home, the landing page and the activity pages are rendered per request (they state the live
  // rating or approved comments, issue 42): their route's scripts with the root's.
  it.each([
    "routes/home",
    "pricing/index.html",
    "routes/virtual-team-building-events",
    "blog/index.html",
    "blog/virtual-team-building-games/index.html",
    "activities/chill/index.html",
    "routes/activity",
  ])("%s loads the shared app file and at most ten scripts up front", (page) => {
    expect(shared).toHaveLength(1);
    const scripts = scriptsOf(page);
    expect(scripts).toContain(shared[0]);
    expect(scripts.length).toBeLessThanOrEqual(10);
  });

  it.each(["routes/activities", "routes/book", "routes/home", "routes/about-us", "routes/why-rallyroom"])(
    "%s (server-rendered) loads at most ten scripts with the root's",
    (routeId) => {
      const scripts = new Set([...routeScripts("root"), ...routeScripts(routeId)]);
      expect(scripts.size).toBeLessThanOrEqual(10);
    },
  );

  // The catalogue's copy reaches the activity pages and the quiz through their loaders, as data
  // (docs/decisions/031-client-javascript.md): no script they load holds any of it.
  const catalogueCopy = [
    ...activities.flatMap((activity) => [
      ...activity.faqs.map((faq) => faq.a),
      ...activity.testimonials.map((testimonial) => testimonial.quote),
      ...activity.howItWorks.map((step) => step.description),
    ]),
    ...recommendedActivities.map((record) => record.description),
  ];

  it.each([
    "activities/chill/index.html",
    "activities/competitive/index.html",
    "routes/activity",
    "quiz/index.html",
  ])("%s loads none of the catalogue's copy as script", (page) => {
    const scripts = scriptsOf(page);
    expect(scripts.length).toBeGreaterThan(2);
    for (const file of scripts) {
      const code = readFileSync(path.join(assets, file), "utf8");
      expect(
        catalogueCopy.filter((text) => code.includes(text)),
        file,
      ).toEqual([]);
    }
  });

  // luxon (~20 KB) formats times on the server and in the dialog; the /book pages get their
  // labels from the server.
  it("/book/:type loads no luxon up front", () => {
    const scripts = routeScripts("routes/book");
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const code = readFileSync(path.join(assets, script), "utf8");
      expect(code, `${script} has luxon`).not.toContain("Invalid DateTime");
    }
  });
});
