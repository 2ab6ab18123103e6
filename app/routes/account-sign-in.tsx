import { data, redirect, useNavigation } from "react-router";
import { Notice, TextField } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import { SIGN_IN_LINK_MINUTES } from "~/domain/workspace";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { accountOf, browserHashOf, safeAccountPath } from "~/server/account-http.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-sign-in";

/**
 * `/account/sign-in`: an organiser asks for a one-time sign-in link (issue 43). The answer is the
 * same whether or not the address has anything here; a refused address (not an address, or too
 * many links this hour) is named at the field, with what was typed kept. No password, ever.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const next = safeAccountPath(query.get("next"));
  if (await accountOf(request)) throw redirect(next, { status: 303, headers: noStore });
  return data(
    { email: (query.get("email") ?? "").slice(0, 254), next, expired: query.get("link") === "expired" },
    { headers: privatePage },
  );
}

interface Answer {
  sent: boolean;
  email: string;
  error: string | null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const typed = String(form?.get("email") ?? "").slice(0, 254);
  const result = await runtime().workspace.links.request(typed, await browserHashOf(request));
  if (!result.ok) {
    const headers = result.retryAfterSeconds
      ? { ...noStore, "Retry-After": String(result.retryAfterSeconds) }
      : noStore;
    return data<Answer>(
      { sent: false, email: typed, error: result.error },
      { status: result.status, headers },
    );
  }
  return data<Answer>({ sent: true, email: result.email, error: null }, { headers: noStore });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sign in to your events",
    description: "Sign in with a one-time link to see your Rallyroom events, quotes and invoices.",
    path: "/account/sign-in",
    noindex: true,
  });

export default function AccountSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHero
        eyebrow="Your events"
        title="Sign in to your events"
        lead="Every event, quote and invoice of your team in one place, on any device. We email you a link: no password to remember."
      />
      <div className={`${container} max-w-xl py-10 sm:py-14`}>
        {answer?.sent ? (
          <Notice variant="success" title="Check your email">
            <p className="mt-1">
              If {answer.email} has an event, a quote or an invitation with us, a sign-in link is on its way.
              It works once, for {SIGN_IN_LINK_MINUTES} minutes. Nothing there after a few minutes? Look in
              the spam folder, or{" "}
              <a href="/contact" className="font-semibold underline">
                write to us
              </a>
              .
            </p>
          </Notice>
        ) : (
          <form method="post" className="space-y-5" noValidate>
            {loaderData.expired ? (
              <Notice variant="info">
                That sign-in link has expired or was already used. Ask for a new one below.
              </Notice>
            ) : null}
            <TextField
              id="email"
              name="email"
              type="email"
              label="Work email"
              autoComplete="email"
              required
              defaultValue={answer?.email ?? loaderData.email}
              hint="The address you booked or were invited with."
              error={answer?.error ?? undefined}
            />
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy ? "Sending…" : "Email me a sign-in link"}
            </button>
          </form>
        )}
        <p className="mt-8 text-sm text-slate-700">
          The links in your booking emails keep working without signing in.
        </p>
      </div>
    </>
  );
}
