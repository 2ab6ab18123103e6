import { data, Form } from "react-router";
import { buttonStyles, container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/attend-unsubscribe";

/**
 * `/attend/:id/unsubscribe?key=…`: an attendee stops the emails about one event (issue 41). GET
 * shows the question and a POST button (a link scanner opening the link changes nothing); POST
 * unsubscribes, once, including the RFC 8058 one-click POST a mail client sends from the
 * List-Unsubscribe-Post header (`List-Unsubscribe=One-Click`, no Origin: the request policy's
 * `/attend` row admits it and counts it with the other mail links). A link that does not work
 * answers 404 as the attendee page does.
 */
export const handle: PageHandle = { sitemap: false };

export const headers: Route.HeadersFunction = privatePageHeaders;

const notFound = () => data({ error: "Event not found" }, { status: 404, headers: privatePage });

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const found = await runtime().attendees.fromLink(params.id, key);
  if (!found) throw notFound();
  return data(
    {
      activity: found.event.activityTitle,
      done: found.attendee.unsubscribedAt !== null,
      page: `/attend/${found.attendee.id}?key=${encodeURIComponent(key ?? "")}`,
    },
    { headers: privatePage },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const result = await runtime().attendees.unsubscribe(params.id, key);
  if (!result.ok) throw notFound();
  return data({ done: true }, { headers: privatePage });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Stop emails about this event",
    description: "Stop the emails about one Rallyroom event.",
    path: "/",
    noindex: true,
  });

export default function AttendUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.done === true || loaderData.done;
  return (
    <section className={`${container} max-w-2xl py-20`}>
      <h1 className="text-4xl font-extrabold text-ink">Stop emails about this event</h1>
      {done ? (
        <p className="mt-6 text-lg text-slate-700" role="status">
          You will get no more emails about this event.
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <p className="text-lg text-slate-700">
            Stop the invitation updates and reminders about {loaderData.activity}? Your page and its join
            button keep working.
          </p>
          <button type="submit" className={`${buttonStyles.primary} mt-6`}>
            Stop these emails
          </button>
        </Form>
      )}
      <a
        href={loaderData.page}
        className="mt-10 inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        Back to your event page
      </a>
    </section>
  );
}
