import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { root } from "../../scripts/lib/server-process";

/**
 * What a page loads up front, read from the production build: zod (~22 KB) and the form
 * schemas load only when a visitor starts on a form, never with the page.
 */
const client = path.join(root, "build/client");
const assets = path.join(client, "assets");

/**
 * The scripts a prerendered page loads before it is interactive: the module preloads its inline
 * module adds after the first paint (app/server/scripts-after-paint.server.ts).
 */
function preloadedScripts(page: string): string[] {
  const html = readFileSync(path.join(client, page), "utf8");
  const list = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  expect(list, `${page} lists its scripts in its inline module`).toBeDefined();
  return (JSON.parse(list ?? "[]") as string[]).map((href) => href.replace("/assets/", ""));
}

describe.runIf(hasBuild())("the production bundle", () => {
  const zodChunks = readdirSync(assets).filter(
    (file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("ZodError"),
  );

  it("has zod in chunks of its own", () => {
    expect(zodChunks.length).toBeGreaterThan(0);
  });

  it.each([
    "index.html",
    "contact/index.html",
    "book-event/index.html",
    "pricing/index.html",
    "toolkits/remote-onboarding/index.html",
    "blog/virtual-team-building-games/index.html",
  ])("%s loads no zod up front", (page) => {
    const scripts = preloadedScripts(page);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((file) => zodChunks.includes(file))).toEqual([]);
  });
});
