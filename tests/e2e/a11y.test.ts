import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorPaths } from "~/content/route-table";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";
import { expectNoAxeViolations } from "../support/page-checks";

const routes = visitorPaths();
const widths = [
  ["375 px", viewports.mobile],
  ["1280 px", viewports.desktop],
] as const;

describe("axe-core at 375 px and 1280 px (reduced motion)", () => {
  // One page per width, checked side by side: the two widths of a route load at once.
  let pages: { name: string; context: BrowserContext; page: Page }[] = [];

  beforeAll(async () => {
    pages = await Promise.all(
      widths.map(async ([name, viewport]) => ({
        name,
        ...(await newPage({ viewport, reducedMotion: "reduce" })),
      })),
    );
  });

  afterAll(async () => {
    for (const { context } of pages) await context.close();
  });

  for (const route of routes) {
    it(`${route} has no violations`, async () => {
      await Promise.all(
        pages.map(async ({ name, page }) => {
          await openPage(page, route);
          expect(page.frames(), "legacy mode only sees the top frame").toHaveLength(1);
          await expectNoAxeViolations(page, `${route} at ${name}`);
        }),
      );
    });
  }
});

describe("axe-core on interactive states", () => {
  it("the open 375 px menu (header only)", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile, reducedMotion: "reduce" });
    try {
      await openPage(page, "/");
      await page.locator("header summary").click();
      expect(await page.locator("header details").getAttribute("open")).not.toBeNull();
      await expectNoAxeViolations(page, "the open menu", { include: "header" });
    } finally {
      await context.close();
    }
  });
});

afterAll(async () => {
  await closeBrowser();
});
