import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { OVERDUE_REMINDER_DAYS } from "~/domain/closing";
import type { Db } from "~/server/db/client.server";
import { UNIQUE_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookings, eventNotices, eventOrders, eventPayments, invoices } from "~/server/db/schema.server";
import { documentsLinkable } from "~/server/email/event-wording.server";
import { invoiceIssuedEmail, invoiceReminderEmail } from "~/server/email/invoice-emails.server";
import { eventPaths, findEvent } from "~/server/services/events/view.server";
import { issueClosingInvoice } from "~/server/services/invoices/issue.server";
import {
  type InvoiceRow,
  invoiceByNumber,
  invoicePdfPath,
  outstandingOf,
} from "~/server/services/invoices/read.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";

/**
 * The invoices' steps of the events' close (app/server/services/closing/job.server.ts runs them
 * every minute, on every server): the closing invoice of each event completed
 * `site.invoicing.closingDelayHours` ago, the email of each document issued, and the two
 * reminders of an unpaid closing invoice. Each is safe to run again and on several servers at
 * once: the closing invoice is issued under the order's row lock and the unique index
 * (order, kind, revision); each email is claimed once in `event_notices` in the transaction that
 * queues it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BATCH = 50;

/** The claim of a document's email: one per number (a re-issue's credit note and invoice share their instant). */
export const issuedNoticeKind = (number: number) => `invoice-issued:${number}`;
export const reminderKinds = { due: "invoice-due", overdue: "invoice-overdue" } as const;

export interface InvoiceLinks {
  origin: string;
  secret: string;
  /** A card checkout runs (Stripe or the test one). */
  card: boolean;
  /** Bank details are configured. */
  bank: boolean;
}

async function claim(tx: Executor, orderId: string, kind: string, at: Date, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(eventNotices)
    .values({ orderId, kind, startsAt: at, createdAt: now })
    .onConflictDoNothing()
    .returning({ orderId: eventNotices.orderId });
  return rows.length > 0;
}

/** What an invoice's email needs, its links absolute. */
export function emailInput(
  links: InvoiceLinks,
  row: InvoiceRow,
  event: { id: string; activityTitle: string; start: number },
) {
  return {
    to: row.billingEmail,
    billingName: row.billingName,
    printed: row.printed,
    kind: row.kind,
    creditsPrinted: row.creditsPrinted,
    amountDueCents: row.amountDueCents,
    outstandingCents: outstandingOf(row),
    dueAt: row.dueAt,
    activityTitle: event.activityTitle,
    start: event.start,
    pdfUrl: `${links.origin}${invoicePdfPath(event.id, row.number, links.secret)}`,
    pageUrl: `${links.origin}${eventPaths(event.id, links.secret).manage}#invoices`,
    card: links.card,
    bank: links.bank,
  };
}

/**
 * Issues the closing invoice of every event completed at least `closingDelayHours` before `now`
 * that has none; the number issued. A second server waiting on the row lock finds the invoice
 * there; a unique violation (the index on order, kind and revision) is counted as done.
 */
export async function issueDueClosings(db: Db, now: Date): Promise<number> {
  const completedBy = new Date(now.getTime() - site.invoicing.closingDelayHours * HOUR);
  const due = await db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(
      and(
        eq(eventOrders.status, "completed"),
        isNotNull(eventOrders.completedAt),
        lte(eventOrders.completedAt, completedBy),
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${eventOrders.id} and ${invoices.kind} = 'closing')`,
      ),
    )
    .orderBy(asc(eventOrders.completedAt))
    .limit(BATCH);
  let issued = 0;
  for (const { id } of due) {
    const done = await db
      .transaction(async (tx) => {
        const event = await findEvent(tx, id, true);
        if (event?.status !== "completed") return false;
        const [any] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.orderId, id), eq(invoices.kind, "closing")))
          .limit(1);
        if (any) return false;
        await issueClosingInvoice(tx, event, now);
        return true;
      })
      .catch((error: unknown) => {
        if (violatedConstraint(error, UNIQUE_VIOLATION) !== null) return false;
        // One event that cannot be invoiced (its activity left the catalogue) holds up no other:
        // it is logged, and tried again on the next run.
        console.error(`Event ${id}: its closing invoice could not be issued`, error);
        return false;
      });
    if (done) issued += 1;
  }
  return issued;
}

/** Emails each document issued that was not emailed yet, once its event's mailbox may be written to. */
async function emailIssued(db: Db, links: InvoiceLinks, now: Date): Promise<number> {
  const pending = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(
      and(
        sql`not exists (select 1 from ${eventNotices} where ${eventNotices.orderId} = ${invoices.orderId}
          and ${eventNotices.kind} = 'invoice-issued:' || ${invoices.number} and ${eventNotices.startsAt} = ${invoices.issuedAt})`,
        // Only where the email may go (`documentsLinkable`, checked again below): invoices waiting
        // for a proof that may never come must not fill every batch ahead of the rest.
        sql`(exists (select 1 from ${bookings} where ${bookings.id} = ${invoices.orderId}
          and ${bookings.emailConfirmedAt} is not null)
          or exists (select 1 from ${eventPayments} where ${eventPayments.orderId} = ${invoices.orderId}
          and ${eventPayments.kind} = 'payment'))`,
      ),
    )
    .orderBy(asc(invoices.number))
    .limit(BATCH);
  let sent = 0;
  for (const row of pending) {
    const queued = await db.transaction(async (tx) => {
      const event = await findEvent(tx, row.orderId);
      const invoice = await invoiceByNumber(tx, row.orderId, row.number);
      // Before the booker proved the mailbox or paid, the address is whoever typed it: wait (issue 40).
      if (!event || !invoice || !documentsLinkable(event)) return false;
      if (!(await claim(tx, row.orderId, issuedNoticeKind(row.number), row.issuedAt, now))) return false;
      await enqueueEmails(tx, [invoiceIssuedEmail(emailInput(links, invoice, event))]);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/**
 * The reminders of unpaid closing invoices: on the due date, and `OVERDUE_REMINDER_DAYS` after;
 * each claimed once (kind `invoice-due` / `invoice-overdue`, at the invoice's due date). A server
 * that was down past both sends the overdue one only. Deposit invoices get none: an unpaid
 * deposit withdraws the booking at its due date (decision 063).
 */
async function remind(db: Db, links: InvoiceLinks, now: Date): Promise<number> {
  const overdueBy = new Date(now.getTime() - OVERDUE_REMINDER_DAYS * DAY);
  const claimed = (kind: string) =>
    sql`exists (select 1 from ${eventNotices} where ${eventNotices.orderId} = ${invoices.orderId}
      and ${eventNotices.kind} = ${kind} and ${eventNotices.startsAt} = ${invoices.dueAt})`;
  const candidates = await db
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "closing"),
        lte(invoices.dueAt, now),
        sql`${invoices.amountDueCents} > coalesce((select sum(${eventPayments.amountCents}) from ${eventPayments}
          where ${eventPayments.invoiceId} = ${invoices.id} and ${eventPayments.kind} = 'payment'), 0)`,
        sql`not exists (select 1 from ${invoices} as notes where notes.credits_invoice_id = ${invoices.id})`,
        sql`not ${claimed(reminderKinds.overdue)}`,
        sql`(${lte(invoices.dueAt, overdueBy)} or not ${claimed(reminderKinds.due)})`,
      ),
    )
    .orderBy(asc(invoices.number))
    .limit(BATCH);
  let sent = 0;
  for (const row of candidates) {
    const queued = await db.transaction(async (tx) => {
      const event = await findEvent(tx, row.orderId, true);
      const invoice = await invoiceByNumber(tx, row.orderId, row.number);
      if (!event || !invoice || outstandingOf(invoice) <= 0) return false;
      const stage = invoice.dueAt.getTime() <= overdueBy.getTime() ? "overdue" : "due";
      if (!(await claim(tx, row.orderId, reminderKinds[stage], invoice.dueAt, now))) return false;
      await enqueueEmails(tx, [invoiceReminderEmail(emailInput(links, invoice, event), stage)]);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

export type InvoiceSteps = ReturnType<typeof createInvoiceSteps>;

/** The invoices' steps of one run of the closing job. */
export function createInvoiceSteps(db: Db, links: InvoiceLinks, onQueued: () => void) {
  return {
    async runDue(now: Date): Promise<{ invoiced: number; invoiceEmails: number }> {
      const invoiced = await issueDueClosings(db, now);
      const invoiceEmails = (await emailIssued(db, links, now)) + (await remind(db, links, now));
      if (invoiceEmails > 0) onQueued();
      return { invoiced, invoiceEmails };
    },
  };
}
