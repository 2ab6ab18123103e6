import { data } from "react-router";
import { eventIcs } from "~/server/email/event-calendar.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventMail } from "~/server/services/events/view.server";
import type { Route } from "./+types/event-ics";

/**
 * The event's calendar file (`/events/:id/invite.ics?key=…`): the same UID and SEQUENCE as the
 * emailed invitation, so importing both keeps one entry; a cancelled event's file cancels it.
 * A wrong key is a 404, like an unknown event.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { events, origin, cookieSecret } = runtime();
  const event = await events.find(params.id, new URL(request.url).searchParams.get("key"));
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: noStore });
  const mail = eventMail({ origin, secret: cookieSecret, uidDomain: new URL(origin).hostname }, event);
  const body = eventIcs(mail, event.status === "cancelled" ? "CANCEL" : "PUBLISH");
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rallyroom-event.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
