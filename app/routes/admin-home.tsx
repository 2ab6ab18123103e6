import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import {
  PaymentMethodBadge,
  QuoteStatusBadge,
  quoteStatusLabel,
} from "~/components/sections/quote-status-badge";
import { formatCents } from "~/domain/quote-pricing";
import { vendorDocumentLabels } from "~/domain/vendor-pack";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-home";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async () => {
  const { quotes, vendorPack } = runtime();
  const [counts, payments, pack] = await Promise.all([
    quotes.countsByStatus(),
    quotes.paymentTotals(),
    vendorPack.staffList(),
  ]);
  // One line flags the vendor pack's documents customers are not offered (expired or missing).
  const unoffered = [
    ...pack.expired.map((kind) => `${vendorDocumentLabels[kind].name} expired`),
    ...pack.missing.map((kind) => `${vendorDocumentLabels[kind].name} missing`),
  ];
  return { counts, payments, unoffered };
});

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin overview", description: "Rallyroom staff admin.", path: "/admin" });

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { paid, test } = loaderData.payments;
  const { unoffered } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Overview</h1>
      {unoffered.length > 0 ? (
        <p className="mt-4 font-semibold text-red-700" data-testid="vendor-pack-flag">
          Vendor pack: {unoffered.join(", ")}; not offered to customers.{" "}
          <Link to="/admin/vendor-pack" className="text-brand-700 underline underline-offset-2">
            Open the vendor pack
          </Link>
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-ink">Deposits paid</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-paid="real">
          <p className="text-sm font-medium text-slate-700">Paid by card or invoice</p>
          <p className="mt-2 text-3xl font-bold text-ink">{paid.count}</p>
          <p className="text-sm text-slate-700">
            {formatCents(paid.depositCents)} in deposits, on quotes worth {formatCents(paid.totalCents)}
          </p>
        </li>
        <li className="rounded-2xl border-2 border-dashed border-amber-700 bg-amber-50 p-5" data-paid="test">
          <PaymentMethodBadge method="test" />
          <p className="mt-3 text-3xl font-bold text-ink">{test.count}</p>
          <p className="text-sm text-amber-950">
            Marked paid through the test checkout ({formatCents(test.depositCents)} that was never taken).
            Left out of every other figure on this page and in the funnel.
          </p>
          {test.count > 0 ? (
            <Link
              to="/admin/quotes?payment=test"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              See test payments
            </Link>
          ) : null}
        </li>
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-ink">Quotes by status</h2>
      <p className="mt-2 text-sm text-slate-700">Test payments are not counted here.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Object.entries(loaderData.counts).map(([status, { count, totalCents }]) => (
          <li key={status} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <QuoteStatusBadge status={status} />
            <p className="mt-3 text-3xl font-bold text-ink">{count}</p>
            <p className="text-sm text-slate-700">{formatCents(totalCents)} in total</p>
            <Link
              to={`/admin/quotes?status=${status}`}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              See {quoteStatusLabel(status)} quotes
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">
        The{" "}
        <Link to="/admin/funnel" className="font-semibold text-brand-700 underline">
          funnel
        </Link>{" "}
        shows page views, quiz completions, leads, quotes and deposits by week.
      </p>
    </>
  );
}
