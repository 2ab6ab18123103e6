import type { Db } from "~/server/db/client.server";
import { completeDueEvents } from "~/server/services/closing/statement.server";
import type { Job } from "~/server/services/jobs.server";

/** What one run of the closing job did. */
export interface ClosingRun {
  /** Events closed (status `completed`). */
  completed: number;
}

/**
 * The events' close, step by step, each safe to run again and on several servers at once: events
 * past their end are completed; the closing invoices and the surveys that follow are added here
 * as steps of the same run.
 */
export function createClosing(db: Db) {
  return {
    async runDue(now = new Date()): Promise<ClosingRun> {
      const completed = await completeDueEvents(db, now);
      return { completed: completed.length };
    },
  };
}

/** The closing job, run by the one loop (app/server/services/jobs.server.ts) every minute. */
export function closingJob(
  closing: { runDue: (now?: Date) => Promise<ClosingRun> },
  options: { everyMs?: number | undefined } = {},
): Job {
  return { name: "Events' close", everyMs: options.everyMs ?? 60_000, run: () => closing.runDue() };
}
