import type { Db } from "~/server/db/client.server";
import { createBookingAdmin } from "~/server/services/booking/admin.server";
import { createAvailability } from "~/server/services/booking/availability.server";
import { createBookingLifecycle } from "~/server/services/booking/booking.server";
import { type BookingServiceOptions, bookingContext } from "~/server/services/booking/context.server";
import { createHosts } from "~/server/services/booking/hosts.server";
import { createReminders } from "~/server/services/booking/reminders.server";

/**
 * The on-site scheduler as the runtime holds it (`runtime().bookings`): one object made of the
 * parts of app/server/services/booking/, each owning one job. Functions that need no database
 * (signed links, host names and hours) are imported from their own module, never from here.
 */
export function createBookings(db: Db, options: BookingServiceOptions) {
  const context = bookingContext(db, options);
  return {
    ...createAvailability(context),
    ...createBookingLifecycle(context),
    ...createBookingAdmin(context),
    ...createReminders(context),
    hosts: createHosts(db),
  };
}

export type BookingService = ReturnType<typeof createBookings>;
