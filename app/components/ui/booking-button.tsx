import type { ReactNode } from "react";
import { site } from "~/config/site";
import { loadScheduler, openBooking } from "~/lib/booking";

interface BookingButtonProps {
  children: ReactNode;
  className?: string;
  /** Runs before the booking action (analytics with the caller's source). */
  onBook?: () => void;
}

/**
 * The shared booking action as a control. Without JavaScript it is a plain link to the booking
 * page in a new tab; with it, the scheduler popup opens (or the same link as the fallback).
 */
export function BookingButton({ children, className, onBook }: BookingButtonProps) {
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
