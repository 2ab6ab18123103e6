import { site } from "~/config/site";
import { formatCents } from "~/domain/quote-pricing";
import { quotableText } from "~/domain/text-safety";
import { composeEmail, type EmailMessage } from "~/server/email/layout.server";

/** The client's own reference, quoted only when it passes the rule every email follows. */
function referenceOf(clientRef: string | null): string {
  const reference = quotableText(clientRef);
  return reference ? ` (your reference: ${reference})` : "";
}

/**
 * The client's quote, sent when staff mark it sent. Transactional (they asked for the quote),
 * so it has no marketing footer and no unsubscribe link.
 */
export function quoteSentEmail(input: {
  to: string;
  activity: string;
  headcount: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  clientRef: string | null;
  url: string;
}): EmailMessage {
  const reference = referenceOf(input.clientRef);
  return composeEmail(
    {
      to: input.to,
      subject: `Your ${site.name} quote: ${input.activity} for ${input.headcount} people`,
      kind: "quote_sent",
    },
    {
      heading: "Your quote is ready",
      paragraphs: [
        `Here is your quote for ${input.activity} for ${input.headcount} people${reference}.`,
        `Total: ${formatCents(input.totalCents)}. Deposit to secure your date: ${formatCents(input.depositCents)}. Balance due later: ${formatCents(input.balanceCents)}.`,
        "Open the link below from any browser to review the quote and pay the deposit. Keep it to yourself: anyone with the link can see this quote.",
      ],
      links: [{ label: "View your quote and pay the deposit", url: input.url }],
    },
  );
}

/** What both invoice-request emails say about the quote. */
export interface InvoiceRequestDetails {
  activity: string;
  contactEmail: string;
  headcount: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  clientRef: string | null;
}

/** The team's notice of an invoice request: who, which quote, and where to handle it. */
export function invoiceRequestTeamEmail(
  input: InvoiceRequestDetails & { quoteId: string; adminUrl: string },
): EmailMessage {
  return composeEmail(
    {
      to: site.email.team,
      subject: `[${site.name}] Invoice requested: ${input.contactEmail} (${input.activity}, ${input.headcount} people)`,
      kind: "team_invoice_request",
      replyTo: input.contactEmail,
    },
    {
      heading: "Invoice requested",
      paragraphs: [
        `${input.contactEmail} asked for an invoice for the deposit of quote ${input.quoteId}. Nothing has been paid.`,
        `Activity: ${input.activity}, ${input.headcount} people${input.clientRef ? `, reference ${input.clientRef}` : ""}.`,
        `Total ${formatCents(input.totalCents)}, deposit ${formatCents(input.depositCents)}, balance ${formatCents(input.balanceCents)}.`,
        "Send the invoice, then mark the quote invoiced in the admin; mark it paid when the money arrives.",
      ],
      links: [{ label: "Open invoice requests in the admin", url: input.adminUrl }],
    },
  );
}

/** The client's confirmation: the request is in, nothing was charged, what happens next. */
export function invoiceRequestConfirmationEmail(
  input: InvoiceRequestDetails & { url: string },
): EmailMessage {
  const reference = referenceOf(input.clientRef);
  return composeEmail(
    {
      to: input.contactEmail,
      subject: `Your ${site.name} invoice request: ${input.activity} for ${input.headcount} people`,
      kind: "invoice_request_receipt",
    },
    {
      heading: "We received your invoice request",
      paragraphs: [
        `You asked for an invoice for the ${formatCents(input.depositCents)} deposit on your quote for ${input.activity} for ${input.headcount} people${reference}.`,
        "Nothing has been charged. We email the invoice within one business day; your date is secured once the deposit is paid.",
        `Total: ${formatCents(input.totalCents)}. Deposit: ${formatCents(input.depositCents)}. Balance due later: ${formatCents(input.balanceCents)}.`,
      ],
      links: [{ label: "View your quote", url: input.url }],
    },
  );
}
