import { useEffect } from "react";
import { useFetcher, useNavigation } from "react-router";
import { FormShell } from "~/components/forms/form-shell";
import { PaymentMethodBadge, QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { depositFailedToast, depositState, invoiceFailedToast, quoteCard } from "~/content/quotes";
import { formatCents } from "~/domain/quote-pricing";
import { toast } from "~/lib/toast-store";
import { QuoteLines } from "./quote-lines";
import type { BillingActionResult, PaymentMode, QuoteRow } from "./types";

/** Only a quote not yet paid for offers its deposit. */
export const payable = (status: string) => status === "draft" || status === "sent";

/** What a quote past the deposit button says about its deposit, if anything. */
function depositNote(quote: QuoteRow): string | null {
  if (quote.status === "invoice_requested") return depositState.invoiceRequested(quote.contact_email);
  if (quote.payment_method === "test") return depositState.testPaid;
  return null;
}

/** The deposit button's words: an invoice request where no card checkout is set up, else the checkout. */
function depositButton(quote: QuoteRow, payment: PaymentMode) {
  if (payment === "invoice") {
    return {
      label: (
        <>
          {quoteCard.requestInvoice}
          <span className="sr-only"> for the {formatCents(quote.deposit_cents)} deposit</span>
        </>
      ),
      busyLabel: quoteCard.requestingInvoice,
    };
  }
  const ofDeposit = <span className="sr-only"> of {formatCents(quote.deposit_cents)}</span>;
  return {
    label: (
      <>
        {/* One text run with the label: a flex button drops a leading space. */}
        {quoteCard.collectDeposit}
        {payment === "test" ? quoteCard.testCheckout : null}
        {ofDeposit}
      </>
    ),
    busyLabel: (
      <>
        {quoteCard.openingCheckout}
        {ofDeposit}
      </>
    ),
  };
}

/**
 * This browser's quotes, each with every line it charges and, while unpaid, its deposit action:
 * the card checkout (Stripe, or the test checkout said as such) or, without one, an invoice
 * request. A paid quote says how it was paid; a test payment says no money was taken.
 */
export function QuoteList({ quotes, payment }: { quotes: QuoteRow[]; payment: PaymentMode }) {
  const fetcher = useFetcher<BillingActionResult>();
  const navigation = useNavigation();
  useEffect(() => {
    if (fetcher.data?.intent === "deposit") toast(depositFailedToast(fetcher.data.error));
    if (fetcher.data?.intent === "invoice") toast(invoiceFailedToast(fetcher.data.error));
  }, [fetcher.data]);
  const pendingQuote = fetcher.state !== "idle" ? fetcher.formData?.get("quote_id") : null;
  return (
    <ul className="mt-4 grid gap-4">
      {quotes.map((quote) => (
        <li key={quote.id} className={`${cardStyles.base} p-5 sm:p-6`} data-quote-id={quote.id}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold text-ink">
              {quote.title}
              {quote.client_ref ? (
                <span className="font-normal text-slate-700"> · {quote.client_ref}</span>
              ) : null}
            </h3>
            <div className="flex flex-wrap items-center gap-2">
              <QuoteStatusBadge status={quote.status} />
              <PaymentMethodBadge method={quote.payment_method} />
            </div>
          </div>
          {quote.event_when ? (
            <p className="mt-1 text-sm font-semibold text-ink">
              Event: <time dateTime={quote.event_starts_at ?? undefined}>{quote.event_when}</time>
              {quote.event_url ? (
                <>
                  {" · "}
                  <a href={quote.event_url} className="underline underline-offset-2">
                    Open the event's page
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">
            {quoteCard.preparedFor(quote.contact_email)} · {quoteCard.created}{" "}
            <time dateTime={quote.created_at}>{new Date(quote.created_at).toISOString().slice(0, 10)}</time>
          </p>
          <QuoteLines
            breakdown={quote.breakdown}
            depositPaid={quote.payment_method !== null}
            className="mt-4 border-t border-slate-200 pt-3"
          />
          {depositNote(quote) ? <p className="mt-3 text-sm text-slate-800">{depositNote(quote)}</p> : null}
          {payable(quote.status) ? (
            <FormShell
              as={fetcher.Form}
              method="post"
              className="mt-4"
              hiddenFields={{ intent: payment === "invoice" ? "invoice" : "deposit", quote_id: quote.id }}
              busy={pendingQuote === quote.id}
              // One checkout at a time: every deposit button waits while any navigation runs.
              disabled={navigation.state !== "idle"}
              submit={{ ...depositButton(quote, payment), className: buttonStyles.small }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
