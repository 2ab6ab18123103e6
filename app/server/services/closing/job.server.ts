import { formatInvoiceNumber } from "~/domain/invoices";
import type { Db } from "~/server/db/client.server";
import {
  closingStatement,
  completeDueEvents,
  correctAttendance,
} from "~/server/services/closing/statement.server";
import type { EventView } from "~/server/services/events/view.server";
import { reissueClosing } from "~/server/services/invoices/issue.server";
import type { InvoiceSteps } from "~/server/services/invoices/jobs.server";
import type { Job } from "~/server/services/jobs.server";
import type { SurveyService } from "~/server/services/surveys/survey.server";

/** What one run of the closing job did. */
export interface ClosingRun {
  /** Events closed (status `completed`). */
  completed: number;
  /** Survey emails queued (app/server/services/surveys/survey.server.ts). */
  surveys: number;
  /** Closing invoices issued, and invoice emails queued (app/server/services/invoices/jobs.server.ts). */
  invoiced: number;
  invoiceEmails: number;
}

/**
 * The events' close, step by step, each safe to run again and on several servers at once: events
 * past their end are completed; the closing invoices and the surveys that follow are added here
 * as steps of the same run.
 */
export function createClosing(
  db: Db,
  steps: { surveys: Pick<SurveyService, "sendDue">; invoices: InvoiceSteps },
) {
  return {
    async runDue(now = new Date()): Promise<ClosingRun> {
      const completed = await completeDueEvents(db, now);
      // Completed an hour after the end: the surveys of those events, and of any still unsent.
      const surveys = await steps.surveys.sendDue(now);
      // Completed `site.invoicing.closingDelayHours` ago: the closing invoices, their emails and reminders.
      const invoices = await steps.invoices.runDue(now);
      return { completed: completed.length, surveys, ...invoices };
    },

    /** The closing statement of an event that has started; null before its start or when cancelled. */
    async statementOf(event: EventView, now = new Date()) {
      if (event.start > now.getTime() || !["paid", "invoiced", "completed"].includes(event.status))
        return null;
      return closingStatement(db, event);
    },

    /**
     * Staff's correction of an event's attendance (`/admin/events/:id`). When the closing invoice
     * is already issued and the count changed, the same transaction cancels it with a credit note
     * and issues the next revision from the corrected statement; the job emails both.
     */
    setAttendance(id: unknown, raw: unknown, now = new Date()) {
      return db.transaction(async (tx) => {
        const corrected = await correctAttendance(tx, id, raw, now);
        if (!corrected.ok || !corrected.changed) return { ...corrected, reissued: null };
        const reissued = await reissueClosing(tx, corrected.event.id, now);
        return {
          ...corrected,
          reissued: reissued && {
            creditNote: formatInvoiceNumber(reissued.creditNote.number),
            invoice: formatInvoiceNumber(reissued.invoice.number),
          },
        };
      });
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
