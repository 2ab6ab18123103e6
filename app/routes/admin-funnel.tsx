import { adminMeta } from "~/components/admin/admin-meta";
import { PaymentMethodBadge } from "~/components/sections/quote-status-badge";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-funnel";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(() => runtime().funnel.weekly(12));

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin: funnel", description: "The funnel by week.", path: "/admin/funnel" });

const columns = [
  "Week of",
  "Page views",
  "Quiz completions",
  "Leads by source",
  "Calls booked",
  "Events booked",
  "Quotes",
  "Deposits paid",
];

/** A week's count, with a line below it that breaks it down when there is one. */
function CountCell({
  count,
  note = "",
  noteClassName = "text-slate-700",
}: {
  count: number;
  note?: string;
  noteClassName?: string;
}) {
  return (
    <td className="px-4 py-3">
      {count}
      {note ? <span className={`block ${noteClassName}`}>{note}</span> : null}
    </td>
  );
}

export default function AdminFunnel({ loaderData }: Route.ComponentProps) {
  const { weeks, sources, pageViewsFromAllEvents } = loaderData;
  /** One weekly count summed over the weeks shown. */
  const total = (key: Exclude<keyof (typeof weeks)[number], "week" | "leadsBySource">) =>
    weeks.reduce((sum, week) => sum + week[key], 0);
  const testDeposits = total("testDeposits");
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Funnel</h1>
      <p className="mt-2 text-slate-700">
        The last 12 weeks, Monday to Sunday in the business time zone. Page views → quiz completions → leads →
        calls and events booked → quotes → deposits paid.
        {pageViewsFromAllEvents
          ? " No page_view events are recorded yet, so the first column counts every analytics event."
          : ""}{" "}
        Calls booked counts intro calls and live demos; events booked counts events bought on the site, in the
        week the buyer paid or chose an invoice, while not cancelled. Deposits paid counts card and invoice
        payments only.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
        {[
          ["Page views", total("pageViews")],
          ["Quiz completions", total("quizCompletions")],
          ["Leads", total("leads")],
          ["Calls booked", total("callsBooked")],
          ["Events booked", total("eventsBooked")],
          ["Quotes", total("quotes")],
          ["Deposits paid", total("deposits")],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {testDeposits > 0 ? (
        <p
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-amber-700 bg-amber-50 p-4 text-amber-950"
          data-test-deposits={testDeposits}
        >
          <PaymentMethodBadge method="test" />
          <span>
            {testDeposits} {testDeposits === 1 ? "deposit was" : "deposits were"} marked paid through the test
            checkout in these weeks: not counted in Deposits paid.
          </span>
        </p>
      ) : null}
      <section
        className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        aria-label="Funnel by week"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Funnel by week, newest first</caption>
          <thead className="bg-slate-100 text-ink">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-ink">
                  {week.week}
                </th>
                <CountCell count={week.pageViews} />
                <CountCell count={week.quizCompletions} />
                <CountCell
                  count={week.leads}
                  note={sources
                    .filter((source) => week.leadsBySource[source])
                    .map((source) => `${source}: ${week.leadsBySource[source]}`)
                    .join(", ")}
                />
                <CountCell count={week.callsBooked} />
                <CountCell count={week.eventsBooked} />
                <CountCell count={week.quotes} />
                <CountCell
                  count={week.deposits}
                  note={week.testDeposits ? `+ ${week.testDeposits} test (no money taken)` : ""}
                  noteClassName="text-amber-950"
                />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
