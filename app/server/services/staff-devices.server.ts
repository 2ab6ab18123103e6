import { and, desc, eq, gte, lt, notInArray, or } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { staffDevices, staffUsers } from "~/server/db/schema.server";
import { randomToken, sha256 } from "~/server/services/crypto.server";

/**
 * Browsers a staff member signed in from (docs/decisions/062-revocable-staff-devices.md). The
 * device cookie carries a random 256-bit token; the database keeps only its sha256, with the
 * staff member it belongs to. A device is known to an account while its row exists, names that
 * account, and was last used for a sign-in less than DEVICE_IDLE_MS ago; a known device meets the
 * sign-in throttle's looser account rule instead of the strict one (sign-in-throttle.server.ts).
 * Each successful sign-in replaces the token (a copied cookie stops working at the owner's next
 * sign-in), sign-out deletes the row, and /admin/security lists and revokes them.
 */

/** A device stays known for this long after its last successful sign-in; its cookie as long. */
export const DEVICE_IDLE_MS = 90 * 24 * 60 * 60 * 1000;
/** Devices kept per staff member: past these, the least recently used is forgotten. */
export const DEVICES_PER_STAFF = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie's value can be a device token (randomToken(32): 43 base64url characters). */
export const isDeviceToken = (value: unknown): value is string =>
  typeof value === "string" && TOKEN.test(value);

/** The id a device is listed and revoked by: its token's sha256 (the token itself is never stored). */
export const deviceId = (token: string) => sha256(token);

export interface StaffDevice {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  /** The browser that asked (its cookie carries this device's token). */
  current: boolean;
}

export function createStaffDevices(db: Db, clock: () => number = Date.now) {
  const d = staffDevices;
  const fresh = () => gte(d.lastUsedAt, new Date(clock() - DEVICE_IDLE_MS));

  /** Forgets devices unused for the lifetime (everyone's), and the staff member's beyond the cap. */
  async function prune(staffId: string): Promise<void> {
    const kept = db
      .select({ tokenHash: d.tokenHash })
      .from(d)
      .where(eq(d.staffId, staffId))
      .orderBy(desc(d.lastUsedAt), desc(d.createdAt))
      .limit(DEVICES_PER_STAFF);
    await db
      .delete(d)
      .where(
        or(
          lt(d.lastUsedAt, new Date(clock() - DEVICE_IDLE_MS)),
          and(eq(d.staffId, staffId), notInArray(d.tokenHash, kept)),
        ),
      );
  }

  return {
    /** Whether the cookie's token is a live device of the account with this (normalised) email. */
    async isKnown(token: unknown, email: string): Promise<boolean> {
      if (!isDeviceToken(token)) return false;
      const [row] = await db
        .select({ tokenHash: d.tokenHash })
        .from(d)
        .innerJoin(staffUsers, eq(staffUsers.id, d.staffId))
        .where(and(eq(d.tokenHash, deviceId(token)), eq(staffUsers.email, email), fresh()));
      return row !== undefined;
    },

    /**
     * After a successful sign-in: the token this browser's cookie carries from now on. A live
     * device of this staff member gets a new token in the same row (its creation date kept);
     * otherwise the old token's row, whoever's it was, is deleted (this browser no longer holds
     * it) and a new device is recorded.
     */
    async remember(token: unknown, staffId: string): Promise<string> {
      const next = randomToken(32);
      const now = new Date(clock());
      if (isDeviceToken(token)) {
        const rotated = await db
          .update(d)
          .set({ tokenHash: deviceId(next), lastUsedAt: now })
          .where(and(eq(d.tokenHash, deviceId(token)), eq(d.staffId, staffId), fresh()))
          .returning({ tokenHash: d.tokenHash });
        if (rotated.length === 0) await db.delete(d).where(eq(d.tokenHash, deviceId(token)));
      }
      await db
        .insert(d)
        .values({ tokenHash: deviceId(next), staffId, createdAt: now, lastUsedAt: now })
        .onConflictDoNothing({ target: d.tokenHash });
      await prune(staffId);
      return next;
    },

    /** Sign-out: this browser's device is forgotten (holding its token is the right to). */
    async forget(token: unknown): Promise<void> {
      if (isDeviceToken(token)) await db.delete(d).where(eq(d.tokenHash, deviceId(token)));
    },

    /** The staff member's live devices, most recently used first. */
    async list(staffId: string, currentToken: unknown): Promise<StaffDevice[]> {
      const current = isDeviceToken(currentToken) ? deviceId(currentToken) : null;
      const rows = await db
        .select()
        .from(d)
        .where(and(eq(d.staffId, staffId), fresh()))
        .orderBy(desc(d.lastUsedAt), desc(d.createdAt));
      return rows.map((row) => ({
        id: row.tokenHash,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        current: row.tokenHash === current,
      }));
    },

    /** Revokes one of the staff member's own devices; false when it is not one (or already gone). */
    async revoke(staffId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(d)
        .where(and(eq(d.staffId, staffId), eq(d.tokenHash, id)))
        .returning({ tokenHash: d.tokenHash });
      return gone.length > 0;
    },

    /** Revokes every device of the staff member; how many there were. */
    async revokeAll(staffId: string): Promise<number> {
      const gone = await db.delete(d).where(eq(d.staffId, staffId)).returning({ tokenHash: d.tokenHash });
      return gone.length;
    },
  };
}
