import type { InvoiceBank } from "~/config/site";
import { INVOICE_DAYS } from "~/domain/closing";
import { invoiceKindNames } from "~/domain/invoices";
import { formatPrice } from "~/domain/pricing";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import { quotableLines, quotableText } from "~/domain/text-safety";
import type { InvoiceLine } from "~/server/db/schema.server";
import { onFile } from "~/server/documents/event-receipt.server";
import {
  drawAddresses,
  drawLetterhead,
  drawParagraphs,
  drawPriceTable,
  drawRows,
  type MoneyRow,
  styles,
  typesetDocument,
} from "~/server/documents/receipt-layout.server";
import { businessDay, people } from "~/server/email/event-wording.server";

/**
 * An event's invoice or credit note as a PDF (issue 42, decision 071): what it says. The page is
 * laid out by the receipt's layout (app/server/documents/receipt-layout.server.ts) with the one
 * typesetter. The seller's legal details and tax id, "Bill to" as the order froze it, the lines,
 * what was already received, the amount due and its date, and how to pay: the bank transfer
 * details when the operator configured them (never made up here) and the card payment link.
 *
 * What the buyer typed (billing contact, company, address, PO number) prints only where it passes
 * `quotableText` / `quotableLines`, as on the receipt: the document is on our letterhead. The same
 * inputs always give the same bytes (the issue date is the file's date).
 */

/** Who issues the invoice: `site.invoicing` with the operator's tax id and bank details. */
export interface InvoiceSeller {
  legalName: string;
  /** The postal address, one line ("548 Market St, Suite 300, San Francisco, CA 94104, USA"). */
  address: string;
  email: string;
  taxId: string | null;
  bank: InvoiceBank | null;
}

export interface InvoiceDocumentInput {
  invoice: {
    printed: string;
    kind: "deposit" | "closing" | "credit_note";
    revision: number;
    /** A credit note: the number of the invoice it cancels. */
    creditsPrinted: string | null;
    lines: InvoiceLine[];
    totalCents: number;
    amountDueCents: number;
    headcount: number;
    billingName: string;
    company: string;
    invoiceAddress: string;
    poNumber: string | null;
    issuedAt: Date;
    dueAt: Date;
  };
  event: { id: string; activityTitle: string; start: number; end: number; visitorTimeZone: string };
  seller: InvoiceSeller;
  /** Where the buyer pays by card (the event's page, absolute); null when no card checkout runs. */
  payUrl: string | null;
}

function billTo(invoice: InvoiceDocumentInput["invoice"]): string {
  const po = quotableText(invoice.poNumber);
  return [
    quotableText(invoice.billingName) ?? onFile("billing contact"),
    quotableText(invoice.company) ?? onFile("company"),
    ...(quotableLines(invoice.invoiceAddress) ?? [onFile("address")]),
    ...(invoice.poNumber ? [po ? `PO number: ${po}` : onFile("PO number")] : []),
  ].join("\n");
}

function from(seller: InvoiceSeller): string {
  return [
    seller.legalName,
    ...seller.address.split(", ").reduce<string[]>((lines, part, index, parts) => {
      // "548 Market St, Suite 300" / "San Francisco, CA 94104" / "USA"
      if (index === 0 || index === parts.length - 1) lines.push(part);
      else lines[lines.length - 1] += `, ${part}`;
      return lines;
    }, []),
    seller.email,
    ...(seller.taxId ? [`Tax ID (EIN): ${seller.taxId}`] : []),
  ].join("\n");
}

/** The totals under the lines: total, each deduction, then what is due (or credited). */
function totals(input: InvoiceDocumentInput): MoneyRow[] {
  const { invoice } = input;
  if (invoice.kind === "credit_note")
    return [
      invoice.amountDueCents <= 0
        ? {
            label: `Total credited on ${invoice.creditsPrinted}`,
            cents: -invoice.amountDueCents,
            strong: true,
          }
        : {
            label: `Credit withdrawn from ${invoice.creditsPrinted}`,
            cents: invoice.amountDueCents,
            strong: true,
          },
    ];
  const deductions = invoice.lines.filter((line) => line.deduction);
  return [
    { label: "Total", cents: invoice.totalCents, strong: deductions.length === 0 },
    ...deductions.map((line) => ({ label: line.label, cents: line.cents })),
    invoice.amountDueCents < 0
      ? { label: "Credit in your favour", cents: -invoice.amountDueCents, strong: true, gap: true }
      : { label: "Amount due", cents: invoice.amountDueCents, strong: true, gap: true },
  ];
}

function payment(input: InvoiceDocumentInput): { heading: string; paragraphs: string[] } {
  const { invoice, seller, payUrl } = input;
  const due = businessDay(invoice.dueAt.getTime());
  if (invoice.kind === "credit_note")
    return {
      heading: "Credit note",
      paragraphs: [
        `This credit note cancels invoice ${invoice.creditsPrinted} in full. Nothing is to be paid on that invoice; any invoice that replaces it has its own number.`,
      ],
    };
  if (invoice.amountDueCents < 0)
    return {
      heading: "Credit",
      paragraphs: [
        `You paid ${formatPrice(-invoice.amountDueCents)} more than the event came to. Nothing is due. The credit goes to your next event's invoice with ${seller.legalName}, or we refund it on request: write to ${seller.email}.`,
      ],
    };
  if (invoice.amountDueCents === 0)
    return { heading: "Payment", paragraphs: ["Paid in full: nothing is due on this invoice. Thank you."] };
  const ways: string[] = [];
  if (seller.bank)
    ways.push(
      `Bank transfer (ACH or wire) to ${seller.bank.accountName}, ${seller.bank.bankName}: routing number (ABA) ${seller.bank.routingNumber}, account number ${seller.bank.accountNumber}${seller.bank.swift ? `, SWIFT ${seller.bank.swift}` : ""}. Quote ${invoice.printed} as the payment reference.`,
    );
  if (payUrl) ways.push(`Pay by card: ${payUrl}`);
  if (ways.length === 0)
    ways.push(`Write to ${seller.email} quoting ${invoice.printed} and we send you how to pay.`);
  return {
    heading: "How to pay",
    paragraphs: [
      `${formatPrice(invoice.amountDueCents)} is due by ${due}${invoice.kind === "closing" ? ` (net ${INVOICE_DAYS})` : ""}. Questions about this invoice: ${seller.email}.`,
      ...ways,
    ],
  };
}

/** The invoice or credit note as PDF bytes. */
export function renderInvoice(
  input: InvoiceDocumentInput,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const { invoice, event } = input;
  const title = invoice.kind === "credit_note" ? "Credit note" : "Invoice";
  const kindName =
    invoice.kind === "closing" && invoice.revision > 1
      ? `${invoiceKindNames.closing}, revision ${invoice.revision}`
      : invoiceKindNames[invoice.kind];
  return typesetDocument(
    {
      title: `${title} ${invoice.printed}`,
      subject: `${kindName}: ${event.activityTitle}`,
      date: invoice.issuedAt,
      footer: `${input.seller.legalName}  ·  ${invoice.printed}`,
      compress: options.compress,
    },
    (t) => {
      drawLetterhead(t, {
        title,
        number: invoice.printed,
        details: [
          kindName,
          `Issued ${businessDay(invoice.issuedAt.getTime())}`,
          ...(invoice.kind === "credit_note" ? [`Cancels ${invoice.creditsPrinted}`] : []),
          ...(invoice.kind !== "credit_note" && invoice.amountDueCents > 0
            ? [`Due ${businessDay(invoice.dueAt.getTime())}`]
            : []),
        ],
      });
      drawAddresses(
        t,
        { label: "From", text: from(input.seller) },
        { label: "Bill to", text: billTo(invoice) },
      );
      drawRows(t, "Event", [
        ["Activity", event.activityTitle],
        [
          "Date and time",
          `${formatRange(event.start, event.end, event.visitorTimeZone)} (${zoneLabel(event.visitorTimeZone, event.start)})`,
        ],
        [invoice.kind === "closing" ? "Headcount billed" : "Headcount", people(invoice.headcount)],
        ["Order reference", event.id.slice(0, 8).toUpperCase()],
      ]);
      drawPriceTable(
        t,
        invoice.kind === "credit_note" ? "Credited" : "Charges",
        invoice.lines.filter((line) => !line.deduction || invoice.kind === "credit_note"),
        totals(input),
      );
      const pay = payment(input);
      drawParagraphs(t, pay.heading, pay.paragraphs);
      drawParagraphs(
        t,
        "Terms",
        [
          invoice.kind === "credit_note"
            ? "Amounts in US dollars."
            : `Amounts in US dollars. ${formatPrice(invoice.totalCents)} total${invoice.kind === "closing" ? `, billed for ${people(invoice.headcount)} under the closing rule of our booking policy` : ""}.`,
          "An issued invoice is never changed: a correction is a credit note and a new invoice, each with its own number.",
        ],
        { bullets: true, style: styles.fine },
      );
    },
  );
}
