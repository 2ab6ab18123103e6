import { getTableColumns } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { emailOutbox, leads } from "~/server/db/schema.server";
import { unnestInsert } from "~/server/db/unnest-insert.server";
import { type OutboxMessage, outboxColumns, outboxRows } from "~/server/services/outbox.server";

/** A lead as the writer stores it: its time given, so every batch has the same columns. */
export type LeadRow = Omit<typeof leads.$inferInsert, "id" | "createdAt"> & { createdAt: Date };

// Plain SQL: Drizzle's builder cost more CPU per batch than the database spent on it. The two
// texts are the same for every batch (one array per column), so each is prepared once.
const leadColumns = Object.keys(getTableColumns(leads)) as (keyof typeof leads.$inferInsert)[];
const leadInsert = unnestInsert(leads, leadColumns);
const outboxInsert = unnestInsert(emailOutbox, outboxColumns, leadColumns.length + 1);
const leadAndEmailsText = `with lead_rows as (${leadInsert.text}) ${outboxInsert.text}`;

/** One lead waiting for the next batch, with the emails to queue once its id is known. */
interface Pending {
  row: LeadRow;
  emails: (leadId: number) => OutboxMessage[];
  resolve: (leadId: number) => void;
  reject: (error: unknown) => void;
}

export interface LeadWriterOptions {
  /** Most leads written by one statement. */
  maxBatch?: number;
  /** Batches on their way to the database at once (one connection each). */
  maxInFlight?: number;
  /** Lead ids taken from the sequence at a time. */
  idBlock?: number;
}

/**
 * Group commit for leads that need nothing read inside their transaction (no voucher to claim,
 * no subscriber to look up). Each lead and every email about it are still written by one
 * statement, so they commit together or not at all, but the leads that arrive while a batch is
 * on its way go together in the next one: one INSERT of the leads with their outbox rows (a
 * data-modifying CTE) per batch, where a transaction per lead took four round trips (BEGIN,
 * lead, emails, COMMIT). A lead is acknowledged only once its batch has committed.
 *
 * The emails name the lead's id, so ids are taken from the lead sequence before the insert, a
 * block at a time (ids a stopped server had taken are never used: the sequence only has gaps,
 * as it does after any rollback; the inbox orders by time).
 *
 * A batch that fails is written again one lead at a time, so a lead the database refuses fails
 * alone; when the database is down every caller gets the error.
 */
export function createLeadWriter(database: Database, options: LeadWriterOptions = {}) {
  const maxBatch = options.maxBatch ?? 64;
  const maxInFlight = options.maxInFlight ?? 2;
  const idBlock = options.idBlock ?? 64;
  const queue: Pending[] = [];
  const spareIds: number[] = [];
  let inFlight = 0;

  async function takeIds(count: number): Promise<number[]> {
    if (spareIds.length < count) {
      const fetched = await database.query<{ id: string | number }>(
        "select nextval(pg_get_serial_sequence('leads', 'id')) as id from generate_series(1, $1::int)",
        [Math.max(count - spareIds.length, idBlock)],
      );
      spareIds.push(...fetched.map((row) => Number(row.id)));
    }
    if (spareIds.length < count) throw new Error("The lead sequence returned too few ids.");
    return spareIds.splice(0, count);
  }

  async function insert(batch: readonly Pending[]): Promise<number[]> {
    const ids = await takeIds(batch.length);
    const messages = batch.flatMap((pending, i) => pending.emails(ids[i] as number));
    const rows = batch.map((pending, i) => ({ ...pending.row, id: ids[i] }));
    if (messages.length === 0) await database.query(leadInsert.text, leadInsert.params(rows));
    else
      await database.query(leadAndEmailsText, [
        ...leadInsert.params(rows),
        ...outboxInsert.params(outboxRows(messages)),
      ]);
    return ids;
  }

  async function writeBatch(batch: readonly Pending[]) {
    try {
      const ids = await insert(batch);
      for (const [i, pending] of batch.entries()) pending.resolve(ids[i] as number);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const pending of batch) {
        try {
          const [id] = await insert([pending]);
          pending.resolve(id as number);
        } catch (single) {
          pending.reject(single);
        }
      }
    }
  }

  /** Starts batches while there is work and room; each one that ends starts the next. */
  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void writeBatch(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Stores the lead and the emails `emails(id)` returns for it; resolves with its id once committed. */
    write(row: LeadRow, emails: (leadId: number) => OutboxMessage[]): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        queue.push({ row, emails, resolve, reject });
        pump();
      });
    },
  };
}

export type LeadWriter = ReturnType<typeof createLeadWriter>;
