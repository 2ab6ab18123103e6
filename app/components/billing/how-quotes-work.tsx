import { Link } from "react-router";
import { Notice } from "~/components/forms/kit";
import type { HowQuotesWorkCopy } from "~/content/billing";

/**
 * What a quote is and how its money works, before the form: the price, the deposit (its
 * percentage, and how this site takes it: Stripe, the test checkout or an invoice), the balance
 * and changes of plan; a notice when deposits are not real card payments (the test checkout
 * takes no money; invoices only). The words come from the page's loader (howQuotesWorkFor).
 */
export function HowQuotesWork({ copy }: { copy: HowQuotesWorkCopy }) {
  return (
    <section aria-labelledby="how-quotes-work">
      <h2 id="how-quotes-work" className="text-2xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      <p className="mt-3 leading-7 text-slate-700">{copy.intro}</p>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {copy.facts.map((fact) => (
          <div key={fact.term} className="py-4">
            <dt className="font-semibold text-ink">{fact.term}</dt>
            <dd className="mt-1 leading-7 text-slate-700">{fact.body}</dd>
          </div>
        ))}
      </dl>
      {copy.notice ? (
        <Notice variant="info" title={copy.notice.title} className="mt-6">
          <span data-payment-mode={copy.notice.mode}>{copy.notice.body}</span>
        </Notice>
      ) : null}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/booking-policy" className="font-semibold text-brand-700 underline">
          {copy.termsLink}
        </Link>
        <Link to="/pricing" className="font-semibold text-brand-700 underline">
          {copy.pricingLink}
        </Link>
      </p>
    </section>
  );
}
