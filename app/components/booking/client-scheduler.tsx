import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Honeypot, Notice } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { parseBookingRequest } from "~/domain/booking-form";
import { type FieldErrors, HONEYPOT_FIELD } from "~/domain/lead-fields";
import {
  addDays,
  type DayView,
  detectTimeZone,
  formatRange,
  type MeetingTypeId,
  meetingName,
  parseInstant,
  presentDays,
  timeZoneOptions,
  todayIn,
  zoneLabel,
} from "~/domain/scheduling";
import { readAttribution } from "~/lib/attribution";
import { ChosenTime, ConfirmBooking, DetailsFields, type DetailsValues } from "./details-ui";
import {
  DayGrid,
  DayLabel,
  dayClass,
  type SchedulerStep,
  SlotGrid,
  StepIndicator,
  slotClass,
  TimeZoneSelect,
} from "./scheduler-ui";

/** Days of the calendar fetched at a time. */
const WINDOW_DAYS = 14;

export interface Booked {
  id: string;
  /** The signed key of the booking's links, read from manageUrl. */
  key: string;
}

type Load = { status: "loading" } | { status: "ready"; days: DayView[] } | { status: "error" };

/**
 * The scheduler with JavaScript: slots from GET /api/booking/slots in the visitor's time zone
 * (detected with Intl, changeable), then the details, posted as JSON to POST /api/booking. A time
 * taken meanwhile (409) sends the visitor back to the calendar with the reason, freshly loaded.
 */
export function ClientScheduler({
  type,
  game,
  onBooked,
  headingLevel = "h2",
}: {
  type: MeetingTypeId;
  game?: string | null | undefined;
  onBooked: (booked: Booked) => void;
  headingLevel?: "h2" | "h3";
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [zone, setZone] = useState<string>(() => detectTimeZone() ?? site.businessTimeZone);
  const [from, setFrom] = useState<string>(() => todayIn(zone));
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [reload, setReload] = useState(0);
  const [dayDate, setDayDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<{ start: string; end: string } | null>(null);
  const [step, setStep] = useState<SchedulerStep>("time");
  const [notice, setNotice] = useState<{ message: string; key: number } | null>(null);
  const [values, setValues] = useState<DetailsValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const timeHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const Heading = headingLevel;
  const today = todayIn(zone);
  const options = useMemo(() => timeZoneOptions(Date.now(), zone), [zone]);

  useEffect(() => {
    // `reload` asks for the same window again (after a refused booking, or "Try again").
    const controller = new AbortController();
    setLoad({ status: reload >= 0 ? "loading" : "error" });
    const query = new URLSearchParams({ type, from, days: String(WINDOW_DAYS), tz: zone });
    fetch(`/api/booking/slots?${query}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { slots: { start: string; end: string }[] };
        const slots = body.slots
          .map((s) => ({ start: parseInstant(s.start), end: parseInstant(s.end) }))
          .filter((s): s is { start: number; end: number } => s.start !== null && s.end !== null);
        const days = presentDays(slots, zone);
        setLoad({ status: "ready", days });
        setDayDate((current) =>
          current && days.some((d) => d.date === current) ? current : (days[0]?.date ?? null),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Booking slots:", error);
        setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, [type, from, zone, reload]);

  // Focus follows the step, once the visitor has moved (not on first open).
  useEffect(() => {
    if (!moved.current) return;
    (step === "details" ? detailsHeading : timeHeading).current?.focus();
  }, [step]);

  const days = load.status === "ready" ? load.days : [];
  const day = days.find((d) => d.date === dayDate) ?? null;
  const horizonEnd = addDays(today, site.scheduler.horizonDays);

  const chooseSlot = useCallback((chosen: { start: string; end: string }) => {
    moved.current = true;
    setSlot(chosen);
    setNotice(null);
    setStep("details");
  }, []);

  const backToTimes = () => {
    moved.current = true;
    setStep("time");
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!slot || busy) return;
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const payload = {
      type,
      start: slot.start,
      name: values.name ?? "",
      email: values.email ?? "",
      company: values.company ?? "",
      teamSize: values.teamSize ?? "",
      notes: values.notes ?? "",
      timeZone: zone,
      ...(game ? { game } : {}),
      ...(typeof trap === "string" && trap ? { [HONEYPOT_FIELD]: trap } : {}),
      ...readAttribution(),
    };
    const checked = parseBookingRequest(payload);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      const form = event.currentTarget;
      setTimeout(() => focusFirstError(form), 0);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const response = await fetch("/api/booking", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        manageUrl?: string;
        error?: string;
        fieldErrors?: FieldErrors;
      };
      // 202: held until the visitor confirms by email; the confirmation page says so.
      if ((response.status === 201 || response.status === 202) && body.id && body.manageUrl) {
        const key = new URL(body.manageUrl).searchParams.get("key") ?? "";
        onBooked({ id: body.id, key });
        return;
      }
      if (response.status === 409) {
        // The notice takes focus, not the heading.
        moved.current = false;
        setSlot(null);
        setStep("time");
        setNotice({ message: body.error ?? "That time is no longer free.", key: Date.now() });
        setReload((n) => n + 1);
        return;
      }
      if (response.status === 422 && body.fieldErrors) {
        setErrors(body.fieldErrors);
        const form = event.currentTarget;
        setTimeout(() => focusFirstError(form), 0);
        return;
      }
      setNotice({ message: body.error ?? "Something went wrong. Please try again.", key: Date.now() });
    } catch {
      setNotice({
        message: `We could not reach the server. Check your connection and try again, or email ${site.email.hello}.`,
        key: Date.now(),
      });
    } finally {
      setBusy(false);
    }
  }

  const zoneName = zoneLabel(zone, Date.now());
  const meeting = meetingName(type);

  if (step === "details" && slot) {
    const start = parseInstant(slot.start) ?? 0;
    const end = parseInstant(slot.end) ?? 0;
    const business = site.businessTimeZone;
    return (
      <div data-scheduler-step="details">
        <StepIndicator step="details" />
        <Heading ref={detailsHeading} tabIndex={-1} className="mt-4 text-xl font-bold text-ink">
          Your details
        </Heading>
        <form className="mt-4 space-y-5" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <ChosenTime
            meeting={meeting}
            when={formatRange(start, end, zone)}
            zone={zoneLabel(zone, start)}
            businessWhen={
              zone === business
                ? null
                : `Our time: ${formatRange(start, end, business)} (${zoneLabel(business, start)})`
            }
            change={
              <button type="button" onClick={backToTimes} className={`${buttonStyles.outlineSmall} min-h-11`}>
                Change time
              </button>
            }
          />
          {notice ? (
            <Notice variant="error" focusKey={notice.key}>
              {notice.message}
            </Notice>
          ) : null}
          <Honeypot id={`${uid}-website`} name={HONEYPOT_FIELD} />
          <DetailsFields
            idPrefix={uid}
            values={values}
            errors={errors}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }) as FieldErrors);
            }}
          />
          <ConfirmBooking busy={busy} />
        </form>
      </div>
    );
  }

  return (
    <div data-scheduler-step="time">
      <StepIndicator step="time" />
      <Heading ref={timeHeading} tabIndex={-1} className="mt-4 text-xl font-bold text-ink">
        Pick a day and time
      </Heading>
      <p className="mt-1 text-slate-700">
        {meeting} · video call · free. Times are shown in <strong className="text-ink">{zoneName}</strong>.
      </p>
      <div className="mt-4 max-w-md">
        <TimeZoneSelect
          id={`${uid}-tz`}
          value={zone}
          options={options}
          onChange={(next) => {
            setZone(next);
            setFrom(todayIn(next));
          }}
        />
      </div>
      {notice ? (
        <Notice variant="error" focusKey={notice.key} className="mt-4">
          {notice.message}
        </Notice>
      ) : null}
      <div className="mt-5" aria-live="polite" aria-busy={load.status === "loading" || undefined}>
        {load.status === "loading" ? <p className="text-slate-700">Loading free times…</p> : null}
        {load.status === "error" ? (
          <Notice variant="error">
            The calendar could not be loaded.{" "}
            <button type="button" className="font-semibold underline" onClick={() => setReload((n) => n + 1)}>
              Try again
            </button>{" "}
            or email {site.email.hello}.
          </Notice>
        ) : null}
        {load.status === "ready" && days.length === 0 ? (
          <p className="text-slate-700">No free times in these two weeks. Try later dates.</p>
        ) : null}
        {load.status === "ready" && days.length > 0 ? (
          <DayGrid label="Days with free times" days={days}>
            {(d) => (
              <button
                type="button"
                data-day={d.date}
                aria-pressed={d.date === dayDate}
                className={dayClass(d.date === dayDate)}
                onClick={() => setDayDate(d.date)}
              >
                <DayLabel day={d} />
              </button>
            )}
          </DayGrid>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {from > today ? (
          <button
            type="button"
            className={`${buttonStyles.outlineSmall} min-h-11`}
            onClick={() =>
              setFrom((f) => (addDays(f, -WINDOW_DAYS) < today ? today : addDays(f, -WINDOW_DAYS)))
            }
          >
            ‹ Earlier dates
          </button>
        ) : null}
        {addDays(from, WINDOW_DAYS) <= horizonEnd ? (
          <button
            type="button"
            className={`${buttonStyles.outlineSmall} min-h-11`}
            onClick={() => setFrom((f) => addDays(f, WINDOW_DAYS))}
          >
            Later dates ›
          </button>
        ) : null}
      </div>
      {day ? (
        <SlotGrid headingId={`${uid}-day`} day={day} slots={day.slots} zone={zoneName}>
          {(s) => (
            <button type="button" data-slot={s.start} className={slotClass} onClick={() => chooseSlot(s)}>
              {s.label}
              <span className="sr-only">, {day.long}</span>
            </button>
          )}
        </SlotGrid>
      ) : null}
    </div>
  );
}

function focusFirstError(form: HTMLFormElement) {
  form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}
