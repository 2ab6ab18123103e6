import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";

const frontmatterSchema = z.object({
  title: z.string().min(1),
  category: z.string().min(1),
  author: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  excerpt: z.string().min(1),
  thumbnail: z.string().startsWith("/images/"),
  thumbnailAlt: z.string().min(1),
  featured: z.boolean(),
});

export interface BlogPostSummary extends z.infer<typeof frontmatterSchema> {
  slug: string;
  readTime: string;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

const WORDS_PER_MINUTE = 200;

/** Our frontmatter is a flat list of `key: "string"` or `key: true|false` lines. */
export function parseFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("A blog post must start with a --- frontmatter block.");
  const data: Record<string, unknown> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim()) continue;
    const field = /^([A-Za-z]+):\s*(.*?)\s*$/.exec(line);
    if (!field) throw new Error(`Unreadable frontmatter line: ${line}`);
    const [, key = "", raw = ""] = field;
    if (raw === "true" || raw === "false") data[key] = raw === "true";
    else if (raw.startsWith('"')) data[key] = JSON.parse(raw);
    else data[key] = raw;
  }
  return { data, body: match[2] ?? "" };
}

export function readTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** Markdown to HTML, then only the tags an article needs survive. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const clean = sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "blockquote",
      "code",
      "pre",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "br",
    ],
    allowedAttributes: { a: ["href", "title"], th: ["scope"] },
    allowedSchemes: ["https", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: "col" } }),
    },
  });
  // Wide tables scroll inside a focusable region, so keyboard users can scroll them too.
  return clean
    .replaceAll("<table>", '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>");
}

const files = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

interface LoadedPost extends BlogPostSummary {
  markdown: string;
}

/** Frontmatter is checked at start-up; each body is rendered the first time it is asked for. */
function load(): LoadedPost[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const slug = file.replace(/^.*\/([^/]+)\.md$/, "$1");
      const { data, body } = parseFrontmatter(source);
      const parsed = frontmatterSchema.safeParse(data);
      if (!parsed.success) throw new Error(`Blog post ${slug}: ${z.prettifyError(parsed.error)}`);
      return { ...parsed.data, slug, readTime: readTime(body), markdown: body };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const posts = load();
// Posts are prerendered pages: the server renders a body only for a page that is not (rarely).
const rendered = new Map<string, string>();

/** Every post, newest first, without bodies. */
export function listPosts(): BlogPostSummary[] {
  return posts.map(({ markdown: _markdown, ...summary }) => summary);
}

export function getPost(slug: string): BlogPost | undefined {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return undefined;
  const { markdown, ...summary } = post;
  let html = rendered.get(slug);
  if (html === undefined) {
    html = renderMarkdown(markdown);
    rendered.set(slug, html);
  }
  return { ...summary, html };
}

export function postSlugs(): string[] {
  return posts.map((post) => post.slug);
}
