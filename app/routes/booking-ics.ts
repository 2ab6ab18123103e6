import { data } from "react-router";
import { bookingIcs } from "~/server/email/booking-emails.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/booking-ics";

/**
 * The booking's calendar file (`/booking/:id/invite.ics?key=…`): the same UID and SEQUENCE as
 * the emailed invitation, so importing both keeps one entry. A wrong key is a 404, like an
 * unknown booking.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { bookings } = runtime();
  const booking = await bookings.findWithKey(params.id, new URL(request.url).searchParams.get("key"));
  if (!booking)
    throw data({ error: "Booking not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const body = bookingIcs(bookings.mail(booking), booking.status === "cancelled" ? "CANCEL" : "PUBLISH");
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rallyroom-booking.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
