import "../server/require-node.mjs";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { visitorPaths } from "../app/content/route-table.ts";
import { chromiumArgs, resolveChromium } from "./lib/chromium.ts";
import { root, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run screenshots [-- /path ... --widths=320,1920 --base=http://127.0.0.1:3100]`: full-page
 * PNGs of every route (or the ones named) at 375 px and 1280 px (or the widths given) into
 * reports/screenshots. `--base` shoots a server already running (with its data: an event booked
 * there, a signed link) instead of starting the production build on a fresh database.
 */
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const widthsArg = process.argv.find((arg) => arg.startsWith("--widths="));
const widths = widthsArg ? widthsArg.slice("--widths=".length).split(",").map(Number) : [375, 1280];
const baseArg = process.argv.find((arg) => arg.startsWith("--base="));
const routes = requested.length ? requested : [...visitorPaths(), "/no-such-page"];
const outDir = path.join(root, "reports/screenshots");
mkdirSync(outDir, { recursive: true });

const server = baseArg
  ? { url: baseArg.slice("--base=".length).replace(/\/+$/, ""), stop: async () => {} }
  : await startProductionServer();
const browser = await chromium.launch({ executablePath: (await resolveChromium()).path, args: chromiumArgs });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
      const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join("reports/screenshots", name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
