import { summaryLabels } from "~/content/billing";
import { formatCents } from "~/domain/quote-pricing";
import type { QuoteTotals } from "./types";

/** This browser's totals: how many quotes, how many accepted, and their value. */
export function SummaryCards({ summary }: { summary: QuoteTotals }) {
  const cards = [
    { label: summaryLabels.totalQuotes, value: String(summary.totalQuotes) },
    { label: summaryLabels.acceptedQuotes, value: String(summary.acceptedQuotes) },
    { label: summaryLabels.totalValue, value: formatCents(summary.totalValueCents) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-ink">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
