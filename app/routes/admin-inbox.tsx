import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminTable, linkClass, StatusBadge, td, UtcTime } from "~/components/admin/admin-ui";
import { InboxFilterForm } from "~/components/admin/inbox-filters";
import { inboxQueryString, parseInboxQuery } from "~/domain/inbox-filters";
import type { PageHandle } from "~/lib/handle";
import { leadSummary } from "~/server/admin-pages.server";
import { runtime } from "~/server/runtime.server";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-inbox";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs) => {
  const { filters, page } = parseInboxQuery(new URL(request.url).searchParams);
  const { inbox } = runtime();
  const [result, sources] = await Promise.all([inbox.list(filters, page), inbox.sources()]);
  return {
    filters,
    sources,
    total: result.total,
    page: result.page,
    pages: result.pages,
    leads: result.rows.map(leadSummary),
  };
});

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin: inbox", description: "Every lead and request.", path: "/admin/inbox" });

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { filters, sources, leads, page, pages, total } = loaderData;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Inbox</h1>
      <p className="mt-2 text-slate-700">
        Every lead and request, newest first. Dates are in the business time zone.
      </p>
      <InboxFilterForm filters={filters} sources={sources} />
      {leads.length === 0 ? (
        <p className="mt-6 text-slate-700">{filtered ? "No leads match these filters." : "No leads yet."}</p>
      ) : (
        <AdminTable
          label="Leads"
          caption="Leads, newest first"
          columns={["Received", "Kind", "Source", "Name", "Email", "Company", "Newsletter"]}
          paging={{ page, pages, total, href: (to) => `/admin/inbox${inboxQueryString(filters, to)}` }}
        >
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t border-slate-200" data-lead-id={lead.id}>
              <td className={`${td} whitespace-nowrap`}>
                <Link to={`/admin/inbox/${lead.id}`} className={linkClass}>
                  <UtcTime iso={lead.createdAt} />
                  <span className="sr-only">
                    : {lead.kind} from {lead.email}
                  </span>
                </Link>
              </td>
              <td className={td}>{lead.kind}</td>
              <td className={td}>{lead.source}</td>
              <td className={td}>{lead.name ?? "—"}</td>
              <td className={`${td} min-w-48 wrap-anywhere`}>{lead.email}</td>
              <td className={td}>{lead.company || "—"}</td>
              <td className={td}>
                {lead.newsletterStatus ? <StatusBadge status={lead.newsletterStatus} /> : "—"}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
