import { useEffect, useState } from "react";
import { data, redirect, replace } from "react-router";
import { HowQuotesWork } from "~/components/billing/how-quotes-work";
import { PaymentModeNotice } from "~/components/billing/payment-mode-notice";
import { NewQuoteToggle, QuoteForm } from "~/components/billing/quote-form";
import { QuoteList } from "~/components/billing/quote-list";
import { SummaryCards } from "~/components/billing/summary-cards";
import type { BillingActionResult } from "~/components/billing/types";
import { Notice } from "~/components/forms/kit";
import { PageHero, Section } from "~/components/sections/page-hero";
import { billingHero, billingMeta, loadFailedToast, quotesSection } from "~/content/billing";
import { quoteFieldsFromForm } from "~/domain/quote-fields";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { toast } from "~/lib/toast-store";
import {
  billingPageFor,
  checkoutLocation,
  createDepositFor,
  createQuoteFor,
  requestInvoiceFor,
} from "~/server/billing-http.server";
import type { Route } from "./+types/billing";

// Without the rr_browser cookie (which bypasses the render cache) the page lists no quotes: the
// catalogue and the payment mode only, the same for every such visitor.
export const handle: PageHandle = {
  sitemap: () => [{ path: "/billing" }],
  renderCache: { tags: ["quotes"] },
};

/** Quotes of this browser only (signed cookie), with the catalogue for the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { status, page } = await billingPageFor(request);
  return data(
    {
      ...page,
      showForm: search.get("new") === "1",
      created: search.get("created") === "1",
      invoiceRequested: search.get("invoice") === "requested",
    },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Every form posts here, and the answer is the same with or without JavaScript: a created quote
 * redirects to /billing?created=1 (so the list is read with the cookie a first quote mints, and a
 * reload does not post again), an opened deposit redirects to its checkout, a requested invoice
 * to /billing?invoice=requested, a failure comes back with its code.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (form && form.get("intent") === "invoice") {
    const answer = await requestInvoiceFor(request, form.get("quote_id"));
    if (answer.status === 200) throw replace("/billing?invoice=requested", 303);
    return data<BillingActionResult>(
      { intent: "invoice", code: "invoice_failed", error: answer.body.error },
      { status: answer.status },
    );
  }
  if (form && form.get("intent") === "deposit") {
    const answer = await createDepositFor(request, form.get("quote_id"));
    if (answer.status === 200) throw redirect(checkoutLocation(answer.body.session_url), 303);
    const error = answer.status === 502 ? "Failed to create payment session" : answer.body.error;
    return data<BillingActionResult>(
      { intent: "deposit", code: "deposit_failed", error },
      { status: answer.status },
    );
  }
  const fields = form ? quoteFieldsFromForm(form) : {};
  const answer = await createQuoteFor(request, fields);
  if (answer.status === 200) {
    // Replace: the page the form was on is not worth a Back step of its own.
    const headers = answer.setCookie ? { "Set-Cookie": answer.setCookie } : undefined;
    throw replace("/billing?created=1", { status: 303, headers });
  }
  const { client_ref, contact_email, est_headcount, activity_slug, addons } = fields as Record<
    string,
    unknown
  >;
  return data<BillingActionResult>(
    {
      intent: "create",
      code: answer.code,
      error: answer.body.error,
      fieldErrors: answer.body.fieldErrors,
      values: { client_ref, contact_email, est_headcount, activity_slug, addons },
    },
    { status: answer.status },
  );
}

export const meta: Route.MetaFunction = () => seo({ ...billingMeta, path: "/billing" });

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const [showForm, setShowForm] = useState(loaderData.showForm || actionData?.intent === "create");
  const depositError = actionData?.intent === "deposit" ? actionData.error : null;
  const invoiceError = actionData?.intent === "invoice" ? actionData.error : null;

  useEffect(() => {
    if (loaderData.loadError) toast(loadFailedToast);
  }, [loaderData.loadError]);

  return (
    <>
      <PageHero title={billingHero.title} lead={billingHero.lead} />
      <Section>
        <PaymentModeNotice payment={loaderData.payment} className="mb-8" />
        <SummaryCards summary={loaderData.summary} />
        {loaderData.created ? (
          <Notice variant="success" className="mt-6">
            {quotesSection.created}
          </Notice>
        ) : null}
        {loaderData.invoiceRequested ? (
          <Notice variant="success" className="mt-6">
            {quotesSection.invoiceRequested}
          </Notice>
        ) : null}
        {depositError ? (
          <Notice variant="error" className="mt-6">
            {quotesSection.depositFailed(depositError)}
          </Notice>
        ) : null}
        {invoiceError ? (
          <Notice variant="error" className="mt-6">
            {quotesSection.invoiceFailed(invoiceError)}
          </Notice>
        ) : null}
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-2xl font-bold text-ink">{quotesSection.heading}</h2>
          <NewQuoteToggle open={showForm} onToggle={() => setShowForm((open) => !open)} />
        </div>
        <div id="new-quote">
          {showForm ? (
            <QuoteForm
              catalog={loaderData.catalog}
              result={actionData ?? undefined}
              created={loaderData.created}
              onDone={() => setShowForm(false)}
            />
          ) : null}
        </div>
        <h2 className="mt-12 text-2xl font-bold text-ink">{quotesSection.recentHeading}</h2>
        <p className="mt-2 text-slate-700">{quotesSection.recentNote}</p>
        <QuoteList quotes={loaderData.quotes} catalog={loaderData.catalog} payment={loaderData.payment} />
      </Section>
      <HowQuotesWork payment={loaderData.payment} />
    </>
  );
}
