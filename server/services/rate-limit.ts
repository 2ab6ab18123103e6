import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitBuckets } from "../db/schema";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so every app server sees the same count. One upsert
 * per request: the row's increment is atomic under concurrency on PostgreSQL and PGlite alike.
 */
export function createRateLimiter(db: Db, { enabled }: { enabled: boolean }) {
  return {
    enabled,
    async hit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
      if (!enabled) return { allowed: true };
      const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
          set: { count: sql`${rateLimitBuckets.count} + 1` },
        })
        .returning({ count: rateLimitBuckets.count });
      if ((row?.count ?? 0) <= rule.limit) return { allowed: true };
      const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
    /** Drops windows older than a day (the worker calls this now and then). */
    async prune(now = new Date()): Promise<void> {
      await db
        .delete(rateLimitBuckets)
        .where(lt(rateLimitBuckets.windowStart, new Date(now.getTime() - 86_400_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Public form posts: generous for people, tight for scripts. */
export const formPostRule: RateLimitRule = { limit: 20, windowMs: 10 * 60 * 1000 };
