import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { staffSignInThrottle } from "~/server/db/schema.server";

/**
 * Sign-in throttling by client address and by account. Each attempt takes a slot before its
 * password is checked, in one upsert that holds the row's lock, so 100 simultaneous guesses
 * cannot all be checked: only the free attempts of the window pass at once, and each attempt
 * after them must wait an exponentially growing delay (4 s, 8 s, … up to a ceiling). A
 * stranger who guesses at a staff member's account therefore slows it by minutes at most,
 * never locks it for a fixed quarter of an hour, while guessing across many accounts from one
 * address runs into the address's own limit.
 */

export interface ThrottleRule {
  /** Attempts per window that need no wait. */
  free: number;
  windowMs: number;
  /** Wait after the first attempt past the free ones; each later attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const accountRule: ThrottleRule = {
  free: 5,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 4_000,
  maxDelayMs: 5 * 60 * 1000,
};

export const addressRule: ThrottleRule = {
  free: 10,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 4_000,
  maxDelayMs: 15 * 60 * 1000,
};

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createSignInThrottle(db: Db, clock: () => number = Date.now) {
  const t = staffSignInThrottle;

  /** The wait that follows attempt number `attempts` (counted in SQL, so it is atomic). */
  const delayAfter = (attempts: ReturnType<typeof sql>, rule: ThrottleRule) =>
    sql`case when ${attempts} < ${rule.free} then 0
      else least(${rule.maxDelayMs}, ${rule.firstDelayMs} * power(2, ${attempts} - ${rule.free})) end`;

  async function reserve(key: string, rule: ThrottleRule): Promise<Reservation> {
    const now = new Date(clock());
    const windowStart = new Date(clock() - rule.windowMs);
    const expired = sql`${t.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
    const nextAttempts = sql`(case when ${expired} then 1 else ${t.attempts} + 1 end)`;
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const [taken] = await db
      .insert(t)
      .values({ key, attempts: 1, windowStartedAt: now, nextAllowedAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          attempts: nextAttempts,
          windowStartedAt: sql`case when ${expired} then ${nowSql} else ${t.windowStartedAt} end`,
          nextAllowedAt: sql`${nowSql} + (${delayAfter(nextAttempts, rule)}) * interval '1 millisecond'`,
        },
        setWhere: sql`${expired} or ${t.attempts} < ${rule.free} or ${t.nextAllowedAt} <= ${nowSql}`,
      })
      .returning({ key: t.key });
    if (taken) return { allowed: true };
    const [row] = await db.select({ next: t.nextAllowedAt }).from(t).where(eq(t.key, key));
    const waitMs = row ? row.next.getTime() - clock() : 1000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    /** Takes an attempt for the address, then for the account; refused when either must wait. */
    async reserve(ip: string, email: string): Promise<Reservation> {
      const byAddress = await reserve(`ip:${ip}`, addressRule);
      if (!byAddress.allowed) return byAddress;
      return reserve(`account:${email}`, accountRule);
    },

    /** A successful sign-in clears the account's count and gives the address its attempt back. */
    async succeeded(ip: string, email: string): Promise<void> {
      await db.delete(t).where(eq(t.key, `account:${email}`));
      await db
        .update(t)
        .set({ attempts: sql`greatest(0, ${t.attempts} - 1)` })
        .where(eq(t.key, `ip:${ip}`));
    },
  };
}
