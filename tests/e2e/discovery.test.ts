import { afterAll, describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { activityScene } from "~/content/scenes";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";

afterAll(async () => {
  await closeBrowser();
});

const cardTitles = async (page: import("playwright-core").Page) =>
  page.locator('section[aria-labelledby="results-heading"] article h3').allInnerTexts();

describe("/activities filters", () => {
  it("a filter change updates the URL (replace) and the list; the URL reproduces the view", async () => {
    const { context, page } = await newPage();
    try {
      await openPage(page, "/activities");
      const all = await cardTitles(page);
      expect(all).toHaveLength(6);
      const historyBefore = await page.evaluate(() => history.length);
      await page.getByLabel("Chill").check();
      await page.waitForURL(/\?vibe=chill$/);
      await expect.poll(() => cardTitles(page)).toEqual(["Tiny Campfire"]);
      await page.getByLabel("Sort by").selectOption("price-high");
      await page.waitForURL(/\?vibe=chill&sort=price-high$/);
      expect(await page.evaluate(() => history.length)).toBe(historyBefore);
      await page.getByLabel("Chill").uncheck();
      await page.getByLabel("81–200+ people").check();
      await page.waitForURL(/size=81-200/);
      const large = await cardTitles(page);
      expect(large.length).toBeGreaterThan(0);
      expect(large).not.toContain("Tiny Campfire");
      const shared = page.url();
      const second = await context.newPage();
      await second.goto(shared, { waitUntil: "networkidle" });
      expect(await cardTitles(second)).toEqual(large);
      expect(await second.getByLabel("81–200+ people").isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows both empty states with their exact texts and clears the filters", async () => {
    const { context, page } = await newPage();
    try {
      await page.goto("/activities?time=45", { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { name: "No activities found" }).count()).toBe(1);
      expect(await page.getByText("Try adjusting your filters to see more activities.").count()).toBe(1);
      await page.getByRole("link", { name: "Clear all filters" }).click();
      await page.waitForURL(/\/activities$/);
      await expect.poll(async () => (await cardTitles(page)).length).toBe(6);
    } finally {
      await context.close();
    }
  });

  it("works without JavaScript: the form submits with GET and the server renders the same list", async () => {
    const js = await newPage();
    const noJs = await newPage({ javaScriptEnabled: false });
    try {
      await js.page.goto("/activities?size=5-12&vibe=creative,chill", { waitUntil: "networkidle" });
      const withJs = await cardTitles(js.page);
      await noJs.page.goto("/activities?size=5-12&vibe=creative,chill");
      expect(await cardTitles(noJs.page)).toEqual(withJs);
      await noJs.page.goto("/activities");
      await noJs.page.getByLabel("Competitive").check();
      await noJs.page.getByLabel("60 min").check();
      await noJs.page.getByRole("button", { name: "Apply filters" }).click();
      await noJs.page.waitForURL(/\/activities\?time=60&vibe=competitive#results$/);
      const titles = await cardTitles(noJs.page);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles).not.toContain("Pitch Perfect");
    } finally {
      await js.context.close();
      await noJs.context.close();
    }
  });
});

describe("/activities at 375 px: results first", () => {
  const firstCard = (page: import("playwright-core").Page) =>
    page.locator('section[aria-labelledby="results-heading"] article').first();

  it("starts the first card within a screen and a half, filters behind a counted disclosure, the offer after the list", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await newPage({ viewport: viewports.mobile, javaScriptEnabled });
      try {
        const label = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
        const url = "/activities?vibe=competitive,chill";
        if (javaScriptEnabled) await openPage(page, url);
        else await page.goto(url);
        const card = await firstCard(page).boundingBox();
        expect(card, label).not.toBeNull();
        expect(card?.y, `first card y ${label}`).toBeLessThan(viewports.mobile.height * 1.5);
        const filters = page.locator("aside summary");
        expect(await filters.innerText(), label).toMatch(/^Filters\s*2\s*active$/);
        expect(await page.getByLabel("Chill").isVisible(), label).toBe(false);
        await filters.click();
        expect(await page.getByLabel("Chill").isVisible(), label).toBe(true);
        expect(await page.getByLabel("Chill").isChecked(), label).toBe(true);
        // The upgrade offer follows the results.
        const offer = await page
          .getByRole("region", { name: "Free upgrade for your first event" })
          .boundingBox();
        const last = await page
          .locator('section[aria-labelledby="results-heading"] article')
          .last()
          .boundingBox();
        expect(offer && last && offer.y > last.y + last.height, label).toBe(true);
        if (!javaScriptEnabled) {
          await page.getByLabel("Chill").uncheck();
          await page.getByRole("button", { name: "Apply filters" }).click();
          await page.waitForURL(/\/activities\?vibe=competitive#results$/);
          expect(await filters.innerText()).toMatch(/^Filters\s*1\s*active$/);
        } else {
          await page.getByLabel("Chill").uncheck();
          await page.waitForURL(/\/activities\?vibe=competitive$/);
          expect(await filters.innerText()).toMatch(/^Filters\s*1\s*active$/);
          // The list already follows: the form's button closes the panel and shows it.
          await page.getByRole("button", { name: "Apply filters" }).click();
          expect(await page.getByLabel("Chill").isVisible()).toBe(false);
          const results = await page.locator("#results").boundingBox();
          const header = await page.locator("body > header").boundingBox();
          expect(results && header && results.y >= header.y + header.height).toBe(true);
        }
      } finally {
        await context.close();
      }
    }
  });

  it("at 1280 px the filters stand open beside the list, with no disclosure to open", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      await page.goto("/activities", { waitUntil: "networkidle" });
      expect(await page.locator("aside summary").isVisible()).toBe(false);
      expect(await page.getByLabel("Chill").isVisible()).toBe(true);
      const aside = await page.locator("aside").boundingBox();
      const card = await firstCard(page).boundingBox();
      expect(aside && card && card.x > aside.x + aside.width).toBe(true);
      expect(card && aside && Math.abs(card.y - aside.y)).toBeLessThan(60);
    } finally {
      await context.close();
    }
  });
});

describe("activity pages", () => {
  it("redirects an unknown slug to /activities and shows the sticky bar only under 768 px", async () => {
    const mobile = await newPage({ viewport: viewports.mobile });
    const desktop = await newPage({ viewport: viewports.desktop });
    try {
      await mobile.page.goto("/activities/no-such-activity");
      expect(new URL(mobile.page.url()).pathname).toBe("/activities");
      await mobile.page.goto("/activities/tiny-campfire", { waitUntil: "networkidle" });
      const bar = mobile.page.getByRole("link", { name: /Book this event - From \$50\/person/ });
      expect(await bar.isVisible()).toBe(true);
      const box = await bar.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewports.mobile.height);
      await desktop.page.goto("/activities/tiny-campfire", { waitUntil: "networkidle" });
      expect(await desktop.page.getByRole("link", { name: /Book this event - From/ }).isVisible()).toBe(
        false,
      );
      expect(await desktop.page.getByText("$50–$65 + $30 kit per person", { exact: true }).count()).toBe(1);
      // FAQ: one open at a time, collapsible.
      const summaries = desktop.page.locator("main details > summary");
      await summaries.nth(0).click();
      await summaries.nth(1).click();
      expect(await desktop.page.locator("details[open]").count()).toBe(1);
      await summaries.nth(1).click();
      expect(await desktop.page.locator("details[open]").count()).toBe(0);
    } finally {
      await mobile.context.close();
      await desktop.context.close();
    }
  });
});

describe("product scenes", () => {
  /** Each image: its src, alt, loading, laid-out size and whether the file decoded. */
  const images = (page: import("playwright-core").Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        alt: img.alt,
        loading: img.loading,
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        decoded: img.complete && img.naturalWidth === 1200 && img.naturalHeight === 750,
      })),
    );

  it("shows each activity's call scene on its card and its detail page, described and sized", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await page.goto("/activities", { waitUntil: "networkidle" });
      const cards = await images(page, 'section[aria-labelledby="results-heading"] article img');
      expect(cards.map((card) => card.src).sort()).toEqual(
        activities.map((activity) => `/images/scenes/${activity.id}.svg`).sort(),
      );
      for (const card of cards) {
        expect(card.alt).toBe(activityScene(card.src?.replace(/^.*\/|\.svg$/g, "") ?? "")?.alt);
        expect(card.ratio).toBeCloseTo(1.6, 1);
      }
      // The first card's picture is the page's largest paint on a phone: it loads at once.
      expect(cards.map((card) => card.loading)).toEqual(
        cards.map((_card, index) => (index === 0 ? "eager" : "lazy")),
      );

      await page.goto("/activities/pitch-perfect", { waitUntil: "networkidle" });
      const onCall = page.getByRole("heading", { name: "What you'll see on the call" });
      expect(await onCall.count()).toBe(1);
      const detail = await images(page, "main figure img");
      // Below 1024 px the game's screen (the hero shows it from 1024 px), then the activity's own
      // moment: Pitch Perfect ends with the judges' awards, not a ranking (decision 047).
      expect(detail.map((image) => image.src)).toEqual([
        "/images/scenes/pitch-perfect.svg",
        "/images/scenes/pitch-awards.svg",
        "/images/scenes/video-call.svg",
      ]);
      // The game's screen is the page's largest paint on a phone: it loads at once.
      expect(detail.map((image) => image.loading)).toEqual(["eager", "lazy", "lazy"]);
      expect(detail[0]?.alt).toBe(activityScene("pitch-perfect")?.alt);
      expect(detail[0]?.decoded).toBe(true);
      expect(detail[0]?.ratio).toBeCloseTo(1.6, 1);
    } finally {
      await context.close();
    }
  });
});

describe("/quiz", () => {
  it("runs from step 1 to the results with the keyboard alone", async () => {
    const { context, page } = await newPage();
    await context.addInitScript(() => {
      const sent: unknown[] = [];
      Object.assign(window, {
        sent,
        analytics: { track: (name: string, props: unknown) => sent.push([name, props]) },
      });
    });
    try {
      await openPage(page, "/quiz");
      expect(await page.getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
      // Next with no answer: the step's choice is required, and the browser says so in place.
      await page.getByRole("button", { name: "Next" }).click();
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
      expect(
        await page
          .locator('input[name="size"]')
          .first()
          .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
      await page.locator('input[name="size"]').first().focus();
      await page.keyboard.press("ArrowDown"); // 13–30
      await page.keyboard.press("ArrowDown"); // 31–80: the size bonus applies
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "What vibe are you going for?",
      );
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab"); // Collaborative
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3");
      await page.keyboard.press("Tab");
      await page.keyboard.press("ArrowDown"); // $36-$50
      // Playwright cannot read a beacon's Blob body: the global tracker shows what was sent,
      // and the beacon itself must reach the site's endpoint.
      const beacon = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
      await page.keyboard.press("Enter");
      await beacon;
      expect(await page.evaluate(() => (window as unknown as { sent: unknown[] }).sent)).toContainEqual([
        "quiz_completed",
        { team_size: "31–80", vibe: "collaborative", budget: "$36-$50" },
      ]);
      const results = page.locator("ol > li h3");
      await expect.poll(() => results.count()).toBe(3);
      // 31–80 (+2) and collaborative (+3) score Survey Showdown and Online Office Games highest, but
      // at 56 people Online Office Games costs $52.50 a person: over $36–$50, so it is not offered.
      const names = await results.allInnerTexts();
      expect(names[0]).toContain("Survey Showdown");
      expect(names[1]).toContain("Lightning Feud");
      expect(names.join(" ")).not.toContain("Online Office Games");
      expect(await page.getByRole("link", { name: "Show me more options" }).getAttribute("href")).toBe(
        "/activities",
      );
      expect(await page.getByRole("link", { name: /About Survey Showdown/ }).getAttribute("href")).toBe(
        "/activities/survey-showdown",
      );
    } finally {
      await context.close();
    }
  });
});

describe("/quiz on a phone", () => {
  it("brings the next step's top out from under the sticky header and focuses its question", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      await openPage(page, "/quiz");
      await page.getByLabel("5–12 people").check();
      // Scroll as a visitor would to reach Next at the bottom of the step.
      await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "What vibe are you going for?",
      );
      const header = await page.locator("body > header").boundingBox();
      const step = await page.getByText("Step 2 of 3").boundingBox();
      expect(header && step && step.y >= header.y + header.height).toBe(true);
      expect(step?.y).toBeLessThan(viewports.mobile.height / 2);
    } finally {
      await context.close();
    }
  });
});

describe("/game-experiences", () => {
  it("searches, filters by category and status, and sets the category from a tile", async () => {
    const { context, page } = await newPage();
    try {
      await openPage(page, "/game-experiences");
      expect(await page.getByText("Showing 27 of 27 experiences").count()).toBe(1);
      await page.getByLabel("Search").fill("MINI");
      await expect.poll(() => page.getByText("Showing 5 of 27 experiences").count()).toBe(1);
      await page.getByLabel("Search").fill("zzzz-nothing");
      await expect.poll(() => page.getByRole("heading", { name: "No experiences found" }).count()).toBe(1);
      await page.getByLabel("Search").fill("");
      await page.getByLabel("Status").selectOption("HUB_PLACEHOLDER");
      await expect.poll(() => page.getByText("Showing 3 of 27 experiences").count()).toBe(1);
      // The button is aria-disabled (still focusable, so it can explain itself): use the keyboard.
      await page
        .getByRole("button", { name: /^Coming Soon/ })
        .first()
        .focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByText("This experience is coming soon!").count()).toBe(1);
      await page.getByLabel("Status").selectOption("all");
      await page.getByRole("button", { name: /Party & Social/ }).click();
      expect(await page.getByLabel("Category").inputValue()).toBe("Party & Social");
      await expect.poll(() => page.getByText(/Showing 5 of 27 experiences/).count()).toBe(1);
      await page.getByRole("link", { name: /^Play Now\W+Mini Survey Says$/ }).click();
      await page.waitForURL(/\/book-live-demo\?game=mini-survey-says$/);
      await expect.poll(() => page.getByText("You picked Mini Survey Says").count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("/pricing calculator", () => {
  it("recomputes the total on every change, with the minimum and the add-ons", async () => {
    const { context, page } = await newPage();
    const total = () => page.getByTestId("calculator-total").innerText();
    try {
      await openPage(page, "/pricing");
      // The price engine's figures (docs/decisions/054-one-price-engine.md): Lightning Feud, 40 people.
      expect(await total()).toBe("$2,000");
      const box = page.getByRole("spinbutton", { name: "Number of players" });
      await page.getByLabel("Activity").selectOption("tiny-campfire");
      await box.fill("5");
      // 5 × $65 = $325, raised to the $500 minimum, and the kit that is part of it (5 × $30).
      await expect.poll(total).toBe("$650");
      expect(await page.getByLabel("Number of players (slider)").inputValue()).toBe("5");
      await box.fill("8");
      await expect.poll(total).toBe("$760");
      await page.getByLabel("Activity").selectOption("lightning-feud");
      await page.getByLabel("Number of players (slider)").fill("300");
      expect(await box.inputValue()).toBe("300");
      for (const addOn of [
        "Event kits",
        "Awards ceremony",
        "Premium host",
        "Extra 30 minutes",
        "Custom theme and branding",
      ]) {
        await page.getByLabel(new RegExp(`^${addOn}`)).check();
      }
      // 300 × $35 = $10,500 + kits 300 × $30 + $250 + $300 + $150 + $200.
      await expect.poll(total).toBe("$20,400");
      await box.fill("9999");
      await box.blur();
      // Lightning Feud takes up to 500 people.
      expect(await box.inputValue()).toBe("500");
    } finally {
      await context.close();
    }
  });
});
