import { site } from "~/config/site";
import { type QuoteFailure, REQUIRED_MESSAGE } from "~/domain/quote-fields";
import type { ToastInput } from "~/lib/toast-store";

/** The words of /billing: headings, paragraphs, labels and the messages its forms show. */

const { percent } = site.deposit;

export const billingMeta = {
  title: "Get Quote & Pay Deposit",
  description:
    "Create a quote for your Rallyroom event in a minute and secure your date with a deposit. Prices are calculated for your team size and add-ons.",
};

export const billingHero = {
  title: "Get Quote & Pay Deposit",
  lead: `Choose an activity, tell us how many people will play, and we price your event on the spot. A ${percent}% deposit secures your date; the balance is invoiced after the event.`,
};

export const summaryLabels = {
  totalQuotes: "Total Quotes",
  acceptedQuotes: "Accepted Quotes",
  totalValue: "Total Value",
};

export const quotesSection = {
  heading: "Your quotes",
  newQuote: "New Quote",
  cancel: "Cancel",
  recentHeading: "Recent Quotes",
  recentNote: "Only quotes created in this browser are listed here.",
  empty: "No quotes yet. Create one to see its price and pay the deposit.",
  created: "Quote created successfully!",
  depositFailed: (error: string) => `Failed to create payment session: ${error}`,
  invoiceRequested:
    "Invoice requested. We email the invoice for the deposit within one business day, and a confirmation is on its way to you now. Nothing has been charged.",
  invoiceFailed: (error: string) => `Could not request an invoice: ${error}`,
};

/** How /billing and the quote link page take deposits, said once at the top of each. */
export const paymentModeNotice = {
  test: {
    title: "Test mode: no real payment",
    body: "Deposits on this site go through a built-in test checkout. No card is asked for and no money is taken; a deposit paid there is marked as a test payment.",
  },
  invoice: {
    title: "Deposits are paid by invoice",
    body: "Card payment is not available here. Request an invoice for the deposit and we email it within one business day; your date is secured once it is paid.",
  },
} as const;

/** What a quote says about its deposit once the client has acted, instead of a button. */
export const depositState = {
  invoiceRequested: (email: string) =>
    `Invoice requested: we email it to ${email} within one business day. Nothing has been charged.`,
  invoiced: (email: string) =>
    `Your invoice has been sent to ${email}. Pay it as it explains; your date is secured once it is paid.`,
  paid: "Your deposit is paid: nothing is due now.",
  testPaid:
    "This deposit was marked paid through the built-in test checkout: no card was charged and no money was taken.",
  notDue: "No deposit is due for this quote.",
};

export const quoteCard = {
  headcount: "Headcount",
  rate: "Rate per person",
  total: "Total",
  deposit: "Deposit",
  balance: "Balance",
  created: "created",
  collectDeposit: "Collect Deposit",
  openingCheckout: "Opening checkout...",
  /** Beside the deposit button in test mode, so the button itself says no money moves. */
  testCheckout: " (test checkout)",
  requestInvoice: "Request an invoice",
  requestingInvoice: "Requesting invoice...",
};

export const quoteForm = {
  title: "New quote",
  activity: {
    label: "Activity",
    placeholder: "Choose an activity",
    option: (title: string, from: string, to: string) => `${title} (${from}–${to} per person)`,
  },
  headcount: {
    label: "Estimated headcount",
    hint: (min: number, max: number) => `${min} to ${max.toLocaleString("en-US")} people`,
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
  pricingNote: (minimumFee: string) =>
    `We price the quote for you: the per-person rate depends on your headcount, the minimum event fee is ${minimumFee}, and the deposit is ${percent}% of the total.`,
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

export const depositFailedToast = (error: string): ToastInput => ({
  title: "Failed to create payment session",
  description: error,
  variant: "destructive",
});

export const invoiceFailedToast = (error: string): ToastInput => ({
  title: "Could not request an invoice",
  description: error,
  variant: "destructive",
});

export const loadFailedToast: ToastInput = { title: "Failed to load billing data", variant: "destructive" };

export const howQuotesWork = {
  heading: "How quotes work",
  steps: [
    {
      title: "1. Build your quote",
      body: "Pick the activity, your estimated headcount and any add-ons such as custom branding.",
    },
    {
      title: "2. Pay the deposit",
      body: `Pay ${percent}% by card through our secure payment provider to hold your date.`,
      /** The same step when the site takes no card payment, and in test mode. */
      invoiceBody: `Request an invoice for the ${percent}% deposit; your date is held once it is paid.`,
      testBody: `Pay ${percent}% through the built-in test checkout: in test mode no card is charged.`,
    },
    { title: "3. Play", body: "Your host confirms the details; the balance is invoiced on net-30 terms." },
  ],
  pricingLink: "See pricing",
};
