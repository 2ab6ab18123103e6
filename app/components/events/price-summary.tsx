import { Link } from "react-router";
import { cardStyles } from "~/components/ui/styles";
import type { PriceSummary as Price } from "~/domain/event-checkout";

/** The price as the server formatted it (app/server/event-pages.server.ts `priceSummary`). */
export type PriceSummaryData = Price;

/**
 * The event's price, line by line, with the deposit due now and the balance after the event; with
 * `terms={false}` (a cancelled event) the lines and the total only, since nothing more is due.
 */
export function PriceSummary({
  price,
  heading = "Your price",
  headingId,
  note,
  terms = true,
}: {
  price: PriceSummaryData;
  heading?: string;
  headingId: string;
  note?: string | null;
  terms?: boolean;
}) {
  return (
    <section aria-labelledby={headingId} className={`${cardStyles.base} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-price-lines="">
        {price.lines.map((line) => (
          <div key={line.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className={`shrink-0 font-semibold ${line.discount ? "text-green-800" : "text-ink"}`}>
              {line.amount}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold text-ink">Total</dt>
          <dd className="font-extrabold text-ink" data-total="">
            {price.total}
          </dd>
        </div>
        {terms ? (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-700">Deposit ({price.depositPercent}%) to hold the date</dt>
              <dd className="font-semibold text-ink" data-deposit="">
                {price.deposit}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-700">Balance, invoiced after the event</dt>
              <dd className="font-semibold text-ink">{price.balance}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {price.minimumApplied ? (
        <p className="mt-3 text-sm text-slate-700">
          Small teams pay the minimum event fee instead of the per-person rate.
        </p>
      ) : null}
      {price.rush ? (
        <p className="mt-2 text-sm text-slate-700">
          The rush fee applies because the event is less than two weeks away.
        </p>
      ) : null}
      {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
      <p className="mt-3 text-sm text-slate-700">
        Prices in US dollars. Changes and cancellations follow our{" "}
        <Link to="/booking-policy" className="font-semibold text-brand-700 underline underline-offset-2">
          booking policy
        </Link>
        .
      </p>
    </section>
  );
}
