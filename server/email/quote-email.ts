import { site } from "../../app/config/site";
import { formatCents } from "../../app/domain/quote-pricing";
import { type EmailMessage, render } from "./templates";

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
  const reference = input.clientRef ? ` (your reference: ${input.clientRef})` : "";
  return {
    to: input.to,
    subject: `Your ${site.name} quote: ${input.activity} for ${input.headcount} people`,
    ...render({
      heading: "Your quote is ready",
      paragraphs: [
        `Here is your quote for ${input.activity} for ${input.headcount} people${reference}.`,
        `Total: ${formatCents(input.totalCents)}. Deposit to secure your date: ${formatCents(input.depositCents)}. Balance due later: ${formatCents(input.balanceCents)}.`,
        "Open the link below from any browser to review the quote and pay the deposit. Keep it to yourself: anyone with the link can see this quote.",
      ],
      link: { label: "View your quote and pay the deposit", url: input.url },
    }),
    headers: {},
    kind: "quote_sent",
  };
}
