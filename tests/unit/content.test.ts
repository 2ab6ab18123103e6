import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { blogCategoryBySlug, blogFilterCategories } from "~/content/blog-categories";
import { helpCenterGroups } from "~/content/faq";
import { filterFaqGroups } from "~/content/faq-search";
import { eventScenes, gameSlides } from "~/content/home";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { activityMoment, activityScene, sceneNames, scenes } from "~/content/scenes";
import { listPosts } from "~/server/blog.server";
import { gameCardScenes, productScenes } from "../../scripts/lib/scene-art";

const publicFile = (href: string) => new URL(`../../public${href}`, import.meta.url);

describe("help-center search", () => {
  it("returns every group for an empty query", () => {
    expect(filterFaqGroups(helpCenterGroups, "   ")).toEqual(helpCenterGroups);
  });

  it("matches every word in question or answer, case-insensitively, and drops empty groups", () => {
    const results = filterFaqGroups(helpCenterGroups, "CANCELLATION policy");
    expect(results.map((group) => group.id)).toEqual(["pricing"]);
    expect(results[0]?.items.map((item) => item.q)).toEqual(["What is your cancellation policy?"]);
    expect(filterFaqGroups(helpCenterGroups, "zoom").length).toBeGreaterThan(0);
    expect(filterFaqGroups(helpCenterGroups, "xylophone")).toEqual([]);
  });
});

describe("blog categories", () => {
  it("are the five blog filters, each with posts, found by slug", () => {
    expect(blogFilterCategories.map((category) => category.name)).toEqual([
      "Virtual Team Building",
      "Holiday Events",
      "Icebreakers & Games",
      "Leadership Development",
      "DEI",
    ]);
    const categories = new Set(listPosts().map((post) => post.category));
    for (const category of blogFilterCategories)
      expect(categories.has(category.name), category.name).toBe(true);
    expect(blogCategoryBySlug("dei")?.name).toBe("DEI");
    expect(blogCategoryBySlug("nope")).toBeUndefined();
  });

  it("has at most five featured posts, so the featured grid fits one row", () => {
    const featured = listPosts().filter((post) => post.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(5);
  });
});

describe("page content", () => {
  it("has ten carousel games, all with alt text and sizes", () => {
    expect(gameSlides).toHaveLength(10);
    const cards = gameCardScenes();
    for (const slide of gameSlides) {
      expect(slide.alt.length).toBeGreaterThan(60);
      expect([slide.width, slide.height]).toEqual([800, 500]);
      const name = /^\/images\/games\/([a-z-]+)\.svg$/.exec(slide.src)?.[1] ?? "";
      const svg = readFileSync(publicFile(slide.src), "utf8");
      expect(svg, `${name}.svg is stale: run scripts/make-artwork.ts`).toBe(`${cards[name]}\n`);
      expect(svg).toContain('viewBox="0 0 800 500"');
      expect(Buffer.byteLength(svg), name).toBeLessThan(30 * 1024);
    }
    expect(Object.keys(cards).sort()).toEqual(gameSlides.map((slide) => slide.src.slice(14, -4)).sort());
  });

  it("has a call scene for every activity, and the landing hero shows five scenes", () => {
    for (const activity of activities) {
      const scene = activityScene(activity.id);
      expect(scene?.src, activity.id).toBe(`/images/scenes/${activity.id}.svg`);
    }
    expect(activityScene("no-such-activity")).toBeUndefined();
    // Beside the game, a moment the activity has: a ranking only where its copy promises points.
    const moments = Object.fromEntries(
      activities.map((activity) => [activity.id, activityMoment(activity.id)]),
    );
    for (const activity of activities)
      expect(moments[activity.id]?.caption.length, activity.id).toBeGreaterThan(20);
    expect(moments["tiny-campfire"]?.scene).toBe(scenes["campfire-storybook"]);
    expect(moments["tiny-campfire"]?.caption).toMatch(/no scores/i);
    expect(moments["the-spotlight"]?.scene).toBe(scenes["spotlight-awards"]);
    expect(moments["pitch-perfect"]?.scene).toBe(scenes["pitch-awards"]);
    for (const scored of ["lightning-feud", "survey-showdown", "online-office-games"]) {
      expect(moments[scored]?.scene, scored).toBe(scenes.leaderboard);
    }
    expect(eventScenes).toHaveLength(5);
    for (const image of eventScenes) {
      expect(image.src).toMatch(/^\/images\/scenes\/[a-z-]+\.svg$/);
      expect(image.caption?.length).toBeGreaterThan(5);
    }
  });

  it("has thirteen product scenes: sized, described, small, self-contained and matching their source", () => {
    const drawn = productScenes();
    expect(sceneNames).toHaveLength(13);
    expect(Object.keys(drawn).sort()).toEqual([...sceneNames].sort());
    for (const name of sceneNames) {
      const scene = scenes[name];
      expect(scene.alt.length, name).toBeGreaterThan(60);
      expect([scene.width, scene.height]).toEqual([1200, 750]);
      const svg = readFileSync(publicFile(scene.src), "utf8");
      expect(svg, `${name}.svg is stale: run scripts/make-artwork.ts`).toBe(`${drawn[name]}\n`);
      expect(Buffer.byteLength(svg), name).toBeLessThan(30 * 1024);
      expect(svg).toContain('viewBox="0 0 1200 750"');
      expect(svg).toMatch(/<title id="t">[^<]{20,}<\/title>/);
      expect(svg).toContain("font-family=\"'Plus Jakarta Sans'");
      expect(svg).toMatch(/sans-serif"/);
      // Shown through <img> under the site's CSP: nothing to fetch, nothing to run.
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|@import|\son[a-z]+=/i);
    }
  });

  it("has legal documents with their section counts and date", () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(termsOfService.sections).toHaveLength(17);
    // The spec's date; the privacy policy's changed with the time-zone cookie (decisions 041, 042)
    // and when it stopped naming Calendly and listed each cookie (decision 046), then when event
    // attendees and their kit addresses came in (decision 069).
    expect(privacyPolicy.lastUpdated).toBe("November 29, 2026");
    const cookies = privacyPolicy.sections.find((section) => section.id === "cookies-and-analytics");
    expect(cookies?.paragraphs[0]).toContain("our own scheduler");
    expect(cookies?.list?.find((item) => item.includes("rr_tz"))).toContain("time zone");
    // The terms changed when an unpaid deposit invoice began to be withdrawn (decision 063).
    expect(termsOfService.lastUpdated).toBe("November 28, 2026");
  });
});
