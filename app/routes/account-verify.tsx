import { data, redirect, useNavigation } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { browserHashOf, startSession } from "~/server/account-http.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-verify";

/**
 * `/account/verify?token=…`: the emailed sign-in link. Opening it changes nothing (mail scanners
 * open links too); its button posts the token, which is used once: the browser is signed in with
 * a new session, and what the address and this browser made before is claimed into its workspace.
 * A used, lapsed or unknown token sends the visitor back to ask for a new link.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

const expired = () => redirect("/account/sign-in?link=expired", { status: 303, headers: noStore });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const email = await runtime().workspace.links.peek(token);
  if (!email) throw expired();
  return data({ email, token: token ?? "" }, { headers: privatePage });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const { workspace } = runtime();
  const link = await workspace.links.consume(form?.get("token"));
  if (!link) throw expired();
  // This browser's quotes join the address's: the browser that pressed the mailbox's link.
  const here = await browserHashOf(request);
  await workspace.members.claim(link.email, here ? [here] : []);
  throw redirect("/account", {
    status: 303,
    headers: { ...noStore, "Set-Cookie": await startSession(request, link.email) },
  });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sign in",
    description: "Finish signing in to your Rallyroom events.",
    path: "/account/verify",
    noindex: true,
  });

export default function AccountVerify({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHero
        eyebrow="Your events"
        title="Finish signing in"
        lead={`You are signing in as ${loaderData.email}.`}
      />
      <div className={`${container} max-w-xl py-10 sm:py-14`}>
        <form method="post" className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
          <p className="text-sm text-slate-700">
            This link works once. Signing in on a shared computer? Sign out when you are done.
          </p>
        </form>
      </div>
    </>
  );
}
