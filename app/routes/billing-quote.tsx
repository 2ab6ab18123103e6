import { data, Form, redirect, useNavigation } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { buttonStyles } from "~/components/ui/styles";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "../../server/runtime";
import { quoteKeyMatches } from "../../server/services/quote-link";
import { DEPOSIT_STATUSES, type Quote } from "../../server/services/quotes";
import type { Route } from "./+types/billing-quote";

export const handle: PageHandle = { sitemap: false };

const headers = { "Cache-Control": "private, no-store" };

/**
 * The quote named by an emailed link, when its key is right. A wrong or missing key answers
 * exactly like an unknown quote (404), so the link cannot be used to probe for quote ids.
 */
async function quoteFromLink(request: Request, id: string): Promise<Quote> {
  const { quotes, cookieSecret } = runtime();
  const key = new URL(request.url).searchParams.get("key");
  const quote = await quotes.get(id);
  if (!quote || !quoteKeyMatches(quote.id, key, cookieSecret)) {
    throw data({ error: "Quote not found" }, { status: 404, headers });
  }
  return quote;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const quote = await quoteFromLink(request, params.id);
  const catalog = await runtime().quotes.catalog();
  const item = catalog.find((entry) => entry.activitySlug === quote.activitySlug);
  const addonLabels = new Map<string, string>(item?.addons.map((addon) => [addon.key, addon.name]) ?? []);
  return data(
    {
      activity: item?.title ?? quote.activitySlug,
      clientRef: quote.clientRef,
      contactEmail: quote.contactEmail,
      headcount: quote.estHeadcount,
      addons: quote.addons.map((key) => addonLabels.get(key) ?? key),
      rateCents: quote.rateCents,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      status: quote.status,
      canPay: DEPOSIT_STATUSES.includes(quote.status),
    },
    { headers },
  );
}

/**
 * 'Collect Deposit' from the link: the key stands in for the browser cookie that /billing
 * requires, so the deposit session is opened as the quote's own owner through the same code.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const quote = await quoteFromLink(request, params.id);
  try {
    const result = await runtime().deposits.createSession(
      quote.id,
      quote.ownerHash,
      new URL(request.url).origin,
    );
    if (result.ok) throw redirect(result.sessionUrl, 303);
    return data({ error: result.error }, { status: result.status, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Creating a payment session from a quote link failed:", error);
    return data({ error: "Failed to create payment session" }, { status: 502, headers });
  }
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your Quote",
    description: "Your Rallyroom quote and its deposit.",
    path: "/billing",
    noindex: true,
  });

export default function BillingQuote({ loaderData: quote, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const rows: [string, string][] = [
    ["Activity", quote.activity],
    ["Headcount", `${quote.headcount} people`],
    ["Rate", `${formatCents(quote.rateCents)} per person`],
    ["Add-ons", quote.addons.length > 0 ? quote.addons.join(", ") : "None"],
    ["Total", formatCents(quote.totalCents)],
    ["Deposit", formatCents(quote.depositCents)],
    ["Balance", formatCents(quote.balanceCents)],
  ];
  return (
    <>
      <PageHero
        title="Your Quote"
        lead={`Prepared for ${quote.contactEmail}${quote.clientRef ? ` (reference ${quote.clientRef})` : ""}.`}
      />
      <Section>
        <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center gap-3 text-ink">
            <span>Status:</span>
            <QuoteStatusBadge status={quote.status} />
          </div>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-ink">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {actionData ? (
            <p
              role="alert"
              className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
            >
              {actionData.error}
            </p>
          ) : null}
          {quote.canPay ? (
            <Form method="post" className="mt-6">
              <button type="submit" className={buttonStyles.primary} disabled={busy}>
                Collect Deposit ({formatCents(quote.depositCents)})
              </button>
            </Form>
          ) : (
            <p className="mt-6 text-slate-800">
              {quote.status === "accepted" || quote.status === "invoiced"
                ? "Your deposit is paid: nothing is due now."
                : "No deposit is due for this quote."}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
