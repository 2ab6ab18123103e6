import { describe, expect, it } from "vitest";
import { blogCategoryBySlug, blogFilterCategories } from "~/content/blog-categories";
import { helpCenterGroups } from "~/content/faq";
import { filterFaqGroups } from "~/content/faq-search";
import { clientLogos, gameSlides } from "~/content/home";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { listPosts } from "~/server/blog.server";

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
  it("has ten carousel games and thirteen client wordmarks, all with alt text and sizes", () => {
    expect(gameSlides).toHaveLength(10);
    expect(clientLogos).toHaveLength(13);
    for (const slide of gameSlides) {
      expect(slide.alt.length).toBeGreaterThan(10);
      expect(slide.width * slide.height).toBeGreaterThan(0);
    }
  });

  it("has legal documents with their section counts and date", () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(termsOfService.sections).toHaveLength(17);
    expect(privacyPolicy.lastUpdated).toBe("January 1, 2024");
    expect(termsOfService.lastUpdated).toBe("January 1, 2024");
  });
});
