import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { newsletterSubscribers } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

const token = () => randomBytes(24).toString("base64url");

/**
 * The address's subscriber row, created on first contact. It carries the unsubscribe token every
 * marketing email links to, and the double opt-in state of the newsletter.
 */
export async function ensureSubscriber(tx: Executor, email: string, source: string) {
  await tx
    .insert(newsletterSubscribers)
    .values({ email, source, confirmToken: token(), unsubscribeToken: token() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error("The subscriber row vanished inside its transaction.");
  return row;
}

export const unsubscribePath = (unsubscribeToken: string) =>
  `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
export const confirmPath = (confirmToken: string) =>
  `/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;

const tokenShape = /^[A-Za-z0-9_-]{16,64}$/;

export function createNewsletter(db: Db) {
  return {
    async find(kind: "confirm" | "unsubscribe", value: string) {
      if (!tokenShape.test(value)) return undefined;
      const column =
        kind === "confirm" ? newsletterSubscribers.confirmToken : newsletterSubscribers.unsubscribeToken;
      const [row] = await db.select().from(newsletterSubscribers).where(eq(column, value));
      return row;
    },
    /** Double opt-in: confirming also re-subscribes an address that had left. */
    async confirm(value: string): Promise<{ ok: true; email: string } | { ok: false }> {
      if (!tokenShape.test(value)) return { ok: false };
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: new Date(), unsubscribedAt: null })
        .where(eq(newsletterSubscribers.confirmToken, value))
        .returning();
      return row ? { ok: true, email: row.email } : { ok: false };
    },
    async unsubscribe(value: string): Promise<{ ok: true; email: string } | { ok: false }> {
      if (!tokenShape.test(value)) return { ok: false };
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(newsletterSubscribers.unsubscribeToken, value),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        );
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, value));
      return row ? { ok: true, email: row.email } : { ok: false };
    },
  };
}
