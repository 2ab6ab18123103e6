import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ActionNotice, HeadingWithLink } from "~/components/admin/admin-ui";
import { BookingFilters, BulkCancelForm } from "~/components/admin/booking-forms";
import { type AdminBooking, BookingItem } from "~/components/admin/booking-item";
import { site } from "~/config/site";
import { cancelReasonSchema } from "~/domain/booking-form";
import {
  dateIn,
  dayRange,
  formatDayLong,
  formatTime,
  isMeetingType,
  meetingName,
  todayIn,
  utcOffsetLabel,
  zoneLabel,
} from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { parseBulkCancel } from "~/server/services/booking/admin.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-bookings";

export const handle: PageHandle = { sitemap: false };

const business = site.businessTimeZone;

/** The filters are a GET form: `host`, `type` and `when` (upcoming from today, or past). */
function filtersOf(query: URLSearchParams) {
  const host = query.get("host");
  const type = query.get("type");
  return {
    host: isBookingId(host) ? host : undefined,
    type: isMeetingType(type) ? type : undefined,
    when: query.get("when") === "past" ? ("past" as const) : ("upcoming" as const),
  };
}

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs) => {
  const filters = filtersOf(new URL(request.url).searchParams);
  const { bookings } = runtime();
  const now = Date.now();
  const since = new Date(dayRange(todayIn(business, now), 1, business).start);
  const [rows, hosts] = await Promise.all([
    bookings.list({ when: filters.when, since, hostId: filters.host, type: filters.type }),
    bookings.hosts.list(),
  ]);
  const days: { date: string; label: string; items: ReturnType<typeof item>[] }[] = [];
  function item(row: (typeof rows)[number]): AdminBooking {
    return {
      id: row.id,
      time: `${formatTime(row.start, business)} – ${formatTime(row.end, business)}`,
      visitorTime:
        row.visitorTimeZone === business
          ? null
          : `${formatTime(row.start, row.visitorTimeZone)} for them (${zoneLabel(row.visitorTimeZone, row.start)})`,
      meeting: meetingName(row.type),
      type: row.type,
      status: row.status,
      name: row.name,
      email: row.email,
      company: row.company,
      teamSize: row.teamSize,
      notes: row.notes,
      game: row.gameName,
      host: row.host.name,
      leadId: row.leadId,
      started: row.start <= now,
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      domain: row.emailDomain,
      clientAddress: row.clientAddress,
      holdUntil: row.holdExpiresAt === null ? null : formatTime(row.holdExpiresAt, business),
    };
  }
  for (const row of rows) {
    const date = dateIn(row.start, business);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item(row));
    else days.push({ date, label: formatDayLong(date), items: [item(row)] });
  }
  return {
    filters,
    zone: `${business.replaceAll("_", " ")} (${utcOffsetLabel(business, now)})`,
    hosts: hosts.map(({ host }) => ({ value: host.id, label: host.name })),
    days,
    total: rows.length,
  };
});

/**
 * Cancel (with a reason the visitor is told), record a started meeting as held or a no-show, or
 * cancel every future booking matching a filter at once (silent towards the visitors).
 */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  const { bookings } = runtime();
  if (intent === "bulk") {
    const parsed = parseBulkCancel(form);
    if (!parsed.ok) return data({ ok: false, message: parsed.error }, { status: 422 });
    const { cancelled } = await bookings.cancelMany(parsed.filter, { reason: parsed.reason });
    return data({
      ok: true,
      message:
        cancelled === 0
          ? "No upcoming booking matched, so nothing was cancelled."
          : `Cancelled ${cancelled} ${cancelled === 1 ? "booking" : "bookings"}. No visitor was emailed; each host got one summary.`,
    });
  }
  if (!isBookingId(id)) return data({ ok: false, message: "Choose a booking." }, { status: 400 });
  if (intent === "cancel") {
    const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
    if (!reason.success || !reason.data) {
      return data(
        {
          ok: false,
          message: reason.success
            ? "Give the visitor a reason for the cancellation."
            : (reason.error.issues[0]?.message ?? "Check the reason."),
        },
        { status: 422 },
      );
    }
    const result = await bookings.cancel(id, { by: "staff", reason: reason.data });
    if (!result.ok) return data({ ok: false, message: result.error }, { status: result.status });
    return data({
      ok: true,
      message: `Cancelled ${result.booking.name}'s ${meetingName(result.booking.type)}; they have been emailed.`,
    });
  }
  if (intent === "held" || intent === "no_show") {
    const result = await bookings.setOutcome(id, intent);
    if (!result.ok) return data({ ok: false, message: result.error }, { status: result.status });
    return data({
      ok: true,
      message: `${result.booking.name}'s ${meetingName(result.booking.type)} is marked ${intent === "held" ? "held" : "no-show"}.`,
    });
  }
  return data({ ok: false, message: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: bookings",
    description: "Calls and demos booked on the site.",
    path: "/admin/bookings",
  });

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, hosts, days, total, zone } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <HeadingWithLink title="Bookings" to="/admin/availability" linkLabel="Availability and hosts">
        <p className="mt-2 text-slate-700">
          Intro calls and live demos booked on the site, by day. Times are in {zone}.
        </p>
      </HeadingWithLink>
      <BookingFilters filters={filters} hosts={hosts} />
      <ActionNotice result={actionData} />
      <BulkCancelForm zone={zone} busy={busy} />
      <p className="mt-6 text-sm text-slate-700" data-testid="bookings-total">
        {total} {total === 1 ? "booking" : "bookings"}
      </p>
      {days.length === 0 ? (
        <p className="mt-4 text-slate-700">No bookings match these filters.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
            <h2 id={`day-${day.date}`} className="text-xl font-bold text-ink">
              {day.label}
            </h2>
            <ul className="mt-3 space-y-3">
              {day.items.map((booking) => (
                <BookingItem key={booking.id} booking={booking} busy={busy} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
