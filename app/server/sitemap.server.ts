import { absoluteUrl } from "~/config/origin";
import { activities } from "~/content/activities";
import { vibePages } from "~/content/vibe-pages";
import type { PageHandle, ServerSitemapSource, SitemapEntry } from "~/lib/handle";
import { listPosts } from "~/server/blog.server";

const serverSources: Record<ServerSitemapSource, () => SitemapEntry[]> = {
  "blog-posts": () => listPosts().map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
  activities: () => activities.map((activity) => ({ path: `/activities/${activity.slug}` })),
  "vibe-pages": () => vibePages.map((page) => ({ path: `/activities/${page.slug}` })),
};

// Every page route module, for the sitemap its handle declares. A page that forgets to
// declare one fails the route-table test.
const handles = import.meta.glob<PageHandle | undefined>("../routes/*.tsx", {
  eager: true,
  import: "handle",
});

const BUILD_DATE = __BUILD_DATE__;

export function sitemapEntries(): Required<SitemapEntry>[] {
  const byPath = new Map<string, Required<SitemapEntry>>();
  for (const handle of Object.values(handles)) {
    if (!handle?.sitemap) continue;
    const entries = typeof handle.sitemap === "string" ? serverSources[handle.sitemap]() : handle.sitemap();
    for (const entry of entries) {
      byPath.set(entry.path, { path: entry.path, lastmod: entry.lastmod ?? BUILD_DATE });
    }
  }
  return [...byPath.values()].sort((a, b) =>
    a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(): string {
  const urls = sitemapEntries()
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
