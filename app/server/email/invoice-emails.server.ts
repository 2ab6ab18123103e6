import { site } from "~/config/site";
import { OVERDUE_REMINDER_DAYS } from "~/domain/closing";
import { invoiceKindNames } from "~/domain/invoices";
import { formatPrice } from "~/domain/pricing";
import { greetingName, quotableText } from "~/domain/text-safety";
import { businessDay } from "~/server/email/event-wording.server";
import { composeEmail, type DetailRow } from "~/server/email/layout.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The emails of invoices (issue 42, decision 071), to the billing contact the order names: a
 * document issued (invoice or credit note) and the two reminders of an unpaid closing invoice
 * (on its due date, and `OVERDUE_REMINDER_DAYS` later). The outbox sends no attachments: each
 * links the PDF by its signed URL and the event's page, where a card payment opens. Transactional;
 * the contact's name passes `quotableText` before it is repeated, as in the event's emails.
 */

export interface InvoiceEmailInput {
  to: string;
  billingName: string;
  printed: string;
  kind: "deposit" | "closing" | "credit_note";
  creditsPrinted: string | null;
  amountDueCents: number;
  outstandingCents: number;
  dueAt: Date;
  activityTitle: string;
  start: number;
  /** Absolute: the PDF's signed link and the event's page (where it is paid by card). */
  pdfUrl: string;
  pageUrl: string;
  /** Whether a card checkout runs on this site, and whether bank details are configured. */
  card: boolean;
  bank: boolean;
}

const greeting = (input: InvoiceEmailInput) => `Hi ${greetingName(quotableText(input.billingName))},`;

function rows(input: InvoiceEmailInput): DetailRow[] {
  return [
    ["Document", `${invoiceKindNames[input.kind]} ${input.printed}`],
    ["Event", `${input.activityTitle}, ${businessDay(input.start)}`],
    ...(input.kind === "credit_note"
      ? ([["Credited", formatPrice(-input.amountDueCents)]] as const)
      : input.amountDueCents < 0
        ? ([["Credit in your favour", formatPrice(-input.amountDueCents)]] as const)
        : input.outstandingCents <= 0
          ? ([["Amount due", "Nothing: paid in full"]] as const)
          : ([
              ["Amount due", formatPrice(input.outstandingCents)],
              ["Due by", businessDay(input.dueAt.getTime())],
            ] as const)),
  ];
}

function howToPay(input: InvoiceEmailInput): string {
  const ways = [
    ...(input.bank ? ["by bank transfer (the details are in the PDF)"] : []),
    ...(input.card ? ["by card from the event's page (Pay by card)"] : []),
  ];
  return ways.length > 0
    ? `Pay ${ways.join(" or ")}, quoting ${input.printed}. Questions: ${site.invoicing.email}.`
    : `Write to ${site.invoicing.email} quoting ${input.printed} and we send you how to pay.`;
}

/** A document was issued: the invoice (or credit note) with its PDF link. */
export function invoiceIssuedEmail(input: InvoiceEmailInput): OutboxMessage {
  const name = `${invoiceKindNames[input.kind]} ${input.printed}`;
  const paragraphs =
    input.kind === "credit_note"
      ? [
          `${site.invoicing.legalName} issued credit note ${input.printed}, which cancels invoice ${input.creditsPrinted} for your ${input.activityTitle}. Nothing is to be paid on ${input.creditsPrinted}; a replacing invoice, if any, comes with its own number.`,
        ]
      : input.amountDueCents < 0
        ? [
            `Your ${input.activityTitle} came to less than you paid: nothing is due, and ${formatPrice(-input.amountDueCents)} is credited to your next event's invoice, or refunded on request.`,
          ]
        : input.outstandingCents <= 0
          ? [`Here is ${name} for your ${input.activityTitle}, for your records: it is paid in full.`]
          : [
              `Here is ${name} for your ${input.activityTitle}: ${formatPrice(input.outstandingCents)} is due by ${businessDay(input.dueAt.getTime())}.`,
              howToPay(input),
            ];
  return composeEmail(
    {
      to: input.to,
      subject: `${name} from ${site.invoicing.legalName}`,
      kind: "invoice_issued",
      replyTo: site.invoicing.email,
    },
    {
      heading: name,
      paragraphs: [greeting(input), ...paragraphs],
      details: rows(input),
      links: [
        { label: "Download the PDF", url: input.pdfUrl },
        { label: "Open the event's page", url: input.pageUrl },
      ],
    },
  );
}

/** An unpaid closing invoice on its due date (`due`), or `OVERDUE_REMINDER_DAYS` after it (`overdue`). */
export function invoiceReminderEmail(input: InvoiceEmailInput, stage: "due" | "overdue"): OutboxMessage {
  const subject =
    stage === "due"
      ? `Due today: invoice ${input.printed} from ${site.invoicing.legalName}`
      : `Overdue: invoice ${input.printed} from ${site.invoicing.legalName}`;
  const lead =
    stage === "due"
      ? `Invoice ${input.printed} for your ${input.activityTitle} is due today: ${formatPrice(input.outstandingCents)} is still open.`
      : `Invoice ${input.printed} for your ${input.activityTitle} was due on ${businessDay(input.dueAt.getTime())}, ${OVERDUE_REMINDER_DAYS} days ago, and ${formatPrice(input.outstandingCents)} is still open.`;
  return composeEmail(
    { to: input.to, subject, kind: `invoice_${stage}`, replyTo: site.invoicing.email },
    {
      heading: stage === "due" ? "Invoice due today" : "Invoice overdue",
      paragraphs: [
        greeting(input),
        lead,
        howToPay(input),
        "Paid it in the last few days? Thank you: ignore this email.",
      ],
      details: rows(input),
      links: [
        { label: "Download the PDF", url: input.pdfUrl },
        { label: "Open the event's page", url: input.pageUrl },
      ],
    },
  );
}
