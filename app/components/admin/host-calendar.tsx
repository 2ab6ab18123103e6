import { Fragment } from "react";
import { StaffButton, StaffForm } from "~/components/admin/admin-session";
import { Field, TextField } from "~/components/forms/kit";
import { type SelectOption, SelectOptions } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";
import { type WeeklyHours, weekdayKeys, weekdayNames } from "~/domain/scheduling";

/** A calendar that takes bookings, as /admin/availability shows it. */
export interface HostCalendar {
  id: string;
  name: string;
  email: string | null;
  /** Where its notifications go: its own address, or the team's. */
  notifies: string;
  team: boolean;
  mine: boolean;
  staffEmail: string | null;
  timeZone: string;
  hours: WeeklyHours;
  hoursFromConfig: boolean;
  daysOff: { date: string; label: string }[];
  videoUrl: string | null;
  active: boolean;
  /** What it takes: "Intro calls, demos and Survey Showdown events", "Lightning Feud and Tiny Campfire events". */
  takes: string;
}

interface CardProps {
  host: HostCalendar;
  zones: SelectOption[];
  teamEmail: string;
  busy: boolean;
  /** The refusals of this calendar's last post, by field name (`hours.mon` for Monday's hours). */
  errors: Record<string, string>;
}

/** A compact control (a time, a date): the kit's full-width input look would stretch a weekday row. */
const compactInput =
  "min-h-11 w-36 rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700";
const errorText = "mt-1 text-sm font-medium text-red-700";

/** One calendar: editable by its owner (and the team calendar by any staff), else a summary. */
export function HostCalendarCard({ host, zones, teamEmail, busy, errors }: CardProps) {
  const id = `host-${host.id}`;
  return (
    <section
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
      <p className="mt-2 text-sm text-slate-800">Takes: {host.takes}</p>
      {host.team || host.mine ? (
        <>
          <CalendarSettings host={host} zones={zones} teamEmail={teamEmail} busy={busy} errors={errors} />
          <DaysOff host={host} busy={busy} error={errors.date} />
        </>
      ) : (
        <CalendarSummary host={host} />
      )}
    </section>
  );
}

function CalendarSettings({ host, zones, teamEmail, busy, errors }: CardProps) {
  const id = `host-${host.id}`;
  return (
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
          error={errors.name}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="Notification email"
          hint={host.team ? `Blank: ${teamEmail}` : undefined}
          defaultValue={host.email ?? ""}
          error={errors.email}
        />
        <Field id={`${id}-tz`} label="Time zone of the hours" error={errors.timeZone}>
          {(control) => (
            <select
              {...control}
              name="timeZone"
              defaultValue={host.timeZone}
              className={`${control.className} min-h-11`}
            >
              <SelectOptions options={zones} />
            </select>
          )}
        </Field>
        <TextField
          id={`${id}-video`}
          name="videoUrl"
          type="url"
          label="Video-call link"
          hint="An https:// meeting room link, sent with every booking."
          defaultValue={host.videoUrl ?? ""}
          error={errors.videoUrl}
        />
      </div>
      <WeeklyHoursFieldset host={host} errors={errors} />
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
  );
}

/** A weekday's two times, as its labels read them, and the hours before the first save. */
const timeEnds = [
  { name: "start", label: "from", fallback: "09:00" },
  { name: "end", label: "until", fallback: "17:00" },
] as const;

/** Each weekday: open or not, from a start to an end time in the calendar's zone. */
function WeeklyHoursFieldset({ host, errors }: Pick<CardProps, "host" | "errors">) {
  const id = `host-${host.id}`;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        Weekly hours{host.hoursFromConfig ? " (the site configuration's, until you save)" : ""}
      </legend>
      <div className="mt-2 space-y-2">
        {weekdayKeys.map((key) => {
          const window = host.hours[key]?.[0];
          const error = errors[`hours.${key}`];
          const errorId = `${id}-${key}-error`;
          const wiring = {
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
          };
          return (
            <div key={key}>
              <div className="flex flex-wrap items-center gap-3">
                <label className="flex min-h-11 w-36 items-center gap-2 font-medium text-slate-800">
                  <input
                    type="checkbox"
                    name={`${key}-on`}
                    defaultChecked={Boolean(window)}
                    className="size-5 accent-brand-700"
                  />
                  {weekdayNames[key]}
                </label>
                {timeEnds.map((end, index) => (
                  <Fragment key={end.name}>
                    {index > 0 ? <span aria-hidden="true">to</span> : null}
                    <label className="sr-only" htmlFor={`${id}-${key}-${end.name}`}>
                      {weekdayNames[key]} {end.label}
                    </label>
                    <input
                      id={`${id}-${key}-${end.name}`}
                      type="time"
                      name={`${key}-${end.name}`}
                      step={900}
                      defaultValue={window?.[end.name] ?? end.fallback}
                      className={compactInput}
                      {...wiring}
                    />
                  </Fragment>
                ))}
              </div>
              {error ? (
                <p id={errorId} className={errorText}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function DaysOff({ host, busy, error }: { host: HostCalendar; busy: boolean; error: string | undefined }) {
  const id = `host-${host.id}`;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-lg font-semibold text-ink">Days off</h3>
      {host.daysOff.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">None.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {host.daysOff.map((day) => (
            <li key={day.date} className="flex flex-wrap items-center gap-3">
              <span>{day.label}</span>
              <StaffButton
                hiddenFields={{ intent: "remove-day-off", host: host.id, date: day.date }}
                busy={busy}
                label="Remove"
                detail={day.label}
                className={buttonStyles.outlineSmall}
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
        <Field id={`${id}-off`} label="Day off" error={error}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="date"
              required
              className={`${compactInput} mt-1 block w-44`}
            />
          )}
        </Field>
      </StaffForm>
    </div>
  );
}

/** Someone else's calendar: what it offers, read only. */
function CalendarSummary({ host }: { host: HostCalendar }) {
  return (
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
  );
}
