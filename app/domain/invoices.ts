/**
 * The invoices of events (issue 42, decision 071) as everyone prints and judges them: the one
 * number format of invoices and credit notes (one gapless sequence, `document_counters`), and an
 * invoice's status, computed from the money attributed to it and its due date, never stored.
 */

const PREFIX = "INV-";
const DIGITS = 6;

/** An invoice's or credit note's number as printed: 42 → "INV-000042". */
export function formatInvoiceNumber(number: number): string {
  return `${PREFIX}${String(number).padStart(DIGITS, "0")}`;
}

/** The number a printed one names ("INV-000042", "inv-000042.pdf"), or null when it names none. */
export function parseInvoiceNumber(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const match = /^inv-(\d{6,9})(?:\.pdf)?$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  // Only the canonical spelling: "INV-0000042" is no invoice's number.
  return number > 0 && formatInvoiceNumber(number) === `${PREFIX}${match[1]}` ? number : null;
}

export type InvoiceDocumentKind = "deposit" | "closing" | "credit_note";

/** What each kind is called on the page, the PDF and the emails. */
export const invoiceKindNames: Record<InvoiceDocumentKind, string> = {
  deposit: "Deposit invoice",
  closing: "Closing invoice",
  credit_note: "Credit note",
};

/**
 * `open`: money is due and the due date has not passed; `overdue`: it has; `paid`: what was due
 * was received (or nothing was due); `credited`: a credit note cancelled it; `issued`: a credit
 * note, which is never paid.
 */
export type InvoiceStatus = "open" | "overdue" | "paid" | "credited" | "issued";

export interface InvoiceStanding {
  kind: InvoiceDocumentKind;
  amountDueCents: number;
  /** Epoch ms. */
  dueAt: number;
  /** Payments attributed to the invoice (event_payments.invoice_id). */
  paidCents: number;
  /** A credit note cancels it. */
  credited: boolean;
}

/** What is still to pay on an invoice: never below zero. */
export const invoiceOutstanding = (invoice: InvoiceStanding): number =>
  invoice.kind === "credit_note" || invoice.credited
    ? 0
    : Math.max(invoice.amountDueCents - invoice.paidCents, 0);

/** The one status rule: the admin's list, the event's page and the reminders read it. */
export function invoiceStatus(invoice: InvoiceStanding, now: number): InvoiceStatus {
  if (invoice.kind === "credit_note") return "issued";
  if (invoice.credited) return "credited";
  if (invoiceOutstanding(invoice) <= 0) return "paid";
  return now > invoice.dueAt ? "overdue" : "open";
}

/** Whether an invoice takes a payment now (card or a transfer marked by staff). */
export const invoicePayable = (invoice: InvoiceStanding): boolean => invoiceOutstanding(invoice) > 0;
