import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { footerColumns } from "~/components/layout/site-footer";
import { activities } from "~/content/activities";
import { visitorPaths } from "~/content/route-table";
import { vibeFromId } from "~/domain/catalogue";
import { baseURL, closeBrowser, newPage, viewports } from "../support/browser";

/** Every page a visitor can land on: the prerendered content plus the server-rendered routes. */
const routes = visitorPaths();

interface PageProblems {
  consoleErrors: string[];
  cspConsole: string[];
  failedRequests: string[];
  /** Same-origin requests that have not finished yet. */
  inFlight: Set<unknown>;
}

/** Listens to a page for console errors, CSP refusals and failed same-origin requests. */
function watch(page: Page): PageProblems {
  const origin = new URL(baseURL()).origin;
  const problems: PageProblems = {
    consoleErrors: [],
    cspConsole: [],
    failedRequests: [],
    inFlight: new Set(),
  };
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  page.on("request", (request) => {
    if (sameOrigin(request.url())) problems.inFlight.add(request);
  });
  page.on("requestfinished", (request) => problems.inFlight.delete(request));
  page.on("console", (message) => {
    const text = message.text();
    // Older Chromium says "Refused to …"; current builds "… violates the following Content Security Policy".
    if (/Refused to|Content Security Policy/i.test(text)) problems.cspConsole.push(text);
    if (message.type() === "error") problems.consoleErrors.push(text);
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    problems.inFlight.delete(request);
    if (sameOrigin(request.url())) {
      problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  page.on("response", (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    }
  });
  return problems;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

describe("every route at 1280 px", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    ({ context } = await newPage({ viewport: viewports.desktop }));
    // Registered before any page script runs, so even a violation during hydration is caught.
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it("covers the whole route table", () => {
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${route}: 200, title, description, canonical, one h1, no errors`, async () => {
      const page = await context.newPage();
      const problems = watch(page);
      try {
        // The page hydrates as it loads and sends its page view; every same-origin request
        // started so far (the beacon, the scripts, route discovery) must finish.
        const [response] = await Promise.all([
          page.goto(route, { waitUntil: "load" }),
          page.waitForRequest(
            (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/events",
          ),
        ]);
        expect(response?.status(), `status of ${route}`).toBe(200);
        await expect.poll(() => problems.inFlight.size, { timeout: 10_000 }).toBe(0);

        const title = await page.title();
        expect(title.trim(), `<title> of ${route}`).not.toBe("");
        expect(title, `<title> of ${route}`).toContain("Rallyroom");

        const descriptions = page.locator('meta[name="description"]');
        expect(await descriptions.count(), `meta descriptions on ${route}`).toBe(1);
        expect((await descriptions.getAttribute("content"))?.trim(), `description of ${route}`).toBeTruthy();

        const canonicals = page.locator('link[rel="canonical"]');
        expect(await canonicals.count(), `canonical links on ${route}`).toBe(1);
        const canonical = new URL((await canonicals.getAttribute("href")) ?? "", "http://invalid.test");
        expect(canonical.origin, `canonical of ${route} must be absolute`).not.toBe("http://invalid.test");
        expect(canonical.pathname, `canonical of ${route}`).toBe(new URL(route, baseURL()).pathname);
        expect(canonical.search, `canonical of ${route} carries no query`).toBe("");

        const headings = page.locator("h1:visible");
        expect(await headings.count(), `visible h1 elements on ${route}`).toBe(1);
        expect((await headings.innerText()).trim(), `h1 of ${route}`).not.toBe("");

        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        expect(violations, `CSP violations on ${route}`).toEqual([]);
        expect(problems.cspConsole, `CSP ("Refused to") console messages on ${route}`).toEqual([]);
        expect(problems.consoleErrors, `console errors on ${route}`).toEqual([]);
        expect(problems.failedRequests, `failed same-origin requests on ${route}`).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("a server-rendered page the same for every visitor", () => {
  afterAll(closeBrowser);

  it("lets a shared cache keep it briefly, and hydrates with its nonce and no CSP violation", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      const problems = watch(page);
      const response = await page.goto("/activities?sort=duration", { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      // Every inline script carries the answer's nonce (the browser hides its value from the DOM).
      expect(await page.locator("script:not([src]):not([type='application/ld+json'])").count()).toBe(
        await page.locator("script[nonce]:not([src]):not([type='application/ld+json'])").count(),
      );
      expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
      expect(problems.cspConsole).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the site footer", () => {
  /** What each footer link's page must name in its h1 or <title> (case-insensitive). */
  const names: Record<string, string> = {
    "All Activities": "Activities",
    "High-Energy Games": "High-Energy",
    "Creative Activities": "Creative",
    "Chill Events": "Chill",
    "Game Experiences": "Game Experiences",
    "About Us": "About",
    "Our Hosts": "hosts",
    Careers: "Careers",
    Contact: "Contact",
    "Your Events": "Sign in to your events",
    "Help Center": "Help Center",
    "Privacy Policy": "Privacy Policy",
    "Terms of Service": "Terms of Service",
    "Booking Policy": "Booking Policy",
    "Security & Trust": "Security, privacy and procurement",
    Accessibility: "Accessibility Statement",
  };
  const links = footerColumns.flatMap((column) => column.links.map((link) => ({ ...link })));

  it("names what every link's page must show, and nothing else", () => {
    expect(links.map((link) => link.label).sort()).toEqual(Object.keys(names).sort());
  });

  for (const link of links) {
    it(`"${link.label}" answers 200 at ${link.to} with a page about it`, async () => {
      const response = await fetch(new URL(link.to, baseURL()), { redirect: "manual" });
      expect(response.status, link.to).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
      expect(`${h1} | ${title}`.toLowerCase(), link.label).toContain(
        (names[link.label] ?? "?").toLowerCase(),
      );
      if (link.to.startsWith("/activities")) {
        // A catalogue view lists activities: all of them, or those of its vibe.
        const vibe = vibeFromId(link.to.split("/")[2] ?? "");
        const expected = activities.filter((activity) => !vibe || activity.vibe.includes(vibe));
        expect(expected.length, link.to).toBeGreaterThan(0);
        for (const activity of expected)
          expect(html, link.to).toContain(`href="/activities/${activity.slug}"`);
      }
    });
  }
});
