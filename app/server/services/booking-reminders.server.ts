import type { BookingService } from "~/server/services/booking/service.server";

/**
 * The periodic job that queues each booking's 24-hour reminder and ends the holds of pending
 * bookings nobody confirmed in time. It runs in every app server,
 * with or without SMTP (without it the reminders wait in the outbox like every other email);
 * `queueDueReminders` claims each booking with a conditional update, so several servers queue
 * a reminder once between them.
 */
export function createBookingReminders(
  bookings: Pick<BookingService, "queueDueReminders" | "expireHolds">,
  options: { pollMs?: number | undefined } = {},
) {
  const pollMs = options.pollMs ?? 60_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function tick() {
    timer = undefined;
    if (stopped) return;
    try {
      // Pending bookings nobody confirmed in time free their slots here too (decision 043).
      running = bookings.expireHolds().then(() => bookings.queueDueReminders());
      await running;
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      console.error("Booking reminders:", error instanceof Error ? error.message : error);
    } finally {
      running = undefined;
    }
    if (stopped) return;
    timer = setTimeout(() => void tick(), pollMs);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void tick(), 0);
      timer.unref?.();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
