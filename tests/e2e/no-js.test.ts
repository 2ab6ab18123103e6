import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorPaths } from "~/config/prerender";
import { closeBrowser, newPage, viewports } from "../support/browser";

const routes = visitorPaths();

/** Headings the layout's links lead to: what a visitor without JavaScript must still read. */
const knownHeadings: Record<string, string> = {
  "/": "Play. Connect. Celebrate.",
  "/activities": "Virtual Team Building Activities",
  "/pricing": "Simple, Transparent Pricing",
  "/quiz": "Find Your Perfect Team Event",
  "/blog": "The Rallyroom Blog",
  "/faq": "Frequently Asked Questions",
  "/billing": "Get Quote & Pay Deposit",
  "/billing/success?session_id=cs_test_a1B2c3": "Payment not found",
  "/book-live-demo": "Book a Live Demo",
};

describe("without JavaScript (server-rendered HTML only)", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    ({ context } = await newPage({ viewport: viewports.desktop, javaScriptEnabled: false }));
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  for (const route of routes) {
    it(`${route} shows its title and h1`, async () => {
      const page = await context.newPage();
      try {
        // The heading and title are in the HTML itself: no need to wait for images (which all load
        // eagerly when scripting is off).
        const response = await page.goto(route, { waitUntil: "domcontentloaded" });
        expect(response?.status(), `status of ${route}`).toBe(200);
        // Prove the page really ran without scripts: not even React Router's inline bootstrap.
        expect(await page.evaluate(() => "__reactRouterContext" in window), "scripts ran").toBe(false);

        expect(await page.title(), `<title> of ${route}`).toContain("Rallyroom");
        const heading = page.locator("h1:visible");
        expect(await heading.count(), `visible h1 elements on ${route}`).toBe(1);
        const text = (await heading.innerText()).trim();
        expect(text, `h1 of ${route}`).not.toBe("");
        const expected = knownHeadings[route];
        if (expected) expect(text, `h1 of ${route}`).toBe(expected);
      } finally {
        await page.close();
      }
    });
  }

  it("the 375 px menu is a disclosure that opens and navigates without JavaScript", async () => {
    const { context: mobile, page } = await newPage({
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    try {
      await page.goto("/");
      const menu = page.locator("header details");
      await page.getByText("Menu", { exact: true }).click();
      expect(await menu.getAttribute("open")).not.toBeNull();
      const pricing = menu.getByRole("link", { name: "Pricing", exact: true });
      expect(await pricing.isVisible()).toBe(true);
      await pricing.click();
      await page.waitForURL("**/pricing");
      expect(await page.locator("h1").innerText()).toBe("Simple, Transparent Pricing");
    } finally {
      await mobile.close();
    }
  });
});
