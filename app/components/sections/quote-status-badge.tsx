import { TEST_PAYMENT_LABEL } from "~/domain/quote-fields";

const badgeClass: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-blue-100 text-blue-900 ring-blue-300",
  invoice_requested: "bg-amber-100 text-amber-950 ring-amber-400",
  accepted: "bg-green-100 text-green-900 ring-green-300",
  invoiced: "bg-purple-100 text-purple-900 ring-purple-300",
  // An event's quote shows its event's status.
  held: "bg-amber-100 text-amber-950 ring-amber-400",
  paid: "bg-green-100 text-green-900 ring-green-300",
  completed: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
  expired: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** How a status reads: its name, with words apart. */
export const quoteStatusLabel = (status: string) => status.replaceAll("_", " ");

/**
 * A quote's status as a badge: draft gray, sent blue, invoice requested amber, accepted green,
 * invoiced purple, anything else gray. The word is always written; colour only repeats it.
 */
export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1 ${badgeClass[status] ?? badgeClass.draft}`}
    >
      {quoteStatusLabel(status)}
    </span>
  );
}

/** The words for how a deposit was paid; a test payment says outright that no money was taken. */
export const paymentMethodLabel: Record<string, string> = {
  stripe: "Paid by card",
  invoice: "Paid by invoice",
  test: TEST_PAYMENT_LABEL,
};

/**
 * How a quote's deposit was paid, beside its status. A test checkout payment gets a striped,
 * dashed badge with a warning sign and its words in full, so it cannot pass for a real one in a
 * glance, a screenshot in grayscale, or a screen reader. Nothing while unpaid.
 */
export function PaymentMethodBadge({ method }: { method: string | null }) {
  if (!method) return null;
  const label = paymentMethodLabel[method] ?? method;
  if (method === "test") {
    return (
      <span
        data-payment={method}
        className="inline-flex items-center gap-1.5 rounded-md border-2 border-dashed border-amber-700 bg-amber-50 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase"
      >
        <span aria-hidden="true">⚠</span>
        {label}
      </span>
    );
  }
  return (
    <span
      data-payment={method}
      className="inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-300"
    >
      {label}
    </span>
  );
}
