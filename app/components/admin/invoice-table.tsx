import { Link } from "react-router";
import { StaffForm } from "~/components/admin/admin-session";
import { AdminTable, linkClass, StatusBadge, td, UtcTime } from "~/components/admin/admin-ui";
import { buttonStyles } from "~/components/ui/styles";

/**
 * Invoices as staff read them (issue 42): `/admin/invoices` and an event's page in the admin.
 * The status is computed from the payments and the due date; an open or overdue invoice has
 * "Mark paid (bank transfer)", posted to `/admin/invoices`.
 */

export interface AdminInvoice {
  orderId: string;
  printed: string;
  kind: string;
  revision: number;
  creditsPrinted: string | null;
  billing: string;
  company: string;
  amount: string;
  outstanding: string;
  issuedAt: string;
  dueAt: string;
  status: string;
  payable: boolean;
  activityTitle?: string;
  start?: string;
}

export function InvoiceTable({
  invoices,
  busy,
  withEvent,
}: {
  invoices: readonly AdminInvoice[];
  busy: boolean;
  withEvent: boolean;
}) {
  const columns = [
    "Number",
    ...(withEvent ? ["Event"] : []),
    "Kind",
    "Billing contact",
    "Amount due",
    "Issued",
    "Due",
    "Status",
    "Action",
  ];
  return (
    <AdminTable label="Invoices" caption="Invoices and credit notes, newest first" columns={columns}>
      {invoices.map((invoice) => (
        <tr key={invoice.printed} className="border-t border-slate-200" data-invoice={invoice.printed}>
          <th scope="row" className={`${td} font-mono font-semibold whitespace-nowrap text-ink`}>
            {invoice.printed}
          </th>
          {withEvent ? (
            <td className={td}>
              <Link to={`/admin/events/${invoice.orderId}`} className={linkClass}>
                {invoice.activityTitle ?? invoice.orderId.slice(0, 8)}
              </Link>
              {invoice.start ? (
                <div className="text-xs text-slate-600">
                  <UtcTime iso={invoice.start} />
                </div>
              ) : null}
            </td>
          ) : null}
          <td className={td}>
            {invoice.kind}
            {invoice.revision > 1 ? `, revision ${invoice.revision}` : ""}
            {invoice.creditsPrinted ? ` (cancels ${invoice.creditsPrinted})` : ""}
          </td>
          <td className={`${td} min-w-40 wrap-anywhere`}>
            {invoice.billing}
            <div className="text-xs text-slate-600">{invoice.company}</div>
          </td>
          <td className={`${td} text-right tabular-nums whitespace-nowrap`}>
            {invoice.amount}
            {invoice.payable ? (
              <div className="text-xs text-slate-600">open: {invoice.outstanding}</div>
            ) : null}
          </td>
          <td className={`${td} min-w-28`}>
            <UtcTime iso={invoice.issuedAt} />
          </td>
          <td className={`${td} min-w-28`}>
            <UtcTime iso={invoice.dueAt} />
          </td>
          <td className={td}>
            <StatusBadge status={invoice.status} />
          </td>
          <td className={td}>
            {invoice.payable ? (
              <StaffForm
                action="/admin/invoices"
                hiddenFields={{ intent: "mark-paid", invoice: invoice.printed }}
                disabled={busy}
                submit={{
                  label: (
                    <>
                      Mark paid (bank transfer)<span className="sr-only"> {invoice.printed}</span>
                    </>
                  ),
                  className: buttonStyles.small,
                }}
              />
            ) : (
              "—"
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
