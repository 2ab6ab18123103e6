import { data, Link, redirect, useNavigation } from "react-router";
import { Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { SurveyForm, type SurveyFormValues } from "~/components/surveys/survey-form";
import { buttonStyles, container } from "~/components/ui/styles";
import { COMMENT_MAX, ratingWords, type SurveyField, surveyMessages } from "~/domain/survey";
import { parseSurveyAnswer } from "~/domain/survey-answer";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventPaths } from "~/server/services/events/view.server";
import type { SurveyView } from "~/server/services/surveys/survey.server";
import type { Route } from "./+types/survey";

/**
 * `/survey/:id?key=…`: the survey after an event (issue 42, point 2), the link in the email an
 * hour after it ends. A rating from 1 to 5, an optional comment and, for an attendee, consent to
 * quote it: one answer per person (a second post of the link changes nothing and says so), a
 * GET changes nothing, and a wrong key answers 404 exactly as an unknown survey does. A plain
 * form: it works without JavaScript.
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed. */
export const headers: Route.HeadersFunction = privatePageHeaders;

const notFound = () => data({ error: "Survey not found" }, { status: 404, headers: privatePage });

async function surveyOr404(id: string, key: unknown): Promise<SurveyView> {
  const survey = await runtime().surveys.fromLink(id, key);
  if (!survey) throw notFound();
  return survey;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const survey = await surveyOr404(params.id, query.get("key"));
  return data(
    {
      id: survey.id,
      key: query.get("key") ?? "",
      activity: survey.event.activityTitle,
      host: survey.event.host.name,
      company: survey.event.company,
      organiser: survey.attendee === null,
      // The organiser's own event page, where the recap is; never for an attendee (it is the buyer's).
      recapHref: survey.attendee === null ? eventPaths(survey.event.id, runtime().cookieSecret).manage : null,
      answer: survey.answer
        ? { rating: survey.answer.rating, comment: survey.answer.comment, consent: survey.answer.consent }
        : null,
      justAnswered: query.get("done") === "1",
    },
    { headers: privatePage },
  );
}

/** What the action answers when it does not redirect: the refusal by field and what was typed. */
interface ActionAnswer {
  error: string;
  already: boolean;
  fieldErrors: Partial<Record<SurveyField, string>>;
  values: SurveyFormValues | null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const answerWith = (answer: ActionAnswer, status: number) => data(answer, { status, headers: noStore });
  if (!form)
    return answerWith(
      { error: surveyMessages.unreadable, already: false, fieldErrors: {}, values: null },
      400,
    );
  const key = String(form.get("key") ?? url.searchParams.get("key") ?? "");
  const survey = await surveyOr404(params.id, key);
  const already = () =>
    answerWith({ error: surveyMessages.already, already: true, fieldErrors: {}, values: null }, 200);
  if (survey.answer) return already();
  const input = { rating: form.get("rating"), comment: form.get("comment"), consent: form.get("consent") };
  const parsed = parseSurveyAnswer(input);
  if (!parsed.ok)
    return answerWith(
      {
        error: parsed.error,
        already: false,
        fieldErrors: parsed.fieldErrors,
        values: {
          rating: typeof input.rating === "string" ? input.rating.slice(0, 10) : "",
          comment: typeof input.comment === "string" ? input.comment.slice(0, COMMENT_MAX * 2) : "",
          consent: input.consent === "on",
        },
      },
      422,
    );
  const result = await runtime().surveys.answer(survey, parsed.answer);
  if (!result.recorded) return already();
  throw redirect(`/survey/${survey.id}?key=${encodeURIComponent(key)}&done=1`, {
    status: 303,
    headers: noStore,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? `How was ${loaderData.activity}?` : "Survey",
    description: "One question about your Rallyroom event.",
    // Never the signed link itself: the key stays out of canonical and social tags.
    path: loaderData ? `/survey/${loaderData.id}` : "/",
    noindex: true,
  });

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const given = page.answer;
  return (
    <>
      <PageHero
        eyebrow="One question"
        title={`How was ${page.activity}?`}
        lead={
          page.organiser
            ? `You booked ${page.activity} for ${page.company}, hosted by ${page.host}. How did it go for your team?`
            : `You played ${page.activity} with ${page.host}. How was it?`
        }
      />
      <div className={`${container} max-w-2xl py-10 sm:py-14`}>
        <div className="space-y-6">
          {answer?.already ? <Notice variant="info">{surveyMessages.already}</Notice> : null}
          {given ? (
            <>
              {page.justAnswered ? <Notice variant="success">{surveyMessages.thanks}</Notice> : null}
              {!page.justAnswered && !answer?.already ? (
                <Notice variant="info">{surveyMessages.already}</Notice>
              ) : null}
              <section aria-labelledby="your-answer" className="space-y-2 text-slate-800">
                <h2 id="your-answer" className="text-xl font-bold text-ink">
                  Your answer
                </h2>
                <p>
                  {given.rating} out of 5 ({ratingWords[given.rating]})
                </p>
                {given.comment ? <p className="whitespace-pre-line">“{given.comment}”</p> : null}
                {given.comment && !page.organiser ? (
                  <p className="text-sm text-slate-700">
                    {given.consent
                      ? "You agreed that we may quote it with your first name and company initial, once we have read it."
                      : "We keep it to ourselves: you did not agree to be quoted."}
                  </p>
                ) : null}
                <p className="text-sm text-slate-700">One answer per person: this one is final. Thank you.</p>
                {page.recapHref ? (
                  <Link to={page.recapHref} className={`${buttonStyles.outline} mt-4`}>
                    See the event's recap
                  </Link>
                ) : null}
              </section>
            </>
          ) : (
            <SurveyForm
              keyValue={page.key}
              askConsent={!page.organiser}
              values={answer?.values ?? null}
              errors={answer?.fieldErrors ?? {}}
              busy={busy}
            />
          )}
        </div>
      </div>
    </>
  );
}
