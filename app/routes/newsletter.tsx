import { data, Form, Link } from "react-router";
import { buttonStyles, container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/newsletter";

/**
 * /newsletter/confirm and /newsletter/unsubscribe. GET shows a page with a button (link
 * scanners that prefetch mail links must not change anything); POST does it, including the
 * List-Unsubscribe-Post one-click request a mail client sends (the request policy lets it in
 * without an Origin and limits it per address on a looser count of its own).
 */
export const handle: PageHandle = { sitemap: false };

type Mode = "confirm" | "unsubscribe";
const modeOf = (request: Request): Mode =>
  new URL(request.url).pathname.endsWith("/confirm") ? "confirm" : "unsubscribe";
const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);

export async function loader({ request }: Route.LoaderArgs) {
  const mode = modeOf(request);
  const subscriber = await runtime().newsletter.find(mode, tokenOf(request));
  if (!subscriber) return data({ mode, valid: false, done: false }, { status: 404 });
  const done =
    mode === "confirm"
      ? Boolean(subscriber.confirmedAt && !subscriber.unsubscribedAt)
      : Boolean(subscriber.unsubscribedAt);
  return { mode, valid: true, done };
}

export async function action({ request }: Route.ActionArgs) {
  const mode = modeOf(request);
  const token = tokenOf(request);
  const result =
    mode === "confirm"
      ? await runtime().newsletter.confirm(token)
      : await runtime().newsletter.unsubscribe(token);
  if (!result.ok) return data({ mode, valid: false, done: false }, { status: 404 });
  return { mode, valid: true, done: true };
}

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: location.pathname.endsWith("/confirm") ? "Confirm your subscription" : "Unsubscribe",
    description: "Manage your Rallyroom email subscription.",
    path: location.pathname,
    noindex: true,
  });

const copy = {
  confirm: {
    title: "Confirm your subscription",
    ask: "Confirm that you want event ideas and team building tips from Rallyroom by email.",
    button: "Confirm my subscription",
    done: "You're subscribed. Welcome to the Rallyroom community!",
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: "Stop all marketing email from Rallyroom to this address?",
    button: "Unsubscribe",
    done: "You're unsubscribed. We won't send you marketing email again.",
  },
} as const;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const text = copy[state.mode];
  return (
    <section className={`${container} max-w-2xl py-20`}>
      <h1 className="text-4xl font-extrabold text-ink">{text.title}</h1>
      {!state.valid ? (
        <p className="mt-6 text-lg text-slate-700" role="alert">
          This link is not valid or has expired. If you copied it from an email, check that the whole address
          was copied.
        </p>
      ) : state.done ? (
        <p className="mt-6 text-lg text-slate-700" role="status">
          {text.done}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <p className="text-lg text-slate-700">{text.ask}</p>
          <button type="submit" className={`${buttonStyles.primary} mt-6`}>
            {text.button}
          </button>
        </Form>
      )}
      <Link to="/" className="mt-10 inline-block font-semibold text-brand-700 underline underline-offset-4">
        Back to the home page
      </Link>
    </section>
  );
}
