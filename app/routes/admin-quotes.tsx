import { data, Form, Link, useNavigation } from "react-router";
import { CsrfField } from "~/components/admin/admin-session";
import { QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { inputClass } from "~/components/ui/field";
import { buttonStyles } from "~/components/ui/styles";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "../../server/runtime";
import { noStore, requireStaffPage, requireStaffPost } from "../../server/staff-http";
import type { Route } from "./+types/admin-quotes";

export const handle: PageHandle = { sitemap: false };

const statuses = ["draft", "sent", "accepted", "invoiced"] as const;
type Status = (typeof statuses)[number];
const isStatus = (value: unknown): value is Status => statuses.includes(value as Status);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const raw = new URL(request.url).searchParams.get("status");
  const status = isStatus(raw) ? raw : undefined;
  const { quotes } = runtime();
  const [list, catalog] = await Promise.all([quotes.listAll(status ? { status } : {}), quotes.catalog()]);
  const titles = Object.fromEntries(catalog.map((item) => [item.activitySlug, item.title]));
  return data(
    {
      status: status ?? "",
      quotes: list.map((quote) => ({
        id: quote.id,
        activity: titles[quote.activitySlug] ?? quote.activitySlug,
        contactEmail: quote.contactEmail,
        clientRef: quote.clientRef,
        headcount: quote.estHeadcount,
        addons: quote.addons,
        totalCents: quote.totalCents,
        depositCents: quote.depositCents,
        balanceCents: quote.balanceCents,
        status: quote.status,
        createdAt: quote.createdAt.toISOString(),
      })),
    },
    { headers: noStore },
  );
}

/** Mark sent (emails the client their quote link) or mark invoiced: POST with the CSRF token. */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const id = String(form.get("quote_id") ?? "");
  const intent = form.get("intent");
  const { quotes } = runtime();
  if (intent !== "mark_sent" && intent !== "mark_invoiced") {
    return data({ ok: false, message: "Choose mark sent or mark invoiced." }, { status: 400 });
  }
  const updated = intent === "mark_sent" ? await quotes.markSent(id) : await quotes.markInvoiced(id);
  if (!updated) {
    return data(
      {
        ok: false,
        message:
          intent === "mark_sent"
            ? "Only a draft quote can be marked sent."
            : "Only a sent or accepted quote can be marked invoiced.",
      },
      { status: 409 },
    );
  }
  return data({
    ok: true,
    message: `Quote for ${updated.contactEmail} is now ${updated.status}.`,
  });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Admin: quotes",
    description: "Every client's quotes.",
    path: "/admin/quotes",
    noindex: true,
  });

export default function AdminQuotes({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Quotes</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="status-filter" className="block font-medium text-ink">
            Status
          </label>
          <select id="status-filter" name="status" defaultValue={loaderData.status} className={inputClass}>
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Filter
        </button>
      </Form>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-lg border p-4 font-medium ${
            actionData.ok
              ? "border-green-300 bg-green-50 text-green-900"
              : "border-red-300 bg-red-50 text-red-900"
          }`}
        >
          {actionData.message}
        </p>
      ) : null}
      {loaderData.quotes.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No quotes{loaderData.status ? ` with status ${loaderData.status}` : ""} yet.{" "}
          {loaderData.status ? (
            <Link to="/admin/quotes" className="font-semibold text-brand-700 underline">
              Show all
            </Link>
          ) : null}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.quotes.map((quote) => (
            <li
              key={quote.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-quote-id={quote.id}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink">
                  {quote.activity} · {quote.headcount} people
                </h2>
                <QuoteStatusBadge status={quote.status} />
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {quote.contactEmail}
                {quote.clientRef ? ` · ${quote.clientRef}` : ""} · created{" "}
                <time dateTime={quote.createdAt}>{quote.createdAt.slice(0, 16).replace("T", " ")} UTC</time>
              </p>
              <p className="mt-2 text-sm text-ink">
                Total {formatCents(quote.totalCents)} · deposit {formatCents(quote.depositCents)} · balance{" "}
                {formatCents(quote.balanceCents)}
                {quote.addons.length > 0 ? ` · add-ons: ${quote.addons.join(", ")}` : ""}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                {quote.status === "draft" ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="quote_id" value={quote.id} />
                    <input type="hidden" name="intent" value="mark_sent" />
                    <button type="submit" className={buttonStyles.small} disabled={busy}>
                      Mark sent<span className="sr-only"> (emails {quote.contactEmail})</span>
                    </button>
                  </Form>
                ) : null}
                {quote.status === "sent" || quote.status === "accepted" ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="quote_id" value={quote.id} />
                    <input type="hidden" name="intent" value="mark_invoiced" />
                    <button type="submit" className={buttonStyles.small} disabled={busy}>
                      Mark invoiced<span className="sr-only"> for {quote.contactEmail}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
