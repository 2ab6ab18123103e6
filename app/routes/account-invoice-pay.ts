import { data, redirect } from "react-router";
import { requireAccountPost } from "~/server/account-http.server";
import { checkoutLocation } from "~/server/billing-http.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-invoice-pay";

/**
 * "Pay by card" on an open invoice from the workspace (`POST /account/events/:id/invoices/INV-000042/pay`,
 * issue 43): for finance and organisers of the event, the same card checkout as the signed page's,
 * returning to the workspace's page of the event. Anyone else, or no such invoice, gets a 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { account } = await requireAccountPost(request);
  const result = await runtime().workspace.pay(account.email, params.id, params.file);
  if (result.ok) throw redirect(checkoutLocation(result.url), { status: 303, headers: noStore });
  if (result.status === 404) throw data({ error: "Invoice not found" }, { status: 404, headers: noStore });
  throw redirect(`/account/events/${params.id}?invoice_pay=${result.refusal}#documents`, {
    status: 303,
    headers: noStore,
  });
}
