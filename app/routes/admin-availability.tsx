import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffForm } from "~/components/admin/admin-session";
import { ActionNotice, HeadingWithLink } from "~/components/admin/admin-ui";
import { type HostCalendar, HostCalendarCard } from "~/components/admin/host-calendar";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { formatDayLong } from "~/domain/scheduling";
import { timeZoneOptions } from "~/domain/zone-offsets";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { parseAvailabilityForm } from "~/server/services/booking/host-form.server";
import { calendarTakesLabel, hostEmail, hostHours } from "~/server/services/booking/hosts.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-availability";

export const handle: PageHandle = { sitemap: false };

/**
 * Who takes bookings and when. Each staff member sets up and edits their own calendar (weekly
 * hours in their time zone, days off, a video-call link) and any staff member edits the team
 * calendar; slots are the union of the active calendars' free times.
 */
export const loader = staffPageLoader(async (_args: Route.LoaderArgs, session) => {
  const rows = await runtime().bookings.hosts.list();
  const now = Date.now();
  return {
    me: session.staff.id,
    hasOwn: rows.some(({ host }) => host.staffId === session.staff.id),
    zones: timeZoneOptions(now),
    teamEmail: site.email.team,
    hosts: rows.map(
      ({ host, staffEmail }): HostCalendar => ({
        id: host.id,
        name: host.name,
        email: host.email,
        notifies: hostEmail(host),
        team: host.staffId === null,
        mine: host.staffId === session.staff.id,
        staffEmail,
        timeZone: host.timeZone,
        hours: hostHours(host),
        hoursFromConfig: host.weeklyHours === null,
        daysOff: host.daysOff.map((date) => ({ date, label: formatDayLong(date) })),
        videoUrl: host.videoUrl,
        active: host.active,
        takes: calendarTakesLabel(host),
      }),
    ),
  };
});

type Result = { ok: boolean; message: string; host?: string; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request);
  const { bookings } = runtime();
  const parsed = parseAvailabilityForm(form);
  const posted = form.get("host");
  if (!parsed.ok) {
    const host = typeof posted === "string" ? posted : undefined;
    const { status, message, fieldErrors } = parsed;
    return data<Result>({ ok: false, message, host, fieldErrors }, { status });
  }
  const input = parsed.data;

  if (input.intent === "create-mine") {
    await bookings.hosts.ensureForStaff({ id: session.staff.id, email: session.staff.email });
    return data<Result>({
      ok: true,
      message:
        "Your calendar is set up with the usual hours. Check them, then switch it on to take bookings.",
    });
  }

  const host = await bookings.hosts.get(input.host);
  if (!host) return data<Result>({ ok: false, message: "Choose a calendar." }, { status: 400 });
  if (host.staffId !== null && host.staffId !== session.staff.id) {
    const message = "You can change only your own calendar and the team calendar.";
    return data<Result>({ ok: false, message }, { status: 403 });
  }

  if (input.intent === "save") {
    await bookings.hosts.update(host.id, {
      name: input.name,
      email: input.email || (host.staffId === null ? null : session.staff.email),
      timeZone: input.timeZone,
      weeklyHours: input.hours,
      videoUrl: input.videoUrl,
      active: input.active,
    });
    return data<Result>({ ok: true, message: `Saved ${input.name}.` });
  }

  if (input.intent === "add-day-off") {
    await bookings.hosts.setDaysOff(host.id, [...host.daysOff, input.date]);
    return data<Result>({ ok: true, message: `${formatDayLong(input.date)} is a day off for ${host.name}.` });
  }

  await bookings.hosts.setDaysOff(
    host.id,
    host.daysOff.filter((day) => day !== input.date),
  );
  return data<Result>({ ok: true, message: `${formatDayLong(input.date)} is a working day again.` });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: availability",
    description: "Who takes bookings, and when.",
    path: "/admin/availability",
  });

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { hosts, hasOwn, zones, teamEmail } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <HeadingWithLink title="Availability" to="/admin/bookings" linkLabel="Bookings">
        <p className="mt-2 max-w-3xl text-slate-700">
          Visitors see the free times of every calendar that is on, together; each booking goes to a free
          host. Hours are in each calendar's own time zone. Meetings: {site.scheduler.meetingTypes.intro.name}{" "}
          and {site.scheduler.meetingTypes.demo.name}, {site.scheduler.bufferMinutes} minutes free after each,
          bookable from {Math.round(site.scheduler.minimumNoticeMinutes / 60)} hours to{" "}
          {site.scheduler.horizonDays} days ahead.
        </p>
      </HeadingWithLink>
      <ActionNotice result={actionData} />
      {hasOwn ? null : (
        <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4">
          <p className="text-slate-800">
            Take bookings yourself: set up your own calendar, hours and video link.
          </p>
          <StaffForm
            className="mt-3"
            hiddenFields={{ intent: "create-mine" }}
            disabled={busy}
            submit={{ label: "Set up my calendar", className: buttonStyles.primary }}
          />
        </div>
      )}
      {hosts.map((host) => (
        <HostCalendarCard
          key={host.id}
          host={host}
          zones={zones}
          teamEmail={teamEmail}
          busy={busy}
          errors={(actionData?.host === host.id && actionData.fieldErrors) || {}}
        />
      ))}
    </>
  );
}
