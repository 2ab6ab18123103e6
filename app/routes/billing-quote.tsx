import { data, redirect, useNavigation } from "react-router";
import { BillingHelp } from "~/components/billing/billing-help";
import { HowQuotesWork } from "~/components/billing/how-quotes-work";
import { QuoteCard } from "~/components/billing/quote-card";
import { storedBreakdown } from "~/components/billing/quote-rows";
import { FormShell } from "~/components/forms/form-shell";
import { Notice } from "~/components/forms/kit";
import { PageHero, Section } from "~/components/sections/page-hero";
import { howQuotesWorkFor } from "~/content/billing";
import { billingHelp, depositState, quoteCard } from "~/content/quotes";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { checkoutLocation, eventWhen } from "~/server/billing-http.server";
import { privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventPaths } from "~/server/services/events/view.server";
import { DEPOSIT_STATUSES, type Quote } from "~/server/services/quote/model.server";
import { quoteKeyMatches, quoteLinkPath } from "~/server/services/quote-link.server";
import type { Route } from "./+types/billing-quote";

export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed (issue 40). */
export const headers: Route.HeadersFunction = privatePageHeaders;

/**
 * The quote named by an emailed link, when its key is right. A wrong or missing key answers
 * exactly like an unknown quote (404), so the link cannot be used to probe for quote ids.
 */
async function quoteFromLink(request: Request, id: string): Promise<Quote> {
  const { quotes, cookieSecret } = runtime();
  const key = new URL(request.url).searchParams.get("key");
  const quote = await quotes.get(id);
  if (!quote || !quoteKeyMatches(quote.id, key, cookieSecret)) {
    throw data({ error: "Quote not found" }, { status: 404, headers: privatePage });
  }
  return quote;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const quote = await quoteFromLink(request, params.id);
  // An event's quote lives on the event's page, which says what the event is now.
  if (quote.eventId) throw redirect(eventPaths(quote.eventId, runtime().cookieSecret).manage, 303);
  const catalog = await runtime().quotes.catalog();
  const item = catalog.find((entry) => entry.activitySlug === quote.activitySlug);
  const payment = runtime().deposits.mode;
  return data(
    {
      activity: item?.title ?? quote.activitySlug,
      clientRef: quote.clientRef,
      contactEmail: quote.contactEmail,
      headcount: quote.estHeadcount,
      eventWhen: quote.eventStartsAt ? eventWhen(quote.eventStartsAt) : null,
      breakdown: storedBreakdown(item, quote),
      status: quote.status,
      paymentMethod: quote.paymentMethod,
      canPay: DEPOSIT_STATUSES.includes(quote.status),
      payment,
      howQuotesWork: howQuotesWorkFor(payment),
    },
    { headers: privatePage },
  );
}

/**
 * 'Collect Deposit' (or, without a card checkout, 'Request an invoice') from the link: the key
 * stands in for the browser cookie that /billing requires, so the deposit session is opened, or
 * the invoice requested, as the quote's own owner through the same code.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const quote = await quoteFromLink(request, params.id);
  const form = await request.formData().catch(() => null);
  try {
    if (form?.get("intent") === "invoice") {
      const result = await runtime().quotes.requestInvoice(quote.id, quote.ownerHash);
      if (!result.ok) return data({ error: result.error }, { status: result.status, headers: privatePage });
      // Back to the link itself (a path: the visitor stays on the host they use), now saying so.
      throw redirect(quoteLinkPath(quote.id, runtime().cookieSecret), 303);
    }
    const result = await runtime().deposits.createSession(quote.id, quote.ownerHash);
    if (result.ok) throw redirect(checkoutLocation(result.sessionUrl), 303);
    return data({ error: result.error }, { status: result.status, headers: privatePage });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Creating a payment session or invoice request from a quote link failed:", error);
    return data(
      {
        error:
          form?.get("intent") === "invoice"
            ? "Failed to request an invoice"
            : "Failed to create payment session",
      },
      { status: 502, headers: privatePage },
    );
  }
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your Quote",
    description: "Your Rallyroom quote and its deposit.",
    path: "/billing",
    noindex: true,
  });

/** What the quote says instead of a button once the deposit is no longer the client's to start. */
function depositMessage(quote: { status: string; paymentMethod: string | null; contactEmail: string }) {
  if (quote.paymentMethod === "test") return depositState.testPaid;
  if (quote.paymentMethod) return depositState.paid;
  if (quote.status === "invoice_requested") return depositState.invoiceRequested(quote.contactEmail);
  if (quote.status === "invoiced") return depositState.invoiced(quote.contactEmail);
  return depositState.notDue;
}

export default function BillingQuote({ loaderData: quote, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { depositCents } = quote.breakdown;
  return (
    <>
      <PageHero
        title="Your Quote"
        lead={`Prepared for ${quote.contactEmail}${quote.clientRef ? ` (reference ${quote.clientRef})` : ""}.`}
      />
      <Section>
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-7">
            <QuoteCard quote={quote}>
              {/* Outside the form: a refusal (already paid) is still shown once the button is gone. */}
              {actionData ? (
                <Notice variant="error" className="mt-6">
                  {actionData.error}
                </Notice>
              ) : null}
              {quote.canPay && quote.payment === "invoice" ? (
                <FormShell
                  method="post"
                  className="mt-6"
                  disabled={busy}
                  hiddenFields={{ intent: "invoice" }}
                  submit={{ label: `${quoteCard.requestInvoice} (deposit ${formatCents(depositCents)})` }}
                />
              ) : quote.canPay ? (
                <FormShell
                  method="post"
                  className="mt-6"
                  disabled={busy}
                  hiddenFields={{ intent: "deposit" }}
                  submit={{
                    label: `Collect Deposit (${formatCents(depositCents)})${quote.payment === "test" ? quoteCard.testCheckout : ""}`,
                  }}
                />
              ) : (
                <p className="mt-6 text-slate-800" data-deposit-state>
                  {depositMessage(quote)}
                </p>
              )}
            </QuoteCard>
            <BillingHelp
              heading={billingHelp.quote.heading}
              body={billingHelp.quote.body}
              className="mt-10"
            />
          </div>
          <div className="lg:col-span-5">
            <HowQuotesWork copy={quote.howQuotesWork} />
          </div>
        </div>
      </Section>
    </>
  );
}
