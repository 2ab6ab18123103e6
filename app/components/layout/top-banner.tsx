import { Link } from "react-router";
import { BookingButton, bookEventHref } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";

/**
 * The strip above the header from 768 px up, on every page: the quiz, the 15-minute call with an
 * event planner, and "Book Your Event", which leads to the activities (each card books its event
 * at its checkout). On small screens it is not shown; the header carries "Book" and the menu the
 * quiz and the call, so the sticky top stays one 64 px row.
 */
const bannerLink =
  "font-semibold text-white underline decoration-white/40 underline-offset-4 hover:text-sun hover:decoration-sun";

export function TopBanner() {
  return (
    <div className="hidden bg-ink text-white md:block" data-surface="dark">
      <div className={`${container} flex h-banner items-center justify-between gap-4 text-sm`}>
        <p className="font-medium text-slate-200">Ready to energize your team?</p>
        <div className="flex items-center gap-4">
          <Link to="/quiz" className={bannerLink}>
            Find your event<span className="sr-only"> with our 20-second quiz</span>
          </Link>
          <BookingButton className={bannerLink}>Book a 15-minute call</BookingButton>
          <Link to={bookEventHref} className={buttonStyles.small}>
            Book Your Event
          </Link>
        </div>
      </div>
    </div>
  );
}
