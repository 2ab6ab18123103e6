import { data, Link, useNavigation } from "react-router";
import { StaffForm } from "~/components/admin/admin-session";
import { ActionNotice, linkClass, StatusBadge } from "~/components/admin/admin-ui";
import { FormShell } from "~/components/forms/form-shell";
import { SelectField, TextareaField, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { cancelReasonSchema } from "~/domain/booking-form";
import { isPlainEmailAddress } from "~/domain/email-policy";
import {
  dateIn,
  dayRange,
  formatDayLong,
  formatTime,
  isIsoDate,
  isMeetingType,
  meetingName,
  meetingTypeIds,
  todayIn,
  utcOffsetLabel,
  zoneLabel,
} from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { isBookingId } from "~/server/services/booking/links.server";
import type { BulkFilter } from "~/server/services/booking-limits.server";
import { requireStaffPage, requireStaffPost } from "~/server/staff-http.server";
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

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const filters = filtersOf(new URL(request.url).searchParams);
  const { bookings } = runtime();
  const now = Date.now();
  const since = new Date(dayRange(todayIn(business, now), 1, business).start);
  const [rows, hosts] = await Promise.all([
    bookings.list({ when: filters.when, since, hostId: filters.host, type: filters.type }),
    bookings.hosts.list(),
  ]);
  const days: { date: string; label: string; items: ReturnType<typeof item>[] }[] = [];
  function item(row: (typeof rows)[number]) {
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
  return data(
    {
      filters,
      zone: `${business.replaceAll("_", " ")} (${utcOffsetLabel(business, now)})`,
      hosts: hosts.map(({ host }) => ({ value: host.id, label: host.name })),
      days,
      total: rows.length,
    },
    { headers: noStore },
  );
}

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
  seo({
    title: "Admin: bookings",
    description: "Calls and demos booked on the site.",
    path: "/admin/bookings",
    noindex: true,
  });

const bulkMatchOptions = [
  { value: "domain", label: "Email domain (acme.com)" },
  { value: "email", label: "Email address" },
  { value: "address", label: "Client address (IP)" },
];

/** The bulk cancel form: what to match, an optional date range (business time zone), a type. */
function parseBulkCancel(
  form: FormData,
): { ok: true; filter: BulkFilter; reason: string | null } | { ok: false; error: string } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const match = text("match");
  const value = text("value").toLowerCase();
  const filter: BulkFilter = {};
  if (value !== "") {
    if (match === "domain") {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value) || value.length > 253) {
        return { ok: false, error: "Enter the email domain as acme.com." };
      }
      filter.domain = value;
    } else if (match === "email") {
      if (!isPlainEmailAddress(value)) return { ok: false, error: "Enter one email address." };
      filter.email = value;
    } else if (match === "address") {
      if (!/^[0-9a-f:.]{2,45}$/.test(value)) return { ok: false, error: "Enter one IPv4 or IPv6 address." };
      filter.clientAddress = value;
    } else {
      return { ok: false, error: "Choose what to match: a domain, an email address or a client address." };
    }
  }
  for (const [name, label] of [
    ["from", "first"],
    ["to", "last"],
  ] as const) {
    const date = text(name);
    if (date === "") continue;
    if (!isIsoDate(date)) return { ok: false, error: `Enter the ${label} day as a date.` };
    const day = dayRange(date, 1, business);
    if (name === "from") filter.from = new Date(day.start);
    else filter.to = new Date(day.end - 1);
  }
  const type = text("type");
  if (type !== "") {
    if (!isMeetingType(type)) return { ok: false, error: "Choose a meeting type from the list." };
    filter.type = type;
  }
  // Everything to come is never one click away: a match, or a closed range of days.
  if (value === "" && !(filter.from && filter.to)) {
    return { ok: false, error: "Enter what to match, or both the first and the last day." };
  }
  const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
  if (!reason.success) return { ok: false, error: reason.error.issues[0]?.message ?? "Check the reason." };
  return { ok: true, filter, reason: reason.data };
}

const typeOptions = meetingTypeIds.map((type) => ({ value: type, label: meetingName(type) }));
const whenOptions = [
  { value: "upcoming", label: "Upcoming (from today)" },
  { value: "past", label: "Past" },
];

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, hosts, days, total, zone } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Bookings</h1>
          <p className="mt-2 text-slate-700">
            Intro calls and live demos booked on the site, by day. Times are in {zone}.
          </p>
        </div>
        <Link to="/admin/availability" className={linkClass}>
          Availability and hosts
        </Link>
      </div>
      <FormShell
        method="get"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        submit={{ label: "Filter", className: buttonStyles.secondary }}
      >
        {(submit) => (
          <>
            <SelectField
              id="bookings-when"
              name="when"
              label="When"
              placeholder="Upcoming"
              options={whenOptions}
              defaultValue={filters.when}
            />
            <SelectField
              id="bookings-host"
              name="host"
              label="Host"
              placeholder="All hosts"
              options={hosts}
              defaultValue={filters.host ?? ""}
            />
            <SelectField
              id="bookings-type"
              name="type"
              label="Meeting"
              placeholder="Calls and demos"
              options={typeOptions}
              defaultValue={filters.type ?? ""}
            />
            <div>{submit}</div>
          </>
        )}
      </FormShell>
      <ActionNotice result={actionData} />
      <details className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4">
        <summary className="cursor-pointer font-semibold text-red-800">Cancel many bookings at once</summary>
        <p className="mt-2 text-sm text-slate-700">
          Every upcoming booking (confirmed or waiting for email confirmation) that matches is cancelled. The
          visitors are not emailed: use this to undo bookings made by a script. Each host gets one summary.
          Days are in {zone}.
        </p>
        <StaffForm
          hiddenFields={{ intent: "bulk" }}
          disabled={busy}
          className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          submit={{ label: "Cancel the matching bookings", className: buttonStyles.small }}
        >
          <SelectField
            id="bulk-match"
            name="match"
            label="Match"
            placeholder="Nothing (days only)"
            options={bulkMatchOptions}
            defaultValue="domain"
          />
          <TextField id="bulk-value" name="value" label="Value" autoComplete="off" maxLength={254} />
          <SelectField
            id="bulk-type"
            name="type"
            label="Meeting"
            placeholder="Calls and demos"
            options={typeOptions}
            defaultValue=""
          />
          <TextField id="bulk-from" name="from" label="First day" type="date" />
          <TextField id="bulk-to" name="to" label="Last day" type="date" />
          <TextareaField
            id="bulk-reason"
            name="reason"
            label="Reason (staff only)"
            rows={1}
            maxLength={500}
          />
        </StaffForm>
      </details>
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
                <li
                  key={booking.id}
                  data-booking-id={booking.id}
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="text-lg font-bold text-ink">
                        {booking.time} · {booking.meeting}
                      </p>
                      {booking.visitorTime ? (
                        <p className="text-sm text-slate-700">{booking.visitorTime}</p>
                      ) : null}
                    </div>
                    <StatusBadge status={booking.status} />
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="inline font-semibold text-slate-800">Visitor: </dt>
                      <dd className="inline">
                        {booking.name}, {booking.company} ({booking.email})
                      </dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-slate-800">Host: </dt>
                      <dd className="inline">{booking.host}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-slate-800">From: </dt>
                      <dd className="inline">
                        {booking.domain ?? "—"} · {booking.clientAddress ?? "address not recorded"}
                      </dd>
                    </div>
                    {booking.holdUntil ? (
                      <div>
                        <dt className="inline font-semibold text-slate-800">
                          Waiting for email confirmation until:{" "}
                        </dt>
                        <dd className="inline">{booking.holdUntil}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt className="inline font-semibold text-slate-800">Team size: </dt>
                      <dd className="inline">{booking.teamSize ?? "—"}</dd>
                    </div>
                    {booking.game ? (
                      <div>
                        <dt className="inline font-semibold text-slate-800">Demo game: </dt>
                        <dd className="inline">{booking.game}</dd>
                      </div>
                    ) : null}
                    {booking.notes ? (
                      <div className="sm:col-span-2">
                        <dt className="inline font-semibold text-slate-800">Note: </dt>
                        <dd className="inline whitespace-pre-line">{booking.notes}</dd>
                      </div>
                    ) : null}
                    {booking.cancelReason ? (
                      <div className="sm:col-span-2">
                        <dt className="inline font-semibold text-slate-800">
                          Cancelled by {booking.cancelledBy}:{" "}
                        </dt>
                        <dd className="inline">{booking.cancelReason}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    {booking.leadId ? (
                      <Link to={`/admin/inbox/${booking.leadId}`} className={`${linkClass} text-sm`}>
                        Lead #{booking.leadId}
                      </Link>
                    ) : null}
                    {booking.status === "confirmed" && booking.started ? (
                      <>
                        <StaffForm
                          hiddenFields={{ id: booking.id, intent: "held" }}
                          disabled={busy}
                          submit={{
                            label: (
                              <>
                                Mark held<span className="sr-only">: {booking.name}</span>
                              </>
                            ),
                            className: buttonStyles.outlineSmall,
                          }}
                        />
                        <StaffForm
                          hiddenFields={{ id: booking.id, intent: "no_show" }}
                          disabled={busy}
                          submit={{
                            label: (
                              <>
                                Mark no-show<span className="sr-only">: {booking.name}</span>
                              </>
                            ),
                            className: buttonStyles.outlineSmall,
                          }}
                        />
                      </>
                    ) : null}
                  </div>
                  {booking.status === "confirmed" && !booking.started ? (
                    <details className="mt-3">
                      <summary className="cursor-pointer py-2 text-sm font-semibold text-red-800">
                        Cancel this booking
                        <span className="sr-only">
                          : {booking.name}, {booking.time}
                        </span>
                      </summary>
                      <StaffForm
                        hiddenFields={{ id: booking.id, intent: "cancel" }}
                        disabled={busy}
                        className="mt-2 max-w-xl space-y-3"
                        submit={{ label: "Cancel and email the visitor", className: buttonStyles.small }}
                      >
                        <TextareaField
                          id={`reason-${booking.id}`}
                          name="reason"
                          label="Reason (the visitor sees it)"
                          required
                          rows={2}
                          maxLength={500}
                        />
                      </StaffForm>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
