import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import { ChosenTime, ConfirmBooking, DetailsFields, StepIndicator } from "~/components/booking/scheduler-ui";
import { Honeypot, Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { games } from "~/content/games";
import { attributionKeys, type FieldErrors, HONEYPOT_FIELD, invalidFormMessage } from "~/domain/lead-fields";
import { isMeetingType, type MeetingTypeId, meetingName } from "~/domain/meetings";
import { readAttribution } from "~/lib/attribution";
import type { PageHandle } from "~/lib/handle";
import { checksFor, lazyModule } from "~/lib/lazy-module";
import { seo } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { pickerData } from "~/server/booking-pages.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { readAttribution as attributionOf } from "~/server/services/leads.server";
import type { Route } from "./+types/book";

/**
 * /book/intro and /book/demo: the scheduler as a page that works without JavaScript. Every step
 * is in the URL (`tz`, `from`, `day`, `start`, `game`): days and times are links, the time zone
 * a GET form, the details a POST form whose success redirects to /thank-you with the booking.
 * With JavaScript the same links and forms run without reloading, and the visitor's own time
 * zone is detected when the URL names none.
 */
export const handle: PageHandle = { sitemap: false };

const intro: Record<MeetingTypeId, string> = {
  intro:
    "A quick call with a Rallyroom event planner: tell us about your team and we'll recommend two or three events that fit.",
  demo: "See a Rallyroom game live with one of our hosts: we play a round together and answer your questions.",
};

const expectations: Record<MeetingTypeId, string[]> = {
  intro: [
    "15 minutes on a video call",
    "Recommendations for your team size and goals",
    "A written quote the same day, if you want one",
  ],
  demo: [
    "30 minutes on a video call",
    "Play a live round of the game you pick",
    "Bring colleagues: the invite can be forwarded",
  ],
};

function meetingOf(param: string | undefined): MeetingTypeId {
  if (!isMeetingType(param)) throw data("There is no such meeting to book.", { status: 404 });
  return param;
}

function gameOf(type: MeetingTypeId, id: string | null | undefined) {
  if (type !== "demo" || !id) return null;
  const game = games.find((g) => g.id === id);
  return game ? { id: game.id, name: game.name, emoji: game.emoji } : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const type = meetingOf(params.type);
  const query = new URL(request.url).searchParams;
  const picker = await pickerData(type, query);
  return data(
    { type, meeting: meetingName(type), picker, game: gameOf(type, query.get("game")) },
    { headers: noStore },
  );
}

interface ActionResult {
  error: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  taken: boolean;
}

/** The request policy has admitted the post (same origin, an HTML form body, size, rate limit). */
export async function action({ request, params }: Route.ActionArgs) {
  const type = meetingOf(params.type);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionResult>(
      { error: "The form could not be read. Please try again.", fieldErrors: {}, values: {}, taken: false },
      { status: 400 },
    );
  }
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in raw)) raw[key] = value;
  // Without JavaScript the browser's own Referer is the best attribution there is.
  let landing: string | null = null;
  try {
    const referer = request.headers.get("referer");
    landing = referer ? new URL(referer).pathname : null;
  } catch {
    landing = null;
  }
  const attribution = attributionOf({ ...raw, landing_path: raw.landing_path || landing });
  const result = await runtime().bookings.book({ ...raw, type }, { attribution });
  if (result.ok) throw redirect(result.paths.thankYou, { status: 303, headers: noStore });
  const { website: _trap, ...values } = raw;
  return data<ActionResult>(
    { error: result.error, fieldErrors: result.fieldErrors, values, taken: result.status === 409 },
    { status: result.status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // A type that is no meeting is a 404, drawn by the root's error boundary without this meta.
  if (!loaderData) return [];
  const { type, meeting } = loaderData;
  return seo({
    title: `Book a ${meeting}`,
    description:
      type === "intro"
        ? "Book a free 15-minute call with a Rallyroom event planner: pick a time in your own time zone."
        : "Book a free 30-minute live demo of a Rallyroom game: pick a time in your own time zone.",
    path: `/book/${type}`,
  });
};

/** The booking schema (and zod) load when the visitor starts on the details form. */
const bookingChecks = lazyModule(() => import("~/domain/booking-form"));

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, meeting, picker, game } = loaderData;
  const chosen = picker.chosen;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refused = actionData as ActionResult | undefined;
  const step = chosen && !refused?.taken ? "details" : "time";
  const heading = useRef<HTMLHeadingElement>(null);
  const [attribution, setAttribution] = useState<Record<string, string>>({});
  const lastStep = useRef(step);
  // With JavaScript the form checks itself first (the same schema as the server), so a wrong
  // field is shown at once instead of after a round trip.
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<{ fieldErrors: FieldErrors; key: number } | null>(null);
  useDetectedZone(picker);

  useEffect(() => {
    const found = readAttribution();
    const fields: Record<string, string> = {};
    for (const key of attributionKeys) {
      const value = found[key];
      if (typeof value === "string" && value) fields[key] = value;
    }
    setAttribution(fields);
  }, []);

  // Focus follows the step when it changes without a page load.
  useEffect(() => {
    if (lastStep.current !== step) heading.current?.focus();
    lastStep.current = step;
  }, [step]);

  const keep: Record<string, string> = game ? { game: game.id } : {};
  const href = hrefBuilder(`/book/${type}`, picker, keep);
  const day = picker.day;

  return (
    <>
      <PageHero
        eyebrow="Free · no obligation"
        title={`Book a ${meeting}`}
        lead={game ? `You picked ${game.name}. ${intro[type]}` : intro[type]}
      />
      <div className={`${container} py-10 sm:py-14`}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section
            id="scheduler"
            aria-labelledby="scheduler-heading"
            className={`${cardStyles.panel} p-5 sm:p-8`}
          >
            <StepIndicator step={step} />
            {step === "time" || !chosen ? (
              <LinkTimePicker
                picker={picker}
                href={href}
                action={`/book/${type}`}
                hidden={keep}
                headingId="scheduler-heading"
                headingRef={heading}
                notice={refused?.taken ? { message: refused.error, key: refused.error } : null}
              />
            ) : (
              <>
                <h2
                  id="scheduler-heading"
                  ref={heading}
                  tabIndex={-1}
                  className="mt-4 text-2xl font-bold text-ink"
                >
                  Your details
                </h2>
                <Form
                  method="post"
                  className="mt-4 space-y-5"
                  aria-busy={busy || undefined}
                  noValidate={hydrated}
                  onFocus={bookingChecks.prefetch}
                  onPointerDown={bookingChecks.prefetch}
                  onSubmit={(event) => {
                    const checks = checksFor(bookingChecks, event);
                    if (checks === "held" || checks === "unchecked") return;
                    const form = event.currentTarget;
                    const values = Object.fromEntries(
                      [...new FormData(form)].filter(
                        (entry): entry is [string, string] => typeof entry[1] === "string",
                      ),
                    );
                    const result = checks.parseBookingRequest({ ...values, type });
                    if (result.ok) {
                      setChecked(null);
                      return;
                    }
                    event.preventDefault();
                    setChecked({ fieldErrors: result.fieldErrors, key: Date.now() });
                    setTimeout(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);
                  }}
                >
                  <ChosenTime
                    meeting={meeting}
                    when={chosen.when}
                    zone={chosen.zone}
                    businessWhen={chosen.business}
                    change={
                      <Link
                        to={href({ day, start: null })}
                        preventScrollReset
                        className={`${buttonStyles.outlineSmall} min-h-11`}
                      >
                        Change time
                      </Link>
                    }
                  />
                  {checked ? (
                    <Notice variant="error">{invalidFormMessage}</Notice>
                  ) : refused && !refused.taken ? (
                    <Notice variant="error" focusKey={refused.error + JSON.stringify(refused.fieldErrors)}>
                      {refused.error}
                    </Notice>
                  ) : null}
                  <input type="hidden" name="start" value={chosen.start} />
                  <input type="hidden" name="timeZone" value={picker.zone} />
                  {game ? <input type="hidden" name="game" value={game.id} /> : null}
                  {Object.entries(attribution).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <Honeypot id="book-website" name={HONEYPOT_FIELD} />
                  <DetailsFields
                    key={JSON.stringify(refused?.values ?? null)}
                    idPrefix="book"
                    values={refused?.values ?? {}}
                    errors={checked?.fieldErrors ?? refused?.fieldErrors ?? {}}
                  />
                  <ConfirmBooking busy={busy} />
                </Form>
              </>
            )}
          </section>
          <aside aria-labelledby="book-expect" className="rounded-3xl bg-brand-50 p-6">
            <h2 id="book-expect" className="text-lg font-bold text-ink">
              What to expect
            </h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              {expectations[type].map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            {game ? (
              <p className="mt-4 rounded-xl bg-white p-3 font-semibold text-ink" data-chosen-game={game.id}>
                <span aria-hidden="true">{game.emoji}</span> Your demo game: {game.name}
              </p>
            ) : null}
            <p className="mt-4 text-sm text-slate-700">
              {type === "intro" ? (
                <>
                  Want to see a game first?{" "}
                  <Link to="/book/demo" className="font-semibold text-brand-700 underline">
                    Book a live demo
                  </Link>
                  .
                </>
              ) : (
                <>
                  Just want to talk it through?{" "}
                  <Link to="/book/intro" className="font-semibold text-brand-700 underline">
                    Book a 15-minute call
                  </Link>
                  .
                </>
              )}
            </p>
            <p className="mt-3 text-sm text-slate-700">
              Prefer email? Write to{" "}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.hello}`}>
                {site.email.hello}
              </a>
              .
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
