import { Link } from "react-router";
import { ChosenTime } from "~/components/booking/details-ui";
import { ContactLine, PaymentsLedger } from "~/components/events/event-panels";
import { PriceSummary, type PriceSummaryData } from "~/components/events/price-summary";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * What an event on its page (/events/:id) is: its time in both zones with its files (the
 * invitation and the PDF named by `eventDocument`), what a cancellation meant, and beside them
 * the price and the payments with what is still due.
 */

type Contact = { email: string; phone: string; tel: string; hours: string };

/** The event's time, with the calendar file, the PDF and the way to move it. */
export function EventWhen({
  meeting,
  yours,
  business,
  icsHref,
  document,
  moveHref,
}: {
  meeting: string;
  yours: { when: string; zone: string };
  business: { when: string; zone: string } | null;
  /** The invitation, once the event is booked and its time is still its own. */
  icsHref: string | null;
  document: { href: string; kind: string; button: string };
  moveHref: string | null;
}) {
  return (
    <section aria-labelledby="when-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="when-heading" className="text-2xl font-bold text-ink">
        When
      </h2>
      <div className="mt-4">
        <ChosenTime
          meeting={meeting}
          when={yours.when}
          zone={yours.zone}
          businessWhen={business ? `Our time: ${business.when} (${business.zone})` : null}
          change={
            <div className="flex flex-wrap gap-2">
              {icsHref ? (
                <a href={icsHref} className={`${buttonStyles.outlineSmall} min-h-11`}>
                  Add to calendar (.ics)
                </a>
              ) : null}
              <a
                href={document.href}
                className={`${buttonStyles.outlineSmall} min-h-11`}
                data-document={document.kind}
              >
                {document.button}
              </a>
              {moveHref ? (
                <Link to={moveHref} className={`${buttonStyles.outlineSmall} min-h-11`}>
                  Move to another time
                </Link>
              ) : null}
            </div>
          }
        />
      </div>
    </section>
  );
}

/** What a cancelled event's cancellation did: who was told, and the money. */
export function EventCancelled({
  email,
  host,
  refund,
  activity,
  contact,
}: {
  email: string;
  host: string;
  /** What came back: the refund's sentence, or why there is none. */
  refund: string;
  activity: { slug: string; title: string };
  contact: Contact;
}) {
  return (
    <section aria-labelledby="cancelled-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="cancelled-heading" className="text-2xl font-bold text-ink">
        What the cancellation means
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          We emailed the cancellation to {email}; it takes the event out of your calendar. Your host, {host},
          has been told.
        </li>
        <li>{refund}</li>
      </ul>
      <Link to={`/activities/${activity.slug}/book`} className={`${buttonStyles.secondary} mt-6`}>
        Book {activity.title} for another date
      </Link>
      <ContactLine contact={contact} />
    </section>
  );
}

/** What a cancellation returned, in one sentence (the page's list and its ledger's note). */
export function refundSentence(page: {
  refunded: string | null;
  refundDestination: string;
  ledger: readonly unknown[];
  paymentMode: "card" | "invoice";
}): string {
  if (page.refunded) return `Refunded: ${page.refunded}, ${page.refundDestination}.`;
  if (page.ledger.length > 0) return "No refund was due under the booking policy.";
  return page.paymentMode === "invoice"
    ? "Nothing was paid, so the deposit invoice is withdrawn: you owe nothing."
    : "Nothing was paid, so nothing is refunded.";
}

/** The price and the payments, with what is due (or was returned) under them. */
export function EventMoney({
  price,
  ledger,
  cancelled,
  refunded,
  refundDestination,
  invoiceDue,
  cardDue,
  owed,
  po,
}: {
  price: PriceSummaryData;
  ledger: readonly { label: string; amount: string; total: boolean }[];
  cancelled: boolean;
  refunded: string | null;
  refundDestination: string;
  /** Booked by invoice and nothing paid yet: the deposit and whom the team invoices. */
  invoiceDue: {
    deposit: string;
    name: string;
    email: string;
    due: string;
    /** Where the booker proves their mailbox, before which the invoice is not emailed. */
    confirmHref: string | null;
  } | null;
  /** Held while the buyer pays: the deposit due by card. */
  cardDue: string | null;
  /** Paid by card, then grown: the rest of its deposit, paid here by card (a plain form). */
  owed: { amount: string; keyValue: string } | null;
  po: string | null;
}) {
  return (
    <aside className="space-y-4 lg:sticky lg:top-24">
      {cancelled ? (
        <PriceSummary
          price={price}
          headingId="event-price-heading"
          heading="Price as booked"
          note="The event is cancelled: no deposit or balance is due."
          terms={false}
        />
      ) : (
        <PriceSummary
          price={price}
          headingId="event-price-heading"
          heading={price.billedHeadcount === undefined ? "Price" : "Price as billed"}
          note={
            price.billedHeadcount === undefined
              ? null
              : `The closing statement bills ${price.billedHeadcount} people: what is still due is on the closing invoice.`
          }
          terms={price.billedHeadcount === undefined}
        />
      )}
      <PaymentsLedger ledger={ledger}>
        {cancelled ? (
          refunded ? (
            <p className="mt-3 text-slate-700">Refunds go back {refundDestination}.</p>
          ) : ledger.length > 0 ? null : (
            <p className="mt-2 text-slate-700">Nothing is owed.</p>
          )
        ) : invoiceDue ? (
          <>
            <p className="mt-2 text-slate-700">
              Deposit of {invoiceDue.deposit}: we email its invoice (under Invoices) to {invoiceDue.name} (
              <span className="wrap-anywhere">{invoiceDue.email}</span>)
              {invoiceDue.confirmHref ? " once you confirm your email address" : ""}, due by {invoiceDue.due}.
              Unpaid by then, the booking is withdrawn.
            </p>
            {invoiceDue.confirmHref ? (
              <Link to={invoiceDue.confirmHref} className={`${buttonStyles.small} mt-3 min-h-11`}>
                Confirm your email
              </Link>
            ) : null}
          </>
        ) : cardDue ? (
          <p className="mt-2 text-slate-700">The deposit of {cardDue} is due by card.</p>
        ) : owed ? (
          <form method="post" className="mt-3 space-y-3">
            <p className="text-slate-700">
              The event grew: {owed.amount} more of its deposit is due before it starts.
            </p>
            <input type="hidden" name="key" value={owed.keyValue} />
            <input type="hidden" name="intent" value="pay-deposit" />
            <button type="submit" className={`${buttonStyles.small} min-h-11`}>
              Pay {owed.amount} by card
            </button>
          </form>
        ) : null}
        {po ? <p className="mt-2 text-slate-700">PO number: {po}</p> : null}
      </PaymentsLedger>
    </aside>
  );
}
