import { describe, expect, it } from "vitest";
import { getPost, listPosts, parseFrontmatter, readTime, renderMarkdown } from "~/server/blog.server";

describe("blog content", () => {
  it("has 17 posts, each a real article of at least 600 words with its thumbnail", () => {
    const posts = listPosts();
    expect(posts).toHaveLength(17);
    for (const post of posts) {
      const full = getPost(post.slug);
      const words = (full?.html ?? "")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.thumbnail).toBe(`/images/blog/${post.slug}.svg`);
    }
  });

  it("lists newest first and computes read time at 200 words a minute", () => {
    const dates = listPosts().map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(readTime("word ".repeat(401))).toBe("3 min read");
    expect(readTime("")).toBe("1 min read");
  });

  it("parses our frontmatter and rejects a file without one", () => {
    const { data, body } = parseFrontmatter('---\ntitle: "A: B"\nfeatured: true\n---\nHello');
    expect(data).toEqual({ title: "A: B", featured: true });
    expect(body).toBe("Hello");
    expect(() => parseFrontmatter("no frontmatter")).toThrow(/frontmatter/);
  });

  it("sanitises what Markdown lets through", () => {
    const html = renderMarkdown(
      "## Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n| a |\n|---|\n| b |",
    );
    expect(html).toContain("<h2>Hi</h2>");
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/);
    expect(html).toContain('<th scope="col">a</th>');
  });
});
