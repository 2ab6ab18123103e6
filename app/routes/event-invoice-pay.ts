import { data, redirect } from "react-router";
import { checkoutLocation } from "~/server/billing-http.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/event-invoice-pay";

/**
 * "Pay by card" on an open invoice of an event (`POST /events/:id/invoices/INV-000042/pay`, the
 * event page's button, with the event's key): a card checkout for exactly what is still due on
 * that invoice, its payment attributed to it. Refused, the buyer is sent back to the page, which
 * says why; a wrong key, number or event is a 404. The request policy admits and counts the POST
 * as the event page's own.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const key = String(form?.get("key") ?? "");
  const result = await runtime().invoices.pay(params.id, key, params.file);
  // The test checkout by its path (the form's CSP and the visitor's host stay), Stripe's by its URL.
  if (result.ok) throw redirect(checkoutLocation(result.url), { status: 303, headers: noStore });
  if (result.status === 404) throw data({ error: "Invoice not found" }, { status: 404, headers: noStore });
  const back = `/events/${params.id}?key=${encodeURIComponent(key)}&invoice_pay=${result.refusal}#invoices`;
  throw redirect(back, { status: 303, headers: noStore });
}
