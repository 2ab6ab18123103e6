import { data, Link, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton } from "~/components/admin/admin-session";
import {
  ActionNotice,
  AdminTable,
  FilterForm,
  linkClass,
  StatusBadge,
  td,
  UtcTime,
} from "~/components/admin/admin-ui";
import { SelectField } from "~/components/forms/kit";
import type { PageHandle } from "~/lib/handle";
import { outboxDelivery, recordId } from "~/server/admin-pages.server";
import { runtime } from "~/server/runtime.server";
import { isOutboxStatus, outboxStatuses } from "~/server/services/outbox-admin.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-outbox";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs) => {
  const search = new URL(request.url).searchParams;
  const raw = search.get("status");
  const status = isOutboxStatus(raw) ? raw : undefined;
  const requested = Number.parseInt(search.get("page") ?? "", 10);
  const page = Number.isFinite(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const result = await runtime().outboxAdmin.list(status, page);
  return {
    status: status ?? "",
    statuses: [...outboxStatuses],
    smtp: runtime().outbox !== null,
    page: result.page,
    pages: result.pages,
    total: result.total,
    rows: result.rows.map(outboxDelivery),
  };
});

/** Retry: POST with the CSRF token; a failed row is queued again, due now. */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const id = recordId(String(form.get("id") ?? ""));
  if (!id) return data({ ok: false, message: "Choose an email to retry." }, { status: 400 });
  const retried = await runtime().outboxAdmin.retry(id);
  if (!retried) {
    return data(
      { ok: false, message: `Email #${id} is not a failed email, so there is nothing to retry.` },
      { status: 409 },
    );
  }
  return data({ ok: true, message: `Email #${id} is queued again and will be sent on the next run.` });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: email outbox",
    description: "Every email the site sends, with its delivery status.",
    path: "/admin/outbox",
  });

/** The outbox's page `to`, keeping the status filter. */
const outboxPageHref = (status: string) => (to: number) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (to > 1) params.set("page", String(to));
  const query = params.toString();
  return `/admin/outbox${query ? `?${query}` : ""}`;
};

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { rows, status, statuses, smtp, page, pages, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Email outbox</h1>
      <p className="mt-2 text-slate-700">
        Every email and CRM webhook, newest first.
        {smtp
          ? ""
          : " No SMTP server is configured (SMTP_URL), so emails wait here as queued and are not sent."}
      </p>
      <FilterForm>
        <SelectField
          id="outbox-status"
          name="status"
          label="Status"
          placeholder="All statuses"
          options={statuses.map((value) => ({ value, label: value }))}
          defaultValue={status}
        />
      </FilterForm>
      <ActionNotice result={actionData} />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No emails{status ? ` with status ${status}` : ""}.</p>
      ) : (
        <AdminTable
          label="Emails"
          caption="Emails, newest first"
          columns={[
            "To",
            "Subject",
            "Kind",
            "Status",
            "Attempts",
            "Next attempt",
            "Last error",
            "Sent",
            "Action",
          ]}
          paging={{ page, pages, total, href: outboxPageHref(status) }}
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200" data-outbox-id={row.id}>
              <td className={`${td} min-w-52 wrap-anywhere`}>{row.to}</td>
              <td className={`${td} min-w-56`}>
                <Link to={`/admin/outbox/${row.id}`} className={linkClass}>
                  {row.subject}
                </Link>
              </td>
              <td className={td}>{row.kind}</td>
              <td className={td}>
                <StatusBadge status={row.status} />
              </td>
              <td className={td}>{row.attempts}</td>
              <td className={`${td} whitespace-nowrap`}>
                <UtcTime iso={row.nextAttemptAt} />
              </td>
              <td className={`${td} min-w-48 wrap-anywhere`}>{row.lastError ?? "—"}</td>
              <td className={`${td} whitespace-nowrap`}>
                <UtcTime iso={row.sentAt} />
              </td>
              <td className={td}>
                {row.status === "failed" ? (
                  <StaffButton
                    hiddenFields={{ id: row.id }}
                    busy={busy}
                    label="Retry"
                    detail={`email #${row.id} to ${row.to}`}
                  />
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
