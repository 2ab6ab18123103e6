import { site } from "~/config/site";
import { cancellationLines, HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { formatPrice } from "~/domain/pricing";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import { quotableLines, quotableText } from "~/domain/text-safety";
import type { EventOrderStatus } from "~/server/db/schema.server";
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
import {
  businessDay,
  depositDueDay,
  eventDocument,
  eventLedger,
  INVOICE_DAYS,
  priceLineLabel,
} from "~/server/email/event-wording.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * An event's receipt (once money was received), booking confirmation (booked by invoice, not yet
 * paid) or quote (a card checkout never paid), named by `eventDocument`, as the buyer downloads it
 * from their manage page: one or two US Letter pages, typeset like the brand's documents
 * (docs/decisions/035-pdf-documents.md): Plus Jakarta Sans embedded as subsets, the brand
 * palette, every line measured in the embedded font and wrapped within its column. This module
 * says what the document says; app/server/documents/receipt-layout.server.ts lays it out, with
 * the typesetter the build's documents use (app/server/documents/typesetter.server.ts) set for
 * typed text: a character the typeface lacks prints as "?" and a word wider than its column
 * breaks, since a receipt must render whatever it is given. What the buyer typed (name, billing
 * contact, company, address, PO number) prints only where it passes `quotableText`
 * (`quotableLines` for the address), as in the emails, and typed email addresses not at all: the
 * document is on our letterhead and anyone can book with any address, so a stranger's sentence or
 * link must never read as ours (issue 40). A field that fails prints as on file (`onFile`). The
 * same order and `now` always give the same bytes.
 */

/* ---------- What the document says ---------- */

const statusNames: Record<EventOrderStatus, string> = {
  held: "Awaiting payment",
  paid: "Deposit paid",
  invoiced: "Deposit invoiced",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired: not paid in time",
};

/** The document's number: the order id's first eight characters, as staff and the buyer quote it. */
export const receiptNumber = (id: string) => id.slice(0, 8).toUpperCase();

const issueDate = (now: Date) => businessDay(now.getTime());

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

function paymentTerms(mail: EventMail): string[] {
  const deposit = formatPrice(mail.depositCents);
  const balance =
    mail.balanceCents > 0
      ? `The balance of ${formatPrice(mail.balanceCents)} is invoiced after the event, due within ${INVOICE_DAYS} days of the invoice (net ${INVOICE_DAYS}).`
      : "Nothing more is due after the event.";
  if (mail.status === "cancelled" || mail.status === "expired") {
    return [
      mail.status === "cancelled"
        ? `This event is cancelled: nothing more is due.${
            mail.refundedCents > 0 ? " The refunds are in the ledger above, under Refunded." : ""
          }`
        : "This booking expired before the deposit was paid: nothing is due.",
    ];
  }
  const depositTerms =
    mail.paymentMode === "card"
      ? mail.paidCents > 0
        ? `Deposit of ${formatPrice(Math.min(mail.paidCents, mail.depositCents))} paid by card.`
        : `The deposit of ${deposit} is paid by card at checkout; the date is held for you once it is paid.`
      : `The deposit of ${deposit} is invoiced to the billing contact, due by ${depositDueDay(mail)}: unpaid by then, the booking is withdrawn.`;
  const poNumber = quotableText(mail.poNumber);
  const po = mail.poNumber
    ? [
        poNumber
          ? `Invoices quote your PO number ${poNumber}.`
          : "Invoices quote the PO number on your booking.",
      ]
    : [];
  return [`${depositTerms} ${balance}`, ...po];
}

/**
 * The price's totals, then the ledger as the page and the emails give it, then what is left to pay.
 * A cancelled or expired order has no deposit or balance due: its total, then its ledger.
 */
function moneyRows(mail: EventMail): MoneyRow[] {
  const over = mail.status === "cancelled" || mail.status === "expired";
  return [
    { label: "Total", cents: mail.totalCents, strong: true },
    ...(over
      ? []
      : [
          { label: "Deposit", cents: mail.depositCents },
          { label: "Balance, invoiced after the event", cents: mail.balanceCents },
        ]),
    ...eventLedger(mail).map((row, index) => ({
      label: row.label,
      cents: row.cents,
      ...(row.total ? { strong: true } : {}),
      ...(index === 0 ? { gap: true } : {}),
    })),
    ...(over ? [] : [{ label: "Still to pay", cents: Math.max(mail.totalCents - mail.paidCents, 0) }]),
  ];
}

/** Who the document is from: our name, street address and email. */
function fromText(): string {
  // The postal address starts with the company's name, which the block's first line already gives.
  const street = site.postalAddress.startsWith(`${site.name}, `)
    ? site.postalAddress.slice(site.name.length + 2)
    : site.postalAddress;
  return [site.name, street, site.email.hello].join("\n");
}

/** What prints instead of a field the buyer typed that does not pass. */
export const onFile = (what: string) => `(${what} on file — see your booking)`;

/** Who the document is billed to, as far as the buyer's words may be printed (see above). */
function billToText(mail: EventMail): string {
  const poNumber = quotableText(mail.poNumber);
  return [
    quotableText(mail.billingName) ?? onFile("billing contact"),
    quotableText(mail.company) ?? onFile("company"),
    ...(quotableLines(mail.invoiceAddress) ?? [onFile("address")]),
    ...(mail.poNumber ? [poNumber ? `PO number: ${poNumber}` : onFile("PO number")] : []),
  ].join("\n");
}

/**
 * The receipt, booking confirmation or quote of one event as PDF bytes. `now` is the issue date and the file's
 * creation date, so the same order and moment give the same bytes. `compress: false` writes
 * the page streams as plain text (tests read them).
 */
export async function renderEventReceipt(
  mail: EventMail,
  now: Date,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const title = `${eventDocument(mail).title} ${receiptNumber(mail.id)}`;
  const info = {
    title,
    subject: `${mail.activityTitle} for ${people(mail.headcount)}`,
    date: now,
    footer: title,
    ...(options.compress === undefined ? {} : { compress: options.compress }),
  };
  return typesetDocument(info, (t) => {
    drawLetterhead(t, {
      title: eventDocument(mail).title,
      number: `No. ${receiptNumber(mail.id)}`,
      details: [`Issued ${issueDate(now)}`, `Status: ${statusNames[mail.status]}`],
    });
    drawAddresses(t, { label: "From", text: fromText() }, { label: "Bill to", text: billToText(mail) });
    const business = site.businessTimeZone;
    const range = (zone: string) =>
      `${formatRange(mail.start, mail.end, zone)} (${zoneLabel(zone, mail.start)})`;
    drawRows(t, "Event", [
      ["Activity", mail.activityTitle],
      ["Date and time", range(mail.visitorTimeZone)],
      ...(mail.visitorTimeZone === business ? [] : ([["Our time", range(business)]] as const)),
      ["Headcount", people(mail.headcount)],
      ["Host", mail.host.name],
      ["Booked by", quotableText(mail.name) ?? onFile("name")],
    ]);
    drawPriceTable(
      t,
      "Price",
      mail.lines.map((line) => ({ label: priceLineLabel(line), cents: line.cents })),
      moneyRows(mail),
    );
    drawParagraphs(t, "Payment terms", paymentTerms(mail));
    drawParagraphs(
      t,
      "Booking policy",
      [
        ...cancellationLines,
        `The headcount can change up to ${HEADCOUNT_CHANGE_HOURS} hours before the start; the price follows it.`,
        `The full policy: ${new URL(mail.links.manage).origin}/booking-policy`,
      ],
      { bullets: true, style: styles.fine },
    );
  });
}
