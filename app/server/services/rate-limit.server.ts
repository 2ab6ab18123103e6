import { lt, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimitBuckets } from "~/server/db/schema.server";

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

const MINUTE = 60 * 1000;

/**
 * The named limits. The request policy gives each row of its table a tier and a bucket, counted
 * per client address: rows that share a bucket share one count. `staffWrites` is counted per
 * staff member by requireStaffPost.
 */
export const rateLimitTiers = {
  /** Staff sign-in posts per address: a person needs a few an hour, guessing needs many. */
  strict: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * Admin changes per signed-in staff member (not per address), counted after the session check:
   * a morning of cancelling, marking and editing fits; a stolen session scripting thousands does not.
   */
  staffWrites: { limit: 600, windowMs: 60 * MINUTE },
  /** Public forms, billing and the test checkout: generous for people, tight for scripts. */
  normal: { limit: 20, windowMs: 10 * MINUTE },
  /** Links in our emails (confirm, one-click unsubscribe): mail providers post from shared addresses. */
  mailLinks: { limit: 120, windowMs: 10 * MINUTE },
  /**
   * An organiser's edits to their attendee list (remove, re-send, add), one post per person: a
   * list of 40 tidied in one sitting fits; each send is also counted per event and organiser.
   */
  lists: { limit: 120, windowMs: 10 * MINUTE },
  /** Documents drawn per request (an event's receipt PDF): a buyer opens a few, a script many. */
  documents: { limit: 30, windowMs: 10 * MINUTE },
  /** Analytics beacons: every page view sends one. */
  generous: { limit: 300, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitTier = keyof typeof rateLimitTiers;
