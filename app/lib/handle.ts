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

/** Data a server-rendered page shows; the service that changes it invalidates the tag. */
export type RenderCacheTag = "vouchers" | "quotes";

export interface PageHandle {
  sitemap: (() => SitemapEntry[]) | ServerSitemapSource | false;
  /** The Variant B landing page draws its own footer. */
  ownFooter?: boolean;
  /**
   * The page's anonymous GETs may be answered from the server's render cache until one of
   * `tags` changes (app/server/render-cache.server.ts). Only for a page whose HTML depends on
   * nothing but its URL, the tagged data and the site's own cookies, which bypass the cache.
   */
  renderCache?: { tags: readonly RenderCacheTag[] };
  /**
   * When the page's scripts load (docs/decisions/038-hydration-on-intent.md): by default at the
   * visitor's first sign of intent (a pointer, a touch, a key, focus, a scroll); `"load"` right
   * after the first paint, for a page that must change itself without being touched; a function
   * decides from the page's loader data (undefined when the loader threw).
   */
  hydrate?: "load" | ((loaderData: unknown) => "load" | "intent");
}
