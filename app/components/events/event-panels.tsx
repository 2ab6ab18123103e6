import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { TextareaField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * The parts of an event's page (/events/:id) that say where the buyer stands: what happens next
 * after booking, the payments as a ledger, and cancelling in two steps. The strings come from the
 * page's view model (app/server/event-pages.server.ts), the same words as the emails and the PDF.
 */

const policyLink = (
  <Link to="/booking-policy" className="font-semibold text-brand-700 underline underline-offset-2">
    booking policy
  </Link>
);

/** The steps after booking, then who to ask. */
export function NextSteps({
  steps,
  contact,
  host,
}: {
  steps: readonly { title: string; text: string }[];
  contact: { email: string; phone: string; tel: string; hours: string };
  host: string;
}) {
  return (
    <section aria-labelledby="next-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="next-heading" className="text-2xl font-bold text-ink">
        What happens next
      </h2>
      <ol className="mt-5 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-ink">{step.title}</h3>
              <p className="mt-0.5 wrap-anywhere text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <ContactLine contact={contact} host={host} />
    </section>
  );
}

/** Who to ask: the team's email and phone with their hours, and the host by name. */
export function ContactLine({
  contact,
  host,
}: {
  contact: { email: string; phone: string; tel: string; hours: string };
  host?: string;
}) {
  return (
    <p className="mt-6 border-t border-line pt-4 text-slate-700">
      Questions? Email{" "}
      <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline">
        {contact.email}
      </a>{" "}
      or call{" "}
      <a href={`tel:${contact.tel}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
        {contact.phone}
      </a>{" "}
      ({contact.hours}).{host ? ` Your host is ${host}.` : ""}
    </p>
  );
}

/** Paid, Refunded, Net paid: the ledger as the emails and the PDF give it, or a sentence. */
export function PaymentsLedger({
  ledger,
  children,
}: {
  ledger: readonly { label: string; amount: string; total: boolean }[];
  /** What is due or was returned, under the figures. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="payments-heading" className={`${cardStyles.base} p-5 text-sm sm:p-6`}>
      <h2 id="payments-heading" className="text-lg font-bold text-ink">
        Payments
      </h2>
      {ledger.length > 0 ? (
        <dl className="mt-3 space-y-2" data-ledger="">
          {ledger.map((row) => (
            <div
              key={row.label}
              className={`flex items-baseline justify-between gap-4 ${row.total ? "border-t border-line pt-2" : ""}`}
            >
              <dt className={row.total ? "font-bold text-ink" : "text-slate-700"}>{row.label}</dt>
              <dd className={`shrink-0 ${row.total ? "font-extrabold" : "font-semibold"} text-ink`}>
                {row.amount}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 font-semibold text-ink">No payment yet.</p>
      )}
      {children}
    </section>
  );
}

export interface CancelTerms {
  notice: string;
  outcome: string;
  percent: number;
  paid: string;
  paidCents: number;
  refund: string;
  refundCents: number;
}

/** What cancelling now gives back, in one sentence, from the page's cancel terms. */
function refundSentence(terms: CancelTerms, paymentMode: "card" | "invoice", destination: string) {
  if (terms.paidCents <= 0) {
    return paymentMode === "invoice"
      ? "Nothing has been paid, so the deposit invoice is withdrawn and you owe nothing."
      : "Nothing has been paid, so nothing is refunded.";
  }
  if (terms.refundCents <= 0) return `Nothing is refunded: the ${terms.paid} you have paid is kept.`;
  return `You get ${terms.refund} back (${terms.percent}% of the ${terms.paid} you have paid), ${destination}.`;
}

/** The first step: what cancelling now would give back, and a link to the confirmation. */
export function CancelOffer({
  terms,
  paymentMode,
  destination,
  confirmHref,
  moveHref,
}: {
  terms: CancelTerms;
  paymentMode: "card" | "invoice";
  destination: string;
  confirmHref: string;
  /** The free reschedule, when the policy still offers one. */
  moveHref: string | null;
}) {
  return (
    <section id="cancel" aria-labelledby="cancel-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="cancel-heading" className="text-2xl font-bold text-ink">
        Cancel the event
      </h2>
      <p className="mt-2 text-slate-700">
        Cancelling now is {terms.notice.toLowerCase()}: under our {policyLink}, that is {terms.outcome}.{" "}
        {refundSentence(terms, paymentMode, destination)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={confirmHref} className={`${buttonStyles.outlineSmall} min-h-11`}>
          Cancel the event
        </Link>
        {moveHref ? (
          <Link to={moveHref} className={`${buttonStyles.outlineSmall} min-h-11`}>
            Move it instead
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The second step: the event, exactly what the policy gives back, and the real POST. Reached by
 * the link above (`confirm=cancel`), or when a POST arrives without `confirm=yes`.
 */
export function CancelConfirm({
  event,
  terms,
  paymentMode,
  destination,
  email,
  keyValue,
  keepHref,
  moveHref,
  reason,
  reasonError,
  busy,
}: {
  event: { title: string; when: string; zone: string; headcount: number; host: string };
  terms: CancelTerms;
  paymentMode: "card" | "invoice";
  destination: string;
  email: string;
  keyValue: string;
  keepHref: string;
  /** The free reschedule, when the policy still offers one. */
  moveHref: string | null;
  reason: string;
  reasonError: string | undefined;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      id="cancel"
      aria-labelledby="cancel-heading"
      className="rounded-panel border-2 border-red-300 bg-white p-5 shadow-card sm:p-8"
      data-cancel-confirm=""
    >
      <h2
        id="cancel-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-ink outline-none"
      >
        Cancel this event?
      </h2>
      <p className="mt-3 font-semibold text-ink">
        {event.title} for {event.headcount} people, hosted by {event.host}
      </p>
      <p className="text-slate-700">
        {event.when} ({event.zone})
      </p>
      <dl className="mt-4 grid gap-3 rounded-2xl bg-paper p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Notice</dt>
          <dd className="text-ink">{terms.notice}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Paid so far</dt>
          <dd className="text-ink">{terms.paid}</dd>
        </div>
        {terms.paidCents > 0 ? (
          <div>
            <dt className="text-sm font-semibold text-slate-700">You get back</dt>
            <dd className="text-lg font-extrabold text-ink" data-refund="">
              {terms.refund}
              <span className="text-sm font-semibold text-slate-700"> ({terms.percent}%)</span>
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-sm font-semibold text-slate-700">You owe after cancelling</dt>
            <dd className="text-lg font-extrabold text-ink">Nothing</dd>
          </div>
        )}
      </dl>
      <p className="mt-4 text-slate-700">
        Under our {policyLink}, {terms.notice.toLowerCase()} gives {terms.outcome}.{" "}
        {refundSentence(terms, paymentMode, destination)}
      </p>
      <p className="mt-2 text-slate-700">
        We email the cancellation to {email}, which takes the event out of your calendar, and tell your host.
        A cancelled event cannot be restored: to run it later, book a new date.
      </p>
      <Form method="post" className="mt-5 space-y-4">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="confirm" value="yes" />
        <TextareaField
          id="event-cancel-reason"
          name="reason"
          label="Reason (optional)"
          rows={3}
          defaultValue={reason}
          error={reasonError}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonStyles.danger} disabled={busy}>
            Yes, cancel the event
          </button>
          <Link to={keepHref} className={buttonStyles.outline}>
            Keep my event
          </Link>
          {moveHref ? (
            <Link to={moveHref} className={buttonStyles.outline}>
              Move it instead
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
