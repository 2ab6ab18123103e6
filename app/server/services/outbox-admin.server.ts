import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { emailOutbox } from "~/server/db/schema.server";

export const outboxStatuses = ["queued", "sent", "failed", "suppressed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const isOutboxStatus = (value: unknown): value is OutboxStatus =>
  outboxStatuses.includes(value as OutboxStatus);

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Staff view of the email outbox: what waits, what left, what gave up, and a way to try again. */
export function createOutboxAdmin(db: Db, options: { onRequeued?: () => void } = {}) {
  return {
    async list(
      status: OutboxStatus | undefined,
      page = 1,
      pageSize = OUTBOX_PAGE_SIZE,
    ): Promise<{
      rows: Omit<OutboxRow, "html" | "text" | "leaseOwner" | "icalEvent">[];
      total: number;
      page: number;
      pages: number;
    }> {
      const filter = status ? eq(emailOutbox.status, status) : undefined;
      const [totalRow] = await db.select({ n: count() }).from(emailOutbox).where(filter);
      const total = Number(totalRow?.n ?? 0);
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(page, pages);
      const rows = await db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          headers: emailOutbox.headers,
          kind: emailOutbox.kind,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          nextAttemptAt: emailOutbox.nextAttemptAt,
          lastError: emailOutbox.lastError,
          sentAt: emailOutbox.sentAt,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(filter)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(pageSize)
        .offset((current - 1) * pageSize);
      return { rows, total, page: current, pages };
    },

    async get(id: number): Promise<OutboxRow | undefined> {
      if (!Number.isSafeInteger(id) || id < 1) return undefined;
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },

    /**
     * A failed row goes back to the queue, due now, with a fresh attempt budget (the worker
     * gives up after its maximum attempts, so keeping the old count would fail it again at
     * once). The last error stays until the next attempt replaces it. False when the row is
     * missing or not failed.
     */
    async retry(id: number): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const rows = await db
        .update(emailOutbox)
        .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
        .returning({ id: emailOutbox.id });
      if (rows.length === 0) return false;
      options.onRequeued?.();
      return true;
    },
  };
}

export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>;
