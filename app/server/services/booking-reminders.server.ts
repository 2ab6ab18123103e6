import type { BookingService } from "~/server/services/booking/service.server";
import type { Job } from "~/server/services/jobs.server";

/**
 * The periodic job that ends the holds of pending bookings nobody confirmed in time (decision
 * 043) and queues each booking's 24-hour reminder, run by the background loop
 * (app/server/services/jobs.server.ts) once a minute. It runs in every app server, with or
 * without SMTP (without it the reminders wait in the outbox like every other email);
 * `queueDueReminders` claims each booking with a conditional update, so several servers queue
 * a reminder once between them.
 */
export function bookingRemindersJob(
  bookings: Pick<BookingService, "queueDueReminders" | "expireHolds">,
  options: { everyMs?: number | undefined } = {},
): Job {
  return {
    name: "Booking reminders",
    everyMs: options.everyMs ?? 60_000,
    async run() {
      await bookings.expireHolds();
      await bookings.queueDueReminders();
    },
  };
}
