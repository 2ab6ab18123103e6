import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";
import { recordLayoutShift } from "../support/page-checks";

afterAll(async () => {
  await closeBrowser();
});

/** Height of the sticky page header (banner and header row) and the page's scroll padding. */
async function stickyTop(page: Page): Promise<{ height: number; scrollPadding: number }> {
  return page.evaluate(() => ({
    height: document.querySelector("body > header")?.getBoundingClientRect().height ?? -1,
    scrollPadding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  }));
}

describe("the sticky top", () => {
  it("is one row of at most 96 px at 375 px, with the booking button and the quiz in the menu", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await openPage(page, "/pricing");
      const { height, scrollPadding } = await stickyTop(page);
      expect(height).toBeLessThanOrEqual(96);
      expect(scrollPadding, "anchors stop below the header").toBeGreaterThanOrEqual(height);

      const header = page.locator("body > header");
      // "Book" books an event: it leads to the activities, whose cards open each checkout.
      const book = header.getByRole("link", { name: "Book Your Event" });
      expect(await book.isVisible()).toBe(true);
      expect(await book.getAttribute("href")).toBe("/activities#results");
      expect(await book.getAttribute("aria-haspopup")).toBeNull();

      await header.locator("summary").click();
      // The 15-minute call is in the menu, named as a call.
      const call = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /^Book a 15-minute call/ });
      expect(await call.isVisible()).toBe(true);
      expect(await call.getAttribute("href")).toMatch(/^\/book\/intro$|^https:\/\//);
      const quiz = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /^Find your event/ });
      expect(await quiz.isVisible()).toBe(true);
      await quiz.click();
      await page.waitForURL((url) => url.pathname === "/quiz");
      expect(await header.locator("details").getAttribute("open"), "the menu closed").toBeNull();
    } finally {
      await context.close();
    }
  });

  it("is the banner and the header at 1280 px, and anchors land below both", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await openPage(page, "/careers");
      const { height, scrollPadding } = await stickyTop(page);
      expect(height).toBeGreaterThan(96);
      expect(height).toBeLessThanOrEqual(112);
      expect(scrollPadding).toBeGreaterThanOrEqual(height);
      // An in-page link lands its target below the sticky top, not under it.
      await page.getByRole("link", { name: "See open positions" }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const top = await page.evaluate(
        () => document.getElementById("positions")?.getBoundingClientRect().top,
      );
      expect(top ?? -1).toBeGreaterThanOrEqual(height);

      // The banner books an event at the activities (each card opens its checkout); the call is
      // its own link, named as one.
      const header = page.locator("body > header");
      expect(await header.getByRole("link", { name: /^Book a 15-minute call/ }).getAttribute("href")).toMatch(
        /^\/book\/intro$|^https:\/\//,
      );
      await header.getByRole("link", { name: "Book Your Event" }).click();
      await page.waitForURL((url) => url.pathname === "/activities" && url.hash === "#results");
      const card = page
        .locator("#results")
        .getByRole("link", { name: /^Book this event/ })
        .first();
      expect(await card.getAttribute("href")).toMatch(/^\/activities\/[a-z-]+\/book$/);
    } finally {
      await context.close();
    }
  });
});

/** The font families Chromium actually drew the page's h1 with (CDP), e.g. ["Plus Jakarta Sans"]. */
async function h1Fonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

describe("the brand typeface", () => {
  it("is one preloaded file, our own 400-800 cut of the latin file, and draws the page; latin-ext is not fetched for English", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
      });
      await openPage(page, "/");
      await page.evaluate(() => document.fonts.ready);
      const preload = page.locator('head link[rel="preload"][as="font"]');
      expect(await preload.count()).toBe(1);
      expect(await preload.getAttribute("type")).toBe("font/woff2");
      expect(await preload.getAttribute("crossorigin")).not.toBeNull();
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(/^\/assets\/plus-jakarta-sans-latin-400-800-[\w-]+\.woff2$/);
      expect(await preload.getAttribute("href")).toBe(fonts[0]);
      expect(await h1Fonts(page)).toEqual(["Plus Jakarta Sans"]);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /^"Plus Jakarta Sans", "Plus Jakarta Sans Fallback"/,
      );
    } finally {
      await context.close();
    }
  });

  it("never moves the page: with the font 1.5 s late the page keeps the fallback and shifts by 0", async () => {
    // 412 px: Lighthouse's phone, where swapping the home page's title in used to add a line.
    const { context, page } = await newPage({ viewport: { width: 412, height: 823 } });
    try {
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const layoutShift = await recordLayoutShift(page);
      await page.goto("/", { waitUntil: "load" });
      // The late file has arrived, and font-display: optional leaves this page in the fallback.
      await page.waitForTimeout(300);
      expect(await layoutShift()).toBe(0);
      const drawnWith = await h1Fonts(page);
      expect(drawnWith).not.toContain("Plus Jakarta Sans");
      expect(drawnWith.join()).toMatch(/Arial|Liberation Sans|Arimo/);
    } finally {
      await context.close();
    }
  });
});

describe("the split hero", () => {
  it("shows its product scene in the hero from 1024 px only; below, the call section shows it first; preloaded for both", async () => {
    for (const [viewport, shown] of [
      [viewports.desktop, true],
      [viewports.mobile, false],
    ] as const) {
      const { context, page } = await newPage({ viewport });
      try {
        const scenes: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/images/scenes/")) scenes.push(new URL(request.url()).pathname);
        });
        await openPage(page, "/activities/lightning-feud");
        const preload = page.locator(
          'head link[rel="preload"][as="image"][href="/images/scenes/lightning-feud.svg"]',
        );
        // The scene is an activity page's largest paint on every screen: one preload, no media.
        expect(await preload.count()).toBe(1);
        expect(await preload.getAttribute("media")).toBeNull();
        const scene = page
          .locator("main section")
          .first()
          .getByRole("img", { name: /^Lightning Feud on a video call/, includeHidden: true });
        expect(await scene.isVisible()).toBe(shown);
        expect(await scene.getAttribute("width")).toBe("1200");
        expect(await scene.getAttribute("height")).toBe("750");
        // Below 1024 px the hero leaves the scene out; the call section's first picture shows it,
        // at once. Fetched once either way: the hero and the section never both ask for it.
        const fetched = scenes.filter((path) => path === "/images/scenes/lightning-feud.svg");
        expect(fetched).toEqual(["/images/scenes/lightning-feud.svg"]);
        const inSection = page.locator("main figure img").first();
        expect(await inSection.isVisible()).toBe(!shown);
        expect(await inSection.getAttribute("loading")).toBe("eager");
      } finally {
        await context.close();
      }
    }
  });
});
