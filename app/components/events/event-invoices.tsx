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

const statusNames: Record<InvoiceStatus, string> = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  credited: "Cancelled by credit note",
  issued: "Credit note",
};

const statusTone: Record<InvoiceStatus, string> = {
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">This event's invoices and credit notes</caption>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                {["Number", "Kind", "Issued", "Due", "Amount", "Status", ""].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((invoice) => (
                <tr
                  key={invoice.printed}
                  className="border-t border-slate-200 align-top"
                  data-invoice={invoice.printed}
                >
                  <th scope="row" className="py-2 pr-3 font-mono font-semibold whitespace-nowrap text-ink">
                    {invoice.printed}
                  </th>
                  <td className="py-2 pr-3">{invoice.kind}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{invoice.issued}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{invoice.due ?? "—"}</td>
                  <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{invoice.amount}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[invoice.status]}`}
                    >
                      {statusNames[invoice.status]}
                    </span>
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <a href={invoice.pdf} className={`${buttonStyles.outlineSmall} min-h-11`}>
                        PDF
                      </a>
                      {invoice.outstanding && data.card ? (
                        <form method="post" action={`${base}/invoices/${invoice.printed}/pay`}>
                          <input type="hidden" name="key" value={keyValue} />
                          <button type="submit" className={`${buttonStyles.small} min-h-11`}>
                            Pay {invoice.outstanding} by card
                          </button>
                        </form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.statement ? <Statement statement={data.statement} /> : null}
    </section>
  );
}
