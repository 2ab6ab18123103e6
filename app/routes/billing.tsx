import { useEffect } from "react";
import { data, redirect, replace } from "react-router";
import { BillingPage } from "~/components/billing/billing-page";
import { toQuoteRows } from "~/components/billing/quote-rows";
import type { BillingActionResult } from "~/components/billing/types";
import { billingMeta, billingProse, loadFailedToast } from "~/content/billing";
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
import { loaderCacheHeaders, sharedPageCache } from "~/server/http.server";
import type { Route } from "./+types/billing";

export const handle: PageHandle = { sitemap: () => [{ path: "/billing" }] };

// The loader decides: a visit without cookies sees the catalogue and the payment mode only, the
// same for everyone, which a shared cache may keep; a browser's quotes are never stored.
export const headers: Route.HeadersFunction = loaderCacheHeaders;

/** Quotes of this browser only (signed cookie), each with its priced lines; the catalogue for the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { status, page } = await billingPageFor(request);
  return data(
    {
      ...page,
      prose: billingProse(page.payment),
      quotes: toQuoteRows(page.quotes, page.catalog),
      showForm: search.get("new") === "1",
      created: search.get("created") === "1",
      invoiceRequested: search.get("invoice") === "requested",
    },
    {
      status,
      headers: {
        "Cache-Control":
          status === 200 && !request.headers.has("cookie") ? sharedPageCache : "private, no-store",
        Vary: "Cookie",
      },
    },
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

/** The page itself is a client page, not a dashboard: see BillingPage. */
export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.loadError) toast(loadFailedToast);
  }, [loaderData.loadError]);
  return (
    <BillingPage
      catalog={loaderData.catalog}
      quotes={loaderData.quotes}
      totalQuotes={loaderData.summary.totalQuotes}
      payment={loaderData.payment}
      prose={loaderData.prose}
      showForm={loaderData.showForm}
      created={loaderData.created}
      invoiceRequested={loaderData.invoiceRequested}
      result={actionData ?? undefined}
    />
  );
}
