import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton } from "~/components/admin/admin-session";
import { ActionNotice, AdminTable, td } from "~/components/admin/admin-ui";
import { InvoiceTable } from "~/components/admin/invoice-table";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-invoices";

/**
 * `/admin/invoices` (issue 42): every invoice and credit note, newest first, with its status
 * computed from the payments and the due date; "Mark paid (bank transfer)" on an open one; and
 * the open credits (paid more than billed), each refundable through the provider that took the
 * payments, or left to go on the same billing contact's next closing invoice.
 */
export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async () => runtime().invoices.adminList());

type Result = { ok: boolean; message: string };

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const { invoices } = runtime();
  const intent = form.get("intent");
  const result =
    intent === "mark-paid"
      ? await invoices.markPaid(form.get("invoice"))
      : intent === "refund-credit"
        ? await invoices.refundCredit(form.get("credit"))
        : ({ ok: false, status: 400, error: "Choose to mark an invoice paid or refund a credit." } as const);
  if (!result.ok) return data<Result>({ ok: false, message: result.error }, { status: result.status });
  return data<Result>({ ok: true, message: result.message });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: invoices",
    description: "Invoices, credit notes and open credits of events.",
    path: "/admin/invoices",
  });

export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { invoices, credits } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Invoices</h1>
      <p className="mt-2 text-slate-800">
        Deposit invoices are issued at booking, closing invoices a day after an event is completed; a
        correction is a credit note and a new revision. Mark an invoice paid when its bank transfer arrives.
      </p>
      <ActionNotice result={actionData} />
      {invoices.length === 0 ? (
        <p className="mt-6 text-slate-700">No invoices have been issued yet.</p>
      ) : (
        <InvoiceTable invoices={invoices} busy={busy} withEvent />
      )}
      <h2 className="mt-10 text-xl font-bold text-ink">Open credits</h2>
      {credits.length === 0 ? (
        <p className="mt-3 text-slate-700">No buyer has an open credit.</p>
      ) : (
        <AdminTable
          label="Open credits"
          caption="Open credits, newest first"
          columns={["Invoice", "Billing email", "Credit", "Action"]}
        >
          {credits.map((credit) => (
            <tr key={credit.id} className="border-t border-slate-200" data-credit={credit.printed}>
              <th scope="row" className={`${td} font-mono font-semibold text-ink`}>
                {credit.printed}
              </th>
              <td className={`${td} wrap-anywhere`}>{credit.email}</td>
              <td className={`${td} tabular-nums`}>{credit.amount}</td>
              <td className={td}>
                <StaffButton
                  hiddenFields={{ intent: "refund-credit", credit: credit.id }}
                  busy={busy}
                  label="Refund"
                  detail={`${credit.amount} of ${credit.printed}`}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
