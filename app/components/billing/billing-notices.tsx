import { Notice } from "~/components/forms/kit";
import { billingNotices } from "~/content/billing";
import type { BillingActionResult } from "./types";

/**
 * How the last action on /billing ended, above everything else: a created quote (which takes
 * focus, as the form it came from closes), a requested invoice, or a deposit or invoice that
 * failed. Each works without JavaScript: the first two come from the redirect's query string.
 */
export function BillingNotices({
  created,
  invoiceRequested,
  result,
}: {
  created: boolean;
  invoiceRequested: boolean;
  result: BillingActionResult | undefined;
}) {
  const depositError = result?.intent === "deposit" ? result.error : null;
  const invoiceError = result?.intent === "invoice" ? result.error : null;
  return (
    <>
      {created ? (
        <Notice variant="success" className="mb-8" focusKey="created">
          {billingNotices.created}
        </Notice>
      ) : null}
      {invoiceRequested ? (
        <Notice variant="success" className="mb-8">
          {billingNotices.invoiceRequested}
        </Notice>
      ) : null}
      {depositError ? (
        <Notice variant="error" className="mb-8">
          {billingNotices.depositFailed(depositError)}
        </Notice>
      ) : null}
      {invoiceError ? (
        <Notice variant="error" className="mb-8">
          {billingNotices.invoiceFailed(invoiceError)}
        </Notice>
      ) : null}
    </>
  );
}
