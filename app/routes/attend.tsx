import { data, Link, redirect, useNavigation } from "react-router";
import { AttendeePrepare, AttendeeResponse, AttendeeWhen } from "~/components/attendees/attendee-answer";
import { AttendeeFooter, AttendeeJoin } from "~/components/attendees/attendee-join";
import { AttendeeKit } from "~/components/attendees/attendee-kit";
import { Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { type KitAddressField, kitAddressLabels } from "~/domain/kit-address-fields";
import { isValidTimeZone, storedZone } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { tableEntry } from "~/lib/table-entry";
import { attendeePageData, doneNotices, joinNotices } from "~/server/attendee-pages.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/attend";

/**
 * `/attend/:id?key=…`: one attendee's own page for an event bought on the site (issue 41), the
 * link in each of their emails. When, in their zone beside the organiser's; what to prepare;
 * their answer ("Coming" / "Not coming", POST buttons: opening the page, as a link scanner does,
 * answers nothing); the join button in its window; with kits, their shipping address. Works
 * without JavaScript, 375 px first. A link that does not work (guessed, another attendee's, the
 * event's, 30 days past the event) answers 404 exactly as a wrong event key does.
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed. */
export const headers: Route.HeadersFunction = privatePageHeaders;

/** The zone the browser asked the page in (`?tz=`, set by the page's script): shown, never stored. */
const browserZone = (value: string | null) => (value && isValidTimeZone(value) ? storedZone(value) : null);

const notFound = () => data({ error: "Event not found" }, { status: 404, headers: privatePage });

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const { attendees, cookieSecret } = runtime();
  const found = await attendees.fromLink(params.id, query.get("key"));
  if (!found) throw notFound();
  const join = query.get("join");
  const done = query.get("done");
  const page = attendeePageData(found, cookieSecret, Date.now(), browserZone(query.get("tz")));
  return data(
    {
      page,
      // After the event, the one question the attendee was emailed, until it is answered.
      survey: page.status === "ended" ? await runtime().surveys.pendingFor(page.id) : null,
      joinNotice: tableEntry(joinNotices, join),
      done: tableEntry(doneNotices, done),
    },
    { headers: privatePage },
  );
}

/** What the action answers when it does not redirect: the error, by field, and what was typed. */
interface ActionAnswer {
  error: string;
  intent: "respond" | "zone" | "kit" | null;
  fieldErrors: Record<string, string[]>;
  values: Partial<Record<KitAddressField, string>> | null;
}

const kitFields = Object.keys(kitAddressLabels) as KitAddressField[];

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const refuse = (answer: ActionAnswer, status: number) => data(answer, { status, headers: privatePage });
  if (!form)
    return refuse(
      { error: "The form could not be read. Please try again.", intent: null, fieldErrors: {}, values: null },
      400,
    );
  const key = String(form.get("key") ?? url.searchParams.get("key") ?? "");
  const { attendees } = runtime();
  const back = `/attend/${encodeURIComponent(params.id)}?key=${encodeURIComponent(key)}`;
  const intent = form.get("intent");
  const result =
    intent === "respond"
      ? await attendees.respond(params.id, key, form.get("response"))
      : intent === "zone"
        ? await attendees.setZone(params.id, key, form.get("timeZone"))
        : intent === "kit"
          ? await attendees.saveKitAddress(
              params.id,
              key,
              Object.fromEntries(kitFields.map((name) => [name, form.get(name)])),
            )
          : null;
  if (!result) {
    if (!(await attendees.fromLink(params.id, key))) throw notFound();
    return refuse(
      {
        error: "Choose to answer, set your time zone or save an address.",
        intent: null,
        fieldErrors: {},
        values: null,
      },
      400,
    );
  }
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    return refuse(
      {
        error: result.error,
        intent: intent as ActionAnswer["intent"],
        fieldErrors: result.reason === "invalid" ? result.fieldErrors : {},
        values:
          intent === "kit"
            ? Object.fromEntries(kitFields.map((name) => [name, String(form.get(name) ?? "").slice(0, 200)]))
            : null,
      },
      result.status,
    );
  }
  const done = intent === "respond" ? String(form.get("response")) : intent;
  const anchor = intent === "kit" ? "#kit" : intent === "zone" ? "#when" : "#answer";
  throw redirect(`${back}&done=${done}${anchor}`, { status: 303, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? `Your invitation: ${loaderData.page.activity}` : "Your invitation",
    description: "Your Rallyroom event: when it is, your answer and the join button.",
    // Never the signed link itself: the key stays out of canonical and social tags.
    path: loaderData ? `/attend/${loaderData.page.id}` : "/",
    noindex: true,
  });

const statusNotices = {
  cancelled: "This event is cancelled. There is nothing to join and nothing more to answer.",
  not_booked: "This event is not booked at the moment, so it cannot take answers yet.",
  ended: null,
  booked: null,
} as const;

/**
 * The page: notices, then "When" with the zone form, the answer, the join area (first while the
 * call is open), what to prepare and the kit address; the sections are app/components/attendees/attendee-*.tsx.
 */
export default function AttendPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, joinNotice, done, survey } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const statusNotice = statusNotices[page.status];
  const joinArea = <AttendeeJoin join={page.join} opensMinutes={page.joinOpensMinutes} notice={joinNotice} />;
  return (
    <>
      <PageHero
        eyebrow={page.status === "ended" ? "You were invited" : "You're invited"}
        title={page.activity}
        lead={`Hi ${page.greeting}: ${page.organiser} invited you to ${page.activity}, hosted by ${page.host}.`}
      />
      <div className={`${container} max-w-3xl py-10 sm:py-14`}>
        <div className="space-y-6">
          {done ? <Notice variant="success">{done}</Notice> : null}
          {answer && answer.intent !== "kit" && answer.intent !== "zone" ? (
            <Notice variant="error">{answer.error}</Notice>
          ) : null}
          {statusNotice ? <Notice variant="info">{statusNotice}</Notice> : null}
          {survey ? (
            <section aria-labelledby="survey-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
              <h2 id="survey-heading" className="text-2xl font-bold text-ink">
                How was it?
              </h2>
              <p className="mt-2 text-slate-700">One rating from 1 to 5 and, if you like, a comment.</p>
              <Link to={survey} className={`${buttonStyles.primary} mt-4`}>
                Rate the event
              </Link>
            </section>
          ) : null}
          {/* While the call is open, joining is what the visitor came for: the button comes first. */}
          {page.join.state === "open" ? joinArea : null}
          <AttendeeWhen
            activity={page.activity}
            host={page.host}
            rows={page.when}
            zone={page.zone}
            keyValue={page.key}
            icsHref={page.links.ics}
            zoneError={answer?.intent === "zone" ? answer.error : undefined}
            busy={busy}
          />
          {page.status === "ended" ? null : (
            <AttendeeResponse
              response={page.response}
              keyValue={page.key}
              canAnswer={page.canAnswer}
              busy={busy}
            />
          )}
          {page.join.state === "open" ? null : joinArea}
          {page.prepare ? <AttendeePrepare prepare={page.prepare} /> : null}
          {page.kits ? (
            <AttendeeKit
              kit={page.kits}
              keyValue={page.key}
              values={answer?.intent === "kit" ? answer.values : null}
              errors={answer?.intent === "kit" ? answer.fieldErrors : {}}
              refused={answer?.intent === "kit" ? answer.error : null}
              busy={busy}
            />
          ) : null}
          <AttendeeFooter unsubscribeHref={page.links.unsubscribe} unsubscribed={page.unsubscribed} />
        </div>
      </div>
    </>
  );
}
