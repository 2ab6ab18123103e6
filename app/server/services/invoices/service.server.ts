import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { closingRuleSentence } from "~/domain/closing";
import { formatInvoiceNumber, invoiceKindNames, parseInvoiceNumber } from "~/domain/invoices";
import { formatPrice } from "~/domain/pricing";
import type { Db } from "~/server/db/client.server";
import { eventCredits, eventPayments } from "~/server/db/schema.server";
import { type InvoiceSeller, renderInvoice } from "~/server/documents/invoice.server";
import { businessDay } from "~/server/email/event-wording.server";
import { invoiceIssuedEmail } from "~/server/email/invoice-emails.server";
import { closingStatement } from "~/server/services/closing/statement.server";
import type { DepositCheckout, DepositSessionResult } from "~/server/services/deposits.server";
import { isProviderError, providerFailed } from "~/server/services/events/money.server";
import { type EventView, eventKeyMatches, eventPaths, findEvent } from "~/server/services/events/view.server";
import { createInvoiceSteps, emailInput } from "~/server/services/invoices/jobs.server";
import {
  type InvoiceRow,
  invoiceByNumber,
  invoiceFilename,
  invoiceNumbered,
  invoicePdfPath,
  invoicesOf,
  latestInvoices,
  openCredits,
  outstandingOf,
  statusOf,
} from "~/server/services/invoices/read.server";
import { enqueueEmails } from "~/server/services/outbox.server";
import type { Tx } from "~/server/services/quote/model.server";

/**
 * The invoices of events as the runtime holds them (`runtime().invoices`, issue 42, decision
 * 071): the event page's list and closing statement, the PDF behind its signed link, the card
 * payment of an open invoice, and staff's list, "mark paid (bank transfer)" and refund of an open
 * credit. Issuing is app/server/services/invoices/issue.server.ts; the job's steps jobs.server.ts.
 */

export interface InvoiceServiceOptions {
  origin: string;
  secret: string;
  seller: InvoiceSeller;
  /** The card checkout (the deposits service); `mode` "invoice" when none runs. */
  deposits: { mode: string; openCheckout: (request: DepositCheckout) => Promise<DepositSessionResult> };
  /** Refunds through the provider that took each payment (events' money), in the caller's transaction. */
  refund: (tx: Tx, orderId: string, cents: number, why: string) => Promise<number>;
  /** Staff's "mark the deposit invoice paid" (events' admin): the one path of a deposit paid by invoice. */
  markDepositPaid: (
    orderId: string,
    now?: Date,
  ) => Promise<{ ok: true } | { ok: false; status: number; error: string }>;
  onQueued: () => void;
}

/** Why "Pay by card" did not open a checkout, as the event's page says it (`?invoice_pay=`). */
export const payRefusals = {
  "nothing-due": "Nothing is due on this invoice any more: it is paid or cancelled.",
  "no-card": "Card payment is not available on this site: the invoice's PDF says how to pay it.",
  unavailable: "We could not open the card payment just now. Please try again in a few minutes.",
} as const;
export type PayRefusal = keyof typeof payRefusals;

/** The refusal a page was sent back with (`?invoice_pay=`), in its words; null for none. */
export function payRefusalOf(query?: URLSearchParams): string | null {
  const refusal = query?.get("invoice_pay");
  return refusal && refusal in payRefusals ? payRefusals[refusal as PayRefusal] : null;
}

export type InvoiceResult =
  | { ok: true; message: string }
  | { ok: false; status: 404 | 409 | 502; error: string };

const signed = (cents: number) => (cents < 0 ? `−${formatPrice(-cents)}` : formatPrice(cents));

export function createInvoices(db: Db, options: InvoiceServiceOptions) {
  const drawn = new LRUCache<string, Uint8Array>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (pdf) => pdf.byteLength,
  });
  const { origin, secret, seller, deposits } = options;
  const card = deposits.mode !== "invoice";
  const links = { origin, secret, card, bank: seller.bank !== null };

  /** The invoice a signed link names, with its event; null for a wrong key, number or event. */
  async function linked(id: unknown, key: unknown, file: unknown) {
    if (!eventKeyMatches(id, key, secret)) return null;
    const number = parseInvoiceNumber(file);
    if (number === null) return null;
    const [event, invoice] = await Promise.all([findEvent(db, id), invoiceByNumber(db, id, number)]);
    return event && invoice ? { event, invoice } : null;
  }

  const payUrl = (event: Pick<EventView, "id">) =>
    card ? `${origin}${eventPaths(event.id, secret).manage}#invoices` : null;

  /** An event's invoices and credit notes as the pages list them (its page, the workspace). */
  async function listOf(event: Pick<EventView, "id">, now = new Date()) {
    const rows = await invoicesOf(db, event.id);
    return rows.map((row) => ({
      printed: row.printed,
      kind: invoiceKindNames[row.kind],
      issued: businessDay(row.issuedAt.getTime()),
      // A document paid as it was issued (a card deposit) has nothing due: its charge, and no due day.
      due: row.kind === "credit_note" || row.amountDueCents <= 0 ? null : businessDay(row.dueAt.getTime()),
      amount: signed(row.amountDueCents === 0 ? row.totalCents : row.amountDueCents),
      outstanding: outstandingOf(row) > 0 ? formatPrice(outstandingOf(row)) : null,
      status: statusOf(row, now.getTime()),
      pdf: invoicePdfPath(event.id, row.number, secret),
    }));
  }

  return {
    steps: createInvoiceSteps(db, links, options.onQueued),

    /** Whether a card checkout runs on this site, so an open invoice can be paid by card. */
    card,

    listOf,

    /** The event page's invoices and, once the event is completed, its closing statement. */
    async pageOf(event: EventView, query?: URLSearchParams, now = new Date()) {
      const statement = event.status === "completed" ? await closingStatement(db, event) : null;
      return {
        card,
        refused: payRefusalOf(query),
        invoices: await listOf(event, now),
        /** The statement itself, for the event page's price panel and recap (one read for all three). */
        closing: statement,
        statement: statement && {
          booked: statement.booked,
          coming: statement.coming,
          joined: statement.joined,
          attended: statement.attended,
          billed: statement.price.headcount,
          total: formatPrice(statement.price.totalCents),
          rule: closingRuleSentence,
        },
      };
    },

    /**
     * A new billing contact (the workspace, issue 43) receives the event's invoices still open, each
     * as it was issued; later invoices name the contact themselves. The number of emails queued.
     */
    async sendOpenTo(eventId: string, to: string): Promise<number> {
      const queued = await db.transaction(async (tx) => {
        const event = await findEvent(tx, eventId);
        if (!event) return 0;
        const open = (await invoicesOf(tx, eventId)).filter((row) => outstandingOf(row) > 0);
        await enqueueEmails(
          tx,
          open.map((row) => invoiceIssuedEmail({ ...emailInput(links, row, event), to })),
        );
        return open.length;
      });
      if (queued > 0) options.onQueued();
      return queued;
    },

    /**
     * The PDF of an invoice by its signed link; null answers 404. An issued invoice never changes,
     * so its bytes are kept in memory once drawn (at most 8 MB).
     */
    async pdf(id: unknown, key: unknown, file: unknown) {
      const found = await linked(id, key, file);
      if (!found) return null;
      const { event, invoice } = found;
      const filename = invoiceFilename(invoice.number);
      const cached = drawn.get(invoice.id);
      if (cached) return { bytes: cached, filename };
      const bytes = await renderInvoice({ invoice, event, seller, payUrl: payUrl(event) });
      drawn.set(invoice.id, bytes);
      return { bytes, filename };
    },

    /** "Pay by card" on an open invoice: a card checkout for exactly what is still due on it. */
    async pay(
      id: unknown,
      key: unknown,
      file: unknown,
      /** Where the checkout returns to, a path on this site: the workspace's page of the event; the signed page by default. */
      back?: string,
    ): Promise<
      | { ok: true; url: string }
      | { ok: false; status: 404 }
      | { ok: false; status: 409 | 502; refusal: PayRefusal }
    > {
      const found = await linked(id, key, file);
      if (!found) return { ok: false, status: 404 };
      const { event, invoice } = found;
      const due = outstandingOf(invoice);
      if (due <= 0) return { ok: false, status: 409, refusal: "nothing-due" };
      if (!card) return { ok: false, status: 409, refusal: "no-card" };
      const manage = `${origin}${back ?? eventPaths(event.id, secret).manage}`;
      const join = manage.includes("?") ? "&" : "?";
      const session = await deposits
        .openCheckout({
          quoteId: event.quoteId,
          invoiceId: invoice.id,
          amountCents: due,
          currency: "usd",
          customerEmail: invoice.billingEmail,
          description: `${invoiceKindNames[invoice.kind]} ${invoice.printed}: ${event.activityTitle}`,
          successUrl: `${manage}${join}session_id={CHECKOUT_SESSION_ID}#invoices`,
          cancelUrl: `${manage}#invoices`,
        })
        .catch((error: unknown) => {
          console.error(`Invoice ${invoice.printed}: the card checkout could not be opened`, error);
          return null;
        });
      if (!session?.ok) return { ok: false, status: 502, refusal: "unavailable" };
      return { ok: true, url: session.sessionUrl };
    },

    /** Staff's list: every invoice with its status, and the open credits. */
    async adminList(now = new Date()) {
      const [rows, credits] = await Promise.all([latestInvoices(db), openCredits(db)]);
      return {
        invoices: rows.map((row) => ({
          ...adminRow(row, now),
          activityTitle: row.activityTitle,
          start: row.start.toISOString(),
        })),
        credits: credits.map((credit) => ({
          id: credit.id,
          orderId: credit.orderId,
          printed: credit.printed,
          email: credit.billingEmail,
          amount: formatPrice(credit.cents),
        })),
      };
    },

    /** One event's invoices for `/admin/events/:id`. */
    async adminOf(orderId: string, now = new Date()) {
      return (await invoicesOf(db, orderId)).map((row) => adminRow(row, now));
    },

    /**
     * Staff received a bank transfer: what is still due on the invoice is recorded as paid, once
     * (the reference is the invoice's). A deposit invoice goes through the events' own "mark
     * deposit paid", which also accepts the quote.
     */
    async markPaid(raw: unknown, now = new Date()): Promise<InvoiceResult> {
      const number = parseInvoiceNumber(raw);
      const invoice = number === null ? null : await invoiceNumbered(db, number);
      if (!invoice)
        return { ok: false, status: 404, error: "Choose an invoice: there is none with that number." };
      if (invoice.kind === "deposit") {
        const result = await options.markDepositPaid(invoice.orderId, now);
        if (!result.ok) return { ok: false, status: result.status === 404 ? 404 : 409, error: result.error };
        return { ok: true, message: `${invoice.printed} is marked paid by bank transfer.` };
      }
      return db.transaction(async (tx): Promise<InvoiceResult> => {
        const event = await findEvent(tx, invoice.orderId, true);
        const current = event ? await invoiceByNumber(tx, invoice.orderId, invoice.number) : null;
        if (!event || !current) return { ok: false, status: 404, error: "There is no such invoice." };
        const due = outstandingOf(current);
        if (due <= 0)
          return {
            ok: false,
            status: 409,
            error: `Nothing is due on ${current.printed}: it is ${statusOf(current, now.getTime())}.`,
          };
        await tx.insert(eventPayments).values({
          orderId: event.id,
          kind: "payment",
          method: "invoice",
          amountCents: due,
          reference: `invoice:${event.id}:${formatInvoiceNumber(current.number)}`,
          note: `${current.printed} marked paid by bank transfer by staff`,
          invoiceId: current.id,
          createdAt: now,
        });
        return {
          ok: true,
          message: `${current.printed} is marked paid: ${formatPrice(due)} by bank transfer.`,
        };
      });
    },

    /** Staff refund an open credit through the provider that took the payments; it is then settled. */
    async refundCredit(creditId: unknown, now = new Date()): Promise<InvoiceResult> {
      if (typeof creditId !== "string" || !/^[0-9a-f-]{36}$/i.test(creditId))
        return { ok: false, status: 404, error: "Choose a credit to refund." };
      return db
        .transaction(async (tx): Promise<InvoiceResult> => {
          const [credit] = await tx
            .select()
            .from(eventCredits)
            .where(eq(eventCredits.id, creditId))
            .for("update");
          if (!credit) return { ok: false, status: 404, error: "Choose a credit to refund." };
          if (credit.status !== "open")
            return { ok: false, status: 409, error: `This credit is already ${credit.status}.` };
          await findEvent(tx, credit.orderId, true);
          const refunded = await options.refund(tx, credit.orderId, credit.cents, `credit-${credit.id}`);
          if (refunded < credit.cents) throw new CreditRefundShort(refunded, credit.cents);
          await tx
            .update(eventCredits)
            .set({ status: "refunded", settledAt: now })
            .where(eq(eventCredits.id, credit.id));
          return { ok: true, message: `${formatPrice(credit.cents)} is refunded to the buyer.` };
        })
        .catch((error: unknown): InvoiceResult => {
          if (error instanceof CreditRefundShort)
            return {
              ok: false,
              status: 409,
              error: `Only ${formatPrice(error.refunded)} of payments is left to refund: nothing was changed.`,
            };
          if (isProviderError(error)) return providerFailed;
          throw error;
        });
    },
  };
}

/** A refund that could not cover the credit: the transaction rolls back. */
class CreditRefundShort extends Error {
  readonly refunded: number;
  constructor(refunded: number, cents: number) {
    super(`Refunded ${refunded} of ${cents}.`);
    this.refunded = refunded;
  }
}

function adminRow(row: InvoiceRow, now: Date) {
  return {
    id: row.id,
    orderId: row.orderId,
    printed: row.printed,
    kind: invoiceKindNames[row.kind],
    revision: row.revision,
    creditsPrinted: row.creditsPrinted,
    billing: `${row.billingName} <${row.billingEmail}>`,
    company: row.company,
    amount: signed(row.amountDueCents),
    outstanding: formatPrice(outstandingOf(row)),
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    status: statusOf(row, now.getTime()),
    payable: outstandingOf(row) > 0,
  };
}

export type InvoiceService = ReturnType<typeof createInvoices>;
