import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { awaitsConfirmation, BookingConfirmation } from "~/components/booking/booking-confirmation";
import { ChosenTime } from "~/components/booking/details-ui";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import { Notice, TextareaField } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { cancelReasonSchema } from "~/domain/booking-form";
import { parseInstant } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { bookingSummary, pickerData } from "~/server/booking-pages.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { bookingPaths } from "~/server/services/booking/links.server";
import type { Route } from "./+types/booking-manage";

/**
 * `/booking/:id?key=…`: the link in every booking email. Shows the booking and lets the visitor
 * move it (the same calendar as /book/:type, in the URL) or cancel it, with or without
 * JavaScript. A wrong key answers 404 exactly as an unknown booking does.
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed (issue 40). */
export const headers: Route.HeadersFunction = privatePageHeaders;

async function bookingFromLink(id: string, key: string | null) {
  const booking = await runtime().bookings.findWithKey(id, key);
  if (!booking) throw data({ error: "Booking not found" }, { status: 404, headers: privatePage });
  return booking;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const key = query.get("key");
  const booking = await bookingFromLink(params.id, key);
  const open = booking.status === "confirmed" && booking.start > Date.now();
  const picker = open ? await pickerData(booking.type, request, booking.id) : null;
  const done = query.get("done");
  return data(
    {
      key: key ?? "",
      summary: bookingSummary(booking),
      status: booking.status,
      open,
      picker,
      done: done === "moved" || done === "cancelled" ? done : null,
    },
    { headers: privatePage },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "The form could not be read. Please try again." }, { status: 400 });
  const key = String(form.get("key") ?? url.searchParams.get("key") ?? "");
  const booking = await bookingFromLink(params.id, key);
  const { bookings, cookieSecret } = runtime();
  const back = bookingPaths(booking.id, cookieSecret).manage;
  const intent = form.get("intent");
  if (intent === "cancel") {
    const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
    if (!reason.success) {
      return data({ error: reason.error.issues[0]?.message ?? "Check the reason." }, { status: 422 });
    }
    const result = await bookings.cancel(booking.id, { by: "visitor", reason: reason.data });
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    throw redirect(`${back}&done=cancelled`, { status: 303, headers: noStore });
  }
  if (intent === "reschedule") {
    const start = parseInstant(form.get("start"));
    if (start === null) return data({ error: "Choose a new time from the calendar." }, { status: 422 });
    const result = await bookings.reschedule(booking.id, start);
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    throw redirect(`${back}&done=moved`, { status: 303, headers: noStore });
  }
  return data({ error: "Choose to move or cancel the booking." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    title: "Your booking",
    description: "See, move or cancel your Rallyroom booking.",
    path: `/booking/${params.id}`,
    noindex: true,
  });

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, open, picker, key, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const error = (actionData as { error?: string } | undefined)?.error;
  useDetectedZone(picker ?? { zone: "", zoneNamed: true });
  const path = `/booking/${summary.id}`;
  const href = picker ? hrefBuilder(path, picker, { key }) : () => path;

  return (
    <>
      <PageHero title={summary.cancelled ? "Booking cancelled" : "Your booking"} />
      {done ? (
        <div className={`${container} pt-8`}>
          <Notice variant="success">
            {done === "moved"
              ? "Your booking has moved. The updated invite is on its way to your inbox."
              : "Your booking is cancelled. We've emailed you a cancellation for your calendar."}
          </Notice>
        </div>
      ) : null}
      {error && !picker?.chosen ? (
        <div className={`${container} pt-8`}>
          <Notice variant="error" focusKey={error}>
            {error}
          </Notice>
        </div>
      ) : null}
      <BookingConfirmation booking={{ ...summary, manageUrl: `${path}?key=${key}#scheduler` }} />
      {summary.cancelled ? (
        <div className={`${container} py-10`}>
          <Link to="/book/intro" className={buttonStyles.primary}>
            Book another time
          </Link>
        </div>
      ) : null}
      {!open && !summary.cancelled ? (
        <p className={`${container} py-10 text-slate-700`}>
          {awaitsConfirmation(summary)
            ? "Once you confirm it from our email, you can move or cancel it here."
            : "This meeting has started or taken place, so it can no longer be changed."}
        </p>
      ) : null}
      {open && picker ? (
        <div className={`${container} grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]`}>
          <section id="scheduler" aria-labelledby="move-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
            {picker.chosen ? (
              <>
                <h2 id="move-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
                  Move your booking
                </h2>
                <Form method="post" className="mt-4 space-y-4">
                  <input type="hidden" name="key" value={key} />
                  <input type="hidden" name="intent" value="reschedule" />
                  <input type="hidden" name="start" value={picker.chosen.start} />
                  <ChosenTime
                    meeting={`New time for your ${summary.meeting}`}
                    when={picker.chosen.when}
                    zone={picker.chosen.zone}
                    businessWhen={picker.chosen.business}
                    change={
                      <Link
                        to={href({ start: null })}
                        preventScrollReset
                        className={`${buttonStyles.outlineSmall} min-h-11`}
                      >
                        Choose another time
                      </Link>
                    }
                  />
                  {error ? (
                    <Notice variant="error" focusKey={error}>
                      {error}
                    </Notice>
                  ) : null}
                  <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy}>
                    {busy ? "Moving…" : "Move my booking"}
                  </button>
                </Form>
              </>
            ) : (
              <LinkTimePicker
                picker={picker}
                href={href}
                action={path}
                hidden={{ key }}
                headingId="move-heading"
                headingRef={heading}
                heading="Move to another time"
              />
            )}
          </section>
          <section
            aria-labelledby="cancel-heading"
            className="rounded-3xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
          >
            <h2 id="cancel-heading" className="text-xl font-bold text-ink">
              Cancel instead
            </h2>
            <p className="mt-1 text-slate-700">We'll remove it from your calendar and tell your host.</p>
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="key" value={key} />
              <input type="hidden" name="intent" value="cancel" />
              <TextareaField
                id="cancel-reason"
                name="reason"
                label="Reason (optional)"
                rows={3}
                maxLength={500}
              />
              <button type="submit" disabled={busy} className={`${buttonStyles.danger} min-h-11`}>
                Cancel my booking
              </button>
            </Form>
          </section>
        </div>
      ) : null}
    </>
  );
}
