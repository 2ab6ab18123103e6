import { useEffect, useMemo } from "react";
import { Form, useNavigate } from "react-router";
import { TimeZoneSelect } from "~/components/booking/scheduler-ui";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { detectTimeZone } from "~/domain/time-zones";
import { type ZoneList, zoneOptions } from "~/domain/zone-names";

/**
 * The attendee page's first panels (/attend/:id): when the event is, in their zone beside the
 * organiser's, with the zone form; what to prepare; and their answer as two POST buttons (a GET
 * of the page, a link scanner's, answers nothing). Plain forms: they work without JavaScript.
 */

/** "When" in the attendee's zone and the organiser's, every row naming its zone, and the zone form. */
export function AttendeeWhen({
  activity,
  host,
  rows,
  zone,
  keyValue,
  icsHref,
  zoneError,
  busy,
}: {
  activity: string;
  host: string;
  /** [label, "Thursday, … 3:00 – 4:00 PM (America/New York (UTC-4))"] */
  rows: readonly (readonly [string, string])[];
  /** `browser`: the zone the page was asked in (`?tz=`), until the attendee saves one. */
  zone: { stored: string | null; browser: string | null; organiser: string; list: ZoneList };
  keyValue: string;
  icsHref: string;
  zoneError: string | undefined;
  busy: boolean;
}) {
  const options = useMemo(() => zoneOptions(zone.list), [zone.list]);
  // Until the attendee saves a zone, the page asks the server again in the browser's own (`?tz=`,
  // a GET that stores nothing), so "Your time" is theirs; saving it keeps it for the emails.
  const navigate = useNavigate();
  useEffect(() => {
    if (zone.stored !== null || zone.browser !== null) return;
    const detected = detectTimeZone();
    if (!detected || detected === zone.organiser) return;
    const next = new URLSearchParams(window.location.search);
    next.set("tz", detected);
    navigate(`?${next.toString()}${window.location.hash}`, { replace: true, preventScrollReset: true });
  }, [zone.stored, zone.browser, zone.organiser, navigate]);
  const shown = zone.stored ?? zone.browser ?? zone.organiser;
  return (
    <section id="when" aria-labelledby="when-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="when-heading" className="text-2xl font-bold text-ink">
        When
      </h2>
      <div className="mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-4">
        <p className="text-sm font-semibold text-brand-800">
          {activity} · host: {host}
        </p>
        <dl className="mt-2 space-y-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="font-bold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <a href={icsHref} className={`${buttonStyles.outlineSmall} mt-3 min-h-11`}>
          Add to calendar (.ics)
        </a>
      </div>
      <Form method="post" className="mt-5 flex flex-wrap items-end gap-3" preventScrollReset>
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="zone" />
        <div className="w-full max-w-md">
          <TimeZoneSelect id="attendee-zone" name="timeZone" value={shown} options={options} />
          {zoneError ? (
            <p id="attendee-zone-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {zoneError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonStyles.outlineSmall} min-h-11`} disabled={busy}>
          {zone.stored ? "Change my time zone" : "Save my time zone"}
        </button>
      </Form>
    </section>
  );
}

/** What to have ready, in the invitation's words (`attendeePreparation`). */
export function AttendeePrepare({ prepare }: { prepare: readonly string[] }) {
  return (
    <section aria-labelledby="prepare-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="prepare-heading" className="text-2xl font-bold text-ink">
        What to prepare
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {prepare.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The two answers, as the page's buttons post them. */
const answers = [
  ["coming", "Coming"],
  ["not_coming", "Not coming"],
] as const;

/** "Coming" / "Not coming": two POST buttons, the current answer marked. */
export function AttendeeResponse({
  response,
  keyValue,
  canAnswer,
  busy,
}: {
  response: "invited" | "coming" | "not_coming";
  keyValue: string;
  canAnswer: boolean;
  busy: boolean;
}) {
  const said =
    response === "coming"
      ? "You said you are coming."
      : response === "not_coming"
        ? "You said you are not coming."
        : "Let your organiser know whether you are coming.";
  return (
    <section id="answer" aria-labelledby="answer-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="answer-heading" className="text-2xl font-bold text-ink">
        Are you coming?
      </h2>
      <p className="mt-3 text-slate-700" data-response={response}>
        {said}
      </p>
      {canAnswer ? (
        <Form method="post" className="mt-4 flex flex-wrap gap-3" preventScrollReset>
          <input type="hidden" name="key" value={keyValue} />
          <input type="hidden" name="intent" value="respond" />
          {answers.map(([value, label]) => (
            <button
              key={value}
              type="submit"
              name="response"
              value={value}
              aria-pressed={response === value}
              className={response === value ? buttonStyles.primary : buttonStyles.outline}
              disabled={busy}
            >
              {label}
            </button>
          ))}
        </Form>
      ) : null}
    </section>
  );
}
