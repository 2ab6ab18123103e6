import { Fragment } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink, StatusBadge, UtcTime } from "~/components/admin/admin-ui";
import type { PageHandle } from "~/lib/handle";
import { leadSummary, recordOr404 } from "~/server/admin-pages.server";
import { runtime } from "~/server/runtime.server";
import { voucherStatus } from "~/server/services/voucher-admin.server";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-inbox-detail";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async ({ params }: Route.LoaderArgs) => {
  const lead = await recordOr404(params.id, "lead", (id) => runtime().inbox.get(id));
  return {
    ...leadSummary(lead),
    fields: Object.entries(lead.fields).map(([key, value]): [string, string] => [
      key,
      value === null ? "" : String(value),
    ]),
    consent: lead.consent,
    consentText: lead.consentText,
    consentAt: lead.consentAt?.toISOString() ?? null,
    attribution: [
      ["UTM source", lead.utmSource],
      ["UTM medium", lead.utmMedium],
      ["UTM campaign", lead.utmCampaign],
      ["UTM term", lead.utmTerm],
      ["UTM content", lead.utmContent],
      ["Referrer", lead.referrer],
      ["Landing path", lead.landingPath],
    ] as [string, string | null][],
    voucher: lead.voucher
      ? {
          code: lead.voucher.code,
          expiresAt: lead.voucher.expiresAt.toISOString(),
          status: voucherStatus(lead.voucher),
        }
      : null,
  };
});

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta({
    title: `Admin: lead ${params.id}`,
    description: "One lead with its attribution and consent.",
    path: `/admin/inbox/${params.id}`,
  });

const dt = "font-medium text-slate-700";
const dd = "text-ink wrap-anywhere";

/** One card of the lead's page: a heading, then label and value pairs (a dash for no value). */
function PairsCard({ id, title, pairs }: { id: string; title: string; pairs: [string, React.ReactNode][] }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
        {pairs.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className={dt}>{label}</dt>
            <dd className={dd}>{value === null || value === "" ? "—" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AdminInboxDetail({ loaderData: lead }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/admin/inbox">Back to the inbox</BackLink>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        Lead #{lead.id}: {lead.kind}
      </h1>
      <p className="mt-2 text-slate-700">
        From {lead.email}, received <UtcTime iso={lead.createdAt} />, source {lead.source}.
      </p>
      <PairsCard
        id="lead-contact"
        title="Contact"
        pairs={[
          ["Name", lead.name],
          ["Email", lead.email],
          ["Company", lead.company],
          [
            "Newsletter",
            lead.newsletterStatus ? (
              <StatusBadge key="newsletter" status={lead.newsletterStatus} />
            ) : (
              "not subscribed"
            ),
          ],
          [
            "Voucher",
            lead.voucher ? (
              <Fragment key="voucher">
                <code>{lead.voucher.code}</code> · expires <UtcTime iso={lead.voucher.expiresAt} /> ·{" "}
                <StatusBadge status={lead.voucher.status} />
              </Fragment>
            ) : null,
          ],
        ]}
      />
      <PairsCard id="lead-fields" title="Everything submitted" pairs={lead.fields} />
      <PairsCard
        id="lead-consent"
        title="Consent"
        pairs={[
          ["Given", lead.consent ? "Yes" : "No (this form asks for none)"],
          ["Text shown", lead.consentText],
          ["Time", lead.consentAt ? <UtcTime key="consent" iso={lead.consentAt} /> : null],
        ]}
      />
      <PairsCard id="lead-attribution" title="Attribution" pairs={lead.attribution} />
    </>
  );
}
