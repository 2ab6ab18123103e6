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

describe("a toolkit without JavaScript", () => {
  afterAll(async () => {
    await closeBrowser();
  });

  it("is offered after the form: the result page's heading says so first, then the toolkit's PDF", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    try {
      await page.goto("/toolkits/employee-engagement");
      expect(await page.locator('a[href$=".pdf"]').count()).toBe(0);
      await page.getByLabel(/^Name/).fill("Nora Script");
      await page.getByLabel(/^Work email/).fill(`nora@nojs-toolkit-${Date.now()}.example`);
      await page.getByLabel(/I agree to receive/).check();
      await page.getByRole("button", { name: "Get Free Toolkit" }).click();
      await page.waitForURL("**/forms/toolkit");
      expect(await page.evaluate(() => "__reactRouterContext" in window), "scripts ran").toBe(false);
      // The first heading on the page is the result, and it is the only place it is said.
      expect(await page.locator("main :is(h1, h2, h3)").first().innerText()).toBe("Your toolkit is ready");
      expect(await page.getByText("Your toolkit is ready").count()).toBe(1);
      const pdf = page.getByRole("link", {
        name: "Download PDF: Employee Engagement Metrics Toolkit (opens in a new tab)",
      });
      expect(await pdf.getAttribute("href")).toBe("/downloads/employee-engagement-toolkit.pdf");
      const response = await page.request.get("/downloads/employee-engagement-toolkit.pdf");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(await page.getByRole("link", { name: "Back to where you were" }).getAttribute("href")).toBe(
        "/toolkits/employee-engagement",
      );
    } finally {
      await context.close();
    }
  });
});
