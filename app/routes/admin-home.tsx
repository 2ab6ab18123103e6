import { data, Link } from "react-router";
import { QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "../../server/runtime";
import { noStore, requireStaffPage } from "../../server/staff-http";
import type { Route } from "./+types/admin-home";

export const handle: PageHandle = { sitemap: false };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  return data({ counts: await runtime().quotes.countsByStatus() }, { headers: noStore });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Admin overview", description: "Rallyroom staff admin.", path: "/admin", noindex: true });

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Overview</h1>
      <h2 className="mt-8 text-xl font-semibold text-ink">Quotes by status</h2>
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
              See {status} quotes
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
