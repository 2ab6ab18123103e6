import type { ReactNode } from "react";
import { PaymentMethodBadge, QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { cardStyles } from "~/components/ui/styles";
import type { QuoteBreakdown } from "~/domain/quote-pricing";
import { QuoteLines } from "./quote-lines";

/**
 * One quote on a page of its own (the emailed quote link, /billing/success): the activity and
 * headcount, its status and payment badges, every line, then `children` (its actions).
 */
export function QuoteCard({
  quote,
  children,
}: {
  quote: {
    activity: string;
    headcount: number;
    status: string;
    paymentMethod: string | null;
    breakdown: QuoteBreakdown;
    /** The event's start, when the quote is for a dated event. */
    eventWhen?: string | null;
  };
  children?: ReactNode;
}) {
  return (
    <article aria-labelledby="quote-title" className={`${cardStyles.base} p-6 sm:p-8`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="quote-title" className="text-2xl font-bold tracking-tight text-ink">
          {quote.activity}
          <span className="block text-base font-normal text-slate-700">{quote.headcount} people</span>
          {quote.eventWhen ? (
            <span className="block text-base font-normal text-slate-700">Event: {quote.eventWhen}</span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <span className="sr-only">Quote status:</span>
          <QuoteStatusBadge status={quote.status} />
          <PaymentMethodBadge method={quote.paymentMethod} />
        </div>
      </div>
      <QuoteLines
        breakdown={quote.breakdown}
        depositPaid={quote.paymentMethod !== null}
        className="mt-6 border-t border-slate-200 pt-4"
      />
      {children}
    </article>
  );
}
