import { data, isRouteErrorResponse, Link } from "react-router";
import { formTitles, successCopy } from "~/components/forms/lead-copy";
import { leadFormPages, leadFormPageTitle } from "~/components/forms/lead-form-pages";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import type { LeadAnswer, LeadUnreachable } from "~/domain/lead-fields";
import { type LeadKind, leadKinds, sourcePattern } from "~/domain/lead-kinds";
import type { PageHandle } from "~/lib/handle";
import { safeReturnPath } from "~/lib/safe-path";
import { seo } from "~/lib/seo";
import { leadFormAction } from "~/server/forms.server";
import type { Route } from "./+types/forms";

/**
 * /forms/:kind: the one action every lead form posts to, wherever the form is drawn. With
 * JavaScript the form's fetcher posts here and shows the answer in place; before hydration and
 * without JavaScript the form is a plain POST here, and this page draws the same form again with
 * the answer (field errors, or the success view and a link back).
 */
export const handle: PageHandle = { sitemap: false };

function kindOf(param: string | undefined): LeadKind {
  const kind = leadKinds.find((k) => k === param);
  if (!kind) throw data("Unknown form", { status: 404 });
  return kind;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const url = new URL(request.url);
  const source = url.searchParams.get("source");
  return {
    kind,
    source: source && sourcePattern.test(source) ? source : undefined,
    returnTo: safeReturnPath(url.searchParams.get("return_to")),
  };
}

/** The request policy has admitted the post (same origin, an HTML form body, size, rate limit). */
export function action({ params, request }: Route.ActionArgs) {
  return leadFormAction(kindOf(params.kind), request);
}

/**
 * A fetcher's post runs through here in the browser. When the server cannot be reached (offline)
 * or fails, the form gets an answer it can show (a toast; what was typed stays) instead of the
 * error page taking the place of the page the form is on.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<LeadAnswer | LeadUnreachable> {
  try {
    return await serverAction();
  } catch (failure) {
    // The request policy's own refusal (403 from another site, 429 too many posts) is a JSON
    // `{ error }`, not the action's answer: the visitor is told its reason, not "try again".
    const refusal = policyRefusal(failure);
    if (refusal) return { ok: false, error: refusal, fieldErrors: {}, values: {}, returnTo: null };
    console.error("Lead form: the server could not be reached", failure);
    return { ok: false, unreachable: true };
  }
}

function policyRefusal(failure: unknown): string | null {
  if (!isRouteErrorResponse(failure) || (failure.status !== 403 && failure.status !== 429)) return null;
  try {
    const body: unknown = typeof failure.data === "string" ? JSON.parse(failure.data) : failure.data;
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === "string" && error ? error : null;
  } catch {
    return null;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({
    title: formTitles[loaderData?.kind ?? "contact"],
    description: "Send your details to Rallyroom: we reply within 24 hours.",
    path: `/forms/${params.kind}`,
    noindex: true,
  });

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  // The answer to a post made without JavaScript (a fetcher's answer never comes back here).
  const answer = actionData && !("unreachable" in actionData) ? actionData : undefined;
  const back = answer?.returnTo ?? loaderData.returnTo;
  const source = (answer?.ok ? answer.source : answer?.values.source) ?? loaderData.source;
  // The page's heading says the result first once the submission is stored.
  const title = answer?.ok ? successCopy[kind].title : leadFormPageTitle(kind, source);
  const LeadFormPage = leadFormPages[kind];
  return (
    <>
      <PageHero title={title} />
      <div className={`${container} max-w-2xl py-12`}>
        {/* A fresh key per answer: the form re-initialises from what the server sent back. */}
        <LeadFormPage
          key={JSON.stringify(answer ?? null)}
          server={answer}
          returnTo={back}
          {...(source ? { source } : {})}
        />
        <p className="mt-10">
          <Link to={back ?? "/"} className="font-semibold text-brand-700 underline underline-offset-4">
            {back ? "Back to where you were" : "Back to the home page"}
          </Link>
        </p>
      </div>
    </>
  );
}
