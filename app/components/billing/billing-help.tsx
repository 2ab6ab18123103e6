import { useId } from "react";
import { SupportHours } from "~/components/sections/support-hours";
import { site } from "~/config/site";

/** Whom a client asks about a quote or a payment: the team's address, phone and hours. */
export function BillingHelp({
  heading,
  body,
  className = "",
}: {
  heading: string;
  body: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-slate-50 p-6 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{body}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
        <li>
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.support}`}>
            {site.email.support}
          </a>
        </li>
        <li>
          <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.tel}`}>
            {site.phone.display}
          </a>
        </li>
      </ul>
      <SupportHours className="mt-4 gap-x-4 text-sm" />
    </section>
  );
}
