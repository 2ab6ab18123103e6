import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  getPost,
  labelTables,
  listPosts,
  parseFrontmatter,
  readTime,
  renderMarkdown,
  smartQuotes,
  smartText,
  WORDS_PER_MINUTE,
  wordCount,
} from "~/server/blog.server";

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

  it("lists newest first and computes read time at 225 words a minute, rounded up", () => {
    const dates = listPosts().map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(WORDS_PER_MINUTE).toBe(225);
    expect(readTime("word ".repeat(450))).toBe("2 min read");
    expect(readTime("word ".repeat(451))).toBe("3 min read");
    expect(readTime("")).toBe("1 min read");
  });

  it("counts words, not Markdown syntax", () => {
    expect(wordCount("## A heading\n\n| a | b |\n| --- | --- |\n\n- one, two\n\n---\n")).toBe(6);
  });

  it("gives each post the read time of its own words", () => {
    for (const post of listPosts()) {
      const source = readFileSync(`content/blog/${post.slug}.md`, "utf8");
      const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
      const words = body.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
      expect(post.readTime, post.slug).toBe(`${Math.ceil(words / 225)} min read`);
    }
    expect(readdirSync("content/blog").filter((file) => file.endsWith(".md"))).toHaveLength(17);
    // The posts differ in length, so their read times are not one fixed label.
    expect(new Set(listPosts().map((post) => post.readTime)).size).toBeGreaterThan(1);
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

  it("sets curly quotes, apostrophes, dashes and ellipses", () => {
    expect(smartText(`"Don't," she said -- 'it's the '90s'... ok --- really`)).toBe(
      "\u201CDon\u2019t,\u201D she said \u2013 \u2018it\u2019s the \u201990s\u2019\u2026 ok \u2014 really",
    );
    expect(smartText(`teams' "goals" (and "rules")`)).toBe(
      "teams\u2019 \u201Cgoals\u201D (and \u201Crules\u201D)",
    );
  });

  it("typesets text across inline tags and leaves code and attributes alone", () => {
    expect(
      smartQuotes(
        "<p>He said &quot;<strong>yes</strong>&quot; and it&#39;s <a href=\"/x?a='b'\">done</a></p>",
      ),
    ).toBe("<p>He said \u201C<strong>yes</strong>\u201D and it\u2019s <a href=\"/x?a='b'\">done</a></p>");
    expect(smartQuotes('<p>Type <code>"x" -- y</code> now</p>')).toBe(
      '<p>Type <code>"x" -- y</code> now</p>',
    );
    expect(smartQuotes('<td>a</td><td>"b"</td>')).toBe("<td>a</td><td>\u201Cb\u201D</td>");
  });

  it("renders every post without a straight quote left in its text", () => {
    for (const { slug, title, excerpt } of listPosts()) {
      const html = getPost(slug)?.html ?? "";
      const textOnly = html.replace(/<[^>]+>/g, " ");
      expect(textOnly, slug).not.toMatch(/["']|&quot;|&#39;/);
      expect(`${title} ${excerpt}`, slug).not.toMatch(/["']/);
    }
  });

  it("labels each cell of a wide table with its column, so it can stack on small screens", () => {
    const wide = renderMarkdown(
      "| Game type | Energy | Best for |\n| --- | --- | --- |\n| Trivia | Medium | First events, big groups |",
    );
    expect(wide).toContain('class="table-scroll table-stack"');
    expect(wide).toContain('<td role="cell" data-label="Game type">Trivia</td>');
    expect(wide).toContain('<td role="cell" data-label="Best for">First events, big groups</td>');
    const narrow = renderMarkdown("| When | What |\n| --- | --- |\n| Today | Plan |");
    expect(narrow).toContain('<div class="table-scroll" role="region"');
    expect(narrow).not.toContain("data-label");
    expect(labelTables("<p>No table</p>")).toBe("<p>No table</p>");
  });
});
