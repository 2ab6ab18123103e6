import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorPaths } from "~/content/route-table";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";

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

describe("discovery journeys without JavaScript", () => {
  const matchNames = (page: import("playwright-core").Page) =>
    page.locator("#quiz ol > li h3").allInnerTexts();

  it("the quiz runs step by step to the same results as the JavaScript quiz", async () => {
    const noJs = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    const js = await newPage({ viewport: viewports.mobile });
    try {
      const { page } = noJs;
      await page.goto("/quiz");
      expect(await page.getByText("Step 1 of 3").isVisible()).toBe(true);
      await page.getByLabel("31–80 people").check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForURL(/\/quiz\?step=2&size=31-80#quiz$/);
      expect(await page.getByText("Step 2 of 3").isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "What vibe are you going for?" }).isVisible()).toBe(
        true,
      );
      // Moving on without a vibe shows the step again, saying what is missing.
      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForURL(/step=3&size=31-80#quiz$/);
      expect(await page.getByText("Pick at least one vibe to continue.").isVisible()).toBe(true);
      expect(await page.getByText("Step 2 of 3").isVisible()).toBe(true);
      await page.getByLabel("Collaborative").check();
      await page.getByLabel("Creative").check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForURL(/\/quiz\?step=3&size=31-80&vibe=collaborative&vibe=creative#quiz$/);
      // Back keeps the answers so far.
      await page.getByRole("link", { name: "Back" }).click();
      await page.waitForURL(/step=2&/);
      expect(await page.getByLabel("Collaborative").isChecked()).toBe(true);
      expect(await page.getByLabel("Creative").isChecked()).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByLabel(/^\$36-\$50/).check();
      await page.getByRole("button", { name: "Get My Matches!" }).click();
      await page.waitForURL(/step=4&size=31-80&vibe=collaborative&vibe=creative&budget=36-50#quiz$/);
      expect(await page.getByRole("heading", { name: "Your top matches" }).isVisible()).toBe(true);
      const withoutJs = await matchNames(page);
      expect(withoutJs).toHaveLength(3);
      // The step panel sits below the sticky header, not under it.
      const header = await page.locator("body > header").boundingBox();
      const panel = await page.locator("#quiz").boundingBox();
      expect(panel && header && panel.y >= header.y + header.height).toBe(true);

      // The same answers with JavaScript, in the page.
      await openPage(js.page, "/quiz");
      await js.page.getByLabel("31–80 people").check();
      await js.page.getByRole("button", { name: "Next" }).click();
      await js.page.getByLabel("Collaborative").check();
      await js.page.getByLabel("Creative").check();
      await js.page.getByRole("button", { name: "Next" }).click();
      await js.page.getByLabel(/^\$36-\$50/).check();
      await js.page.getByRole("button", { name: "Get My Matches!" }).click();
      await expect.poll(() => matchNames(js.page)).toEqual(withoutJs);
      expect(new URL(js.page.url()).search).toBe("");

      await page.getByRole("link", { name: "Start over" }).click();
      await page.waitForURL(/\/quiz#quiz$/);
      expect(await page.getByText("Step 1 of 3").isVisible()).toBe(true);
    } finally {
      await noJs.context.close();
      await js.context.close();
    }
  });

  it("the help-center search is a GET form: ?q= answers on the server, as typing does with JavaScript", async () => {
    const noJs = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    const js = await newPage({ viewport: viewports.desktop });
    const questions = (page: import("playwright-core").Page) =>
      page.locator("[data-help-group] summary").allInnerTexts();
    try {
      const { page } = noJs;
      await page.goto("/help-center");
      const all = (await questions(page)).length;
      await page.getByLabel("Search the help center").fill("zoom");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/\/help-center\?q=zoom#faq$/);
      const found = await questions(page);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(all);
      expect(await page.getByText(new RegExp(`^${found.length} answers? match`)).isVisible()).toBe(true);
      expect(await page.getByLabel("Search the help center").inputValue()).toBe("zoom");

      await openPage(js.page, "/help-center");
      await js.page.getByLabel("Search the help center").fill("zoom");
      await expect.poll(() => questions(js.page)).toEqual(found);
      // The URL follows the field, so the view can be shared.
      await js.page.waitForURL(/\/help-center\?q=zoom$/);

      await page.goto("/help-center?q=xylophone");
      expect(await page.getByText("No answers match “xylophone”.").isVisible()).toBe(true);
      expect(await questions(page)).toEqual([]);
    } finally {
      await noJs.context.close();
      await js.context.close();
    }
  });

  it("the game library filters on the server from the URL, and the URL reproduces the view with JavaScript", async () => {
    const noJs = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    const js = await newPage({ viewport: viewports.desktop });
    const names = (page: import("playwright-core").Page) =>
      page.locator('section[aria-labelledby="library-heading"] article h3').allInnerTexts();
    try {
      const { page } = noJs;
      await page.goto("/game-experiences");
      expect(await page.getByText("Showing 27 of 27 experiences").isVisible()).toBe(true);
      await page.getByLabel("Search").fill("MINI");
      await page.getByRole("button", { name: "Show games" }).click();
      await page.waitForURL(/\/game-experiences\?q=MINI&category=all&status=all#library$/);
      expect(await page.getByText("Showing 5 of 27 experiences").isVisible()).toBe(true);
      await page.getByLabel("Search").fill("");
      await page.getByLabel("Status").selectOption("HUB_PLACEHOLDER");
      await page.getByRole("button", { name: "Show games" }).click();
      await page.waitForURL(/\?q=&category=all&status=HUB_PLACEHOLDER#library$/);
      expect(await page.getByText("Showing 3 of 27 experiences").isVisible()).toBe(true);
      expect(await names(page)).toHaveLength(3);
      // A category tile sends the library's form too, keeping the search.
      await page.goto("/game-experiences?q=mini");
      await page.getByRole("button", { name: /Party & Social/ }).click();
      await page.waitForURL(/\/game-experiences\?q=mini&category=Party\+%26\+Social#library$/);
      expect(await page.getByLabel("Search").inputValue()).toBe("mini");
      await page.goto("/game-experiences");
      await page.getByRole("button", { name: /Party & Social/ }).click();
      await page.waitForURL(/\/game-experiences\?category=Party\+%26\+Social#library$/);
      expect(await page.getByLabel("Category").inputValue()).toBe("Party & Social");
      expect(await page.getByText("Showing 5 of 27 experiences").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /Party & Social/ }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      const party = await names(page);

      // With JavaScript the same URL shows the same list, and a change keeps the URL in step.
      await openPage(js.page, "/game-experiences?category=Party+%26+Social");
      expect(await names(js.page)).toEqual(party);
      await js.page.getByLabel("Search").fill("survey");
      await js.page.waitForURL(/\/game-experiences\?q=survey&category=Party\+%26\+Social$/);
      const searched = await names(js.page);
      expect(searched.length).toBeLessThan(party.length);
      await page.goto(js.page.url());
      expect(await names(page)).toEqual(searched);
    } finally {
      await noJs.context.close();
      await js.context.close();
    }
  });

  it("prerendered files still answer other query strings; the page's own parameters are rendered", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    try {
      const csp = async (path: string) =>
        (await page.request.get(path)).headers()["content-security-policy"] ?? "";
      expect(await csp("/help-center?utm_source=newsletter")).toContain("'sha256-");
      expect(await csp("/help-center?q=zoom")).toContain("'nonce-");
      expect(await csp("/quiz?utm_campaign=spring")).toContain("'sha256-");
      expect(await csp("/quiz?step=2&size=5-12")).toContain("'nonce-");
    } finally {
      await context.close();
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
