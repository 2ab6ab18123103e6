import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { attributedFormData } from "~/components/forms/attributed-form-data";
import { checkConstraints, focusFirstInvalid } from "~/components/forms/constraints";
import { Honeypot, Notice } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
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
  todayIn,
  zoneLabel,
} from "~/domain/scheduling";
import { timeZoneOptions } from "~/domain/zone-offsets";
import type { BookingRefusal } from "./book-details-form";
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

type Load = { status: "loading" } | { status: "ready"; days: DayView[] } | { status: "error" };

/**
 * The scheduler with JavaScript: slots from GET /api/booking/slots in the visitor's time zone
 * (detected with Intl, changeable), then the details, posted by a fetcher to the action of
 * /book/:type, the page that books without JavaScript. A booking made answers with a redirect to
 * its confirmation, which the router follows; a time taken meanwhile sends the visitor back to
 * the calendar with the reason, freshly loaded.
 */
export function ClientScheduler({
  type,
  game,
  onBooked,
  headingLevel = "h2",
}: {
  type: MeetingTypeId;
  game?: string | null | undefined;
  /** The booking is made and the page is moving to its confirmation (the dialog closes). */
  onBooked?: () => void;
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
  const fetcher = useFetcher<BookingRefusal>();
  const busy = fetcher.state !== "idle";
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!slot || busy) return;
    const form = event.currentTarget;
    // The inputs' own attributes first; the server's booking schema answers the rest.
    const invalid = checkConstraints(form);
    if (invalid) {
      setErrors(invalid.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    answerBefore.current = fetcher.data;
    void fetcher.submit(attributedFormData(form), {
      method: "post",
      action: `/book/${type}`,
      // A refusal changes nothing the page behind shows; a booking made navigates anyway.
      defaultShouldRevalidate: false,
    });
  }

  // The action's answer, handled once: a redirect (the booking is made) leaves the fetcher
  // loading with no new data (the previous refusal's, if any) while the router moves to the
  // confirmation; a refusal comes back as new data.
  const answerBefore = useRef<unknown>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // Field errors the server answered: focus goes to the first once they are drawn.
  const [focusErrors, setFocusErrors] = useState(0);
  useEffect(() => {
    if (focusErrors > 0 && formRef.current) focusFirstError(formRef.current);
  }, [focusErrors]);
  const handled = useRef<unknown>(undefined);
  const booked = useRef(onBooked);
  booked.current = onBooked;
  useEffect(() => {
    if (fetcher.state === "loading" && fetcher.data === answerBefore.current) {
      if (handled.current !== "booked") booked.current?.();
      handled.current = "booked";
      return;
    }
    const refusal = fetcher.data;
    if (fetcher.state !== "idle" || refusal === undefined || refusal === handled.current) return;
    handled.current = refusal;
    if (refusal.taken) {
      // The notice takes focus, not the heading.
      moved.current = false;
      setSlot(null);
      setStep("time");
      setNotice({ message: refusal.error, key: Date.now() });
      setReload((n) => n + 1);
    } else if (Object.keys(refusal.fieldErrors).length > 0) {
      setErrors(refusal.fieldErrors);
      setFocusErrors((count) => count + 1);
    } else {
      setNotice({ message: refusal.error, key: Date.now() });
    }
  }, [fetcher.state, fetcher.data]);

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
        <fetcher.Form
          ref={formRef}
          method="post"
          action={`/book/${type}`}
          className="mt-4 space-y-5"
          noValidate
          onSubmit={submit}
          aria-busy={busy || undefined}
        >
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
          <input type="hidden" name="start" value={slot.start} />
          <input type="hidden" name="timeZone" value={zone} />
          {game ? <input type="hidden" name="game" value={game} /> : null}
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
        </fetcher.Form>
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
