/** One sitemap entry: a path on the public origin, with when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * What every page route declares about itself in `handle`. `sitemap` lists the route's own
 * URLs (a dynamic route lists one per record), names a server-side source when its records
 * are server-only content, or is false for pages kept out of search.
 */
/**
 * Sitemap sources that read server-only content (resolved in sitemap.server.ts): the blog's
 * posts, and the catalogue's pages, whose route modules keep the catalogue out of the browser.
 */
export type ServerSitemapSource = "blog-posts" | "activities" | "vibe-pages";

export interface PageHandle {
  sitemap: (() => SitemapEntry[]) | ServerSitemapSource | false;
  /** The Variant B landing page draws its own footer. */
  ownFooter?: boolean;
}
