import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { staffSignInThrottle } from "~/server/db/schema.server";

/**
 * Sign-in throttling by client address, by account and address pair, and by account. Each
 * attempt takes a slot before its password is checked, in one upsert that holds the row's lock,
 * so 100 simultaneous guesses cannot all be checked: only the free attempts of the window pass
 * at once, and each attempt after them must wait an exponentially growing delay (4 s, 8 s, … up
 * to a ceiling). Guessing across many accounts from one address runs into the address's limit;
 * guessing at one account from one address into the pair's. The account-wide count stops
 * guesses spread over many addresses, but a stranger could keep it full (one guess a second
 * from rotating addresses kept a staff member out 8 times of 8): so a device that signed in to
 * the account before (a live row of staff-devices.server.ts) is counted on a second, looser
 * account rule instead, which strangers' guesses never fill. A staff member at their usual
 * browser is not refused because of someone else's guesses, and a copied device cookie, until
 * its owner signs out or revokes it, still meets an account-wide cap
 * (docs/decisions/043-booking-limits-and-sign-in-throttle.md, 062-revocable-staff-devices.md).
 */

export interface ThrottleRule {
  /** Attempts per window that need no wait. */
  free: number;
  windowMs: number;
  /** Wait after the first attempt past the free ones; each later attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** One account from one address. */
export const pairRule: ThrottleRule = {
  free: 5,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 4_000,
  maxDelayMs: 5 * 60 * 1000,
};

/** One account from anywhere, for devices that never signed in to it. */
export const accountRule: ThrottleRule = {
  free: 5,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 4_000,
  maxDelayMs: 5 * 60 * 1000,
};

/** One account from all its known devices together: looser, but still a cap. */
export const knownDeviceAccountRule: ThrottleRule = {
  free: 20,
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
    /**
     * Takes an attempt for the address, then for the account from that address, then for the
     * account: on the known devices' looser rule when this device signed in to it before, else
     * on the strict one. Refused when any must wait.
     */
    async reserve(ip: string, email: string, { knownDevice = false } = {}): Promise<Reservation> {
      const byAddress = await reserve(`ip:${ip}`, addressRule);
      if (!byAddress.allowed) return byAddress;
      const byPair = await reserve(`pair:${email}|${ip}`, pairRule);
      if (!byPair.allowed) return byPair;
      return knownDevice
        ? reserve(`account-known:${email}`, knownDeviceAccountRule)
        : reserve(`account:${email}`, accountRule);
    },

    /**
     * A successful sign-in clears the pair's count (and the strict account count, from a device
     * that used it) and gives the address, and the known devices' count, their attempt back.
     */
    async succeeded(ip: string, email: string, { knownDevice = false } = {}): Promise<void> {
      // A known device never used the strict count: a stranger's guesses in it stay counted, and
      // guesses made with a copied device cookie stay in the looser one.
      const keys = knownDevice ? [`pair:${email}|${ip}`] : [`account:${email}`, `pair:${email}|${ip}`];
      await db.delete(t).where(inArray(t.key, keys));
      const refunded = knownDevice ? [`ip:${ip}`, `account-known:${email}`] : [`ip:${ip}`];
      await db
        .update(t)
        .set({ attempts: sql`greatest(0, ${t.attempts} - 1)` })
        .where(inArray(t.key, refunded));
    },
  };
}
