import { Link } from "react-router";
import { buttonStyles, container } from "~/components/ui/styles";
import type { BookingSummary } from "~/content/shapes";

/** The booked meeting: when (the visitor's time and ours), with whom, and how to add or change it. */
export function BookingConfirmation({ booking }: { booking: BookingSummary }) {
  return (
    <section aria-labelledby="booking-heading" className={`${container} pt-10`} data-booking={booking.id}>
      <div className="rounded-3xl border border-green-200 bg-green-50 p-6 shadow-sm sm:p-8">
        <h2 id="booking-heading" className="text-2xl font-bold text-ink">
          {booking.cancelled
            ? "This booking is cancelled"
            : booking.pendingUntil
              ? `Confirm your ${booking.meeting} by email`
              : `Your ${booking.meeting}`}
        </h2>
        {booking.pendingUntil ? (
          <p className="mt-2 text-slate-700" data-pending="">
            We sent you an email with a confirmation link. We hold this time for you until{" "}
            {booking.pendingUntil}; once you confirm, the calendar invitation follows.
          </p>
        ) : null}
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">Your time</dt>
            <dd className="text-lg font-bold text-ink" data-your-time="">
              {booking.yours.when}
            </dd>
            <dd className="text-sm text-slate-700">{booking.yours.zone}</dd>
          </div>
          {booking.business ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Our time</dt>
              <dd className="text-lg font-semibold text-ink" data-business-time="">
                {booking.business.when}
              </dd>
              <dd className="text-sm text-slate-700">{booking.business.zone}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-semibold text-slate-700">Host</dt>
            <dd className="text-ink">{booking.host}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Video call</dt>
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
          </div>
          {booking.game ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Demo game</dt>
              <dd className="text-ink">{booking.game}</dd>
            </div>
          ) : null}
        </dl>
        {booking.cancelled || booking.pendingUntil ? null : (
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
