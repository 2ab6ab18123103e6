import { site } from "~/config/site";
import { changeOfPlansSentence } from "~/domain/booking-policy";
import { formatCount } from "~/domain/money";
import type { PaymentMode } from "~/domain/quote-fields";
import { type QuoteFailure, REQUIRED_MESSAGE } from "~/domain/quote-fields";
import type { ToastInput } from "./shapes";

/**
 * The words of /billing: headings, paragraphs, labels and the messages its forms show. A quote
 * as listed (its lines, its deposit, what follows a payment) is in app/content/quotes.ts.
 */

const { percent } = site.deposit;

export const billingMeta = {
  title: "Get Quote & Pay Deposit",
  description:
    "Create a quote for your Rallyroom event in a minute and secure your date with a deposit. Prices are calculated for your team size and add-ons.",
};

const billingHero = {
  title: "Get Quote & Pay Deposit",
  /** The hero's jump to the first thing a visitor acts on. */
  toForm: "Build your quote",
  toQuotes: "See your quotes",
  lead: `Price your event in a minute, line by line, from the activity, your headcount and any add-ons. A ${percent}% deposit holds your date; the balance is invoiced after the event.`,
};

/** What a quote is and how its money works, said before the form. */
const howQuotesWork = {
  heading: "How quotes and deposits work",
  intro:
    "A quote is a fixed price for one live-hosted event, with every line shown: the people at their per-person rate, then each add-on. Creating one charges nothing.",
  price: {
    term: "The price",
    body: "The per-person rate falls as your team grows, and small groups pay a minimum event fee instead. Add-ons are priced up front.",
  },
  deposit: {
    term: `Deposit: ${percent}% of the total`,
    /** How the deposit is paid in each payment mode. */
    body: {
      stripe:
        "Holds your date. You pay it by card through Stripe Checkout, our payment provider; we never see your card details.",
      test: "Holds your date. On this site it goes through a built-in test checkout: no card is charged.",
      invoice:
        "Holds your date. Request an invoice for it and we email it within one business day; the date is yours once it is paid.",
    },
  },
  balance: {
    term: `Balance: the other ${100 - percent}%`,
    body: "Invoiced after the event and payable within 30 days of the invoice (net 30).",
  },
  changes: {
    term: "Changes of plan",
    body: changeOfPlansSentence,
  },
  termsLink: "Booking policy: payment and cancellations",
  pricingLink: "See pricing",
};

/** What /billing says after a quote is created or a deposit action ends. */
export const billingNotices = {
  created: "Quote created successfully!",
  depositFailed: (error: string) => `Failed to create payment session: ${error}`,
  invoiceRequested:
    "Invoice requested. We email the invoice for the deposit within one business day, and a confirmation is on its way to you now. Nothing has been charged.",
  invoiceFailed: (error: string) => `Could not request an invoice: ${error}`,
};

/** How /billing and the quote link page take deposits, said once in how quotes work. */
const paymentModeNotice = {
  test: {
    title: "Test mode: no real payment",
    body: "Deposits on this site go through a built-in test checkout. No card is asked for and no money is taken; a deposit paid there is marked as a test payment.",
  },
  invoice: {
    title: "Deposits are paid by invoice",
    body: "Card payment is not available here. Request an invoice for the deposit and we email it within one business day; your date is secured once it is paid.",
  },
} as const;

export const quoteForm = {
  title: "Build your quote",
  activity: {
    label: "Activity",
    placeholder: "Choose an activity",
    option: (title: string, from: string, to: string) => `${title} (${from}–${to} per person)`,
  },
  headcount: {
    label: "Estimated headcount",
    hint: (min: number, max: number) => `${min} to ${formatCount(max)} people`,
    hintFor: (title: string, min: number, max: number) =>
      `${title} takes ${min} to ${formatCount(max)} people`,
  },
  email: { label: "Contact email" },
  reference: { label: "Client reference", hint: "Optional: a PO number or event name" },
  addons: {
    legend: "Add-ons",
    chooseActivityFirst: "Choose an activity to see its add-ons.",
    perPerson: " per person",
    /** Without JavaScript every add-on is listed once: the note names the activities that offer it. */
    onlyFor: (titles: string[]) => ` (${titles.join(", ")} only)`,
  },
  pricingNote: (minimumFee: string | null) =>
    `We price the quote as you create it and list every line: the per-person rate depends on your headcount${minimumFee ? `, the minimum event fee is ${minimumFee}` : ""}, and the deposit is ${percent}% of the total.`,
  submit: "Create Quote",
  submitting: "Creating quote...",
};

/** The toast for each way a quote submission ends; a refused value shows only its field errors. */
export const quoteToasts: Record<"created" | QuoteFailure, ToastInput | null> = {
  created: { title: "Quote created successfully!", variant: "success" },
  missing_required: { title: REQUIRED_MESSAGE, variant: "destructive" },
  invalid: null,
  unavailable: {
    title: "Failed to create quote",
    description: "Please try again or contact support.",
    variant: "destructive",
  },
};

export const loadFailedToast: ToastInput = { title: "Failed to load billing data", variant: "destructive" };

/** Beside the quote form: what it does not price, and whom to ask instead. */
const customQuoteHelp = {
  heading: "Need something this form does not price?",
  body: "More than 1,000 people, several sessions across time zones, or a purchase order first: we prepare a custom quote. Write or call us; we reply within one business day.",
};

/**
 * What a quote is and how its money works, for this site's payment mode: the facts, and the
 * notice when deposits are not real card payments. The pages that show it send it as loader
 * data, so no script carries the prose.
 */
export function howQuotesWorkFor(payment: PaymentMode) {
  const copy = howQuotesWork;
  return {
    heading: copy.heading,
    intro: copy.intro,
    facts: [
      copy.price,
      { term: copy.deposit.term, body: copy.deposit.body[payment] },
      copy.balance,
      copy.changes,
    ],
    notice: payment === "stripe" ? null : { mode: payment, ...paymentModeNotice[payment] },
    termsLink: copy.termsLink,
    pricingLink: copy.pricingLink,
  };
}

export type HowQuotesWorkCopy = ReturnType<typeof howQuotesWorkFor>;

/** /billing's prose, sent as its loader data: the hero, how quotes work, the custom-quote help. */
export const billingProse = (payment: PaymentMode) => ({
  hero: billingHero,
  howQuotesWork: howQuotesWorkFor(payment),
  customQuoteHelp,
});

export type BillingProse = ReturnType<typeof billingProse>;
