import { data, Link } from "react-router";
import { BillingHelp } from "~/components/billing/billing-help";
import { DepositNextSteps } from "~/components/billing/deposit-next-steps";
import { QuoteCard } from "~/components/billing/quote-card";
import { storedBreakdown } from "~/components/billing/quote-rows";
import { PageHero, Section } from "~/components/sections/page-hero";
import { paymentMethodLabel } from "~/components/sections/quote-status-badge";
import { buttonStyles } from "~/components/ui/styles";
import { billingHelp } from "~/content/quotes";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { eventWhen } from "~/server/billing-http.server";
import { loaderCacheHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/billing-success";

export const handle: PageHandle = { sitemap: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Deposit Status",
    description: "The status of your Rallyroom deposit payment.",
    path: "/billing/success",
    noindex: true,
  });

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

type PaymentState = "paid" | "pending" | "failed" | "not_found" | "missing";

/**
 * Reads what the server knows: the quote is shown accepted only when the fulfilment (webhook or
 * test checkout) has accepted it. Visiting this page changes nothing.
 */
/** The picture beside the result, sent as data rather than with the scenes' JavaScript. */
const scene = scenes["branding-options"];

/** A payment's own page: never kept by a shared cache (the loader says no-store). */
export const headers: Route.HeadersFunction = loaderCacheHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("session_id");
  const sessionId = raw && SESSION_ID.test(raw) ? raw : null;
  const headers = { "Cache-Control": "no-store" };
  if (!sessionId)
    return data(
      { sessionId: null, state: "missing" as PaymentState, quote: null, test: false, scene },
      { headers },
    );
  const row = await runtime().deposits.sessionWithQuote(sessionId);
  if (!row)
    return data(
      { sessionId, state: "not_found" as PaymentState, quote: null, test: false, scene },
      { headers },
    );
  const { session, quote } = row;
  const item = (await runtime().quotes.catalog()).find((entry) => entry.activitySlug === quote.activitySlug);
  const accepted = session.status === "paid" && (quote.status === "accepted" || quote.status === "invoiced");
  const state: PaymentState = accepted ? "paid" : session.status === "failed" ? "failed" : "pending";
  return data(
    {
      sessionId,
      state,
      quote: {
        status: quote.status,
        paymentMethod: quote.paymentMethod,
        activity: item?.title ?? quote.activitySlug,
        headcount: quote.estHeadcount,
        eventWhen: quote.eventStartsAt ? eventWhen(quote.eventStartsAt) : null,
        breakdown: storedBreakdown(item, quote),
      },
      /** A session of the built-in test checkout: whatever it says, no money moves. */
      test: session.provider === "test",
      scene,
    },
    { headers },
  );
}

const copy: Record<PaymentState, { title: string; lead: string }> = {
  paid: {
    title: "Payment Successful!",
    lead: "Your deposit is confirmed and your quote is accepted. Your host will be in touch to plan the event.",
  },
  pending: {
    title: "Payment pending",
    lead: "We have not received the payment confirmation yet. Some payment methods take a little while: refresh this page in a minute.",
  },
  failed: {
    title: "Payment failed",
    lead: "Your payment provider reported that this deposit payment failed. You can try again from the billing page.",
  },
  not_found: {
    title: "Payment not found",
    lead: "We have no payment session with this id. Check the link, or start again from the billing page.",
  },
  missing: {
    title: "Deposit Status",
    lead: "No payment session was given in this link. Your quotes and their status are on the billing page.",
  },
};

/** The lead of a paid test checkout session: the success is real, the money is not. */
const testPaidLead =
  "This deposit went through the built-in test checkout: no card was charged and no money was taken. The quote is marked accepted, and labelled a test payment wherever it is shown.";

export default function BillingSuccess({ loaderData }: Route.ComponentProps) {
  const { title, lead } = copy[loaderData.state];
  const testPaid = loaderData.test && loaderData.state === "paid";
  const { quote } = loaderData;
  return (
    <>
      <PageHero
        title={title}
        eyebrow={loaderData.test ? paymentMethodLabel.test : undefined}
        lead={testPaid ? testPaidLead : lead}
      />
      <Section>
        {/* Wide: the result, then whom to ask, on the left; the next steps beside both. Narrow: the
            result, the next steps, then whom to ask. */}
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-10">
          <div className="lg:col-span-7">
            {quote ? <QuoteCard quote={quote} /> : null}
            {loaderData.sessionId ? (
              <p className={`text-sm text-slate-700 ${quote ? "mt-4" : ""}`}>
                Payment session:{" "}
                <code className="rounded bg-slate-100 px-2 py-1 wrap-anywhere text-ink">
                  {loaderData.sessionId}
                </code>
              </p>
            ) : null}
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to="/billing" className={buttonStyles.primary}>
                Back to Billing
              </Link>
              <Link to="/" className={buttonStyles.secondary}>
                Home
              </Link>
            </div>
          </div>
          <div className="lg:col-span-5 lg:row-span-2">
            <DepositNextSteps
              scene={loaderData.scene}
              paid={loaderData.state === "paid"}
              balanceCents={quote?.breakdown.balanceCents ?? null}
            />
          </div>
          <BillingHelp
            heading={billingHelp.payment.heading}
            body={billingHelp.payment.body(loaderData.sessionId !== null)}
            className="self-start lg:col-span-7"
          />
        </div>
      </Section>
    </>
  );
}
