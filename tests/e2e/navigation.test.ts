import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";

const headerLinks = [
  { label: "Home", path: "/", h1: "Play. Connect. Celebrate." },
  { label: "Activities", path: "/activities", h1: "Virtual Team Building Activities" },
  {
    label: "Virtual Team Building",
    path: "/virtual-teambuilding",
    h1: "Virtual Team Building That Remote Teams Actually Enjoy",
  },
  { label: "Why Rallyroom", path: "/why-rallyroom", h1: "Why Rallyroom?" },
  { label: "Resources", path: "/resources", h1: "Resources for Remote Team Leaders" },
  { label: "Pricing", path: "/pricing", h1: "Simple, Transparent Pricing" },
  { label: "Blog", path: "/blog", h1: "The Rallyroom Blog" },
  { label: "FAQ", path: "/faq", h1: "Frequently Asked Questions" },
];

const footerLinks = [
  { column: "Company", label: "About Us", path: "/about-us", h1: "About Rallyroom" },
  { column: "Company", label: "Careers", path: "/careers", h1: "Join the Rallyroom Team" },
  { column: "Company", label: "Contact", path: "/contact", h1: "Get in Touch" },
  { column: "Support", label: "Help Center", path: "/help-center", h1: "How can we help?" },
  { column: "Support", label: "Privacy Policy", path: "/privacy-policy", h1: "Privacy Policy" },
  { column: "Support", label: "Terms of Service", path: "/terms-of-service", h1: "Terms of Service" },
  {
    column: "Activities",
    label: "All Activities",
    path: "/activities",
    h1: "Virtual Team Building Activities",
  },
  {
    column: "Activities",
    label: "Chill Events",
    path: "/activities/chill",
    h1: "Chill Virtual Team Building",
  },
];

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

/**
 * Loads a page with its scripts and marks the document: a client-side navigation keeps the
 * mark, a full page load loses it.
 */
async function openMarked(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
}

async function expectArrived(page: Page, path: string, h1: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 10_000 }).toBe(h1);
  expect(await page.locator("h1").count()).toBe(1);
  expect(
    await page.evaluate(() => window.__sameDocument === true),
    `navigation to ${path} was client-side`,
  ).toBe(true);
}

afterAll(async () => {
  await closeBrowser();
});

describe("at 1280 px", () => {
  it("each header nav link navigates client-side to its page and marks itself current", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      // Start somewhere no nav link points to, so even "Home" is a real navigation.
      await openMarked(page, "/contact");
      const nav = page.getByRole("navigation", { name: "Main" });
      expect(await nav.count(), "exactly one visible main navigation").toBe(1);
      for (const link of headerLinks) {
        const anchor = nav.getByRole("link", { name: link.label, exact: true });
        expect(await anchor.isVisible(), `${link.label} is visible`).toBe(true);
        await anchor.click();
        await expectArrived(page, link.path, link.h1);
        expect(await anchor.getAttribute("aria-current"), `${link.label} is the current page`).toBe("page");
      }
    } finally {
      await context.close();
    }
  });

  it("footer links go to the company and support pages", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await openMarked(page, "/");
      for (const link of footerLinks) {
        const anchor = page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: link.column })
          .getByRole("link", { name: link.label, exact: true });
        expect(await anchor.getAttribute("href")).toBe(link.path);
        await anchor.click();
        await expectArrived(page, link.path, link.h1);
      }
    } finally {
      await context.close();
    }
  });

  it("the banner's 'Find your event' link goes to the quiz", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await openMarked(page, "/pricing");
      const banner = page.getByText("Ready to energize your team?");
      expect(await banner.isVisible()).toBe(true);
      await page.getByRole("link", { name: /^Find your event/ }).click();
      await expectArrived(page, "/quiz", "Find Your Perfect Team Event");
    } finally {
      await context.close();
    }
  });

  it("the banner stays in view while the page scrolls", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await openMarked(page, "/faq");
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const box = await page.getByText("Ready to energize your team?").boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(100);
    } finally {
      await context.close();
    }
  });
});

describe("at 375 px", () => {
  it("hides the nav links behind a 'Menu' disclosure that opens, navigates and closes", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await openMarked(page, "/");
      const header = page.locator("header");
      // No nav link is visible until the menu is opened.
      for (const link of headerLinks) {
        expect(
          await header.getByRole("link", { name: link.label, exact: true }).count(),
          `${link.label} is hidden`,
        ).toBe(0);
      }
      const details = header.locator("details");
      const summary = details.locator("summary");
      expect(await summary.innerText()).toBe("Menu");
      expect(await details.getAttribute("open")).toBeNull();

      await summary.click();
      expect(await details.getAttribute("open")).not.toBeNull();
      const menu = page.getByRole("navigation", { name: "Main" });
      for (const link of headerLinks) {
        expect(
          await menu.getByRole("link", { name: link.label, exact: true }).isVisible(),
          `${link.label} is in the open menu`,
        ).toBe(true);
      }

      await menu.getByRole("link", { name: "Pricing", exact: true }).click();
      await expectArrived(page, "/pricing", "Simple, Transparent Pricing");
      expect(await details.getAttribute("open"), "the menu closed after navigating").toBeNull();
      expect(await header.getByRole("link", { name: "Pricing", exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the phone menu at 375 px", () => {
  afterAll(closeBrowser);

  it("keeps open the menu a visitor opened before the page hydrated", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      // The page's scripts wait until the menu is open, as on a slow phone.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/pricing", { waitUntil: "domcontentloaded" });
      const details = page.locator("header details");
      await details.locator("summary").click();
      // The visit's beacon leaves from an effect of the hydrated page: the menu's ran with it.
      const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
      release();
      await hydrated;
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      await expect
        .poll(async () => {
          await page.keyboard.press("Escape");
          return details.evaluate((element) => (element as HTMLDetailsElement).open);
        })
        .toBe(false);
    } finally {
      await context.close();
    }
  });

  it("lists Contact, and closes on Escape (focus back on its button), an outside tap and navigation", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await openMarked(page, "/pricing");
      const details = page.locator("header details");
      const summary = details.locator("summary");
      const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);

      await summary.click();
      expect(await isOpen()).toBe(true);
      const menu = page.getByRole("navigation", { name: "Main" });
      expect(await menu.getByRole("link", { name: "Contact", exact: true }).getAttribute("href")).toBe(
        "/contact",
      );
      await menu.getByRole("link", { name: "Blog", exact: true }).focus();
      await page.keyboard.press("Escape");
      expect(await isOpen(), "Escape closes it").toBe(false);
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);

      await summary.click();
      expect(await isOpen()).toBe(true);
      // Bottom left, below the menu: the page's own content.
      await page.mouse.click(8, 800);
      expect(await isOpen(), "a tap outside closes it").toBe(false);

      await summary.click();
      await menu.getByRole("link", { name: "Contact", exact: true }).click();
      await expectArrived(page, "/contact", "Get in Touch");
      expect(await isOpen(), "navigating closes it").toBe(false);
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);

      // Navigation that does not start in the menu (history, a redirecting form) closes it too.
      await summary.click();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/pricing");
      await expect.poll(isOpen).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("opens and navigates without JavaScript", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    try {
      await page.goto("/faq");
      await page.locator("header summary").click();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      expect(await page.locator("h1").innerText()).toBe("Get in Touch");
    } finally {
      await context.close();
    }
  });
});

describe("hydration at load (decision 042)", () => {
  afterAll(closeBrowser);

  it("hydrates with no input at all, counts the visit once with its attribution, then counts client navigations", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const scripts: string[] = [];
      const views: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push(url.pathname);
        if (request.method() === "POST" && url.pathname === "/api/events")
          views.push(request.postData() ?? "");
      });
      const response = await page.goto("/faq?utm_source=e2e-load&utm_medium=mail", { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // No pointer, key or scroll: the page's scripts run, and it counts the visit by itself.
      expect(scripts.some((path) => path.includes("entry.client"))).toBe(true);
      await expect.poll(() => views.length).toBe(1);
      const attribution = JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem("rallyroom_attribution"))) ?? "{}",
      );
      expect(attribution).toMatchObject({
        utm_source: "e2e-load",
        utm_medium: "mail",
        landing_path: "/faq?utm_source=e2e-load&utm_medium=mail",
      });
      // The page's own inline scripts are React Router's, allowed by the page's CSP hashes.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
          .map((script) => script.textContent ?? ""),
      );
      expect(inline.some((text) => text.includes("sendBeacon") || text.includes("pointerover"))).toBe(false);

      // A client-side navigation is counted by the app, once.
      await page.locator("summary", { hasText: "Menu" }).click();
      await page.getByRole("link", { name: "Pricing" }).first().click();
      await page.waitForURL(/\/pricing$/);
      await expect.poll(() => views.length).toBe(2);
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    } finally {
      await context.close();
    }
  });
});
