import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { baseURL, closeBrowser, newPage, openPage, viewports } from "../support/browser";

declare global {
  interface Window {
    __popupCalls?: string[];
  }
}

/**
 * The scheduler's host is unreachable from this machine: the widget script is either fulfilled
 * with a stand-in that records initPopupWidget calls, or aborted (the widget failed to load).
 * The booking page itself is answered locally so a fallback tab never leaves the machine.
 */
async function routeScheduler(
  context: BrowserContext,
  widget: "stand-in" | "abort",
): Promise<{ scriptRequests: () => number }> {
  let scriptRequests = 0;
  await context.route(site.booking.widgetScript, async (route) => {
    scriptRequests += 1;
    if (widget === "abort") return route.abort("internetdisconnected");
    return route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: "window.Calendly = { initPopupWidget: (o) => { window.__popupCalls = (window.__popupCalls || []).concat(o.url) } };",
    });
  });
  await context.route(`${new URL(site.booking.url).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Scheduler</title><h1>Pick a time</h1>",
    }),
  );
  return { scriptRequests: () => scriptRequests };
}

async function schedulerScripts(page: Page) {
  return page.evaluate((id) => {
    const found = [...document.querySelectorAll("script")].filter((script) => script.id === id);
    return found.map((script) => ({ src: script.src, async: script.async }));
  }, site.booking.scriptId);
}

/** The banner's call: the scheduler's button in the sticky top ("Book Your Event" leads to the activities). */
const bannerButton = (page: Page) =>
  page.locator("body > header").getByRole("link", { name: /^Book a 15-minute call/ });

afterAll(async () => {
  await closeBrowser();
});

// The third-party widget, when an operator switches `site.scheduler.provider` to "calendly".
describe.runIf(site.scheduler.provider === "calendly")("the booking action (third-party scheduler)", () => {
  it("is a real link to the booking page in a new tab (works without JavaScript)", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await page.goto("/");
      const button = bannerButton(page);
      expect(await button.getAttribute("href")).toBe(site.booking.url);
      expect(await button.getAttribute("target")).toBe("_blank");
      expect(await button.getAttribute("rel")).toContain("noopener");
    } finally {
      await context.close();
    }
  });

  it("injects the widget script on first hover or focus, once, async, under its fixed id", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      const { scriptRequests } = await routeScheduler(context, "stand-in");
      const cspMessages: string[] = [];
      page.on("console", (message) => {
        if (/Refused to|Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
      });
      await openPage(page, "/pricing");
      expect(
        await schedulerScripts(page),
        "the scheduler is not loaded before a hover or focus of its button",
      ).toEqual([]);
      expect(scriptRequests()).toBe(0);

      await bannerButton(page).focus();
      await expect
        .poll(() => schedulerScripts(page))
        .toEqual([{ src: site.booking.widgetScript, async: true }]);
      await page.waitForFunction(() => typeof window.Calendly?.initPopupWidget === "function");

      await page.locator("h1").hover();
      await bannerButton(page).hover();
      for (let i = 0; i < 3; i += 1) await bannerButton(page).click();
      expect(await schedulerScripts(page)).toEqual([{ src: site.booking.widgetScript, async: true }]);
      expect(await page.locator(`#${site.booking.scriptId}`).count()).toBe(1);
      expect(scriptRequests()).toBe(1);
      expect(cspMessages, "the CSP lets the scheduler's script run").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens the scheduler popup with the booking URL when the widget is loaded, and no tab", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await routeScheduler(context, "stand-in");
      const tabs: Page[] = [];
      context.on("page", (tab) => tabs.push(tab));
      await openPage(page, "/pricing");

      await bannerButton(page).hover();
      await page.waitForFunction(() => typeof window.Calendly?.initPopupWidget === "function");
      await bannerButton(page).click();
      await expect.poll(() => page.evaluate(() => window.__popupCalls ?? [])).toEqual([site.booking.url]);
      await bannerButton(page).click();
      await expect
        .poll(() => page.evaluate(() => window.__popupCalls ?? []))
        .toEqual([site.booking.url, site.booking.url]);

      // Give a stray window.open or default link action time to surface.
      await page.waitForTimeout(500);
      expect(
        tabs.map((tab) => tab.url()),
        "no new tab",
      ).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe("/pricing");
      expect(await schedulerScripts(page)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("a page's own booking button uses the same popup", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await routeScheduler(context, "stand-in");
      await openPage(page, "/activities/lightning-feud");
      const bookNow = page
        .getByRole("main")
        .getByRole("link", { name: "Talk to an event planner (opens the scheduler)" });
      await bookNow.hover();
      await page.waitForFunction(() => typeof window.Calendly?.initPopupWidget === "function");
      await bookNow.click();
      await expect.poll(() => page.evaluate(() => window.__popupCalls ?? [])).toEqual([site.booking.url]);
      expect(context.pages()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("falls back to the booking URL in a new tab, without an opener, when the widget cannot load", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      const { scriptRequests } = await routeScheduler(context, "abort");
      await openPage(page, "/pricing");

      const firstTab = context.waitForEvent("page");
      await bannerButton(page).click();
      const tab = await firstTab;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(site.booking.url);
      expect(await tab.locator("h1").innerText()).toBe("Pick a time");
      expect(await tab.evaluate(() => window.opener), "opened with noopener").toBeNull();
      expect(new URL(page.url()).pathname, "the site stays open where it was").toBe("/pricing");
      await tab.close();

      for (let i = 0; i < 2; i += 1) {
        const next = context.waitForEvent("page");
        await bannerButton(page).click();
        const nextTab = await next;
        await nextTab.waitForLoadState();
        expect(nextTab.url()).toBe(site.booking.url);
        await nextTab.close();
      }

      expect(await page.evaluate(() => window.Calendly)).toBeUndefined();
      expect(await schedulerScripts(page)).toEqual([{ src: site.booking.widgetScript, async: true }]);
      expect(scriptRequests()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

// Rallyroom's own scheduler (the default): the same buttons open the on-site dialog.
describe.runIf(site.scheduler.provider === "native")("the booking action (on-site scheduler)", () => {
  it("is a real link to /book/intro in the same tab (works without JavaScript)", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await page.goto("/");
      const button = bannerButton(page);
      expect(await button.getAttribute("href")).toBe("/book/intro");
      expect(await button.getAttribute("target")).toBeNull();
      expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    } finally {
      await context.close();
    }
  });

  it("loads the scheduler's code on first hover or focus, once, and nothing from a third party", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      const outside: string[] = [];
      const dialogCode: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && !url.startsWith(baseURL())) outside.push(url);
        if (/client-scheduler/.test(new URL(url).pathname)) dialogCode.push(url);
      });
      await openPage(page, "/pricing");
      expect(dialogCode, "the scheduler is not loaded before a hover or focus of its button").toEqual([]);
      await bannerButton(page).focus();
      await expect.poll(() => dialogCode.length).toBe(1);
      await bannerButton(page).hover();
      await bannerButton(page).click();
      await page.locator("dialog[open] [data-day]").first().waitFor();
      expect(dialogCode).toHaveLength(1);
      expect(await schedulerScripts(page)).toEqual([]);
      expect(outside, "no request leaves the site").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens the scheduler dialog in place: no tab, no navigation", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const tabs: Page[] = [];
      context.on("page", (tab) => tabs.push(tab));
      await openPage(page, "/activities/lightning-feud");
      const bookNow = page
        .getByRole("main")
        .getByRole("link", { name: "Talk to an event planner (opens the scheduler)" });
      await bookNow.click();
      const dialog = page.locator("dialog[open]");
      await dialog.getByRole("heading", { name: "Book a 15-minute intro call" }).waitFor();
      await page.waitForTimeout(300);
      expect(tabs).toEqual([]);
      expect(new URL(page.url()).pathname).toBe("/activities/lightning-feud");
      await dialog.getByRole("button", { name: /Close/ }).click();
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
