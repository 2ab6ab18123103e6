import { data, Link, useNavigation } from "react-router";
import { StaffForm } from "~/components/admin/admin-session";
import { ActionNotice, linkClass } from "~/components/admin/admin-ui";
import { inputClass, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { isPlainEmailAddress } from "~/domain/email-policy";
import {
  formatDayLong,
  isClockTime,
  isIsoDate,
  isValidTimeZone,
  storedZone,
  timeZoneOptions,
  type WeekdayKey,
  type WeeklyHours,
  weekdayKeys,
  weekdayNames,
} from "~/domain/scheduling";
import { hasUnsafeText } from "~/domain/text-safety";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { hostEmail, hostHours } from "~/server/services/booking/hosts.server";
import { requireStaffPage, requireStaffPost } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-availability";

export const handle: PageHandle = { sitemap: false };

/**
 * Who takes bookings and when. Each staff member sets up and edits their own calendar (weekly
 * hours in their time zone, days off, a video-call link) and any staff member edits the team
 * calendar; slots are the union of the active calendars' free times.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaffPage(request);
  const rows = await runtime().bookings.hosts.list();
  const now = Date.now();
  return data(
    {
      me: session.staff.id,
      hasOwn: rows.some(({ host }) => host.staffId === session.staff.id),
      zones: timeZoneOptions(now),
      teamEmail: site.email.team,
      hosts: rows.map(({ host, staffEmail }) => ({
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
      })),
    },
    { headers: noStore },
  );
}

type Result = { ok: boolean; message: string };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The weekly hours of the form: a day is open when ticked, from its start to its end. */
function hoursFrom(form: FormData): WeeklyHours | string {
  const hours = {} as Record<WeekdayKey, { start: string; end: string }[]>;
  for (const key of weekdayKeys) {
    if (form.get(`${key}-on`) !== "on") {
      hours[key] = [];
      continue;
    }
    const start = text(form, `${key}-start`);
    const end = text(form, `${key}-end`);
    if (!isClockTime(start) || !isClockTime(end) || end <= start) {
      return `${weekdayNames[key]}: give a start and an end time, the end after the start.`;
    }
    hours[key] = [{ start, end }];
  }
  return hours;
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request);
  const { bookings } = runtime();
  const intent = form.get("intent");
  const refuse = (message: string, status = 422) => data<Result>({ ok: false, message }, { status });

  if (intent === "create-mine") {
    await bookings.hosts.ensureForStaff({ id: session.staff.id, email: session.staff.email });
    return data<Result>({
      ok: true,
      message:
        "Your calendar is set up with the usual hours. Check them, then switch it on to take bookings.",
    });
  }

  const host = await bookings.hosts.get(String(form.get("host") ?? ""));
  if (!host) return refuse("Choose a calendar.", 400);
  if (host.staffId !== null && host.staffId !== session.staff.id) {
    return refuse("You can change only your own calendar and the team calendar.", 403);
  }

  if (intent === "save") {
    const name = text(form, "name");
    if (!name || name.length > 80 || hasUnsafeText(name))
      return refuse("Give the calendar a name of up to 80 characters.");
    const email = text(form, "email").toLowerCase();
    if (email && !isPlainEmailAddress(email)) return refuse("The notification email is not a valid address.");
    const timeZone = text(form, "timeZone");
    if (!isValidTimeZone(timeZone)) return refuse("Choose a time zone from the list.");
    const videoUrl = text(form, "videoUrl");
    if (
      videoUrl &&
      (!/^https:\/\/[^\s]+$/.test(videoUrl) || videoUrl.length > 500 || !URL.canParse(videoUrl))
    ) {
      return refuse("The video-call link must be an https:// address.");
    }
    const hours = hoursFrom(form);
    if (typeof hours === "string") return refuse(hours);
    await bookings.hosts.update(host.id, {
      name,
      email: email || (host.staffId === null ? null : session.staff.email),
      // Stored by its canonical ID (Asia/Calcutta → Asia/Kolkata), as bookings are.
      timeZone: storedZone(timeZone),
      weeklyHours: hours,
      videoUrl: videoUrl || null,
      active: form.get("active") === "on",
    });
    return data<Result>({ ok: true, message: `Saved ${name}.` });
  }

  if (intent === "add-day-off") {
    const date = text(form, "date");
    if (!isIsoDate(date)) return refuse("Choose a date for the day off.");
    await bookings.hosts.setDaysOff(host.id, [...host.daysOff, date]);
    return data<Result>({ ok: true, message: `${formatDayLong(date)} is a day off for ${host.name}.` });
  }

  if (intent === "remove-day-off") {
    const date = text(form, "date");
    await bookings.hosts.setDaysOff(
      host.id,
      host.daysOff.filter((day) => day !== date),
    );
    return data<Result>({
      ok: true,
      message: `${isIsoDate(date) ? formatDayLong(date) : date} is a working day again.`,
    });
  }

  return refuse("Unknown action.", 400);
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Admin: availability",
    description: "Who takes bookings, and when.",
    path: "/admin/availability",
    noindex: true,
  });

/** A compact control (a time, a date): the kit's full-width input look would stretch a weekday row. */
const compactInput =
  "min-h-11 w-36 rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700";

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { hosts, hasOwn, zones, teamEmail } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Availability</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Visitors see the free times of every calendar that is on, together; each booking goes to a free
            host. Hours are in each calendar's own time zone. Meetings:{" "}
            {site.scheduler.meetingTypes.intro.name} and {site.scheduler.meetingTypes.demo.name},{" "}
            {site.scheduler.bufferMinutes} minutes free after each, bookable from{" "}
            {Math.round(site.scheduler.minimumNoticeMinutes / 60)} hours to {site.scheduler.horizonDays} days
            ahead.
          </p>
        </div>
        <Link to="/admin/bookings" className={linkClass}>
          Bookings
        </Link>
      </div>
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
      {hosts.map((host) => {
        const editable = host.team || host.mine;
        const id = `host-${host.id}`;
        return (
          <section
            key={host.id}
            aria-labelledby={`${id}-name`}
            data-host-id={host.id}
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`${id}-name`} className="text-xl font-bold text-ink">
                {host.name}
              </h2>
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold ${host.active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-900"}`}
              >
                {host.active ? "Taking bookings" : "Off"}
              </span>
              <span className="text-sm text-slate-700">
                {host.team
                  ? "Team calendar"
                  : host.mine
                    ? "Your calendar"
                    : `Calendar of ${host.staffEmail ?? "a former staff member"}`}
              </span>
            </div>
            {editable ? (
              <>
                <StaffForm
                  className="mt-4 space-y-5"
                  hiddenFields={{ intent: "save", host: host.id }}
                  disabled={busy}
                  submit={{
                    label: (
                      <>
                        Save<span className="sr-only"> {host.name}</span>
                      </>
                    ),
                    className: buttonStyles.primary,
                  }}
                >
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      id={`${id}-name-field`}
                      name="name"
                      label="Name visitors see"
                      required
                      maxLength={80}
                      defaultValue={host.name}
                    />
                    <TextField
                      id={`${id}-email`}
                      name="email"
                      type="email"
                      label="Notification email"
                      hint={host.team ? `Blank: ${teamEmail}` : undefined}
                      defaultValue={host.email ?? ""}
                    />
                    <div>
                      <label htmlFor={`${id}-tz`} className="block text-sm font-semibold text-slate-800">
                        Time zone of the hours
                      </label>
                      <select
                        id={`${id}-tz`}
                        name="timeZone"
                        defaultValue={host.timeZone}
                        className={`${inputClass} min-h-11`}
                      >
                        {zones.map((zone) => (
                          <option key={zone.value} value={zone.value}>
                            {zone.label}
                          </option>
                        ))}
                      </select>
                    </div>
                    <TextField
                      id={`${id}-video`}
                      name="videoUrl"
                      type="url"
                      label="Video-call link"
                      hint="An https:// meeting room link, sent with every booking."
                      defaultValue={host.videoUrl ?? ""}
                    />
                  </div>
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-800">
                      Weekly hours{host.hoursFromConfig ? " (the site configuration's, until you save)" : ""}
                    </legend>
                    <div className="mt-2 space-y-2">
                      {weekdayKeys.map((key) => {
                        const window = host.hours[key]?.[0];
                        return (
                          <div key={key} className="flex flex-wrap items-center gap-3">
                            <label className="flex min-h-11 w-36 items-center gap-2 font-medium text-slate-800">
                              <input
                                type="checkbox"
                                name={`${key}-on`}
                                defaultChecked={Boolean(window)}
                                className="size-5 accent-brand-700"
                              />
                              {weekdayNames[key]}
                            </label>
                            <label className="sr-only" htmlFor={`${id}-${key}-start`}>
                              {weekdayNames[key]} from
                            </label>
                            <input
                              id={`${id}-${key}-start`}
                              type="time"
                              name={`${key}-start`}
                              step={900}
                              defaultValue={window?.start ?? "09:00"}
                              className={compactInput}
                            />
                            <span aria-hidden="true">to</span>
                            <label className="sr-only" htmlFor={`${id}-${key}-end`}>
                              {weekdayNames[key]} until
                            </label>
                            <input
                              id={`${id}-${key}-end`}
                              type="time"
                              name={`${key}-end`}
                              step={900}
                              defaultValue={window?.end ?? "17:00"}
                              className={compactInput}
                            />
                          </div>
                        );
                      })}
                    </div>
                  </fieldset>
                  <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
                    <input
                      type="checkbox"
                      name="active"
                      defaultChecked={host.active}
                      className="size-5 accent-brand-700"
                    />
                    Take bookings with this calendar
                  </label>
                </StaffForm>
                <div className="mt-6 border-t border-slate-200 pt-4">
                  <h3 className="text-lg font-semibold text-ink">Days off</h3>
                  {host.daysOff.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-700">None.</p>
                  ) : (
                    <ul className="mt-2 space-y-2">
                      {host.daysOff.map((day) => (
                        <li key={day.date} className="flex flex-wrap items-center gap-3">
                          <span>{day.label}</span>
                          <StaffForm
                            hiddenFields={{ intent: "remove-day-off", host: host.id, date: day.date }}
                            disabled={busy}
                            submit={{
                              label: (
                                <>
                                  Remove<span className="sr-only"> {day.label}</span>
                                </>
                              ),
                              className: buttonStyles.outlineSmall,
                            }}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                  <StaffForm
                    className="mt-3 flex flex-wrap items-end gap-3"
                    hiddenFields={{ intent: "add-day-off", host: host.id }}
                    disabled={busy}
                    submit={{ label: "Add day off", className: `${buttonStyles.outlineSmall} min-h-11` }}
                  >
                    <div>
                      <label htmlFor={`${id}-off`} className="block text-sm font-semibold text-slate-800">
                        Day off
                      </label>
                      <input
                        id={`${id}-off`}
                        type="date"
                        name="date"
                        required
                        className={`${compactInput} mt-1 block w-44`}
                      />
                    </div>
                  </StaffForm>
                </div>
              </>
            ) : (
              <dl className="mt-3 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
                <div>
                  <dt className="inline font-semibold">Time zone: </dt>
                  <dd className="inline">{host.timeZone}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Hours: </dt>
                  <dd className="inline">
                    {weekdayKeys
                      .filter((key) => host.hours[key]?.length)
                      .map(
                        (key) =>
                          `${weekdayNames[key].slice(0, 3)} ${host.hours[key]?.[0]?.start}–${host.hours[key]?.[0]?.end}`,
                      )
                      .join(", ") || "none"}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Days off: </dt>
                  <dd className="inline">{host.daysOff.map((d) => d.date).join(", ") || "none"}</dd>
                </div>
              </dl>
            )}
          </section>
        );
      })}
    </>
  );
}
