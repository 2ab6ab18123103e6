import { desc, eq } from "drizzle-orm";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import { eventHistory } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * An event's history (issue 43): who changed what, and when. Written in the change's own
 * transaction where the change is the workspace's (colleagues, billing contact), and right after
 * the buyer's changes on the event's page; read by the workspace and the admin's event page.
 */

/** The actor of a change made through the event's signed link by someone not signed in. */
export const LINK_ACTOR = "someone with the event's link";

/** An event's time as its history says it: in the buyer's zone, named. */
export const historyWhen = (event: { start: number; end: number; visitorTimeZone: string }) =>
  `${formatRange(event.start, event.end, event.visitorTimeZone)}, ${zoneLabel(event.visitorTimeZone, event.start)}`;

export async function recordHistory(
  exec: Executor,
  eventIds: string | readonly string[],
  actor: string,
  what: string,
  now = new Date(),
): Promise<void> {
  const ids = typeof eventIds === "string" ? [eventIds] : eventIds;
  if (ids.length === 0) return;
  await exec.insert(eventHistory).values(ids.map((eventId) => ({ eventId, actor, what, createdAt: now })));
}

/**
 * An event's history, newest first, as the pages draw it: `at` an ISO instant, `when` that moment
 * in `zone` (the organiser's, or the business's for staff), written on the server so the page
 * reads the same before and after it hydrates.
 */
export async function historyOf(exec: Executor, eventId: string, zone = "UTC", limit = 100) {
  const rows = await exec
    .select({ actor: eventHistory.actor, what: eventHistory.what, at: eventHistory.createdAt })
    .from(eventHistory)
    .where(eq(eventHistory.eventId, eventId))
    .orderBy(desc(eventHistory.createdAt), desc(eventHistory.id))
    .limit(limit);
  const moment = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  });
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), when: moment.format(row.at) }));
}
