import { changeOfPlansSentence } from "~/domain/booking-policy";
import type { ToastInput } from "./shapes";

/**
 * The words of a quote as a client sees it: in this browser's list on /billing, on the quote
 * link page and on /billing/success. Apart from /billing's own copy (app/content/billing.ts), so
 * /billing loads them only with the list, for a browser that holds quotes.
 */

/** The heading and controls of a browser's list of quotes on /billing. */
export const quotesSection = {
  heading: "Your quotes",
  note: "Made in this browser, newest first.",
  /** The way to the same quotes on another device: the organiser's workspace (issue 43). */
  signIn: { link: "Sign in", after: " to see them on any device, with your events and invoices." },
  newQuote: "New Quote",
  cancel: "Cancel",
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
  band: (headcount: number, bandHeadcount: number) =>
    `${headcount} people at the ${bandHeadcount}-person price`,
  bandNote: (headcount: number, rate: string, byHeadcount: string) =>
    `${headcount} people × ${rate} = ${byHeadcount}: a bigger team never pays less`,
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
      text: changeOfPlansSentence,
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
};
