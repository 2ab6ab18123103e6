import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";

const frontmatterSchema = z.object({
  title: z.string().min(1),
  category: z.string().min(1),
  author: z.string().min(1),
  /**
   * Who a guest author is ("guest writer and meeting facilitator"), shown after their name. Only
   * for a name not on the team: a team member's role is their profile's (content/hosts).
   */
  authorRole: z.string().min(3).optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  excerpt: z.string().min(1),
  thumbnail: z.string().startsWith("/images/"),
  thumbnailAlt: z.string().min(1),
  featured: z.boolean(),
});

export interface BlogPostSummary extends z.infer<typeof frontmatterSchema> {
  slug: string;
  readTime: string;
  /** "Mar 3, 2026", as the cards show it. */
  dateShort: string;
  /** "March 3, 2026", as the post shows it. */
  dateLong: string;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** Reading speed for the "N min read" label: an adult reading an article on screen. */
export const WORDS_PER_MINUTE = 225;

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

/** Words a reader reads: whitespace-separated runs with a letter or digit, so Markdown syntax (`|`, `##`, `---`) does not count. */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** "N min read" from the post's own words, rounded up, at least 1. */
export function readTime(markdown: string): string {
  return `${Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE))} min read`;
}

// ---------------------------------------------------------------------------------------------
// Typography: curly quotes and apostrophes, dashes and ellipses, as a typesetter would set them
// ---------------------------------------------------------------------------------------------

/** Characters after which a quote opens rather than closes. */
const OPENERS = /[\s([{\u2014\u2013\u201C\u2018/-]/u;

/**
 * Sets straight quotes, `--`, `---` and `...` in plain text. `before` is the character that
 * precedes the text (an inline tag may split a sentence), "" at the start of a block.
 */
export function smartText(text: string, before = ""): string {
  let out = "";
  let previous = before;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? "";
    const next = text[index + 1] ?? "";
    let set = char;
    const opens = (previous === "" || OPENERS.test(previous)) && !/\s/u.test(next);
    if (char === '"') {
      set = opens ? "\u201C" : "\u201D";
    } else if (char === "'") {
      // An apostrophe inside a word (don't) or before a year ('90s) is a closing single quote.
      set = opens && !/\d/u.test(next) ? "\u2018" : "\u2019";
    } else if (text.startsWith("...", index)) {
      set = "\u2026";
      index += 2;
    } else if (text.startsWith("---", index)) {
      set = "\u2014";
      index += 2;
    } else if (text.startsWith("--", index)) {
      set = "\u2013";
      index += 1;
    }
    out += set;
    previous = set;
  }
  return out;
}

/** Elements whose text is left exactly as written. */
const VERBATIM = new Set(["code", "pre", "kbd", "samp"]);
/** Elements that start a new run of text: a quote right after one opens. */
const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "td", "th", "tr", "blockquote", "br", "div"]);

/** `smartText` over HTML: only text between tags changes, code stays verbatim. */
export function smartQuotes(html: string): string {
  let previous = "";
  let verbatim = 0;
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_match, tag: string | undefined, text: string | undefined) => {
    if (tag !== undefined) {
      const name = /^<(\/?)([a-z][a-z0-9]*)/i.exec(tag);
      if (name) {
        const element = (name[2] ?? "").toLowerCase();
        if (VERBATIM.has(element)) verbatim = Math.max(0, verbatim + (name[1] ? -1 : 1));
        if (BLOCKS.has(element)) previous = "";
      }
      return tag;
    }
    const raw = (text ?? "").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&#x27;", "'");
    if (verbatim > 0) {
      previous = raw.at(-1) ?? previous;
      return text ?? "";
    }
    const set = smartText(raw, previous);
    previous = set.at(-1) ?? previous;
    return set;
  });
}

// ---------------------------------------------------------------------------------------------
// Tables: every body cell carries its column's name, so wide tables can stack on small screens
// ---------------------------------------------------------------------------------------------

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
const decodeBasic = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Columns from which a table stacks into one card per row below 40rem (see app.css). */
export const STACK_FROM_COLUMNS = 3;

/**
 * Wraps each table in a focusable scroll region; a table of STACK_FROM_COLUMNS or more columns
 * also gets `data-label` on each body cell and explicit table roles, because narrow screens
 * restyle it as blocks, which would otherwise drop its table semantics in some browsers.
 */
export function labelTables(html: string): string {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (_table, inner: string) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? "";
    const labels = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) =>
      decodeBasic((match[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
    );
    const open = '<div class="table-scroll" role="region" aria-label="Table" tabindex="0">';
    if (labels.length < STACK_FROM_COLUMNS) return `${open}<table>${inner}</table></div>`;
    const labelled = inner
      .replace(/<tr>([\s\S]*?)<\/tr>/g, (_row, cells: string) => {
        let column = 0;
        const withLabels = cells.replace(/<td([^>]*)>/g, (_cell, attributes: string) => {
          const label = labels[column] ?? "";
          column += 1;
          return `<td${attributes} role="cell" data-label="${escapeAttribute(label)}">`;
        });
        return `<tr role="row">${withLabels}</tr>`;
      })
      .replaceAll("<thead>", '<thead role="rowgroup">')
      .replaceAll("<tbody>", '<tbody role="rowgroup">')
      .replace(/<th scope="col">/g, '<th scope="col" role="columnheader">');
    return `${open.replace('class="table-scroll"', 'class="table-scroll table-stack"')}<table role="table">${labelled}</table></div>`;
  });
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
  return labelTables(smartQuotes(clean));
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
const shortDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function load(): LoadedPost[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const slug = file.replace(/^.*\/([^/]+)\.md$/, "$1");
      const { data, body } = parseFrontmatter(source);
      const parsed = frontmatterSchema.safeParse(data);
      if (!parsed.success) throw new Error(`Blog post ${slug}: ${z.prettifyError(parsed.error)}`);
      const { title, excerpt, thumbnailAlt } = parsed.data;
      const day = new Date(`${parsed.data.date}T00:00:00Z`);
      return {
        ...parsed.data,
        title: smartText(title),
        excerpt: smartText(excerpt),
        thumbnailAlt: smartText(thumbnailAlt),
        slug,
        readTime: readTime(body),
        // Formatted here, not in the browser, where a page's first Intl formatter costs 15-45 ms
        // of main thread (docs/decisions/031-client-javascript.md).
        dateShort: shortDate.format(day),
        dateLong: longDate.format(day),
        markdown: body,
      };
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

/** A post as its author wrote it: the summary and the Markdown body (for /blog/<slug>.md). */
export function getPostSource(slug: string): (BlogPostSummary & { markdown: string }) | undefined {
  return posts.find((candidate) => candidate.slug === slug);
}

export function postSlugs(): string[] {
  return posts.map((post) => post.slug);
}
