import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles, container } from "~/components/ui/styles";
import type { BookingSummary } from "~/content/shapes";

/** One detail of the booking: its term over its value (one or more `dd`). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      {children}
    </div>
  );
}

/** The meeting's time in one zone: the time large, marked by `marker`, and the zone under it. */
function TimeDetail({
  term,
  time,
  weight,
  marker,
}: {
  term: string;
  time: { when: string; zone: string };
  weight: "font-bold" | "font-semibold";
  marker: "data-your-time" | "data-business-time";
}) {
  return (
    <Detail term={term}>
      <dd className={`text-lg ${weight} text-ink`} {...{ [marker]: "" }}>
        {time.when}
      </dd>
      <dd className="text-sm text-slate-700">{time.zone}</dd>
    </Detail>
  );
}

/** Whether the booking still waits for the click in its email (held or not). */
export const awaitsConfirmation = (booking: Pick<BookingSummary, "pendingUntil" | "requested">) =>
  booking.pendingUntil !== null || booking.requested;

/** The booked meeting: when (the visitor's time and ours), with whom, and how to add or change it. */
export function BookingConfirmation({ booking }: { booking: BookingSummary }) {
  const waiting = awaitsConfirmation(booking);
  return (
    <section aria-labelledby="booking-heading" className={`${container} pt-10`} data-booking={booking.id}>
      <div
        className={`rounded-3xl border p-6 shadow-sm sm:p-8 ${waiting ? "border-amber-200 bg-amber-50" : "border-green-200 bg-green-50"}`}
      >
        <h2 id="booking-heading" className="text-2xl font-bold text-ink">
          {booking.cancelled
            ? "This booking is cancelled"
            : waiting
              ? `Confirm your ${booking.meeting} by email`
              : `Your ${booking.meeting}`}
        </h2>
        {booking.pendingUntil ? (
          <p className="mt-2 text-slate-700" data-pending="">
            We sent you an email with a confirmation link. We hold this time for you until{" "}
            {booking.pendingUntil}; once you confirm, the calendar invitation follows.
          </p>
        ) : booking.requested ? (
          <p className="mt-2 text-slate-700" data-pending="">
            We sent you an email with a confirmation link. Many bookings are waiting for confirmation right
            now, so this time is not held yet: confirm soon, and it is yours if it is still free. The calendar
            invitation follows.
          </p>
        ) : null}
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <TimeDetail term="Your time" time={booking.yours} weight="font-bold" marker="data-your-time" />
          {booking.business ? (
            <TimeDetail
              term="Our time"
              time={booking.business}
              weight="font-semibold"
              marker="data-business-time"
            />
          ) : null}
          <Detail term="Host">
            <dd className="text-ink">{booking.host}</dd>
          </Detail>
          <Detail term="Video call">
            <dd className="text-ink">
              {booking.videoUrl ? (
                // A URL may break anywhere; the words around it never do.
                <a href={booking.videoUrl} className="font-semibold wrap-anywhere text-brand-700 underline">
                  {booking.videoUrl}
                </a>
              ) : (
                "Your host emails the link before the call."
              )}
            </dd>
          </Detail>
          {booking.game ? (
            <Detail term="Demo game">
              <dd className="text-ink">{booking.game}</dd>
            </Detail>
          ) : null}
        </dl>
        {booking.cancelled || waiting ? null : (
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={booking.icsUrl}
              download="rallyroom-booking.ics"
              className={`${buttonStyles.primary} min-h-11`}
            >
              Add to calendar (.ics)
            </a>
            <a
              href={booking.googleUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles.secondary} min-h-11`}
            >
              Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to={booking.manageUrl} className={`${buttonStyles.secondary} min-h-11`}>
              Reschedule or cancel
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
