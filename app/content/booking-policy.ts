import { site } from "~/config/site";
import { cancellationLines, FULL_REFUND_HOURS, HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { closingRuleSentence, INVOICE_DAYS } from "~/domain/closing";
import { depositInvoiceSentence } from "~/domain/deposit-invoice";
import { kitDeadlineSentence } from "~/domain/kits";
import { formatDollars } from "~/domain/money";
import { MINIMUM_EVENT_FEE_CENTS, RUSH_FEE_CENTS, STANDARD_NOTICE_DAYS } from "~/domain/pricing";
import type { LegalDocument } from "./legal";

/**
 * /booking-policy: notice, deposit and invoice, headcount changes, rescheduling and cancellation,
 * every figure from the price engine, the site settings and app/domain/booking-policy.ts, so the
 * terms, FAQ, /billing and quotes cannot say otherwise.
 */
export const bookingPolicy: LegalDocument = {
  title: "Booking Policy",
  lastUpdated: "November 29, 2026",
  intro: `What to expect when you book a live-hosted ${site.name} event: how much notice we need, how payment works, and what happens if your plans change. The Terms of Service say the same in legal form.`,
  sections: [
    {
      id: "notice",
      heading: "Notice and minimum fee",
      paragraphs: [
        `Book at least ${STANDARD_NOTICE_DAYS} days ahead so we can match your host, prepare your branding and ship any kits. Events that start sooner are possible when a host is free; they carry a one-time rush fee of ${formatDollars(RUSH_FEE_CENTS / 100)}.`,
        kitDeadlineSentence,
        `Small teams pay the minimum event fee of ${formatDollars(MINIMUM_EVENT_FEE_CENTS / 100)} instead of the per-person rate, so a host's time is covered whatever the headcount.`,
      ],
    },
    {
      id: "payment",
      heading: "Deposit and invoice",
      paragraphs: [
        `A deposit of ${site.deposit.percent}% of the event total confirms your date. You can pay it by card through Stripe, or ask for an invoice with your purchase order number. The balance is invoiced after the event (see below) and payable net-${INVOICE_DAYS}. Every invoice, the deposit's and the closing one, carries its number, our legal details and how to pay by bank transfer or by card.`,
        depositInvoiceSentence,
      ],
    },
    {
      id: "headcount",
      heading: "Changing your headcount",
      paragraphs: [
        `Tell us your final headcount up to ${HEADCOUNT_CHANGE_HOURS} hours before the start. We price the event again at the new headcount: if the total goes up we invoice the difference, and if it goes down we credit it against your balance. Within ${HEADCOUNT_CHANGE_HOURS} hours your host has prepared teams and rounds, so the headcount you gave stands.`,
      ],
    },
    {
      id: "after-the-event",
      heading: "After the event: what we bill",
      paragraphs: [
        closingRuleSentence,
        `The closing statement on your event's page shows the headcount you booked, how many said they were coming and how many joined by their personal links. If our count is wrong (say a team shared one screen), reply to the invoice: we correct the attendance and issue a credit note and a new invoice, never an edited one.`,
      ],
    },
    {
      id: "cancellations-and-rescheduling",
      heading: "Rescheduling and cancelling",
      paragraphs: [
        `Notice is counted from the event's scheduled start to the time we receive your request at ${site.email.support}. Refunds go back to the card or account that paid, and apply to what you have already paid.`,
      ],
      list: [...cancellationLines],
    },
    {
      id: "our-side",
      heading: "If we have to change plans",
      paragraphs: [
        `If ${site.name} must cancel for reasons within our control, you choose a free reschedule or a full refund of what you paid. If a video platform outage stops the event, we reschedule it at no charge. With ${FULL_REFUND_HOURS} hours' notice or more, nothing you paid is lost.`,
      ],
    },
  ],
};
