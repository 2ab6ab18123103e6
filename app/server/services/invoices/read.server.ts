import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { site } from "~/config/site";
import {
  formatInvoiceNumber,
  type InvoiceStanding,
  type InvoiceStatus,
  invoiceOutstanding,
  invoiceStatus,
} from "~/domain/invoices";
import { bookings, eventCredits, eventOrders, invoices } from "~/server/db/schema.server";
import { activityTitle, eventKey } from "~/server/services/events/view.server";
import type { Invoice } from "~/server/services/invoices/issue.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The invoices as pages, emails and the admin read them (issue 42, decision 071): each with the
 * money attributed to it and whether a credit note cancels it, so its status is computed
 * (`invoiceStatus`), never stored; their signed PDF links.
 */

export interface InvoiceRow extends Invoice {
  /** Payments attributed to it (event_payments.invoice_id). */
  paidCents: number;
  /** A credit note cancels it. */
  credited: boolean;
  /** "INV-000042". */
  printed: string;
  /** The printed number of the invoice a credit note cancels. */
  creditsPrinted: string | null;
}

// Written out whole: in a select list Drizzle names columns without their table, which the
// subqueries below would read as their own.
const paidSum = sql<number>`coalesce((select sum(paid.amount_cents) from event_payments as paid
  where paid.invoice_id = invoices.id and paid.kind = 'payment'), 0)::int`;
const credited = sql<boolean>`exists (select 1 from invoices as notes where notes.credits_invoice_id = invoices.id)`;
const creditsNumber = sql<number | null>`(select credited.number from invoices as credited
  where credited.id = invoices.credits_invoice_id)`;

function rowOf(
  invoice: Invoice,
  paid: number,
  isCredited: boolean,
  creditsNumberValue: number | null,
): InvoiceRow {
  return {
    ...invoice,
    paidCents: Number(paid),
    credited: Boolean(isCredited),
    printed: formatInvoiceNumber(invoice.number),
    creditsPrinted: creditsNumberValue === null ? null : formatInvoiceNumber(Number(creditsNumberValue)),
  };
}

/** An invoice's standing for the domain's rules (dates in epoch ms). */
export const standingOf = (row: InvoiceRow): InvoiceStanding => ({
  kind: row.kind,
  amountDueCents: row.amountDueCents,
  dueAt: row.dueAt.getTime(),
  paidCents: row.paidCents,
  credited: row.credited,
});

export const statusOf = (row: InvoiceRow, now: number): InvoiceStatus => invoiceStatus(standingOf(row), now);
export const outstandingOf = (row: InvoiceRow): number => invoiceOutstanding(standingOf(row));

const selection = { invoice: invoices, paid: paidSum, credited, creditsNumber };

/** An order's invoices and credit notes, in number order. */
export async function invoicesOf(exec: Executor, orderId: string): Promise<InvoiceRow[]> {
  const rows = await exec
    .select(selection)
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(invoices.number);
  return rows.map((row) => rowOf(row.invoice, row.paid, row.credited, row.creditsNumber));
}

/** One invoice of an order by its number; null when the order has none of that number. */
export async function invoiceByNumber(
  exec: Executor,
  orderId: string,
  number: number,
): Promise<InvoiceRow | null> {
  const [row] = await exec
    .select(selection)
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.number, number)));
  return row ? rowOf(row.invoice, row.paid, row.credited, row.creditsNumber) : null;
}

/** Every invoice by its number alone (staff's actions name the number). */
export async function invoiceNumbered(exec: Executor, number: number): Promise<InvoiceRow | null> {
  const [row] = await exec.select(selection).from(invoices).where(eq(invoices.number, number));
  return row ? rowOf(row.invoice, row.paid, row.credited, row.creditsNumber) : null;
}

/** The admin's list: the newest invoices with their event (activity and start). */
export async function latestInvoices(exec: Executor, limit = 300) {
  const rows = await exec
    .select({ ...selection, activitySlug: eventOrders.activitySlug, start: bookings.startsAt })
    .from(invoices)
    .innerJoin(eventOrders, eq(eventOrders.id, invoices.orderId))
    .innerJoin(bookings, eq(bookings.id, invoices.orderId))
    .orderBy(desc(invoices.number))
    .limit(limit);
  return rows.map((row) => ({
    ...rowOf(row.invoice, row.paid, row.credited, row.creditsNumber),
    activityTitle: activityTitle(row.activitySlug),
    start: row.start,
  }));
}

/** Open credits (money owed back to a billing contact), newest first, with the invoice that showed each. */
export async function openCredits(exec: Executor, orderIds?: string[]) {
  if (orderIds?.length === 0) return [];
  const rows = await exec
    .select({ credit: eventCredits, number: invoices.number })
    .from(eventCredits)
    .innerJoin(invoices, eq(invoices.id, eventCredits.invoiceId))
    .where(
      and(eq(eventCredits.status, "open"), orderIds ? inArray(eventCredits.orderId, orderIds) : undefined),
    )
    .orderBy(desc(eventCredits.createdAt));
  return rows.map((row) => ({ ...row.credit, printed: formatInvoiceNumber(row.number) }));
}

/** The signed path of an invoice's PDF: the event's own key, as its receipt's. */
export function invoicePdfPath(orderId: string, number: number, secret: string): string {
  return `/events/${orderId}/invoices/${formatInvoiceNumber(number)}.pdf?key=${eventKey(orderId, secret)}`;
}

/** The file name the PDF downloads as. */
export const invoiceFilename = (number: number) =>
  `${site.slug}-${formatInvoiceNumber(number).toLowerCase()}.pdf`;
