import { and, eq, gt, lt } from "drizzle-orm";
import { SESSION_DAYS } from "~/domain/workspace";
import type { Db } from "~/server/db/client.server";
import { accountSessions } from "~/server/db/schema.server";
import { randomToken, sha256 } from "~/server/services/crypto.server";

/**
 * Where React Router's session storage keeps organisers' sessions (app/server/account-http.server.ts
 * gives these to `createSessionStorage`). The cookie carries a random 256-bit id; the table keys
 * its sha256, so a copy of the database cannot be replayed as a cookie. Every sign-in makes a new
 * id (the old one is deleted), and signing out everywhere deletes every row of the address.
 */
export function createAccountSessions(db: Db, clock: () => number = Date.now) {
  const fallbackExpiry = () => new Date(clock() + SESSION_DAYS * 86_400_000);
  return {
    async create(data: Record<string, unknown>, expires?: Date): Promise<string> {
      const id = randomToken(32);
      await db.insert(accountSessions).values({
        idHash: sha256(id),
        email: String(data.email ?? ""),
        data,
        createdAt: new Date(clock()),
        expiresAt: expires ?? fallbackExpiry(),
      });
      return id;
    },
    async read(id: string): Promise<Record<string, unknown> | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
      const [row] = await db
        .select({ data: accountSessions.data })
        .from(accountSessions)
        .where(and(eq(accountSessions.idHash, sha256(id)), gt(accountSessions.expiresAt, new Date(clock()))));
      return row?.data ?? null;
    },
    async update(id: string, data: Record<string, unknown>, expires?: Date): Promise<void> {
      await db
        .update(accountSessions)
        .set({ data, expiresAt: expires ?? fallbackExpiry() })
        .where(eq(accountSessions.idHash, sha256(id)));
    },
    async remove(id: string): Promise<void> {
      await db.delete(accountSessions).where(eq(accountSessions.idHash, sha256(id)));
    },
    /** "Sign out everywhere": every session of the address ends, on every device. */
    async removeAllOf(email: string): Promise<number> {
      const gone = await db
        .delete(accountSessions)
        .where(eq(accountSessions.email, email))
        .returning({ id: accountSessions.idHash });
      return gone.length;
    },
    async countOf(email: string): Promise<number> {
      const rows = await db
        .select({ id: accountSessions.idHash })
        .from(accountSessions)
        .where(and(eq(accountSessions.email, email), gt(accountSessions.expiresAt, new Date(clock()))));
      return rows.length;
    },
    async prune(): Promise<void> {
      await db.delete(accountSessions).where(lt(accountSessions.expiresAt, new Date(clock())));
    },
  };
}

export type AccountSessions = ReturnType<typeof createAccountSessions>;
