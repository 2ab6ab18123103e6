import { data, Link, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton } from "~/components/admin/admin-session";
import { ActionNotice, FilterForm, UtcTime } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/forms/kit";
import {
  PaymentMethodBadge,
  paymentMethodLabel,
  QuoteStatusBadge,
  quoteStatusLabel,
} from "~/components/sections/quote-status-badge";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { shownQuoteStatus } from "~/server/services/quote/model.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-quotes";

export const handle: PageHandle = { sitemap: false };

const statuses = ["draft", "sent", "invoice_requested", "accepted", "invoiced"] as const;
type Status = (typeof statuses)[number];
const isStatus = (value: unknown): value is Status => statuses.includes(value as Status);

const payments = ["stripe", "invoice", "test", "unpaid"] as const;
type Payment = (typeof payments)[number];
const isPayment = (value: unknown): value is Payment => payments.includes(value as Payment);
const paymentFilterLabel: Record<Payment, string> = { ...paymentMethodLabel, unpaid: "Unpaid" } as Record<
  Payment,
  string
>;

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs) => {
  const search = new URL(request.url).searchParams;
  const rawStatus = search.get("status");
  const rawPayment = search.get("payment");
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const payment = isPayment(rawPayment) ? rawPayment : undefined;
  const { quotes } = runtime();
  const [list, catalog] = await Promise.all([quotes.listAll({ status, payment }), quotes.catalog()]);
  const titles = Object.fromEntries(catalog.map((item) => [item.activitySlug, item.title]));
  return {
    status: status ?? "",
    payment: payment ?? "",
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
      // An event's quote shows its event's status, and offers no step here: /admin/events has them.
      status: shownQuoteStatus(quote),
      paymentMethod: quote.paymentMethod,
      paidAt: quote.paidAt?.toISOString() ?? null,
      createdAt: quote.createdAt.toISOString(),
    })),
  };
});

/**
 * The three steps staff take with a quote: when its button is offered, the button's verb and
 * what it tells screen readers, and why the server refuses it when the quote has moved on.
 */
const intents = {
  mark_sent: {
    offered: (quote: QuoteState) => quote.status === "draft",
    label: "Mark sent",
    detail: (email: string) => `(emails ${email})`,
    refused: "Only a draft quote can be marked sent.",
  },
  mark_invoiced: {
    offered: (quote: QuoteState) => ["sent", "invoice_requested", "accepted"].includes(quote.status),
    label: "Mark invoiced",
    detail: (email: string) => `for ${email}`,
    refused: "Only a sent, invoice requested or accepted quote can be marked invoiced.",
  },
  mark_paid: {
    offered: (quote: QuoteState) => quote.status === "invoiced" && !quote.paymentMethod,
    label: "Mark paid",
    detail: (email: string) => `(deposit by invoice, ${email})`,
    refused: "Only an invoiced quote whose deposit is unpaid can be marked paid.",
  },
} as const;
type QuoteState = { status: string; paymentMethod: string | null };
type Intent = keyof typeof intents;
const intentNames = Object.keys(intents) as Intent[];
const isIntent = (value: unknown): value is Intent => typeof value === "string" && value in intents;

/**
 * Mark sent (emails the client their quote link), mark invoiced, or mark paid (the invoiced
 * deposit arrived: the quote is accepted, paid by invoice). POST with the CSRF token.
 */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const id = String(form.get("quote_id") ?? "");
  const intent = form.get("intent");
  const { quotes } = runtime();
  if (!isIntent(intent)) {
    return data({ ok: false, message: "Choose mark sent, mark invoiced or mark paid." }, { status: 400 });
  }
  const updated =
    intent === "mark_sent"
      ? await quotes.markSent(id)
      : intent === "mark_invoiced"
        ? await quotes.markInvoiced(id)
        : await quotes.markPaid(id);
  if (!updated) return data({ ok: false, message: intents[intent].refused }, { status: 409 });
  return data({
    ok: true,
    message:
      intent === "mark_paid"
        ? `Quote for ${updated.contactEmail} is now accepted: deposit paid by invoice.`
        : `Quote for ${updated.contactEmail} is now ${quoteStatusLabel(updated.status)}.`,
  });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin: quotes", description: "Every client's quotes.", path: "/admin/quotes" });

export default function AdminQuotes({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Quotes</h1>
      <FilterForm>
        <SelectField
          id="status-filter"
          name="status"
          label="Status"
          placeholder="All statuses"
          options={statuses.map((status) => ({ value: status, label: quoteStatusLabel(status) }))}
          defaultValue={loaderData.status}
        />
        <SelectField
          id="payment-filter"
          name="payment"
          label="Payment"
          placeholder="Any payment"
          options={payments.map((payment) => ({ value: payment, label: paymentFilterLabel[payment] }))}
          defaultValue={loaderData.payment}
        />
      </FilterForm>
      <ActionNotice result={actionData} />
      {loaderData.quotes.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No quotes{loaderData.status ? ` with status ${quoteStatusLabel(loaderData.status)}` : ""}
          {loaderData.payment ? ` (${paymentFilterLabel[loaderData.payment as Payment]})` : ""} yet.{" "}
          {loaderData.status || loaderData.payment ? (
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
              className={`rounded-2xl border bg-white p-5 shadow-sm ${quote.paymentMethod === "test" ? "border-2 border-dashed border-amber-700" : "border-slate-200"}`}
              data-quote-id={quote.id}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink">
                  {quote.activity} · {quote.headcount} people
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  <QuoteStatusBadge status={quote.status} />
                  <PaymentMethodBadge method={quote.paymentMethod} />
                </div>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {quote.contactEmail}
                {quote.clientRef ? ` · ${quote.clientRef}` : ""} · created <UtcTime iso={quote.createdAt} />
              </p>
              <p className="mt-2 text-sm text-ink">
                Total {formatCents(quote.totalCents)} · deposit {formatCents(quote.depositCents)} · balance{" "}
                {formatCents(quote.balanceCents)}
                {quote.addons.length > 0 ? ` · add-ons: ${quote.addons.join(", ")}` : ""}
              </p>
              {quote.paymentMethod === "test" ? (
                <p className="mt-2 text-sm font-semibold text-amber-950">
                  Marked paid through the built-in test checkout: no money was taken, and it is left out of
                  the overview's and the funnel's paid figures.
                </p>
              ) : quote.paidAt ? (
                <p className="mt-2 text-sm text-slate-700">
                  Deposit paid <UtcTime iso={quote.paidAt} />
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-3">
                {intentNames
                  .filter((intent) => intents[intent].offered(quote))
                  .map((intent) => (
                    <StaffButton
                      key={intent}
                      hiddenFields={{ quote_id: quote.id, intent }}
                      busy={busy}
                      label={intents[intent].label}
                      detail={intents[intent].detail(quote.contactEmail)}
                    />
                  ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
