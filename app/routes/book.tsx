import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { BookDetailsForm, type BookingRefusal, TakenNotice } from "~/components/booking/book-details-form";
import { BookExpectations } from "~/components/booking/book-expectations";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import { StepIndicator } from "~/components/booking/scheduler-ui";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { games } from "~/content/games";
import { isMeetingType, type MeetingTypeId, meetingName } from "~/domain/meetings";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { pickerData } from "~/server/booking-pages.server";
import { clientAddress, noStore, sharedPageCache } from "~/server/http.server";
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
  const picker = await pickerData(type, request);
  // The calendar depends on the URL and the zone cookie only. A shared cache may keep it for
  // 10 s: a time taken meanwhile is refused when booked, with "that time was just taken".
  return data(
    { type, meeting: meetingName(type), picker, game: gameOf(type, query.get("game")) },
    { headers: { "Cache-Control": sharedPageCache, Vary: "Cookie" } },
  );
}

/** A refused booking (the action's answer) is the visitor's own: no-store, not the calendar's cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/** The request policy has admitted the post (same origin, an HTML form body, size, rate limit). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const type = meetingOf(params.type);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<BookingRefusal>(
      { error: "The form could not be read. Please try again.", fieldErrors: {}, values: {}, taken: false },
      { status: 400, headers: noStore },
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
  const result = await runtime().bookings.book(
    { ...raw, type },
    { attribution, clientAddress: clientAddress(context) },
  );
  if (result.ok) throw redirect(result.paths.thankYou, { status: 303, headers: noStore });
  const { website: _trap, ...values } = raw;
  return data<BookingRefusal>(
    { error: result.error, fieldErrors: result.fieldErrors, values, taken: result.status === 409 },
    { status: result.status, headers: noStore },
  );
}

/**
 * The booking dialog's fetcher and this page's form post through here in the browser. A booking
 * made answers with a redirect to its confirmation, which goes on to the router; when the server
 * cannot be reached (offline) or fails, the form says so and keeps what was typed.
 */
export async function clientAction({
  request,
  serverAction,
}: Route.ClientActionArgs): Promise<BookingRefusal> {
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (failure) {
    if (failure instanceof Response) throw failure;
    console.error("Booking: the server could not be reached", failure);
    const values: Record<string, string> = {};
    for (const [name, value] of await sent.formData().catch(() => new FormData())) {
      if (typeof value === "string" && name !== "website") values[name] = value;
    }
    return {
      error: `We could not reach the server. Check your connection and try again, or email ${site.email.hello}.`,
      fieldErrors: {},
      values,
      taken: false,
    };
  }
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

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, meeting, picker, game } = loaderData;
  const chosen = picker.chosen;
  const refused = actionData as BookingRefusal | undefined;
  const step = chosen && !refused?.taken ? "details" : "time";
  const heading = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef(step);
  useDetectedZone(picker);

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
                notice={refused?.taken ? <TakenNotice message={refused.error} /> : null}
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
                <BookDetailsForm
                  meeting={meeting}
                  chosen={chosen}
                  zone={picker.zone}
                  game={game}
                  refused={refused}
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
              </>
            )}
          </section>
          <BookExpectations type={type} game={game} />
        </div>
      </div>
    </>
  );
}

/**
 * A calendar query outside the bookable horizon (`from=9999-12-01`) answers 400 and says which
 * parameter is wrong, with the way back to the calendar; any other error is the root's page.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const refused =
    isRouteErrorResponse(error) && error.status === 400
      ? (error.data as { error?: string; parameter?: string } | undefined)
      : undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const type = isMeetingType(params.type) ? params.type : "intro";
  return (
    <section className={`${container} py-24 text-center`}>
      <h1 className="text-4xl font-extrabold text-ink">
        {refused
          ? "That date is not on our calendar"
          : notFound
            ? "Oops! Page not found"
            : "Something went wrong"}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {refused?.error
          ? `The link's ${refused.parameter ?? "date"} is not one we can show: ${refused.error}.`
          : notFound
            ? "The page you are looking for does not exist or has moved."
            : "We could not show this page. Please try again in a moment."}
      </p>
      <a
        href={refused ? `/book/${type}` : "/"}
        className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        {refused ? "Show the calendar from today" : "Return to Home"}
      </a>
    </section>
  );
}
