import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/config/origin";
import { activities } from "~/content/activities";
import { faqSections } from "~/content/faq";
import { subprocessors } from "~/content/trust";
import { markdownPath, seo } from "~/lib/seo";
import { listPosts } from "~/server/blog.server";
import { llmsTxt, markdownFor, markdownPages } from "~/server/markdown.server";

describe("Markdown versions of content pages", () => {
  it("has one for the blog posts, activities, FAQ, pricing, about, legal, trust and accessibility pages", () => {
    const pages = markdownPages();
    for (const path of [
      "/faq",
      "/pricing",
      "/about-us",
      "/privacy-policy",
      "/terms-of-service",
      "/trust",
      "/accessibility",
    ])
      expect(pages).toContain(path);
    expect(pages.filter((path) => path.startsWith("/activities/"))).toHaveLength(activities.length);
    expect(pages.filter((path) => path.startsWith("/blog/"))).toHaveLength(listPosts().length);
    for (const path of pages) {
      const text = markdownFor(path) ?? "";
      // A title, a summary, the page's own address, then content; no HTML tags from the pages.
      expect(text, path).toMatch(/^# \S[^\n]*\n\n> \S[^\n]*\n\nWeb page: /);
      expect(text, path).toContain(`Web page: ${absoluteUrl(path)}\n`);
      expect(text.length, path).toBeGreaterThan(400);
      expect(text, path).not.toMatch(/<\/?(div|span|p|section)\b/);
      expect(text.endsWith("\n") && !text.endsWith("\n\n"), path).toBe(true);
    }
    expect(markdownFor("/no-such-page")).toBeUndefined();
    expect(markdownFor("/activities/no-such-activity")).toBeUndefined();
    expect(markdownFor("/blog/no-such-post")).toBeUndefined();
  });

  it("is made from the same content as the page", () => {
    expect(markdownFor("/faq")).toContain(`## ${faqSections[0]?.q}`);
    const trust = markdownFor("/trust") ?? "";
    for (const processor of subprocessors) expect(trust).toContain(`### ${processor.name}`);
    expect(trust).toContain("/.well-known/security.txt");
    const campfire = markdownFor("/activities/tiny-campfire") ?? "";
    expect(campfire).toContain("- Price: $50–$65 + $30 kit per person");
    const post = listPosts()[0];
    expect(markdownFor(`/blog/${post?.slug}`)).toContain(`By ${post?.author}`);
  });

  it("is linked from the page's head as text/markdown when the page asks", () => {
    const tags = seo({ title: "T", description: "D", path: "/trust", markdown: true });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: absoluteUrl("/trust.md"),
    });
    expect(seo({ title: "T", description: "D", path: "/x" })).not.toContainEqual(
      expect.objectContaining({ type: "text/markdown" }),
    );
  });
});

describe("/llms.txt", () => {
  it("follows llmstxt.org: an H1, a blockquote, then sections of links to Markdown pages", () => {
    const text = llmsTxt();
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Rallyroom");
    expect(lines[2]?.startsWith("> ")).toBe(true);
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("## "))).toEqual([
      "## Activities",
      "## Plan and buy",
      "## Company",
      "## Optional",
    ]);
    const links = [...text.matchAll(/- \[[^\]]+\]\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    const pages = new Set(markdownPages().map((path) => absoluteUrl(markdownPath(path))));
    expect(links.length).toBe(pages.size);
    for (const url of links) expect(pages.has(url), url).toBe(true);
  });
});
