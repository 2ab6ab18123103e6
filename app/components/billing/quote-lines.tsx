import { quoteLinesCopy as copy } from "~/content/quotes";
import { formatCents, type QuoteBreakdown, type QuoteLine } from "~/domain/quote-pricing";

/** A line's words: what is charged and, for the minimum fee, the figure it replaced. */
function describe(line: QuoteLine): { label: string; note?: string } {
  switch (line.kind) {
    case "people":
      return { label: copy.people(line.headcount, formatCents(line.rateCents)) };
    case "minimum":
      return {
        label: copy.minimum,
        note: copy.minimumNote(
          line.headcount,
          formatCents(line.rateCents),
          formatCents(line.byHeadcountCents),
        ),
      };
    case "band":
      return {
        label: copy.band(line.headcount, line.bandHeadcount),
        note: copy.bandNote(line.headcount, formatCents(line.rateCents), formatCents(line.byHeadcountCents)),
      };
    case "addon":
      return { label: copy.addon(line.name, line.quantity, formatCents(line.unitCents)) };
  }
}

function Row({
  label,
  note,
  cents,
  strong = false,
}: {
  label: string;
  note?: string | undefined;
  cents: number;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? "border-t border-slate-300 font-semibold text-ink" : "text-slate-800"}>
      <th scope="row" className={`py-2 pr-4 text-left align-top ${strong ? "font-semibold" : "font-normal"}`}>
        {label}
        {note ? <span className="block text-sm font-normal text-slate-600">{note}</span> : null}
      </th>
      <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">{formatCents(cents)}</td>
    </tr>
  );
}

/**
 * A quote's price as a client reads it: each charged line, the total, the deposit with its
 * percentage and the balance. The lines come from the pricing rules (breakdownOf); this only
 * lays them out. A quote the catalogue no longer itemises shows its stored amounts alone.
 */
export function QuoteLines({
  breakdown,
  depositPaid,
  className = "",
}: {
  breakdown: QuoteBreakdown;
  depositPaid: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {breakdown.lines ? null : <p className="mb-2 text-sm text-slate-700">{copy.repriced}</p>}
      <table className="w-full border-collapse text-[0.95rem]">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{copy.item}</th>
            <th scope="col">{copy.amount}</th>
          </tr>
        </thead>
        <tbody>
          {breakdown.lines?.map((line) => {
            const { label, note } = describe(line);
            return (
              <Row
                key={line.kind === "addon" ? line.key : line.kind}
                label={label}
                note={note}
                cents={line.cents}
              />
            );
          })}
          <Row label={copy.total} cents={breakdown.totalCents} strong />
          <Row
            label={copy.deposit(breakdown.depositPercent)}
            note={depositPaid ? copy.depositPaid : copy.depositDue}
            cents={breakdown.depositCents}
          />
          <Row label={copy.balance} note={copy.balanceNote} cents={breakdown.balanceCents} />
        </tbody>
      </table>
    </div>
  );
}
