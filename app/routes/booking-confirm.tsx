import { data, Form, Link, redirect } from "react-router";
import { buttonStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { formatRange, meetingName, zoneLabel } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { bookingPaths } from "~/server/services/booking/links.server";
import type { Route } from "./+types/booking-confirm";

/**
 * /booking/:id/confirm?key=…: the link in a pending booking's one email (decision 043). GET
 * shows the held time and a button (link scanners that prefetch mail links must not confirm a
 * booking a stranger made in someone's name); POST makes it final and goes on to the booking's
 * confirmation page. A wrong key is a 404, exactly like an unknown id.
 */
export const handle: PageHandle = { sitemap: false };

const keyOf = (request: Request) => (new URL(request.url).searchParams.get("key") ?? "").slice(0, 100);

export async function loader({ request, params }: Route.LoaderArgs) {
  const booking = await runtime().bookings.findWithConfirmKey(params.id, keyOf(request));
  if (!booking) throw data("There is no such booking.", { status: 404, headers: noStore });
  if (booking.status === "confirmed") {
    throw redirect(bookingPaths(booking.id, runtime().cookieSecret).thankYou, { headers: noStore });
  }
  return data(
    {
      meeting: meetingName(booking.type),
      when: `${formatRange(booking.start, booking.end, booking.visitorTimeZone)} (${zoneLabel(booking.visitorTimeZone, booking.start)})`,
      open: ["pending", "requested", "expired"].includes(booking.status),
    },
    { headers: noStore },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const result = await runtime().bookings.confirm(params.id, keyOf(request));
  if (result.ok) {
    throw redirect(bookingPaths(result.booking.id, runtime().cookieSecret).thankYou, {
      status: 303,
      headers: noStore,
    });
  }
  if (result.status === 404) throw data("There is no such booking.", { status: 404, headers: noStore });
  return data({ error: result.error }, { status: result.status, headers: noStore });
}

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: "Confirm your booking",
    description: `Confirm a call or demo booked with ${site.name}.`,
    path: location.pathname,
    noindex: true,
  });

export default function ConfirmBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={`${container} max-w-2xl py-20`}>
      <h1 className="text-4xl font-extrabold text-ink">Confirm your booking</h1>
      <p className="mt-6 text-lg text-slate-700">
        {loaderData.meeting}: <strong>{loaderData.when}</strong>
      </p>
      {actionData?.error ? (
        <p className="mt-6 text-lg text-slate-700" role="alert">
          {actionData.error}
        </p>
      ) : loaderData.open ? (
        <Form method="post" className="mt-6">
          <p className="text-lg text-slate-700">
            Confirm this time and we send the calendar invitation to your inbox.
          </p>
          <button type="submit" className={`${buttonStyles.primary} mt-6`}>
            Confirm my booking
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-lg text-slate-700" role="status">
          This booking was cancelled, so it can no longer be confirmed.
        </p>
      )}
      <Link
        to="/book/intro"
        className="mt-10 inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        Book another time
      </Link>
    </section>
  );
}
