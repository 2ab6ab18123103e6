import type { ReactNode } from "react";
import { buttonStyles } from "~/components/ui/styles";
import { quotesSection } from "~/content/quotes";
import { QuoteList } from "./quote-list";
import { QuoteSummary } from "./quote-summary";
import type { PaymentMode, QuoteRow } from "./types";

/**
 * "New Quote" / "Cancel": a disclosure button. It is the button of a GET form to /billing?new=1
 * (or /billing), so pressed before the page's scripts run, or without them, it opens the page
 * with the form shown (or hidden); with them it shows or hides the form in place.
 */
export function NewQuoteToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <form method="get" action={open ? "/billing" : "/billing#new-quote"}>
      {open ? null : <input type="hidden" name="new" value="1" />}
      <button
        type="submit"
        className={open ? buttonStyles.secondary : buttonStyles.primary}
        aria-expanded={open}
        aria-controls="new-quote"
        onClick={(event) => {
          event.preventDefault();
          onToggle();
        }}
      >
        {open ? quotesSection.cancel : quotesSection.newQuote}
      </button>
    </form>
  );
}

/**
 * A returning client's quotes: where they stand, the "New Quote" toggle with its form, and each
 * quote with its lines and deposit action. Shown only to a browser that holds quotes.
 */
export function YourQuotes({
  quotes,
  totalQuotes,
  payment,
  formOpen,
  onToggle,
  form,
}: {
  quotes: QuoteRow[];
  /** All of this browser's quotes, when more are held than listed. */
  totalQuotes: number;
  payment: PaymentMode;
  formOpen: boolean;
  onToggle: () => void;
  /** The quote form, rendered by the page while open. */
  form: ReactNode;
}) {
  return (
    <section aria-labelledby="your-quotes">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="your-quotes" className="text-2xl font-bold tracking-tight text-ink">
          {quotesSection.heading}
        </h2>
        <NewQuoteToggle open={formOpen} onToggle={onToggle} />
      </div>
      <p className="mt-2 text-slate-700">
        {quotesSection.note}{" "}
        <a href="/account/sign-in" className="font-semibold text-brand-700 underline underline-offset-2">
          {quotesSection.signIn.link}
        </a>
        {quotesSection.signIn.after}
        {totalQuotes > quotes.length ? ` ${quotesSection.showingRecent(quotes.length, totalQuotes)}` : null}
      </p>
      <QuoteSummary quotes={quotes} />
      <div id="new-quote">{formOpen ? form : null}</div>
      <QuoteList quotes={quotes} payment={payment} />
    </section>
  );
}
