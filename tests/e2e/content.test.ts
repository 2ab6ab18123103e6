import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { blogFilterCategories } from "~/content/blog-categories";
import { claims, facts } from "~/content/facts";
import { gameSlides } from "~/content/home";
import { listPosts } from "~/server/blog.server";
import { baseURL, closeBrowser, newPage, openPage, viewports } from "../support/browser";

async function withPage(
  options: Parameters<typeof newPage>[0],
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { context, page } = await newPage(options);
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Lets React commit what the last clock step or event caused (real time; the page clock is paused). */
const settle = (page: Page) => page.waitForTimeout(120);

const slideIndex = async (page: Page, carousel: string) =>
  Number(await page.locator(`[data-carousel="${carousel}"]`).getAttribute("data-index"));

/**
 * Fake timers, installed before any page script: after hydration the clock is paused at a
 * known point, so each auto-advance happens exactly when the test moves time forward.
 */
async function pausedClock(page: Page, route: string): Promise<void> {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await openPage(page, route);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await settle(page);
}

async function h2Texts(page: Page): Promise<string[]> {
  return (await page.locator("main h2").allInnerTexts()).map((text) => text.trim());
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

afterAll(async () => {
  await closeBrowser();
});

describe("home (Variant A)", () => {
  it("renders the hero, its three actions and every section", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/");
      expect(await page.locator("h1").innerText()).toBe("Play. Connect. Celebrate.");
      await expect
        .poll(() => page.getByText("Unforgettable virtual team building activities").count())
        .toBe(1);
      expect(await page.getByRole("link", { name: "Explore Events" }).getAttribute("href")).toBe(
        "/activities",
      );
      expect(await page.getByRole("link", { name: "Request Demo" }).getAttribute("href")).toBe("/book-event");
      expect(await page.locator('main a[href="/quiz"]').count()).toBeGreaterThan(0);
      const headings = await h2Texts(page);
      for (const heading of [
        "Why Teams Love Rallyroom",
        "Interactive Games for Every Team",
        `${facts.eventsHosted} events, rated ${claims.ratingShort}`,
        "Let Us Show You the Magic",
        "Ready to Transform Your Team?",
      ]) {
        expect(headings).toContain(heading);
      }
      expect(await page.locator("#why li").count()).toBe(4);
      // "Book Event" books an event: the activities, whose cards open each checkout.
      expect(await page.getByRole("link", { name: "Book Event", exact: true }).getAttribute("href")).toBe(
        "/activities#results",
      );
      expect(await page.getByRole("link", { name: "Browse All Activities" }).getAttribute("href")).toBe(
        "/activities",
      );
      expect(await page.getByText("Build Stronger, Happier Teams").count()).toBe(1);
      expect(await page.locator("main figure blockquote").count()).toBe(3);
      expect(await page.locator("#demo").getByRole("heading", { name: "Schedule My Demo" }).count()).toBe(1);
      expect(await page.locator('[data-carousel="games"] li[aria-roledescription="slide"]').count()).toBe(10);
    });
  });

  it("draws every slide's picture, each one loaded lazily as the carousel brings it in", async () => {
    await withPage({ viewport: viewports.mobile }, async (page) => {
      await openPage(page, "/");
      const slides = page.locator('[data-carousel="games"] li[aria-roledescription="slide"]');
      expect(await slides.locator("img").count()).toBe(gameSlides.length);
      for (const [index, slide] of gameSlides.entries()) {
        const image = slides.nth(index).locator("img");
        expect(await image.getAttribute("src")).toBe(slide.src);
        expect(await image.getAttribute("alt")).toBe(slide.alt);
        expect(await image.getAttribute("loading")).toBe("lazy");
      }
    });
  });

  it("auto-advances the game carousel every 4000 ms, wraps, and moves with buttons and arrow keys", async () => {
    await withPage({ viewport: viewports.mobile }, async (page) => {
      await pausedClock(page, "/");
      const start = await slideIndex(page, "games");
      await page.clock.runFor(3_900);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe(start);
      await page.clock.runFor(100);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe((start + 1) % 10);

      // One slide per view at 375 px: ten positions, and next from the last wraps to the first.
      const carousel = page.locator('[data-carousel="games"]');
      const next = carousel.getByRole("button", { name: "Next slide" });
      const previous = carousel.getByRole("button", { name: "Previous slide" });
      expect(await next.isDisabled()).toBe(false);
      expect(await previous.isDisabled()).toBe(false);
      while ((await slideIndex(page, "games")) !== 9) await next.click();
      await next.click();
      expect(await slideIndex(page, "games")).toBe(0);
      await previous.click();
      expect(await slideIndex(page, "games")).toBe(9);

      await next.focus();
      await page.keyboard.press("ArrowRight");
      expect(await slideIndex(page, "games")).toBe(0);
      await page.keyboard.press("ArrowRight");
      expect(await slideIndex(page, "games")).toBe(1);
      await page.keyboard.press("ArrowLeft");
      expect(await slideIndex(page, "games")).toBe(0);
    });
  });

  it("has a visible pause control, and stops while hovered or focused", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await pausedClock(page, "/");
      const carousel = page.locator('[data-carousel="games"]');
      const toggle = carousel.locator("[data-carousel-toggle]");
      expect(await toggle.isVisible()).toBe(true);
      expect(await toggle.innerText()).toContain("Pause");

      // Hover: no advance however long it stays.
      await carousel.locator("li:not([inert]) figure").first().hover();
      let before = await slideIndex(page, "games");
      await page.clock.runFor(12_000);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe(before);
      await page.mouse.move(5, 5);
      await settle(page);
      await page.clock.runFor(4_000);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe((before + 1) % 8);

      // Pause: stays put; Play resumes.
      await toggle.click();
      await page.mouse.move(5, 5);
      await page.locator("h1").click();
      await settle(page);
      expect(await toggle.innerText()).toContain("Play");
      before = await slideIndex(page, "games");
      await page.clock.runFor(12_000);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe(before);

      // Focus inside: no advance either, even when playing.
      await toggle.click();
      await settle(page);
      expect(await toggle.innerText()).toContain("Pause");
      before = await slideIndex(page, "games");
      await page.clock.runFor(8_000);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe(before);
    });
  });

  it("starts paused when the visitor prefers reduced motion", async () => {
    await withPage({ viewport: viewports.desktop, reducedMotion: "reduce" }, async (page) => {
      await pausedClock(page, "/");
      const toggle = page.locator('[data-carousel="games"] [data-carousel-toggle]');
      expect(await toggle.innerText()).toContain("Play");
      await page.clock.runFor(20_000);
      await settle(page);
      expect(await slideIndex(page, "games")).toBe(0);
    });
  });
});

describe("/virtual-team-building-events (Variant B)", () => {
  it("renders every section and its own footer, and claims no client logos (decision 047)", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/virtual-team-building-events");
      expect(await page.locator("h1").innerText()).toBe("Not Just a Game. An Experience.");
      const headings = await h2Texts(page);
      expect(headings).not.toContain("Facilitated events for");
      for (const heading of [
        "Why teams choose Rallyroom",
        "What event organisers say",
        "How It Works",
        "Frequently asked questions",
        "Loved by teams big and small",
        "Before you book",
      ]) {
        expect(headings.map((text) => text.toLowerCase())).toContain(heading.toLowerCase());
      }
      expect(await page.locator("#why li").count()).toBe(6);
      expect(await page.locator('[aria-labelledby="testimonials-heading"] blockquote').count()).toBe(2);
      expect(await page.locator('[aria-labelledby="how-heading"] ol > li').count()).toBe(3);
      expect(await page.locator('[aria-labelledby="loved-heading"] blockquote').count()).toBe(3);
      expect(await page.locator('[aria-labelledby="landing-faq-heading"] details').count()).toBe(4);
      expect(await page.locator('[aria-labelledby="faq-heading"] details').count()).toBe(3);
      expect(await page.locator('section[aria-labelledby="clients-heading"]').count()).toBe(0);
      for (const label of ["Book a Free Demo", "Book a 15-Minute Call"]) {
        // The demo and the call: Rallyroom's own scheduler pages, or the third-party widget's.
        expect(await page.getByRole("main").getByRole("link", { name: label }).getAttribute("href")).toMatch(
          site.scheduler.provider === "native" ? /^\/book\/(intro|demo)$/ : /^https:\/\//,
        );
      }
      for (const label of ["Plan My Event Today", "Book an Event"]) {
        // Planning or booking an event starts at the activities, whose cards open each checkout.
        expect(await page.getByRole("link", { name: label }).getAttribute("href")).toBe(
          "/activities#results",
        );
      }
      expect(await page.getByRole("link", { name: "Get Pricing" }).first().getAttribute("href")).toBe(
        "/pricing",
      );
      const closing = page.locator('[aria-labelledby="closing-heading"]');
      expect(await closing.getByRole("link", { name: "Get Quote & Pay Deposit" }).getAttribute("href")).toBe(
        "/billing",
      );
      expect(await closing.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");

      // Its own footer, not the site footer: current year, #pricing and #why anchors, contact link.
      const footer = page.locator("footer");
      expect(await footer.count()).toBe(1);
      expect(await footer.innerText()).toContain(String(new Date().getFullYear()));
      expect(await footer.locator('a[href="#pricing"]').count()).toBe(1);
      expect(await footer.locator('a[href="#why"]').count()).toBe(1);
      expect(await page.locator("#pricing").count()).toBe(1);
      expect(await footer.locator('a[href="/contact"]').count()).toBe(1);

      // Large screens: the sticky toolkit card; the bottom bar is for small screens only.
      expect(await page.locator('aside[aria-label="Free toolkit"]').isVisible()).toBe(true);
      expect(await page.locator("[data-toolkit-bar]").isVisible()).toBe(false);
    });
  });

  it("advances the hero every 5000 ms with a 500 ms slide, with dots and a pause control", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await pausedClock(page, "/virtual-team-building-events");
      const hero = page.locator('[data-carousel="hero"]');
      expect(
        await hero
          .locator("ul")
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration),
      ).toBe("0.5s");
      const start = await slideIndex(page, "hero");
      await page.clock.runFor(4_900);
      await settle(page);
      expect(await slideIndex(page, "hero")).toBe(start);
      await page.clock.runFor(100);
      await settle(page);
      expect(await slideIndex(page, "hero")).toBe((start + 1) % 5);

      await hero.locator('[data-dot="4"]').click();
      expect(await slideIndex(page, "hero")).toBe(4);
      expect(await hero.locator('[data-dot="4"]').getAttribute("aria-current")).toBe("true");
      await hero.getByRole("button", { name: "Next image" }).click();
      expect(await slideIndex(page, "hero")).toBe(0);
      await hero.getByRole("button", { name: "Previous image" }).click();
      expect(await slideIndex(page, "hero")).toBe(4);

      await page.mouse.move(5, 5);
      await page.locator("h1").click();
      const toggle = hero.locator("[data-carousel-toggle]");
      await toggle.click();
      await page.mouse.move(5, 5);
      await page.locator("h1").click();
      expect(await toggle.innerText()).toContain("Play");
      await page.clock.runFor(15_000);
      await settle(page);
      expect(await slideIndex(page, "hero")).toBe(4);
    });
  });

  it("opens the lightbox with previous, next and close; Escape closes it and focus returns", async () => {
    await withPage({ viewport: viewports.desktop, reducedMotion: "reduce" }, async (page) => {
      await openPage(page, "/virtual-team-building-events");
      const opener = page
        .locator('[data-carousel="hero"] li')
        .first()
        .getByRole("button", { name: "Enlarge image" });
      await opener.click();
      const lightbox = page.locator("dialog[data-lightbox]");
      await expect.poll(() => lightbox.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
      expect(await lightbox.getByRole("heading").innerText()).toContain("Image 1 of 5");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Close");
      await lightbox.getByRole("button", { name: "Next image" }).click();
      expect(await lightbox.getByRole("heading").innerText()).toContain("Image 2 of 5");
      await lightbox.getByRole("button", { name: "Previous image" }).click();
      await lightbox.getByRole("button", { name: "Previous image" }).click();
      expect(await lightbox.getByRole("heading").innerText()).toContain("Image 5 of 5");
      await page.keyboard.press("ArrowRight");
      expect(await lightbox.getByRole("heading").innerText()).toContain("Image 1 of 5");
      await page.keyboard.press("Escape");
      await expect.poll(() => lightbox.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Enlarge image");

      await opener.click();
      await page.locator("dialog[data-lightbox]").getByRole("button", { name: "Close image viewer" }).click();
      await expect.poll(() => page.locator("dialog[data-lightbox]").count()).toBe(0);
    });
  });

  it("on small screens, the fixed 'Free Toolkit' bar opens the toolkit dialog", async () => {
    await withPage({ viewport: viewports.mobile }, async (page) => {
      await openPage(page, "/virtual-team-building-events");
      expect(await page.locator('aside[aria-label="Free toolkit"]').isVisible()).toBe(false);
      const bar = page.locator("[data-toolkit-bar]");
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.innerText()).toBe("Free Toolkit");
      expect(await bar.evaluate((el) => getComputedStyle(el.parentElement as HTMLElement).position)).toBe(
        "fixed",
      );
      await bar.click();
      const dialog = page.getByRole("dialog", { name: "Get the free toolkit" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(page.url()).toMatch(/\/virtual-team-building-events$/);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-toolkit-bar"))).toBe(true);
    });
  });

  it("without JavaScript, the toolkit bar is a link to a toolkit page", async () => {
    await withPage({ viewport: viewports.mobile, javaScriptEnabled: false }, async (page) => {
      await page.goto("/virtual-team-building-events");
      expect(await page.locator("[data-toolkit-bar]").getAttribute("href")).toBe(
        "/toolkits/remote-onboarding",
      );
    });
  });
});

describe("blog", () => {
  const posts = listPosts();

  it("shows Featured Posts (with authors) on All Posts, then the main grid without authors", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/blog");
      expect(await page.locator("h1").innerText()).toBe("The Rallyroom Blog");
      const nav = page.getByRole("navigation", { name: "Blog categories" });
      expect(await nav.getByRole("link").allInnerTexts()).toEqual([
        "All Posts",
        ...blogFilterCategories.map((category) => category.name),
      ]);
      expect(await nav.getByRole("link", { name: "All Posts" }).getAttribute("aria-current")).toBe("page");
      const featured = page.locator('[data-grid="featured"] article');
      expect(await featured.count()).toBe(posts.filter((post) => post.featured).length);
      expect(await featured.locator("[data-author]").count()).toBe(await featured.count());
      const main = page.locator('[data-grid="posts"] article');
      expect(await main.count()).toBe(posts.filter((post) => !post.featured).length);
      expect(await main.locator("[data-author]").count()).toBe(0);
      // Cards: thumbnail, date, read time, category, title, excerpt, Read More.
      const card = main.first();
      expect(await card.locator("img").getAttribute("width")).toBe("1200");
      expect(await card.locator("time").count()).toBe(1);
      expect(await card.innerText()).toMatch(/\d+ min read/);
      expect(await card.getByRole("link", { name: /Read More/ }).getAttribute("href")).toMatch(
        /^\/blog\/[a-z0-9-]+$/,
      );
      // Up to five columns for featured posts, three for the main grid, on wide screens.
      const columns = (selector: string) =>
        page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(await columns('[data-grid="featured"]')).toBeLessThanOrEqual(5);
      expect(await columns('[data-grid="posts"]')).toBe(3);
      expect(await page.getByRole("heading", { name: "Get new ideas in your inbox" }).count()).toBe(1);
    });
  });

  it("spreads the featured posts over five columns on wide screens", async () => {
    await withPage({ viewport: { width: 1600, height: 900 } }, async (page) => {
      await openPage(page, "/blog");
      const columns = await page
        .locator('[data-grid="featured"]')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(5);
    });
  });

  it("filters by category, with '{category} Posts' and no featured section", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/blog");
      for (const category of blogFilterCategories) {
        await page
          .getByRole("navigation", { name: "Blog categories" })
          .getByRole("link", { name: category.name })
          .click();
        await page.waitForURL(`**/blog/category/${category.slug}`);
        await expect.poll(() => page.locator("#posts-heading").innerText()).toBe(`${category.name} Posts`);
        expect(await page.getByRole("heading", { name: "Featured Posts" }).count()).toBe(0);
        const expected = posts.filter((post) => post.category === category.name).map((post) => post.slug);
        expect(
          await page
            .locator('[data-grid="posts"] article')
            .evaluateAll((els) => els.map((el) => el.getAttribute("data-post"))),
        ).toEqual(expected);
      }
      await page.getByRole("link", { name: "All Posts" }).click();
      await page.waitForURL(/\/blog$/);
      await expect.poll(() => page.getByRole("heading", { name: "Featured Posts" }).count()).toBe(1);
    });
  });

  it("filters without JavaScript too (each category is a prerendered page)", async () => {
    await withPage({ viewport: viewports.desktop, javaScriptEnabled: false }, async (page) => {
      const response = await page.goto("/blog/category/holiday-events");
      expect(response?.status()).toBe(200);
      expect(await page.locator("#posts-heading").innerText()).toBe("Holiday Events Posts");
      expect(await page.locator('[data-grid="posts"] article').count()).toBe(
        posts.filter((post) => post.category === "Holiday Events").length,
      );
      expect((await page.goto("/blog/category/no-such-category"))?.status()).toBe(404);
    });
  });

  it("renders every post with its back link, byline, date, thumbnail, Article data and breadcrumbs", async () => {
    await withPage({ viewport: viewports.desktop, javaScriptEnabled: false }, async (page) => {
      expect(posts).toHaveLength(17);
      for (const post of posts) {
        const response = await page.goto(`/blog/${post.slug}`, { waitUntil: "domcontentloaded" });
        expect(response?.status(), post.slug).toBe(200);
        expect(await page.locator("h1").innerText()).toBe(post.title);
        expect(await page.getByRole("link", { name: /Back to Blog/ }).getAttribute("href")).toBe("/blog");
        const article = await page.locator("article").innerText();
        expect(article).toContain(`By ${post.author}`);
        expect(article).toContain(post.category);
        expect(await page.locator(`article time[datetime="${post.date}"]`).count()).toBe(1);
        expect(await page.locator(`article img[src="${post.thumbnail}"]`).getAttribute("alt")).toBe(
          post.thumbnailAlt,
        );
        expect(await page.locator(".prose-article p").count(), post.slug).toBeGreaterThan(5);
        const blocks = await jsonLdTypes(page);
        const articleData = blocks.find((block) => block["@type"] === "Article");
        expect(articleData?.headline, post.slug).toBe(post.title);
        expect(articleData?.datePublished).toBe(post.date);
        const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
        expect(crumbs?.itemListElement, post.slug).toHaveLength(3);
        expect(
          await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute("href"),
        ).toMatch(new RegExp(`/blog/${post.slug}\\.md$`));
      }
    });
  });

  it("answers an unknown slug with 'Post Not Found' and status 404", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/blog/no-such-post", 404);
      expect(await page.locator("h1").innerText()).toBe("Post Not Found");
      expect(await page.getByText("Sorry, the post you are looking for does not exist.").count()).toBe(1);
      expect(await page.getByRole("link", { name: /Back to Blog/ }).getAttribute("href")).toBe("/blog");
    });
  });
});

describe("help center", () => {
  it("filters the FAQ as the visitor types, with real support links and a single open answer", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/help-center");
      const questions = page.locator("[data-help-group] summary");
      const all = await questions.count();
      expect(all).toBeGreaterThan(12);
      expect(await page.locator("[data-help-group]").count()).toBe(4);

      const search = page.getByLabel("Search the help center");
      await search.fill("cancellation");
      await expect.poll(() => questions.allInnerTexts()).toEqual(["What is your cancellation policy?"]);
      expect(await page.getByText(/1 answer matches/).count()).toBe(1);
      await search.fill("ZOOM");
      await expect.poll(() => questions.count()).toBeGreaterThan(0);
      for (const text of await page.locator("[data-help-group] details").allTextContents()) {
        expect(text.toLowerCase()).toContain("zoom");
      }
      await search.fill("xylophone");
      await expect.poll(() => questions.count()).toBe(0);
      expect(await page.getByText(/No answers match/).count()).toBe(1);
      await search.fill("");
      await expect.poll(() => questions.count()).toBe(all);

      await questions.nth(0).click();
      await questions.nth(5).click();
      expect(await page.locator("[data-help-group] details[open]").count()).toBe(1);
      await questions.nth(5).click();
      expect(await page.locator("[data-help-group] details[open]").count()).toBe(0);

      expect(await page.getByRole("link", { name: "Start Chat" }).getAttribute("href")).toBe("/contact");
      expect(await page.getByRole("link", { name: "Send Email" }).getAttribute("href")).toMatch(
        /^mailto:support@/,
      );
      expect(await page.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+1800/);
      expect(await page.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe(
        "/book-event",
      );
      expect(await page.getByRole("link", { name: "View More FAQs" }).getAttribute("href")).toBe("/faq");
    });
  });
});

describe("informational pages", () => {
  const pages: { path: string; h1: string; headings: string[] }[] = [
    {
      path: "/virtual-teambuilding",
      h1: "Virtual Team Building That Remote Teams Actually Enjoy",
      headings: ["Why it matters", "Five popular event types", "Who we help", "Free resources"],
    },
    {
      path: "/why-rallyroom",
      h1: "Why Rallyroom?",
      headings: ["Rallyroom vs. generic video-call games", "What makes the difference", "The numbers"],
    },
    {
      path: "/resources",
      h1: "Resources for Remote Team Leaders",
      headings: ["Latest from the blog", "Free downloads", "ROI case studies", "Culture-building toolkits"],
    },
    { path: "/about-us", h1: "About Rallyroom", headings: ["Our mission", "Our vision", "Why Us"] },
    {
      path: "/careers",
      h1: "Join the Rallyroom Team",
      headings: ["Open positions", "Benefits", "How we hire"],
    },
    {
      path: "/holiday-events",
      h1: "Virtual Holiday Parties Your Team Will Remember",
      headings: ["Holiday party ideas"],
    },
    // Reached without a booking it confirms nothing (tests/integration/booking-http.test.ts has one).
    { path: "/thank-you", h1: "Thank you", headings: ["What happens after you book"] },
    { path: "/faq", h1: "Frequently Asked Questions", headings: ["Still have questions?"] },
  ];

  for (const { path, h1, headings } of pages) {
    it(`${path} renders its heading and key sections`, async () => {
      await withPage({ viewport: viewports.desktop }, async (page) => {
        await openPage(page, path);
        expect(await page.locator("h1").innerText()).toBe(h1);
        const found = await h2Texts(page);
        for (const heading of headings) expect(found, path).toContain(heading);
      });
    });
  }

  it("/faq has eight sections and no FAQPage markup (decision 047)", async () => {
    await withPage({ viewport: viewports.desktop, javaScriptEnabled: false }, async (page) => {
      await page.goto("/faq");
      expect((await jsonLdTypes(page)).map((block) => block["@type"])).not.toContain("FAQPage");
      expect((await h2Texts(page)).filter((text) => text.endsWith("?")).length).toBe(9);
      expect(await page.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/book-event");
    });
  });

  it("/why-rallyroom shows the founder quote, three features and the stats", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/why-rallyroom");
      expect(await page.locator("main figure blockquote").count()).toBe(1);
      for (const text of [
        claims.ratingShort,
        String(facts.eventsHosted),
        String(facts.companies),
        "Speed bonuses and power-ups",
        "Live leaderboards and avatars",
      ]) {
        expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
      }
      expect(await page.getByRole("link", { name: "See a Live Game" }).first().getAttribute("href")).toBe(
        "/book-live-demo",
      );
    });
  });

  it("/resources offers three real PDFs and links case studies and toolkits to the blog", async () => {
    await withPage({ viewport: viewports.desktop }, async (page, context) => {
      await openPage(page, "/resources");
      const downloads = page.getByRole("link", { name: /Download PDF/ });
      expect(await downloads.count()).toBe(3);
      for (const href of await downloads.evaluateAll((els) =>
        els.map((el) => el.getAttribute("href") ?? ""),
      )) {
        const response = await context.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"]).toContain("application/pdf");
        expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      }
      expect(await downloads.first().getAttribute("target")).toBe("_blank");
      expect(await page.locator('main a[href^="/blog/"]').count()).toBeGreaterThanOrEqual(9);
    });
  });

  it("/careers lists three positions with salaries, and Apply Now drafts an email", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/careers");
      const text = await page.locator("#positions").innerText();
      for (const item of [
        "Senior Event Coordinator",
        "Frontend Developer",
        "Customer Success Manager",
        "$60,000 – $80,000",
        "$80,000 – $120,000",
        "$55,000 – $75,000",
      ]) {
        expect(text).toContain(item);
      }
      const apply = page.locator("[data-apply]");
      expect(await apply.count()).toBe(3);
      const href = new URL((await apply.first().getAttribute("href")) ?? "");
      expect(href.protocol).toBe("mailto:");
      expect(href.pathname).toBe("careers@rallyroom.example");
      expect(href.searchParams.get("subject")).toBe("Application: Senior Event Coordinator");
      expect(href.searchParams.get("body")).toContain("Senior Event Coordinator");
      const steps = await page.getByRole("heading", { name: /^Step \d: / }).allInnerTexts();
      expect(steps.map((text) => text.replace(/\s+/g, " "))).toEqual([
        "Step 1: Apply",
        "Step 2: Screen",
        "Step 3: Interview",
        "Step 4: Welcome",
      ]);
    });
  });

  it("the legal pages have 12 and 17 sections", async () => {
    await withPage({ viewport: viewports.desktop, javaScriptEnabled: false }, async (page) => {
      await page.goto("/privacy-policy");
      expect(await page.locator("article section h2").count()).toBe(12);
      expect(await page.getByText("Last updated: November 29, 2026").count()).toBe(1);
      await page.goto("/terms-of-service");
      expect(await page.locator("article section h2").count()).toBe(17);
    });
  });

  it("/thank-you: 20 confetti pieces (hidden for reduced motion), teammate email, toolkit PDF, social links", async () => {
    await withPage({ viewport: viewports.desktop }, async (page, context) => {
      await openPage(page, "/thank-you");
      expect(await page.locator("[data-confetti] span").count()).toBe(20);
      expect(await page.locator("[data-confetti]").isVisible()).toBe(true);
      const invite = new URL((await page.locator("[data-invite]").getAttribute("href")) ?? "");
      expect(invite.protocol).toBe("mailto:");
      expect(invite.searchParams.get("subject")).toBeTruthy();
      expect(invite.searchParams.get("body")).toContain("/activities");
      const pdf = await page
        .getByRole("link", { name: /Download the Planning Toolkit/ })
        .getAttribute("href");
      const response = await context.request.get(pdf ?? "");
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const social = page.getByRole("navigation", { name: "Rallyroom on social media" }).getByRole("link");
      expect((await social.allInnerTexts()).map((text) => text.replace(/\s+/g, " "))).toEqual([
        "LinkedIn (opens in a new tab)",
        "Instagram (opens in a new tab)",
        "TikTok (opens in a new tab)",
      ]);
    });
    await withPage({ viewport: viewports.desktop, reducedMotion: "reduce" }, async (page) => {
      await openPage(page, "/thank-you");
      expect(await page.locator("[data-confetti]").evaluate((el) => getComputedStyle(el).display)).toBe(
        "none",
      );
    });
  });

  it("each toolkit page says what is inside and offers its PDF through the lead form", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      for (const slug of ["remote-onboarding", "employee-engagement", "holiday-party-planning"]) {
        await openPage(page, `/toolkits/${slug}`);
        expect(await page.getByRole("heading", { name: "What's inside" }).count()).toBe(1);
        expect(await page.locator("[data-toolkit-inside] li").count(), slug).toBeGreaterThanOrEqual(4);
        // The download comes after the form (tests/e2e/leads.test.ts follows it through).
        expect(await page.locator('a[href$=".pdf"]').count(), slug).toBe(0);
        expect(await page.getByRole("form", { name: "Get the toolkit" }).count(), slug).toBe(1);
      }
    });
  });
});

describe("/book-live-demo", () => {
  it.runIf(site.scheduler.provider === "native")(
    "names the chosen game and embeds the on-site demo scheduler, with a page to book from without JavaScript",
    async () => {
      await withPage({ viewport: viewports.desktop }, async (page) => {
        await openPage(page, "/book-live-demo?game=mini-trivia");
        expect(await page.locator("h1").innerText()).toBe("Book a Live Demo");
        expect(await page.locator("[data-chosen-game]").innerText()).toContain("Mini Trivia");
        // No self-awarded rating and no client logos the site cannot show permission for (decision 047).
        expect(await page.locator("main").innerText()).not.toContain("Rated 5.0");
        // The server-rendered section links to the scheduler page (what a visitor without JavaScript uses).
        const html = await (await page.request.get("/book-live-demo?game=mini-trivia")).text();
        expect(html).toContain('href="/book/demo?game=mini-trivia"');
        const scheduler = page.locator('[data-scheduler="native"]');
        await scheduler.scrollIntoViewIfNeeded();
        await scheduler.locator("[data-slot]").first().waitFor();
        expect(await scheduler.getByRole("heading", { name: "Pick a day and time" }).isVisible()).toBe(true);
      });
    },
  );

  it.runIf(site.scheduler.provider === "calendly")(
    "names the chosen game and embeds the scheduler at 700 px, with a fallback when it cannot load",
    async () => {
      await withPage({ viewport: viewports.desktop }, async (page) => {
        await page.route("https://assets.calendly.com/**", (route) => route.abort());
        await openPage(page, "/book-live-demo?game=mini-trivia");
        expect(await page.locator("h1").innerText()).toBe("Book a Live Demo");
        expect(await page.locator("[data-chosen-game]").innerText()).toContain("Mini Trivia");
        // No self-awarded rating and no client logos the site cannot show permission for (decision 047).
        expect(await page.locator("main").innerText()).not.toContain("Rated 5.0");
        const scheduler = page.locator("[data-scheduler]");
        expect(await scheduler.evaluate((el) => el.getBoundingClientRect().height)).toBe(700);
        await scheduler.scrollIntoViewIfNeeded();
        await expect.poll(() => scheduler.getAttribute("data-status")).toBe("failed");
        const fallback = scheduler.getByRole("link", { name: /Open the demo scheduler/ });
        expect(await fallback.getAttribute("href")).toBe(
          "https://calendly.com/rallyroom/live-demo-30?a1=Mini%20Trivia",
        );
      });
    },
  );

  it.runIf(site.scheduler.provider === "calendly")("draws the scheduler when its script loads", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      // Stand-in for the scheduler's script: the same global API, drawing a frame in place.
      await page.route("https://assets.calendly.com/**", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `window.Calendly = { initInlineWidget({ url, parentElement }) {
            const frame = document.createElement("iframe"); frame.title = "Scheduler"; frame.src = "about:blank";
            frame.dataset.url = url; parentElement.appendChild(frame); } };`,
        }),
      );
      await openPage(page, "/book-live-demo");
      const scheduler = page.locator("[data-scheduler]");
      await scheduler.scrollIntoViewIfNeeded();
      await expect.poll(() => scheduler.getAttribute("data-status")).toBe("ready");
      expect(await scheduler.locator("iframe").getAttribute("data-url")).toBe(
        "https://calendly.com/rallyroom/live-demo-30",
      );
    });
  });
});

describe("reading and small screens", () => {
  it("/why-rallyroom compares without sideways scrolling at 375 px, Rallyroom's answer first", async () => {
    await withPage({ viewport: viewports.mobile }, async (page) => {
      await openPage(page, "/why-rallyroom");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const table = page.locator("main table");
      expect(await table.isVisible()).toBe(false);
      const cards = page.locator("main li:has(> dl)");
      expect(await cards.count()).toBe(6);
      for (const terms of await cards.evaluateAll((items) =>
        items.map((item) => [...item.querySelectorAll("dt")].map((dt) => dt.textContent)),
      )) {
        expect(terms).toEqual(["Rallyroom", "Generic video-call games"]);
      }
    });
    await withPage({ viewport: viewports.desktop }, async (page) => {
      await openPage(page, "/why-rallyroom");
      const headers = await page.locator("main table thead th").allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual(["Topic", "Rallyroom", "Generic video-call games"]);
    });
  });

  it("fits the sticky toolkit card in a 1280 x 720 screen, its submit button reachable while stuck", async () => {
    await withPage({ viewport: { width: 1280, height: 720 } }, async (page) => {
      await openPage(page, "/virtual-team-building-events");
      const aside = page.locator('aside[aria-label="Free toolkit"]');
      const stuck = aside.locator("> div");
      const submit = aside.getByRole("button", { name: "Get Free Toolkit" });
      for (const y of [1600, 2600, 3600]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await settle(page);
        const card = await stuck.boundingBox();
        expect(card, `card at scroll ${y}`).not.toBeNull();
        expect((card?.y ?? 0) + (card?.height ?? 0), `card bottom at scroll ${y}`).toBeLessThanOrEqual(720);
        // Tabbing to the button brings it into view inside the card; the card stays where it is stuck.
        await submit.focus();
        await settle(page);
        const button = await submit.boundingBox();
        expect(button?.y ?? -1, `button top at scroll ${y}`).toBeGreaterThanOrEqual(0);
        expect((button?.y ?? 0) + (button?.height ?? 0), `button bottom at scroll ${y}`).toBeLessThanOrEqual(
          720,
        );
        expect((await stuck.boundingBox())?.y, `card still stuck at scroll ${y}`).toBe(card?.y);
      }
    });
  });

  it("sets blog articles at 60-75 characters a line at 1280 px, none past 80", async () => {
    await withPage({ viewport: viewports.desktop }, async (page) => {
      for (const slug of ["virtual-team-building-games", "remote-onboarding-toolkit"]) {
        await openPage(page, `/blog/${slug}`);
        const perLine = await page.evaluate(() => {
          const counts: number[] = [];
          const range = document.createRange();
          for (const paragraph of document.querySelectorAll(".prose-article > p")) {
            const lines = new Map<number, number>();
            const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let index = 0; index < (node.textContent ?? "").length; index += 1) {
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const rect = range.getClientRects()[0];
                if (rect) lines.set(Math.round(rect.top), (lines.get(Math.round(rect.top)) ?? 0) + 1);
              }
            }
            counts.push(...[...lines.values()].slice(0, -1));
          }
          return counts.sort((a, b) => a - b);
        });
        // Enough full lines to take a median from (the last line of each paragraph is left out).
        expect(perLine.length, slug).toBeGreaterThan(12);
        const median = perLine[Math.floor(perLine.length / 2)] ?? 0;
        expect(median, slug).toBeGreaterThanOrEqual(60);
        expect(median, slug).toBeLessThanOrEqual(75);
        expect(perLine.at(-1), slug).toBeLessThanOrEqual(80);
      }
    });
  });

  it("fits every blog table at 375 px: nothing scrolls sideways or is cut", async () => {
    await withPage({ viewport: viewports.mobile }, async (page) => {
      for (const post of listPosts()) {
        await page.goto(`/blog/${post.slug}`);
        const tables = await page
          .locator(".prose-article .table-scroll")
          .evaluateAll((regions) =>
            regions.map((region) => ({ client: region.clientWidth, scroll: region.scrollWidth })),
          );
        for (const table of tables) expect(table.scroll, post.slug).toBeLessThanOrEqual(table.client);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          post.slug,
        ).toBeLessThanOrEqual(375);
      }
    });
  });
});

describe("search and AI readers (decision 047)", () => {
  const get = (path: string) => fetch(new URL(path, baseURL()));

  it("serves /llms.txt and each page's Markdown version as text/markdown, linked from the page", async () => {
    const llms = await get("/llms.txt");
    expect(llms.status).toBe(200);
    expect(llms.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const links = [...(await llms.text()).matchAll(/\]\(([^)]+\.md)\)/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(links.length).toBeGreaterThan(25);
    for (const path of links) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("text/markdown; charset=utf-8");
      expect((await response.text()).startsWith("# "), path).toBe(true);
      const page = await (await get(path.slice(0, -3))).text();
      expect(page, path).toMatch(
        new RegExp(`<link rel="alternate" type="text/markdown" href="[^"]*${path.replace(/\./g, "\\.")}"`),
      );
    }
    expect((await get("/no-such-page.md")).status).toBe(404);
  });

  it("marks each activity as a Service with its per-person price range, and self-rates nowhere", async () => {
    await withPage({ viewport: viewports.desktop, javaScriptEnabled: false }, async (page) => {
      await page.goto("/activities/tiny-campfire");
      const service = (await jsonLdTypes(page)).find((block) => block["@type"] === "Service");
      const offer = service?.offers as { priceSpecification?: Record<string, unknown> } | undefined;
      expect(offer?.priceSpecification).toMatchObject({ minPrice: 50, maxPrice: 65, priceCurrency: "USD" });
      for (const path of ["/", "/faq", "/holiday-events", "/virtual-team-building-events", "/pricing"]) {
        await page.goto(path);
        const text = JSON.stringify(await jsonLdTypes(page));
        expect(text, path).not.toMatch(/AggregateRating|"Review"|FAQPage/);
      }
    });
  });

  it("serves /.well-known/security.txt as text/plain with a future Expires within a year", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThanOrEqual(366 * 86_400_000);
  });
});
