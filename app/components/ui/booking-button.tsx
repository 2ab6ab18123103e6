import { type ReactNode, useRef, useState } from "react";
import { BookingDialog } from "~/components/booking/booking-dialog";
import { preloadScheduler } from "~/components/booking/lazy-scheduler";
import { site } from "~/config/site";
import type { MeetingTypeId } from "~/domain/meetings";
import { track } from "~/lib/analytics";
import { loadScheduler, openBooking } from "~/lib/booking";

/**
 * Where every "Book … event" without an activity of its own leads: the activity list, each card
 * of which books its event at its checkout (/activities/:slug/book). BookingButton is the call
 * (or the demo) and says so in its label; it never stands for booking an event.
 */
export const bookEventHref = "/activities#results";

interface BookingButtonProps {
  children: ReactNode;
  className?: string;
  /** The meeting it books: the 15-minute intro call (default) or the 30-minute live demo. */
  type?: MeetingTypeId;
  /** Runs before the booking action (analytics with the caller's source). */
  onBook?: () => void;
}

/**
 * The 15-minute call with an event planner (or, with `type="demo"`, the 30-minute live demo) as a
 * control: its label names the call or the demo. With the native scheduler it is a link to
 * /book/:type (which works without JavaScript) that opens the scheduler dialog instead; with the
 * third-party provider it is a link to its booking page in a new tab that opens its popup.
 */
export function BookingButton({ children, className, type = "intro", onBook }: BookingButtonProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);

  if (site.scheduler.provider === "calendly") {
    return (
      <a
        href={site.booking.url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onPointerEnter={loadScheduler}
        onFocus={loadScheduler}
        onClick={(event) => {
          event.preventDefault();
          onBook?.();
          openBooking();
        }}
      >
        {children}
        <span className="sr-only"> (opens the scheduler)</span>
      </a>
    );
  }

  return (
    <>
      <a
        ref={opener}
        href={`/book/${type}`}
        className={className}
        aria-haspopup="dialog"
        data-booking-type={type}
        // The scheduler (luxon, the calendar) loads on the first sign of intent: pages that
        // nobody books from load none of it; the dialog's frame opens on the click regardless.
        onPointerEnter={() => void preloadScheduler()}
        onFocus={() => void preloadScheduler()}
        onClick={(event) => {
          // A modified click (new tab or window) keeps the link's own behaviour: the booking page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onBook?.();
          track("scheduler_opened", { type, path: window.location.pathname });
          setOpen(true);
        }}
      >
        {children}
        <span className="sr-only"> (opens the scheduler)</span>
      </a>
      {open ? <BookingDialog type={type} onClose={() => setOpen(false)} returnFocusRef={opener} /> : null}
    </>
  );
}
