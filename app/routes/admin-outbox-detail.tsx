import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink, StatusBadge, UtcTime } from "~/components/admin/admin-ui";
import type { PageHandle } from "~/lib/handle";
import { outboxDelivery, recordOr404 } from "~/server/admin-pages.server";
import { runtime } from "~/server/runtime.server";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-outbox-detail";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async ({ params }: Route.LoaderArgs) => {
  const row = await recordOr404(params.id, "email", (id) => runtime().outboxAdmin.get(id));
  return {
    ...outboxDelivery(row),
    createdAt: row.createdAt.toISOString(),
    headers: Object.entries(row.headers),
    text: row.text,
  };
});

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta({
    title: `Admin: email ${params.id}`,
    description: "One email of the outbox.",
    path: `/admin/outbox/${params.id}`,
  });

export default function AdminOutboxDetail({ loaderData: email }: Route.ComponentProps) {
  const pairs: [string, React.ReactNode][] = [
    ["To", email.to],
    ["Kind", email.kind],
    ["Status", <StatusBadge key="status" status={email.status} />],
    ["Attempts", String(email.attempts)],
    ["Queued", <UtcTime key="created" iso={email.createdAt} />],
    ["Next attempt", <UtcTime key="next" iso={email.nextAttemptAt} />],
    ["Sent", <UtcTime key="sent" iso={email.sentAt} />],
    ["Last error", email.lastError ?? "—"],
    ...email.headers.map(([name, value]): [string, React.ReactNode] => [`Header ${name}`, value]),
  ];
  return (
    <>
      <BackLink to="/admin/outbox">Back to the outbox</BackLink>
      <h1 className="mt-4 text-3xl font-bold wrap-anywhere text-ink">{email.subject}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[12rem_1fr]">
        {pairs.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-semibold text-ink">Text body</h2>
      <pre className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-5 text-sm whitespace-pre-wrap wrap-anywhere text-ink">
        {email.text}
      </pre>
    </>
  );
}
