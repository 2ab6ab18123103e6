import { isPlainEmailAddress } from "~/domain/email-policy";
import { type EventOrderStatus, eventOrderStatuses } from "~/server/db/schema.server";
import { isBookingId } from "~/server/services/booking/links.server";
import type { EventBulkCount } from "~/server/services/events/undo.server";
import { eventUndoMessages } from "~/server/services/events/undo.server";

/**
 * What /admin/events reads and says (decisions 057, 063): the list's filters from the query, the
 * address of a page, and what a bulk cancel found or did, in staff's words.
 */

const isStatus = (value: unknown): value is EventOrderStatus =>
  typeof value === "string" && (eventOrderStatuses as readonly string[]).includes(value);

/**
 * The filters are a GET form: `when`, `status`, `host`, `email`; then the `page`, and the
 * `event` whose cancel and move forms are open.
 */
export function eventFiltersOf(query: URLSearchParams) {
  const host = query.get("host");
  const open = query.get("event");
  const status = query.get("status");
  const email = (query.get("email") ?? "").trim().toLowerCase();
  const requested = Number.parseInt(query.get("page") ?? "", 10);
  return {
    when: query.get("when") === "past" ? ("past" as const) : ("upcoming" as const),
    status: isStatus(status) ? status : undefined,
    host: isBookingId(host) ? host : undefined,
    email: isPlainEmailAddress(email) ? email : undefined,
    page: Number.isFinite(requested) && requested >= 1 && requested <= 100_000 ? requested : 1,
    open: isBookingId(open) ? open : undefined,
  };
}

export type EventFilterValues = ReturnType<typeof eventFiltersOf>;

const events = (n: number) => `${n} ${n === 1 ? "event" : "events"}`;

/** What a bulk cancel would do, before staff confirm it. */
export function bulkPreviewMessage(count: EventBulkCount): string {
  const taken = count.held + count.invoiced;
  if (taken === 0 && count.paid === 0) return "No upcoming event matches, so there is nothing to cancel.";
  const parts = [
    taken === 0
      ? "No held or unpaid event matches."
      : `${events(taken)} would be taken back: ${count.held} held at checkout (released) and ${count.invoiced} invoiced and unpaid (cancelled).`,
    ...(count.paid > 0 ? [`${events(count.paid)} with a payment would be left alone.`] : []),
  ];
  return parts.join(" ");
}

/** What a bulk cancel did. */
export function bulkDoneMessage(result: { released: number; cancelled: number; paidLeft: number }): string {
  const taken = result.released + result.cancelled;
  const parts = [
    taken === 0
      ? "No held or unpaid event matched, so nothing was cancelled."
      : `Took back ${events(taken)}: ${result.released} held released, ${result.cancelled} unpaid invoices cancelled. No buyer was emailed; each host of a cancelled event got one summary.`,
    ...(result.paidLeft > 0 ? [eventUndoMessages.paidLeft(result.paidLeft)] : []),
  ];
  return parts.join(" ");
}
