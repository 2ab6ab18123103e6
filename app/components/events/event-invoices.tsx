import { buttonStyles, cardStyles } from "~/components/ui/styles";
import type { InvoiceStatus } from "~/domain/invoices";

/**
 * An event's invoices on its page (/events/:id, issue 42): each document with its number, kind,
 * dates, amount, status and PDF, "Pay by card" on an open one (a plain form: it works without
 * JavaScript), and, once the event is completed, its closing statement with the closing rule.
 */

export interface EventInvoicesData {
  card: boolean;
  /** Why the last "Pay by card" opened no checkout. */
  refused: string | null;
  invoices: {
    printed: string;
    kind: string;
    issued: string;
    due: string | null;
    amount: string;
    outstanding: string | null;
    status: InvoiceStatus;
    pdf: string;
  }[];
  statement: {
    booked: number;
    coming: number;
    joined: number;
    attended: number;
    billed: number;
    total: string;
    rule: string;
  } | null;
}

export const invoiceStatusNames: Record<InvoiceStatus, string> = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  credited: "Cancelled by credit note",
  issued: "Issued",
};

export const invoiceStatusTone: Record<InvoiceStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  overdue: "bg-red-100 text-red-900",
  paid: "bg-emerald-100 text-emerald-900",
  credited: "bg-slate-100 text-slate-800",
  issued: "bg-slate-100 text-slate-800",
};

function Statement({ statement }: { statement: NonNullable<EventInvoicesData["statement"]> }) {
  const rows: [string, number][] = [
    ["Booked headcount", statement.booked],
    ["Said they were coming", statement.coming],
    ["Joined by their link", statement.joined],
    ["Attended, as billed", statement.attended],
    ["Headcount billed", statement.billed],
  ];
  return (
    <div className="mt-6" data-testid="closing-statement">
      <h3 className="text-lg font-bold text-ink">Closing statement</h3>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <dt>Event total at the billed headcount</dt>
        <dd className="text-right font-semibold tabular-nums text-ink">{statement.total}</dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{statement.rule}</p>
    </div>
  );
}

/** The invoices panel; nothing at all while the event has no invoice and no statement. */
export function EventInvoices({
  data,
  base,
  keyValue,
}: {
  data: EventInvoicesData;
  base: string;
  keyValue: string;
}) {
  if (data.invoices.length === 0 && !data.statement) return null;
  return (
    <section id="invoices" aria-labelledby="invoices-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="invoices-heading" className="text-2xl font-bold text-ink">
        Invoices
      </h2>
      {data.refused ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900">
          {data.refused}
        </p>
      ) : null}
      {data.invoices.length === 0 ? (
        <p className="mt-3 text-slate-700">
          The closing invoice is issued a day after the event is completed.
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
          aria-label="This event's invoices and credit notes"
        >
          {data.invoices.map((invoice) => (
            <li
              key={invoice.printed}
              className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4"
              data-invoice={invoice.printed}
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold tabular-nums text-ink">{invoice.printed}</span>
                  <span className="text-slate-800">{invoice.kind}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${invoiceStatusTone[invoice.status]}`}
                  >
                    {invoiceStatusNames[invoice.status]}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  Issued {invoice.issued}
                  {invoice.due ? ` · due ${invoice.due}` : ""}
                </p>
              </div>
              <p className="text-lg font-bold tabular-nums text-ink">{invoice.amount}</p>
              <div className="flex flex-wrap gap-2">
                <a href={invoice.pdf} className={`${buttonStyles.outlineSmall} min-h-11`}>
                  PDF<span className="sr-only"> of {invoice.printed}</span>
                </a>
                {invoice.outstanding && data.card ? (
                  <form method="post" action={`${base}/invoices/${invoice.printed}/pay`}>
                    <input type="hidden" name="key" value={keyValue} />
                    <button type="submit" className={`${buttonStyles.small} min-h-11`}>
                      Pay {invoice.outstanding} by card<span className="sr-only"> ({invoice.printed})</span>
                    </button>
                  </form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.statement ? <Statement statement={data.statement} /> : null}
    </section>
  );
}
