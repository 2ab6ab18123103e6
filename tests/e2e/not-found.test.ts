import { afterAll, describe, expect, it } from "vitest";
import { baseURL, closeBrowser, newPage } from "../support/browser";

afterAll(async () => {
  await closeBrowser();
});

describe("missing pages", () => {
  it("an unknown path answers 404 with a page that leads home", async () => {
    const { context, page } = await newPage();
    try {
      const response = await page.goto("/no-such-page-here");
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Oops! Page not found");
      expect(await page.title()).toContain("Rallyroom");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      // The layout is still there, so the visitor is not stranded.
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);

      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(() => page.locator("h1").innerText()).toBe("Play. Connect. Celebrate.");
    } finally {
      await context.close();
    }
  });

  it("a nested unknown path is a 404 too", async () => {
    const { context, page } = await newPage();
    try {
      const response = await page.goto("/pricing/extra/deep");
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Oops! Page not found");
    } finally {
      await context.close();
    }
  });

  it("an unknown blog post answers 404 'Post Not Found' with a link back to the blog", async () => {
    const { context, page } = await newPage();
    try {
      const response = await page.goto("/blog/no-such-post");
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Post Not Found");
      expect(await page.getByText("Sorry, the post you are looking for does not exist.").isVisible()).toBe(
        true,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

      await page.getByRole("link", { name: "← Back to Blog" }).click();
      await page.waitForURL((url) => url.pathname === "/blog");
      await expect.poll(() => page.locator("h1").innerText()).toBe("The Rallyroom Blog");
    } finally {
      await context.close();
    }
  });
});

describe("redirects", () => {
  it("/about moves permanently to /about-us", async () => {
    const { context, page } = await newPage();
    try {
      const direct = await page.request.get("/about", { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(new URL(direct.headers().location ?? "", baseURL()).pathname).toBe("/about-us");

      const response = await page.goto("/about");
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/about-us");
      expect(await page.locator("h1").innerText()).toBe("About Rallyroom");
    } finally {
      await context.close();
    }
  });

  it("/book-demo moves permanently to /book-live-demo and keeps the query", async () => {
    const { context, page } = await newPage();
    try {
      const bare = await fetch(`${baseURL()}/book-demo`, { redirect: "manual" });
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.get("location") ?? "", baseURL()).pathname).toBe("/book-live-demo");

      const direct = await page.request.get("/book-demo?game=mini-trivia", { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      const location = new URL(direct.headers().location ?? "", baseURL());
      expect(location.pathname).toBe("/book-live-demo");
      expect(location.searchParams.get("game")).toBe("mini-trivia");

      const response = await page.goto("/book-demo?game=mini-trivia");
      expect(response?.status()).toBe(200);
      const landed = new URL(page.url());
      expect(landed.pathname).toBe("/book-live-demo");
      expect(landed.search).toBe("?game=mini-trivia");
      expect(await page.locator("h1").innerText()).toBe("Book a Live Demo");
    } finally {
      await context.close();
    }
  });

  it("an unknown activity sends the visitor to /activities", async () => {
    const { context, page } = await newPage();
    try {
      const direct = await page.request.get("/activities/no-such-activity", { maxRedirects: 0 });
      expect([301, 302, 303, 307, 308]).toContain(direct.status());
      expect(new URL(direct.headers().location ?? "", baseURL()).pathname).toBe("/activities");

      const response = await page.goto("/activities/no-such-activity");
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/activities");
      expect(await page.locator("h1").innerText()).toBe("Virtual Team Building Activities");
    } finally {
      await context.close();
    }
  });
});
