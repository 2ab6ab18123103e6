import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { INVOICE_DAYS } from "~/domain/closing";
import { formatInvoiceNumber } from "~/domain/invoices";
import { formatPrice } from "~/domain/pricing";
import {
  documentCounters,
  eventCredits,
  eventPayments,
  type InvoiceKind,
  type InvoiceLine,
  invoices,
} from "~/server/db/schema.server";
import { businessDay, people, priceLineLabel } from "~/server/email/event-wording.server";
import { closingStatement } from "~/server/services/closing/statement.server";
import { depositDueAt } from "~/server/services/events/rules.server";
import { type EventView, findEvent } from "~/server/services/events/view.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * Issuing the invoices of an event (issue 42, decision 071), always in the caller's transaction:
 * the deposit invoice when the event is booked, the closing invoice after it, and credit notes.
 * Every document takes the next number of the one gapless sequence (`document_counters`) under
 * that row's lock, so two servers never share a number and a rollback gives it back. An invoice
 * is never edited once issued: a change is a credit note and, where needed, a new revision.
 */

export type Invoice = typeof invoices.$inferSelect;

const DAY = 86_400_000;
const COUNTER = "invoice";

/** The next number of the one sequence of invoices and credit notes, locked until the commit. */
export async function nextDocumentNumber(tx: Executor): Promise<number> {
  const [row] = await tx
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(eq(documentCounters.name, COUNTER))
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error(`document_counters has no '${COUNTER}' row (migration 0017 seeds it).`);
  return row.number;
}

interface IssueInput {
  kind: InvoiceKind;
  revision?: number;
  creditsInvoiceId?: string;
  lines: InvoiceLine[];
  headcount: number;
  issuedAt: Date;
  dueAt: Date;
}

/** Stores one document with the next number; the billing contact, company, address and PO are the order's, frozen. */
async function issue(tx: Executor, event: EventView, input: IssueInput): Promise<Invoice> {
  const number = await nextDocumentNumber(tx);
  const charged = input.lines.filter((line) => !line.deduction);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      orderId: event.id,
      revision: input.revision ?? 1,
      creditsInvoiceId: input.creditsInvoiceId ?? null,
      lines: input.lines,
      totalCents: charged.reduce((sum, line) => sum + line.cents, 0),
      amountDueCents: input.lines.reduce((sum, line) => sum + line.cents, 0),
      headcount: input.headcount,
      billingName: event.billingName,
      billingEmail: event.billingEmail,
      company: event.company,
      invoiceAddress: event.invoiceAddress,
      poNumber: event.poNumber,
      issuedAt: input.issuedAt,
      dueAt: input.dueAt,
    })
    .returning();
  if (!row) throw new Error(`Invoice ${formatInvoiceNumber(number)} was not stored.`);
  return row;
}

/** Payments attributed to an invoice, in cents. */
export async function paidOn(exec: Executor, invoiceId: string): Promise<number> {
  const [row] = await exec
    .select({ paid: sql<number>`coalesce(sum(${eventPayments.amountCents}), 0)::int` })
    .from(eventPayments)
    .where(and(eq(eventPayments.invoiceId, invoiceId), eq(eventPayments.kind, "payment")));
  return Number(row?.paid ?? 0);
}

/** The order's invoice of `kind` that no credit note cancels (the latest revision), or null. */
export async function currentInvoice(
  exec: Executor,
  orderId: string,
  kind: "deposit" | "closing",
): Promise<Invoice | null> {
  const credit = sql`(select 1 from ${invoices} as notes where notes.credits_invoice_id = ${invoices.id})`;
  const [row] = await exec
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), sql`not exists ${credit}`))
    .orderBy(desc(invoices.revision))
    .limit(1);
  return row ?? null;
}

/**
 * The deposit invoice of an event made final (settle.server.ts `finalise`), once: by invoice, due
 * by the booking policy's deadline (`depositDueAt`); by card, already paid, the card payment
 * attributed to it. Null when no deposit is asked.
 */
export async function issueDepositInvoice(
  tx: Executor,
  event: EventView,
  mode: "paid" | "invoiced",
  now: Date,
): Promise<Invoice | null> {
  if (event.depositCents <= 0) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, event.id), eq(invoices.kind, "deposit")))
    .limit(1);
  if (existing) return existing;
  return depositDocument(tx, event, mode, now, 1);
}

async function depositDocument(
  tx: Executor,
  event: EventView,
  mode: "paid" | "invoiced",
  now: Date,
  revision: number,
): Promise<Invoice> {
  const deposit: InvoiceLine = {
    label: `Deposit for ${event.activityTitle}, ${people(event.headcount)}, on ${businessDay(event.start)} (event total ${formatPrice(event.totalCents)}; the balance is invoiced after the event)`,
    cents: event.depositCents,
  };
  const paid = mode === "paid" ? Math.min(event.paidCents, event.depositCents) : 0;
  const invoice = await issue(tx, event, {
    kind: "deposit",
    revision,
    lines:
      paid > 0 ? [deposit, { label: "Paid by card at checkout", cents: -paid, deduction: true }] : [deposit],
    headcount: event.headcount,
    issuedAt: now,
    dueAt: mode === "paid" ? now : new Date(depositDueAt(event)),
  });
  if (paid > 0)
    await tx
      .update(eventPayments)
      .set({ invoiceId: invoice.id })
      .where(
        and(
          eq(eventPayments.orderId, event.id),
          eq(eventPayments.kind, "payment"),
          isNull(eventPayments.invoiceId),
        ),
      );
  return invoice;
}

/**
 * The headcount of an event booked by invoice changed before its deposit was paid: the deposit
 * invoice, which is never edited, is cancelled by a credit note and the new deposit invoiced as
 * the next revision, due by the same deadline. Null when nothing changes (paid, card, same amount).
 */
export async function reissueDeposit(
  tx: Executor,
  event: EventView,
  now: Date,
): Promise<{ creditNote: Invoice; invoice: Invoice } | null> {
  if (event.paymentMode !== "invoice" || event.depositCents <= 0) return null;
  const current = await currentInvoice(tx, event.id, "deposit");
  if (!current || current.totalCents === event.depositCents) return null;
  if ((await paidOn(tx, current.id)) > 0) return null;
  const creditNote = await issueCreditNote(tx, event, current, now);
  return { creditNote, invoice: await depositDocument(tx, event, "invoiced", now, current.revision + 1) };
}

/** A credit note cancelling `credited` whole: every line negated, its own number, issued now. */
export async function issueCreditNote(
  tx: Executor,
  event: EventView,
  credited: Invoice,
  now: Date,
): Promise<Invoice> {
  return issue(tx, event, {
    kind: "credit_note",
    creditsInvoiceId: credited.id,
    lines: credited.lines.map((line) => ({ ...line, cents: -line.cents })),
    headcount: credited.headcount,
    issuedAt: now,
    dueAt: now,
  });
}

/**
 * The closing invoice of a completed event whose order row the caller has locked: the engine's
 * closing price for the billed headcount, less the deposit and payments received, less the
 * billing contact's open credits; due in `INVOICE_DAYS` days. An unpaid deposit invoice is
 * cancelled by a credit note (this invoice bills the whole event). Paid more than billed: an open
 * credit is recorded for the difference, and the invoice says so.
 */
export async function issueClosingInvoice(
  tx: Executor,
  event: EventView,
  now: Date,
  revision = 1,
): Promise<Invoice> {
  const deposit = await currentInvoice(tx, event.id, "deposit");
  if (deposit && deposit.amountDueCents > 0 && (await paidOn(tx, deposit.id)) < deposit.amountDueCents)
    await issueCreditNote(tx, event, deposit, now);
  const statement = await closingStatement(tx, event);
  const lines: InvoiceLine[] = statement.price.lines.map((line) => ({
    label: priceLineLabel(line),
    cents: line.cents,
  }));
  if (statement.paidCents !== 0)
    lines.push({ label: "Deposit and payments received", cents: -statement.paidCents, deduction: true });
  // Credits of this event's earlier revisions that went to another invoice were money given: billed back.
  const given = await tx
    .select({ cents: eventCredits.cents, number: invoices.number })
    .from(eventCredits)
    .innerJoin(invoices, eq(invoices.id, eventCredits.appliedInvoiceId))
    .where(and(eq(eventCredits.orderId, event.id), eq(eventCredits.status, "applied")));
  for (const credit of given)
    lines.push({
      label: `Credit already applied to invoice ${formatInvoiceNumber(credit.number)}`,
      cents: credit.cents,
    });
  let due = lines.reduce((sum, line) => sum + line.cents, 0);
  const applied: string[] = [];
  if (due > 0) {
    const open = await tx
      .select({ id: eventCredits.id, cents: eventCredits.cents, number: invoices.number })
      .from(eventCredits)
      .innerJoin(invoices, eq(invoices.id, eventCredits.invoiceId))
      .where(
        and(eq(eventCredits.billingEmail, event.billingEmail.toLowerCase()), eq(eventCredits.status, "open")),
      )
      .orderBy(asc(eventCredits.createdAt), asc(eventCredits.id))
      .for("update", { of: [eventCredits] });
    for (const credit of open) {
      if (due <= 0) break;
      lines.push({
        label: `Credit from invoice ${formatInvoiceNumber(credit.number)}`,
        cents: -credit.cents,
        deduction: true,
      });
      due -= credit.cents;
      applied.push(credit.id);
    }
  }
  const invoice = await issue(tx, event, {
    kind: "closing",
    revision,
    lines,
    headcount: statement.price.headcount,
    issuedAt: now,
    dueAt: new Date(now.getTime() + INVOICE_DAYS * DAY),
  });
  if (applied.length > 0)
    await tx
      .update(eventCredits)
      .set({ status: "applied", appliedInvoiceId: invoice.id, settledAt: now })
      .where(inArray(eventCredits.id, applied));
  if (invoice.amountDueCents < 0)
    await tx.insert(eventCredits).values({
      orderId: event.id,
      invoiceId: invoice.id,
      billingEmail: event.billingEmail.toLowerCase(),
      cents: -invoice.amountDueCents,
      createdAt: now,
    });
  return invoice;
}

/**
 * Staff corrected the attendance after the closing invoice was issued: a credit note for the
 * current closing invoice and a new closing revision from the statement as it stands, in the
 * caller's transaction (the order row is locked here). Credits the old invoice used go back to
 * open to be used again; an open credit it recorded is withdrawn (the new invoice records its
 * own). Null when no closing invoice was issued yet: the job issues it with the correction.
 */
export async function reissueClosing(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<{ creditNote: Invoice; invoice: Invoice } | null> {
  const event = await findEvent(tx, orderId, true);
  if (!event) return null;
  const current = await currentInvoice(tx, orderId, "closing");
  if (!current) return null;
  const creditNote = await issueCreditNote(tx, event, current, now);
  await tx
    .update(eventCredits)
    .set({ status: "open", appliedInvoiceId: null, settledAt: null })
    .where(and(eq(eventCredits.appliedInvoiceId, current.id), eq(eventCredits.status, "applied")));
  await tx
    .delete(eventCredits)
    .where(and(eq(eventCredits.invoiceId, current.id), eq(eventCredits.status, "open")));
  const invoice = await issueClosingInvoice(tx, event, now, current.revision + 1);
  return { creditNote, invoice };
}

/**
 * A cancelled event's deposit invoice that was not paid is cancelled by a credit note (manage's
 * cancel, the withdrawal of an unpaid invoice). Null when there is none to cancel.
 */
export async function creditUnpaidDeposit(
  tx: Executor,
  event: EventView,
  now: Date,
): Promise<Invoice | null> {
  const deposit = await currentInvoice(tx, event.id, "deposit");
  if (!deposit || deposit.amountDueCents <= 0) return null;
  if ((await paidOn(tx, deposit.id)) >= deposit.amountDueCents) return null;
  return issueCreditNote(tx, event, deposit, now);
}
