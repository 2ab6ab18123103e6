import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from "react";
import { type SelectOption, SelectOptions } from "~/components/ui/select-options";
import type { DaySummary } from "~/domain/scheduling";

/**
 * The scheduler's pieces, drawn the same way by the /book/:type page (links and forms that work
 * without JavaScript) and by the booking dialog (buttons and fetch): the steps, the time zone,
 * the days and the times; the details step's pieces are in details-ui.tsx. Every control is
 * at least 44 px tall.
 */

export type SchedulerStep = "time" | "details";

export function StepIndicator({ step }: { step: SchedulerStep }) {
  const steps: [SchedulerStep | "done", string][] = [
    ["time", "Pick a time"],
    ["details", "Your details"],
    ["done", "Confirmed"],
  ];
  const index = steps.findIndex(([key]) => key === step);
  return (
    <ol aria-label="Booking steps" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {steps.map(([key, label], i) => (
        <li
          key={key}
          aria-current={i === index ? "step" : undefined}
          className={`flex items-center gap-2 ${i === index ? "font-semibold text-ink" : "text-slate-600"}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
              i < index
                ? "bg-green-700 text-white"
                : i === index
                  ? "bg-brand-700 text-white"
                  : "border border-slate-400 text-slate-600"
            }`}
          >
            {i < index ? "✓" : i + 1}
          </span>
          {label}
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className="px-1 text-slate-400">
              ›
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export const timeZoneSelectClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700";

/**
 * The visitor's time zone: always shown by name, changeable. Controlled with `onChange`;
 * without it a plain form field (the link picker's GET form), whose shown value follows `value`
 * when the page swaps in another zone: set on the element, so its ~420 options stay as they are
 * instead of being drawn anew.
 */
export function TimeZoneSelect({
  id,
  value,
  options,
  onChange,
  name,
}: {
  id: string;
  value: string;
  options: readonly SelectOption[];
  onChange?: (zone: string) => void;
  name?: string;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(value);
  // On a change of `value` only: a choice made before the page hydrated stays.
  useLayoutEffect(() => {
    if (onChange || shown.current === value) return;
    shown.current = value;
    if (select.current) select.current.value = value;
  }, [onChange, value]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Your time zone
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        value={onChange ? value : undefined}
        defaultValue={onChange ? undefined : value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className={timeZoneSelectClass}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

export const dayClass = (selected: boolean) =>
  `flex h-full min-h-16 w-full flex-col items-center justify-center rounded-xl border px-2 py-2 text-center transition ${
    selected
      ? "border-brand-700 bg-brand-700 text-white shadow"
      : "border-slate-300 bg-white text-ink hover:border-brand-700 hover:bg-brand-50"
  }`;

export const slotClass =
  "flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 bg-white px-3 py-2 font-semibold text-brand-800 transition hover:bg-brand-700 hover:text-white";

/** The label inside a day control: weekday, date, and how many times it has. */
export function DayLabel({ day }: { day: DaySummary }) {
  const [weekday, ...rest] = day.short.split(", ");
  return (
    <>
      <span className="text-sm font-bold">{weekday}</span>
      <span className="text-sm">{rest.join(", ")}</span>
      <span className="sr-only">, </span>
      <span className="text-xs opacity-80">
        {day.times} {day.times === 1 ? "time" : "times"}
      </span>
    </>
  );
}

/** The day grid's columns: 3, from `sm` 4, from `lg` 5 (its grid-cols classes). */
const dayColumns = [3, 4, 5] as const;

/**
 * Rows of at least a day control's height (DayLabel's three lines, the control's padding and
 * border), as many per width as the grid's `--day-rows-N` say, even when they are empty.
 */
const reservedDayRows =
  "grid-rows-[repeat(var(--day-rows-0),minmax(calc(4.5rem_+_2px),auto))] sm:grid-rows-[repeat(var(--day-rows-1),minmax(calc(4.5rem_+_2px),auto))] lg:grid-rows-[repeat(var(--day-rows-2),minmax(calc(4.5rem_+_2px),auto))]";

/**
 * The days that have free times, as a grid; each day is drawn by the caller (a link or a button).
 * `reserve`: the grid is as tall as that many days make it at every width, however many it
 * shows, so what follows it stays put when the days change (a page's calendar, redrawn in the
 * visitor's own time zone after it loads, with another number of days).
 */
export function DayGrid<Day extends DaySummary>({
  label,
  days,
  reserve,
  children,
}: {
  label: string;
  days: readonly Day[];
  reserve?: number;
  children: (day: Day) => ReactNode;
}) {
  const rows = reserve
    ? (Object.fromEntries(
        dayColumns.map((columns, i) => [`--day-rows-${i}`, Math.ceil(reserve / columns)]),
      ) as CSSProperties)
    : undefined;
  return (
    <ul
      aria-label={label}
      style={rows}
      className={`grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5 ${rows ? reservedDayRows : ""}`}
    >
      {days.map((day) => (
        <li key={day.date}>{children(day)}</li>
      ))}
    </ul>
  );
}

/** The free times of one day; each time is drawn by the caller. */
export function SlotGrid<Slot extends { start: string }>({
  headingId,
  day,
  slots,
  zone,
  children,
}: {
  headingId: string;
  day: DaySummary;
  slots: readonly Slot[];
  zone: string;
  children: (slot: Slot) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {day.long}
      </h3>
      <p className="text-sm text-slate-700">Times in {zone}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {slots.map((slot) => (
          <li key={slot.start}>{children(slot)}</li>
        ))}
      </ul>
    </section>
  );
}
