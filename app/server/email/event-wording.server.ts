import { site } from "~/config/site";
import { changeOfPlansSentence, HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { INVOICE_DAYS } from "~/domain/closing";
import { formatPrice, type PriceLine, STANDARD_NOTICE_DAYS } from "~/domain/pricing";
import { TEST_PAYMENT_LABEL } from "~/domain/quote-fields";
import { quotableText } from "~/domain/text-safety";
import { depositDueAt } from "~/server/services/events/rules.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * The words about an event bought at checkout (decision 057) that its page, its PDF and its
 * emails share, so the three can never tell the buyer two different things: how a price line
 * reads, what the PDF is called, the ledger of money moved, where refunds go, whom to ask, and
 * what happens next. The emails are app/server/email/event-emails.server.ts, the calendar
 * invitation app/server/email/event-calendar.server.ts.
 */

/** The closing invoice's terms (app/domain/closing.ts owns them). */
export { INVOICE_DAYS };

/** A day as the event's documents write it, in the business's time zone ("December 4, 2026"). */
export const businessDay = (instant: number): string =>
  new Date(instant).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: site.businessTimeZone,
  });

/**
 * The day an invoiced deposit is due, in the business's time zone ("December 4, 2026"): unpaid by
 * then, the system withdraws the booking (decision 063). The page, the PDF and the emails say it
 * with these words.
 */
export function depositDueDay(event: Parameters<typeof depositDueAt>[0]): string {
  return businessDay(depositDueAt(event));
}
export const CARD_REFUND_TIME = "in 5–10 business days";

/** Where a refund goes, as the buyer reads it: back through the provider that took the payment. */
export const refundDestination = (mode: EventMail["paymentMode"]) =>
  mode === "card"
    ? `to the card you paid with, ${CARD_REFUND_TIME}`
    : `to the account you paid from, ${CARD_REFUND_TIME}`;

/**
 * What a change of price (a new headcount, or a move that adds or drops the rush fee) did to the
 * money, as the event's page and the buyer's email both say it: the deposit (the rest due by card, or its invoice replaced), the balance invoiced after
 * the event, and what was refunded. `before` is the order as it stood; the parts sum to the
 * change of total.
 */
export function priceChangeSentences(
  before: { totalCents: number; depositCents: number },
  after: Pick<EventMail, "totalCents" | "depositCents" | "paidCents" | "paymentMode"> &
    Parameters<typeof depositDueAt>[0],
  refundedCents: number,
): string[] {
  if (after.totalCents === before.totalCents) return ["The price stays the same."];
  const sentences: string[] = [];
  const due = after.depositCents - after.paidCents;
  if (after.paidCents > 0 && due > 0) {
    sentences.push(
      `${formatPrice(due)} more of the deposit is due now: pay it by card on your event's page.`,
    );
  } else if (
    after.paidCents <= 0 &&
    after.paymentMode === "invoice" &&
    after.depositCents !== before.depositCents
  ) {
    sentences.push(
      `The deposit invoice is replaced by one for ${formatPrice(after.depositCents)}, due by ${depositDueDay(after)}.`,
    );
  }
  const balance = after.totalCents - after.depositCents - (before.totalCents - before.depositCents);
  if (balance > 0)
    sentences.push(`${formatPrice(balance)} is added to the balance invoiced after the event.`);
  if (balance < 0) sentences.push(`${formatPrice(-balance)} comes off the balance invoiced after the event.`);
  if (refundedCents > 0)
    sentences.push(`${formatPrice(refundedCents)} is refunded ${refundDestination(after.paymentMode)}.`);
  return sentences;
}

/**
 * What a move did to the money, as the page's message and the buyer's email say it: why the
 * price changed, then where the money went; "" when the price stayed.
 */
export function moveMoneySentence(
  before: { totalCents: number; depositCents: number },
  after: Parameters<typeof priceChangeSentences>[1],
): string {
  if (after.totalCents === before.totalCents) return "";
  return `${moveReason(before.totalCents, after.totalCents)} ${priceChangeSentences(before, after, 0).join(" ")}`;
}

/** Why a move changed the price, and the new total: only the rush fee depends on the date. */
export function moveReason(beforeCents: number, afterCents: number): string {
  return afterCents > beforeCents
    ? `At the new time the rush fee for under ${STANDARD_NOTICE_DAYS} days' notice applies: the total is ${formatPrice(afterCents)}, ${formatPrice(afterCents - beforeCents)} more.`
    : `At the new time, ${STANDARD_NOTICE_DAYS} days' notice or more, there is no rush fee: the total is ${formatPrice(afterCents)}, ${formatPrice(beforeCents - afterCents)} less.`;
}

export const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

/** One price line as the emails and the receipt write it: what it is and how it was counted. */
export function priceLineLabel(line: PriceLine): string {
  switch (line.kind) {
    case "people":
      return `${people(line.headcount)} × ${formatPrice(line.rateCents)}`;
    case "minimum":
      return `Minimum event fee (${people(line.headcount)} × ${formatPrice(line.rateCents)} is ${formatPrice(line.byHeadcountCents)})`;
    case "band":
      return `${people(line.headcount)} at the ${line.bandHeadcount}-person price (${people(line.headcount)} × ${formatPrice(line.rateCents)} is ${formatPrice(line.byHeadcountCents)})`;
    case "addon":
      return line.quantity > 1
        ? `${line.label} (${line.quantity} × ${formatPrice(line.unitCents)})`
        : line.label;
    case "rush":
    case "voucher":
      return line.label;
  }
}

/** The video call as the buyer reads it: the host's link, or when it comes. */
export const videoLine = (mail: Pick<EventMail, "host">) =>
  mail.host.videoUrl ?? "Your host emails the video link before the event.";

/** What an event's PDF is, by what happened to the order. */
export type EventDocumentKind = "receipt" | "booking-confirmation" | "quote";

const documentTitles: Record<EventDocumentKind, string> = {
  receipt: "Receipt",
  "booking-confirmation": "Booking confirmation",
  quote: "Quote",
};

/**
 * The one rule that names an event's PDF, for its download button, its own title, the emails'
 * links and the file's name: a receipt once money was received (a refunded order keeps its
 * receipt); a booking confirmation for an event booked by invoice and not yet paid (it carries no
 * invoice number or remittance details, so it is not called an invoice); a quote for a card
 * checkout that was never paid (held or expired).
 */
export function eventDocument(mail: Pick<EventMail, "id" | "receivedCents" | "status">) {
  const kind: EventDocumentKind =
    mail.receivedCents > 0
      ? "receipt"
      : mail.status === "held" || mail.status === "expired"
        ? "quote"
        : "booking-confirmation";
  const title = documentTitles[kind];
  return {
    kind,
    title,
    /** The page's button and the emails' link. */
    button: `${title} (PDF)`,
    link: `Download the ${title.toLowerCase()} (PDF)`,
    filename: `${site.slug}-${kind}-${mail.id.slice(0, 8).toLowerCase()}.pdf`,
  };
}

/**
 * Whether an email may link the event's PDF (issue 40): once the booker proved the mailbox
 * (`emailConfirmedAt`) or a payment was received. Before that, whoever typed the booking need not
 * be whoever reads the email, and a link to a document on our letterhead is theirs to aim. The
 * manage link stays in every email: it is how the booker pays and changes the event.
 */
export const documentsLinkable = (mail: Pick<EventMail, "emailConfirmedAt" | "receivedCents">): boolean =>
  mail.emailConfirmedAt !== null || mail.receivedCents > 0;

type Money = Pick<EventMail, "receivedCents" | "refundedCents" | "paidCents"> & { testPaid?: boolean };

/** How the ledger names money received: a test checkout's payment says it took none (DECISIONS). */
export const paidLabel = (mail: { testPaid?: boolean }) =>
  mail.testPaid ? `Paid (${TEST_PAYMENT_LABEL.toLowerCase()})` : "Paid";

/**
 * The money that moved, as a ledger that the page, the emails and the PDF all read the same way:
 * Paid (every payment received), then, once anything came back, Refunded and Net paid (paid less
 * refunded). Empty while nothing has been paid.
 */
export function eventLedger(mail: Money): { label: string; cents: number; total?: boolean }[] {
  if (mail.receivedCents <= 0 && mail.refundedCents <= 0) return [];
  return [
    { label: paidLabel(mail), cents: mail.receivedCents },
    ...(mail.refundedCents > 0
      ? [
          { label: "Refunded", cents: -mail.refundedCents },
          { label: "Net paid", cents: mail.paidCents, total: true },
        ]
      : []),
  ];
}

/** The ledger on one line: "Paid $1,575" or "Paid $1,575, refunded $1,575, net paid $0". */
export function ledgerSentence(mail: Money): string {
  const rows = eventLedger(mail);
  if (rows.length === 0) return "Nothing paid yet";
  return rows
    .map((row, index) => {
      const amount = formatPrice(Math.abs(row.cents));
      return `${index === 0 ? row.label : row.label.toLowerCase()} ${amount}`;
    })
    .join(", ");
}

/** Where the buyer asks about their event. */
export const eventContact = {
  email: site.email.support,
  phone: site.phone.display,
  tel: site.phone.tel,
  hours: site.supportHours
    .filter((row) => row.hours !== "Closed")
    .map((row) => `${row.days} ${row.hours}`)
    .join(", "),
} as const;

/** Who to ask about the event: the team's email and phone, and the host by name. */
export const contactSentence = (mail: Pick<EventMail, "host">, withHost = true) =>
  `Questions? Email ${eventContact.email} or call ${eventContact.phone} (${eventContact.hours}).${
    withHost ? ` Your host is ${mail.host.name}.` : ""
  }`;

export interface NextStep {
  title: string;
  text: string;
}

/**
 * What happens after a booked event's confirmation, in order, as the event's page and the
 * confirmation email both say it: the confirmation and invitation, the deposit, the host, the
 * changes the policy allows, and the balance after the event. Only what the site does: the buyer
 * gets the confirmation email; the host gets a notice; the billing contact gets each numbered
 * invoice by email (app/server/services/invoices/jobs.server.ts). `email`: the words go to an address nobody has
 * verified, so typed names pass `quotableText` and typed addresses are left out.
 */
export function eventNextSteps(
  mail: Pick<
    EventMail,
    | "email"
    | "paymentMode"
    | "depositCents"
    | "balanceCents"
    | "paidCents"
    | "billingName"
    | "billingEmail"
    | "poNumber"
    | "host"
    | "activitySlug"
    | "emailConfirmedAt"
    | "receivedCents"
    | "testPaid"
    | "addOns"
    | "start"
    | "end"
    | "createdAt"
  >,
  audience: "page" | "email",
): NextStep[] {
  const forEmail = audience === "email";
  const billingName = forEmail ? quotableText(mail.billingName) : mail.billingName;
  const billing = forEmail
    ? billingName
      ? `your billing contact, ${billingName}`
      : "your billing contact"
    : `${mail.billingName} (${mail.billingEmail})`;
  const po = forEmail ? quotableText(mail.poNumber) : mail.poNumber;
  const quoting = po ? `, quoting PO number ${po}` : "";
  const deposit = formatPrice(mail.depositCents);
  const depositPaid = mail.paidCents > 0;
  const steps: NextStep[] = [
    {
      title: "Confirmation and calendar invitation",
      text: forEmail
        ? "This email is your confirmation, and the calendar invitation is attached. It went to you only: forward it to anyone who should have it."
        : `Sent to ${mail.email}: your confirmation with the calendar invitation. Nobody else got a copy: forward it to anyone who should have it.`,
    },
    depositPaid
      ? {
          title: "Deposit paid",
          text: `We received ${formatPrice(Math.min(mail.paidCents, mail.depositCents))}${
            mail.testPaid
              ? " through the test checkout (no money taken)"
              : mail.paymentMode === "card"
                ? " by card"
                : ""
          }.`,
        }
      : {
          title: "Deposit invoice",
          text: `We email the numbered invoice for the ${deposit} deposit to ${billing}${quoting}${
            documentsLinkable(mail)
              ? ""
              : forEmail
                ? " once you confirm your email address (your event's page asks for a code; signing in to your events does it too)"
                : ` once you confirm that ${mail.email} is yours (see Payments)`
          }, due by ${depositDueDay(mail)}; it is also on your event's page. Your event is booked meanwhile; unpaid by then, the booking is withdrawn.`,
        },
    {
      title: "Your host",
      text: `${mail.host.name} runs your event${
        mail.host.videoUrl
          ? `. The video link is in the calendar invitation: ${mail.host.videoUrl}`
          : ` and emails you the video link before it starts`
      }. Invite your attendees from your event's page: each gets an invitation and a page of their own whose join button opens the call from ${site.attendees.joinOpensMinutes} minutes before the start.`,
    },
    {
      title: "Changes",
      text: `Change the headcount until ${HEADCOUNT_CHANGE_HOURS} hours before the start; the price follows it. ${changeOfPlansSentence}`,
    },
    {
      title: "After the event",
      text:
        mail.balanceCents > 0
          ? `A day after the event we email the closing invoice for the balance, the total less the deposit (${formatPrice(mail.balanceCents)} at today's headcount), to ${billing}${quoting}, due in ${INVOICE_DAYS} days.`
          : "Nothing more is due: the deposit covers the total.",
    },
  ];
  return steps;
}
