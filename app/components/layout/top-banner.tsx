import { Link } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";

/**
 * The strip above the header from 768 px up: the quiz and the booking action on every page. On
 * small screens it is not shown; the header carries the booking button and the menu the quiz,
 * so the sticky top stays one 64 px row.
 */
export function TopBanner() {
  return (
    <div className="hidden bg-ink text-white md:block" data-surface="dark">
      <div className={`${container} flex h-banner items-center justify-between gap-4 text-sm`}>
        <p className="font-medium text-slate-200">Ready to energize your team?</p>
        <div className="flex items-center gap-4">
          <Link
            to="/quiz"
            className="font-semibold text-white underline decoration-white/40 underline-offset-4 hover:text-sun hover:decoration-sun"
          >
            Find your event<span className="sr-only"> with our 20-second quiz</span>
          </Link>
          <BookingButton className={buttonStyles.small}>Book Your Event</BookingButton>
        </div>
      </div>
    </div>
  );
}
