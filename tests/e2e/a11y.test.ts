import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorPaths } from "~/config/prerender";
import { axeTags } from "../../scripts/lib/axe";
import { closeBrowser, newPage, openHydrated, viewports } from "../support/browser";

const routes = visitorPaths();

/** One line per violation: rule, impact, how many elements, the first few selectors. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.map(String).join(" >> "))
      .join(" | ");
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : "";
    const html = (violation.nodes[0]?.html ?? "").replace(/\s+/g, " ").slice(0, 100);
    return `${violation.id} [${violation.impact ?? "n/a"}] ${violation.nodes.length} element(s): ${targets}${more} — ${violation.help} — first: ${html}`;
  });
}

for (const [name, viewport] of [
  ["375 px", viewports.mobile],
  ["1280 px", viewports.desktop],
] as const) {
  describe(`axe-core at ${name} (reduced motion)`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newPage({ viewport, reducedMotion: "reduce" }));
    });

    afterAll(async () => {
      await context?.close();
    });

    for (const route of routes) {
      it(`${route} has no violations`, async () => {
        await openHydrated(page, route);
        expect(page.frames(), "legacy mode only sees the top frame").toHaveLength(1);
        // Legacy mode runs axe.run() in the page itself instead of finishing in a new blank page
        // per run: the same rules, much faster, and the site embeds no cross-origin frames.
        const results = await new AxeBuilder({ page })
          .withTags(axeTags)
          .options({ resultTypes: ["violations"] })
          .setLegacyMode()
          .analyze();
        expect(describeViolations(results.violations), `axe violations on ${route} at ${name}`).toEqual([]);
      });
    }
  });
}

describe("axe-core on interactive states", () => {
  it("the open 375 px menu (header only)", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile, reducedMotion: "reduce" });
    try {
      await openHydrated(page, "/");
      await page.locator("header summary").click();
      expect(await page.locator("header details").getAttribute("open")).not.toBeNull();
      const results = await new AxeBuilder({ page })
        .include("header")
        .withTags(axeTags)
        .options({ resultTypes: ["violations"] })
        .setLegacyMode()
        .analyze();
      expect(describeViolations(results.violations), "axe violations in the open menu").toEqual([]);
    } finally {
      await context.close();
    }
  });
});

afterAll(async () => {
  await closeBrowser();
});
