import { Notice } from "~/components/forms/kit";
import { paymentModeNotice } from "~/content/billing";
import type { PaymentMode } from "./types";

/**
 * Says how this site takes deposits when it is not a real card payment: the test checkout (no
 * money taken) or invoices only. Nothing in Stripe mode.
 */
export function PaymentModeNotice({ payment, className }: { payment: PaymentMode; className?: string }) {
  if (payment === "stripe") return null;
  const copy = paymentModeNotice[payment];
  return (
    <Notice variant="info" title={copy.title} className={className}>
      <span data-payment-mode={payment}>{copy.body}</span>
    </Notice>
  );
}
