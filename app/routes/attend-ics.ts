import { data } from "react-router";
import { attendeeIcs, attendeeLinks } from "~/server/email/attendee-wording.server";
import { privatePage } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventMail } from "~/server/services/events/view.server";
import type { Route } from "./+types/attend-ics";

/**
 * An attendee's own calendar file (`/attend/:id/invite.ics?key=…`, issue 41): the same UID and
 * SEQUENCE as their emailed invitation (`attendeeIcs`), so importing both keeps one entry that a
 * reschedule moves; a cancelled event's file cancels it. A link that does not work is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { attendees, origin, cookieSecret } = runtime();
  const found = await attendees.fromLink(params.id, new URL(request.url).searchParams.get("key"));
  if (!found) throw data({ error: "Event not found" }, { status: 404, headers: privatePage });
  const { attendee, event } = found;
  const mail = eventMail({ origin, secret: cookieSecret, uidDomain: new URL(origin).hostname }, event);
  const links = attendeeLinks(origin, cookieSecret, attendee.id);
  const body = attendeeIcs(mail, attendee, links.page, event.status === "cancelled" ? "CANCEL" : "PUBLISH");
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rallyroom-invitation.ics"',
      ...privatePage,
    },
  });
}
