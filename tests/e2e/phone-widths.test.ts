import { afterAll, describe, it } from "vitest";
import { visitorPaths } from "~/content/route-table";
import { closeBrowser, newPage } from "../support/browser";

/** Every page a visitor can land on (the same list as routes.test.ts and a11y.test.ts). */
const routes = visitorPaths();

/**
 * The narrowest phones in use (320 px: iPhone SE 1st generation, small Androids) and the common
 * one (375 px). A page wider than the screen scrolls sideways and hides its right edge.
 */
const widths = [320, 375] as const;

afterAll(closeBrowser);

// The two widths run side by side: most of each pass is waiting for the network to go idle.
describe.concurrent("every route", () => {
  for (const width of widths) {
    it(`is no wider than the screen at ${width} px, as served and once its scripts have run`, async ({
      expect,
    }) => {
      const { context, page } = await newPage({ viewport: { width, height: 740 } });
      const overflowing: string[] = [];
      const measure = () =>
        page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
      try {
        for (const route of routes) {
          const response = await page.goto(route, { waitUntil: "domcontentloaded" });
          expect(response?.status(), route).toBe(200);
          const served = await measure();
          // Its scripts, their effects and what those fetch (the page view, a calendar) are done.
          await page.waitForLoadState("networkidle");
          const running = await measure();
          for (const [when, size] of [
            ["served", served],
            ["running", running],
          ] as const) {
            if (size.scrollWidth > size.innerWidth)
              overflowing.push(`${route} (${when}): ${size.scrollWidth} px wide`);
          }
        }
      } finally {
        await context.close();
      }
      expect(overflowing).toEqual([]);
    }, 600_000);
  }
});
