import { quoteSummary } from "~/content/quotes";
import { formatCents } from "~/domain/quote-pricing";
import { payable } from "./quote-list";
import type { QuoteRow } from "./types";

/**
 * Where this browser's quotes stand, as facts a client acts on: deposits still to pay (and how
 * much), deposits being invoiced, dates secured. Only states that hold a quote are named; a
 * visitor without quotes sees none of it.
 */
export function QuoteSummary({ quotes }: { quotes: QuoteRow[] }) {
  const awaiting = quotes.filter((quote) => payable(quote.status));
  const invoicing = quotes.filter(
    (quote) => !quote.payment_method && (quote.status === "invoice_requested" || quote.status === "invoiced"),
  );
  const paid = quotes.filter((quote) => quote.payment_method && quote.payment_method !== "test");
  const testPaid = quotes.filter((quote) => quote.payment_method === "test");
  const dueCents = awaiting.reduce((sum, quote) => sum + quote.deposit_cents, 0);
  const facts = [
    awaiting.length > 0 ? quoteSummary.awaiting(awaiting.length, formatCents(dueCents)) : null,
    invoicing.length > 0 ? quoteSummary.invoicing(invoicing.length) : null,
    paid.length > 0 ? quoteSummary.secured(paid.length) : null,
    testPaid.length > 0 ? quoteSummary.test(testPaid.length) : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul aria-label={quoteSummary.label} data-quote-summary className="mt-4 flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li
          key={fact}
          className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-800"
        >
          {fact}
        </li>
      ))}
    </ul>
  );
}
