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
  /** The hero's jump to the first thing a visitor acts on. */
  toForm: "Build your quote",
  toQuotes: "See your quotes",
  lead: `Price your event in a minute, line by line, from the activity, your headcount and any add-ons. A ${percent}% deposit holds your date; the balance is invoiced after the event.`,
};

/** What a quote is and how its money works, said before the form. */
export const howQuotesWork = {
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
    body: "With 48 hours' notice or more you can reschedule for free or cancel for a full refund.",
  },
  termsLink: "Payment and cancellation terms",
  pricingLink: "See pricing",
};

export const quotesSection = {
  heading: "Your quotes",
  note: "Kept in this browser, newest first.",
  newQuote: "New Quote",
  cancel: "Cancel",
  created: "Quote created successfully!",
  depositFailed: (error: string) => `Failed to create payment session: ${error}`,
  invoiceRequested:
    "Invoice requested. We email the invoice for the deposit within one business day, and a confirmation is on its way to you now. Nothing has been charged.",
  invoiceFailed: (error: string) => `Could not request an invoice: ${error}`,
  /** Only the most recent quotes are listed when a browser holds more. */
  showingRecent: (shown: number, total: number) => `Showing your ${shown} most recent of ${total} quotes.`,
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Where this browser's quotes stand, one fact per state that has any. */
export const quoteSummary = {
  label: "Where your quotes stand",
  awaiting: (count: number, deposits: string) =>
    plural(
      count,
      `1 quote awaiting its deposit (${deposits})`,
      `${count} quotes awaiting deposits (${deposits} in all)`,
    ),
  invoicing: (count: number) => plural(count, "1 deposit being invoiced", `${count} deposits being invoiced`),
  secured: (count: number) =>
    plural(count, "1 date secured, deposit paid", `${count} dates secured, deposits paid`),
  test: (count: number) =>
    plural(
      count,
      "1 deposit paid through the test checkout (no money taken)",
      `${count} deposits paid through the test checkout (no money taken)`,
    ),
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
  preparedFor: (email: string) => `For ${email}`,
  created: "created",
  collectDeposit: "Collect Deposit",
  openingCheckout: "Opening checkout...",
  /** Beside the deposit button in test mode, so the button itself says no money moves. */
  testCheckout: " (test checkout)",
  requestInvoice: "Request an invoice",
  requestingInvoice: "Requesting invoice...",
};

/** The lines of a quote, as /billing, the quote link page and /billing/success show them. */
export const quoteLinesCopy = {
  caption: "What this quote charges",
  item: "Item",
  amount: "Amount",
  people: (headcount: number, rate: string) => `${headcount} people × ${rate} per person`,
  minimum: "Minimum event fee",
  minimumNote: (headcount: number, rate: string, byHeadcount: string) =>
    `${headcount} people × ${rate} = ${byHeadcount}, below the minimum`,
  addon: (name: string, quantity: number, unit: string) =>
    quantity === 1 ? name : `${name}: ${quantity} × ${unit}`,
  total: "Total",
  deposit: (percent: number | null) => (percent === null ? "Deposit" : `Deposit (${percent}%)`),
  depositDue: "due to hold your date",
  depositPaid: "paid",
  balance: "Balance",
  balanceNote: "invoiced after the event, net 30",
  /** A quote priced before the catalogue changed: its own amounts, without today's lines. */
  repriced:
    "Prices have changed since this quote was made, so its lines are not itemised here. The amounts below are the ones it was given.",
};

export const quoteForm = {
  title: "Build your quote",
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

/** The side of /billing/success: what follows a paid deposit, and whom to ask about a payment. */
export const depositNextSteps = {
  paidHeading: "What happens next",
  paidSteps: (balance: string | null) => [
    {
      title: "Your host gets in touch",
      text: "Within one business day, by email, to settle the time, your branding and any custom rounds.",
    },
    {
      title: "Your team gets the link",
      text: "We send the joining link for Zoom, Microsoft Teams, Google Meet or our browser stream, ready to forward to everyone playing.",
    },
    {
      title: "The balance comes after the event",
      text: `We invoice ${balance ? `the remaining ${balance}` : "the balance"} after the event, payable within 30 days.`,
    },
    {
      title: "Plans change?",
      text: "With 48 hours' notice or more, reschedule for free or cancel for a full refund.",
    },
  ],
  /** The aside's name when it holds the picture alone. */
  sceneLabel: "What you are booking",
};

/** Whom to ask, on the pages a client reaches from a payment or an emailed quote. */
export const billingHelp = {
  payment: {
    heading: "Questions about a payment?",
    body: (withSession: boolean) =>
      `Write to us${withSession ? " with the payment session shown on this page" : ""}, or call during business hours; we reply within one business day.`,
  },
  quote: {
    heading: "Questions about this quote?",
    body: "Need a different headcount or add-on, or a purchase order number on the invoice? Write or call us; we reply within one business day.",
  },
  custom: {
    heading: "Need something this form does not price?",
    body: "More than 1,000 people, several sessions across time zones, or a purchase order first: we prepare a custom quote. Write or call us; we reply within one business day.",
  },
};
