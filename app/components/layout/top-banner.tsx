import { Link } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";

export function TopBanner() {
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:justify-between">
        <p className="font-medium">Ready to energize your team?</p>
        <div className="flex items-center gap-3">
          <Link to="/quiz" className="font-semibold underline underline-offset-4 hover:text-amber-300">
            Find your event<span className="sr-only"> with our 20-second quiz</span>
          </Link>
          <BookingButton className={buttonStyles.small}>Book Your Event</BookingButton>
        </div>
      </div>
    </div>
  );
}
