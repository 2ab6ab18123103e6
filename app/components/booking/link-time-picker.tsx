import { type ReactNode, type RefObject, useEffect, useMemo, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonStyles } from "~/components/ui/styles";
import type { DaySummary } from "~/domain/scheduling";
import { detectTimeZone } from "~/domain/time-zones";
import { type ZoneList, zoneOptions } from "~/domain/zone-names";
import { DayGrid, DayLabel, dayClass, SlotGrid, slotClass, TimeZoneSelect } from "./scheduler-ui";

/** The calendar as the server prepared it for a page (see pickerData in app/server). */
export interface LinkPickerData {
  zone: string;
  /** False when the URL names no zone: the browser's own is then put in the URL if it differs. */
  zoneNamed: boolean;
  /**
   * False when neither the URL nor the visitor's remembered zone (app/lib/time-zone-cookie.ts)
   * named one, so the calendar is in the business zone: the page then hydrates at load.
   */
  zoneKnown: boolean;
  zoneLabel: string;
  zones: ZoneList;
  from: string;
  today: string;
  /** How many days the calendar spans: its day grid can keep room for them all. */
  windowDays: number;
  earlier: string | null;
  later: string | null;
  days: DaySummary[];
  day: string | null;
  /** The chosen day's times. */
  slots: { start: string; label: string }[];
}

/** Builds the page's URL with some query parameters changed (null removes one). */
export type HrefFor = (changes: Record<string, string | null>) => string;

/** Puts the browser's own time zone in the URL once, when the URL names none and the page is in another. */
export function useDetectedZone(picker: Pick<LinkPickerData, "zone" | "zoneNamed">) {
  const navigate = useNavigate();
  useEffect(() => {
    if (picker.zoneNamed) return;
    const detected = detectTimeZone();
    if (!detected || detected === picker.zone) return;
    const next = new URLSearchParams(window.location.search);
    next.set("tz", detected);
    navigate(`?${next.toString()}`, { replace: true, preventScrollReset: true });
  }, [picker.zoneNamed, picker.zone, navigate]);
}

/**
 * Pick a day and time with links and a GET form: works without JavaScript, and with it runs
 * as client-side navigations. `hidden` are the query parameters the zone form must keep.
 *
 * The server draws the calendar in the zone the URL names, else in the one the visitor's browser
 * remembered (app/lib/time-zone-cookie.ts), else in the business time zone, and the browser then
 * swaps in the visitor's own when it differs (useDetectedZone). That swap moves nothing: the zone
 * line and the day grid keep their size (the grid has room for the longest window of days when
 * a swap may come), and another zone's days and times are drawn anew (keyed by the zone)
 * instead of sliding the ones already there to new places.
 */
export function LinkTimePicker({
  picker,
  href,
  action,
  hidden,
  headingId,
  headingRef,
  heading = "Pick a day and time",
  notice,
}: {
  picker: LinkPickerData;
  href: HrefFor;
  /** The page's path, where the zone form sends its GET. */
  action: string;
  hidden: Record<string, string>;
  headingId: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  heading?: string;
  /** A message above the days (a refused time), drawn by the caller. */
  notice?: ReactNode;
}) {
  const day = picker.days.find((d) => d.date === picker.day) ?? null;
  const zones = useMemo(() => zoneOptions(picker.zones), [picker.zones]);
  // Room for a whole window of days, kept for as long as the picker is shown, only when it was
  // first drawn in the business zone for want of the visitor's: the case where another zone's
  // days replace these. (A remembered zone the visitor has since left is swapped too, rarely.)
  const [reserveDays] = useState(picker.zoneKnown ? 0 : picker.windowDays);
  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink">
        {heading}
      </h2>
      {/* Two lines below `sm`, where most zones' labels wrap (New York's does) and every zone's
          fits from 360 px; one line from `sm` up, where every zone's fits: the line keeps its
          height when the visitor's own zone replaces the default one after the page loads. It
          is redrawn (keyed), not reflowed. */}
      <p key={picker.zoneLabel} className="mt-1 min-h-[2lh] text-slate-700 sm:min-h-0">
        Times are shown in <strong className="text-ink">{breakableZone(picker.zoneLabel)}</strong>.
      </p>
      <Form
        method="get"
        action={action}
        preventScrollReset
        className="mt-4 flex flex-wrap items-end gap-3"
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName === "SELECT") event.currentTarget.requestSubmit();
        }}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="w-full max-w-md">
          <TimeZoneSelect id={`${headingId}-tz`} name="tz" value={picker.zone} options={zones} />
        </div>
        <button type="submit" className={`${buttonStyles.outlineSmall} min-h-11`}>
          Show times
        </button>
      </Form>
      {notice}
      <div className="mt-6">
        {picker.days.length > 0 ? (
          <DayGrid key={picker.zone} label="Days with free times" days={picker.days} reserve={reserveDays}>
            {(d) => (
              <Link
                to={href({ day: d.date, start: null })}
                preventScrollReset
                data-day={d.date}
                aria-current={d.date === day?.date ? "date" : undefined}
                className={dayClass(d.date === day?.date)}
              >
                <DayLabel day={d} />
              </Link>
            )}
          </DayGrid>
        ) : (
          <p className="text-slate-700">No free times in these two weeks. Try later dates.</p>
        )}
      </div>
      <nav aria-label="More dates" className="mt-3 flex flex-wrap gap-2">
        {picker.earlier ? (
          <Link
            to={href({ from: picker.earlier, day: null, start: null })}
            preventScrollReset
            className={`${buttonStyles.outlineSmall} min-h-11`}
          >
            ‹ Earlier dates
          </Link>
        ) : null}
        {picker.later ? (
          <Link
            to={href({ from: picker.later, day: null, start: null })}
            preventScrollReset
            className={`${buttonStyles.outlineSmall} min-h-11`}
          >
            Later dates ›
          </Link>
        ) : null}
      </nav>
      {day ? (
        <SlotGrid
          key={picker.zone}
          headingId={`${headingId}-day`}
          day={day}
          slots={picker.slots}
          zone={picker.zoneLabel}
        >
          {(slot) => (
            <Link
              to={href({ day: day.date, start: slot.start })}
              preventScrollReset
              data-slot={slot.start}
              className={slotClass}
            >
              {slot.label}
              <span className="sr-only">, {day.long}</span>
            </Link>
          )}
        </SlotGrid>
      ) : null}
    </>
  );
}

/** A zone's label that may wrap after each "/" ("America/Argentina/" "Buenos Aires"), as between words. */
function breakableZone(label: string): ReactNode {
  return label
    .split("/")
    .flatMap((part, i, parts) => (i < parts.length - 1 ? [`${part}/`, <wbr key={part} />] : [part]));
}

/** The href builder of a page: its path, the current zone and window, and the given changes. */
export function hrefBuilder(
  path: string,
  picker: Pick<LinkPickerData, "zone" | "from" | "today">,
  keep: Record<string, string>,
): HrefFor {
  return (changes) => {
    const next = new URLSearchParams(keep);
    next.set("tz", picker.zone);
    if (picker.from !== picker.today) next.set("from", picker.from);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `${path}?${next.toString()}#scheduler`;
  };
}
