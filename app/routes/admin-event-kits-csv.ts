import { data } from "react-router";
import { csvLine } from "~/domain/csv";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { requireStaffPage } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-event-kits-csv";

const columns = [
  "recipient",
  "line1",
  "line2",
  "city",
  "region",
  "postal_code",
  "country",
  "phone",
  "attendee_name",
  "attendee_email",
  "answer",
  "submitted_at",
  "rush",
] as const;

/**
 * `/admin/events/:id/kits.csv`: every kit address of one event for the fulfilment partner (issue
 * 41), the one place an address leaves the database; `rush` marks those given after the
 * deadline. Staff session required; never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const kits = isBookingId(params.id) ? await runtime().attendees.staff.kitExport(params.id) : null;
  if (!kits) throw data({ error: "There is no event with this id." }, { status: 404, headers: noStore });
  const body =
    csvLine(columns) +
    kits.rows
      .map((row) =>
        csvLine([
          row.recipient,
          row.line1,
          row.line2,
          row.city,
          row.region,
          row.postalCode,
          row.country,
          row.phone,
          row.name,
          row.email,
          row.response,
          row.submittedAt.toISOString(),
          row.rush ? "yes" : "no",
        ]),
      )
      .join("");
  const day = new Date(kits.event.start).toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rallyroom-kits-${day}-${kits.event.id.slice(0, 8)}.csv"`,
      ...noStore,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
