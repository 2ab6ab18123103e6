import { csvLine } from "~/domain/csv";
import { parseInboxQuery } from "~/domain/inbox-filters";
import { attributionKeys } from "~/domain/lead-fields";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { requireStaffPage } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-inbox-csv";

const columns = [
  "id",
  "received_at",
  "kind",
  "source",
  "name",
  "email",
  "company",
  "newsletter_status",
  "consent",
  "consent_text",
  "consent_at",
  ...attributionKeys,
  "fields",
] as const;

/** The inbox as CSV, with the same filters as the page (no paging). Staff session required. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const { filters } = parseInboxQuery(new URL(request.url).searchParams);
  const rows = await runtime().inbox.all(filters);
  const body =
    csvLine(columns) +
    rows
      .map((lead) =>
        csvLine([
          lead.id,
          lead.createdAt.toISOString(),
          lead.kind,
          lead.source,
          lead.name,
          lead.email,
          lead.company,
          lead.newsletterStatus,
          lead.consent ? "yes" : "no",
          lead.consentText,
          lead.consentAt?.toISOString() ?? null,
          lead.utmSource,
          lead.utmMedium,
          lead.utmCampaign,
          lead.utmTerm,
          lead.utmContent,
          lead.referrer,
          lead.landingPath,
          JSON.stringify(lead.fields),
        ]),
      )
      .join("");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rallyroom-leads-${day}.csv"`,
      ...noStore,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
