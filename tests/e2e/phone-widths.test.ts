import { afterAll, describe, expect, it } from "vitest";
import { visitorPaths } from "~/content/route-table";
import { closeBrowser, hydrate, newPage } from "../support/browser";

/** Every page a visitor can land on (the same list as routes.test.ts and a11y.test.ts). */
const routes = visitorPaths();

/**
 * The narrowest phones in use (320 px: iPhone SE 1st generation, small Androids) and the common
 * one (375 px). A page wider than the screen scrolls sideways and hides its right edge.
 */
const widths = [320, 375] as const;

afterAll(closeBrowser);

for (const width of widths) {
  describe(`every route at ${width} px`, () => {
    it("is no wider than the screen, before and after hydration", async () => {
      const { context, page } = await newPage({ viewport: { width, height: 740 } });
      const overflowing: string[] = [];
      const measure = () =>
        page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
      try {
        for (const route of routes) {
          const response = await page.goto(route, { waitUntil: "load" });
          expect(response?.status(), route).toBe(200);
          const served = await measure();
          await hydrate(page);
          const hydrated = await measure();
          for (const [when, size] of [
            ["served", served],
            ["hydrated", hydrated],
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
  });
}
