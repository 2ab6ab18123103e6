import type { RenderCacheTag } from "~/lib/handle";
import type { RenderTicket } from "~/lib/request-info";
import { siteCookies } from "~/server/services/cookies.server";

export type { RenderCacheTag, RenderTicket };

/**
 * A short-lived cache of server-rendered HTML for anonymous GETs (docs/decisions/032-render-cache.md).
 *
 * - A page takes part only when its route says so (`handle.renderCache`), naming the data it
 *   shows as tags; the services invalidate a tag when that data changes (a voucher claimed or
 *   revoked, a quote created), and every entry expires after `ttlMs` anyway.
 * - The key is the full URL. A request that carries any cookie this site sets (`siteCookies`;
 *   others, such as a parent domain's analytics, are never read by the app) is never served
 *   from the cache nor stored in it; neither is a response that sets a cookie, one that is not
 *   a 200, or a render that failed part-way.
 * - Each rendered response has its own CSP nonce. An entry keeps the body cut at every
 *   occurrence of the nonce it was rendered with, and each answer is glued back together with
 *   the nonce of the response it goes out in.
 * - A render that began before an invalidation of one of its tags is not stored: it may have
 *   read the data from before the change.
 */

export interface RenderCacheOptions {
  /** How long an entry lives; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Bound on the bytes of all cached bodies together. */
  maxBytes?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface CachedPage {
  headers: readonly (readonly [string, string])[];
  /** The body split at each occurrence of the nonce it was rendered with. */
  parts: readonly Buffer[];
  bytes: number;
  expires: number;
  tags: readonly RenderCacheTag[];
}

export type RenderLookup =
  | { kind: "hit"; page: CachedPage }
  | { kind: "miss"; ticket: RenderTicket }
  /** Not cacheable (cache off, cookie, method): render as usual, store nothing. */
  | { kind: "bypass" };

export interface RenderToStore {
  ticket: RenderTicket;
  tags: readonly RenderCacheTag[];
  status: number;
  headers: Headers;
  body: Buffer;
  nonce: string;
}

export interface RenderCacheStats {
  hits: number;
  misses: number;
  stored: number;
  refused: number;
  entries: number;
  bytes: number;
}

/** Whether a Cookie header names one of the site's own cookies (values are never read). */
export function carriesSiteCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (siteCookies.includes(name)) return true;
  }
  return false;
}

/** Splits `body` at every occurrence of `nonce`. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The cached body with `nonce` wherever the original render had its own. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  const glue = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Headers that belong to one response only and are never stored. */
const perResponse = new Set([
  "set-cookie",
  "content-security-policy",
  "content-length",
  "date",
  "etag",
  "x-render-cache",
]);

export function createRenderCache(options: RenderCacheOptions) {
  const { ttlMs, maxEntries = 200, maxBytes = 8 * 1024 * 1024, now = Date.now } = options;
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, CachedPage>();
  /** Per tag, the epoch at which it was last invalidated. */
  const invalidatedAt = new Map<RenderCacheTag, number>();
  let epoch = 0;
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0, refused: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    enabled: ttlMs > 0,

    lookup(request: { method: string; key: string; cookie: string | null | undefined }): RenderLookup {
      if (ttlMs <= 0 || request.method !== "GET" || carriesSiteCookie(request.cookie))
        return { kind: "bypass" };
      const entry = entries.get(request.key);
      if (entry && entry.expires > now()) {
        entries.delete(request.key);
        entries.set(request.key, entry);
        stats.hits++;
        return { kind: "hit", page: entry };
      }
      if (entry) remove(request.key);
      stats.misses++;
      return { kind: "miss", ticket: { key: request.key, epoch } };
    },

    /** Stores a finished render if it may be: true when it was stored. */
    store(render: RenderToStore): boolean {
      const stale = render.tags.some((tag) => (invalidatedAt.get(tag) ?? 0) > render.ticket.epoch);
      if (
        ttlMs <= 0 ||
        stale ||
        render.status !== 200 ||
        render.headers.has("set-cookie") ||
        render.body.length > maxBytes ||
        !render.nonce
      ) {
        stats.refused++;
        return false;
      }
      const headers = [...render.headers.entries()].filter(([name]) => !perResponse.has(name.toLowerCase()));
      const parts = splitAtNonce(render.body, render.nonce);
      remove(render.ticket.key);
      entries.set(render.ticket.key, {
        headers,
        parts,
        bytes: render.body.length,
        expires: now() + ttlMs,
        tags: render.tags,
      });
      bytes += render.body.length;
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(key);
      }
      stats.stored++;
      return true;
    },

    /** The data behind `tag` changed: drop every entry that shows it, refuse renders in flight. */
    invalidate(tag: RenderCacheTag): void {
      epoch++;
      invalidatedAt.set(tag, epoch);
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) remove(key);
    },

    clear(): void {
      entries.clear();
      bytes = 0;
    },

    stats(): RenderCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
