import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { optionalText } from "~/domain/booking-form";
import { type EventRecapData, recapLimits } from "~/domain/survey";
import type { Db } from "~/server/db/client.server";
import { bookings, eventAttendees, eventOrders, eventSurveys } from "~/server/db/schema.server";
import { type ClosingStatement, closingStatement } from "~/server/services/closing/statement.server";
import { type EventView, findEvent } from "~/server/services/events/view.server";

/**
 * The recap an organiser sees on their event's page once it is completed (issue 42, point 3):
 * who came, from the closing statement (the same figures the closing invoice bills), the ratings
 * answered so far with the organiser's own, the host's note and the winners staff typed on
 * `/admin/events/:id`, and "Book again": the activity's checkout with the same headcount and
 * add-ons (the checkout reads both from its query).
 */

/** The recap of a completed event; null for any other. */
export async function eventRecap(
  db: Db,
  event: EventView,
  /** The event's closing statement when the caller has read it already (the event page has). */
  known?: ClosingStatement | null,
): Promise<EventRecapData | null> {
  if (event.status !== "completed") return null;
  const statement = known ?? (await closingStatement(db, event));
  const [ratings] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${eventSurveys.rating})::text`,
      organiser: sql<
        number | null
      >`max(${eventSurveys.rating}) filter (where ${eventSurveys.attendeeId} is null)`,
    })
    .from(eventSurveys)
    .where(sql`${eventSurveys.orderId} = ${event.id} and ${isNotNull(eventSurveys.answeredAt)}`);
  const again = new URLSearchParams({ headcount: String(event.headcount) });
  if (event.addOns.length > 0) again.set("addOns", event.addOns.join(","));
  const average = ratings?.average ? Math.round(Number(ratings.average) * 10) / 10 : null;
  return {
    booked: statement.booked,
    joined: statement.joined,
    attended: statement.attended,
    ratings: {
      count: Number(ratings?.count ?? 0),
      average,
      organiser:
        ratings?.organiser === null || ratings?.organiser === undefined ? null : Number(ratings.organiser),
    },
    note: event.recap.note,
    winners: event.recap.winners,
    bookAgainHref: `/activities/${event.activitySlug}/book?${again.toString()}`,
  };
}

/** What staff type on `/admin/events/:id`: both optional, free of control characters, trimmed. */
export const recapSchema = z.object({
  note: optionalText("The host's note", recapLimits.note),
  winners: optionalText("Winners", recapLimits.winners),
});

export type RecapResult =
  | { ok: true }
  | { ok: false; status: 404 | 409 | 422; error: string; field?: "note" | "winners" };

/** Staff's host note and winners, once the event has started (a cancelled one has no recap). */
export async function saveRecap(
  db: Db,
  id: unknown,
  input: { note: unknown; winners: unknown },
  now = new Date(),
): Promise<RecapResult> {
  const parsed = recapSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "winners" ? "winners" : "note";
    return { ok: false, status: 422, error: issue?.message ?? "Check the recap.", field };
  }
  const event = typeof id === "string" ? await findEvent(db, id) : null;
  if (!event) return { ok: false, status: 404, error: "There is no event with this id." };
  if (event.start > now.getTime() || !["paid", "invoiced", "completed"].includes(event.status))
    return { ok: false, status: 409, error: "The recap can be written once a booked event has started." };
  await db
    .update(eventOrders)
    .set({ recapNote: parsed.data.note, recapWinners: parsed.data.winners, updatedAt: now })
    .where(eq(eventOrders.id, event.id));
  return { ok: true };
}

/** The organiser's last completed event, whose list "Invite the same people as last time" offers. */
export interface PreviousList {
  id: string;
  activityTitle: string;
  /** Epoch ms. */
  start: number;
  /** Its attendees who did not unsubscribe, as the attendee import's pasted box reads them. */
  people: { name: string; email: string }[];
}

/**
 * "Book again", second half: the attendee list of the same organiser's latest completed event
 * before this one (the booking's email, case aside), for the new event's attendee page, which
 * imports it through the one attendee import (`attendees.invite`), so every cap and rule applies.
 * Only once the new event's booker proved the mailbox (the checkout's code): the list is theirs.
 * Those who unsubscribed from the last event are left out. Null when there is none.
 */
export async function previousList(db: Db, event: EventView): Promise<PreviousList | null> {
  if (event.emailConfirmedAt === null) return null;
  const [last] = await db
    .select({ id: eventOrders.id, slug: eventOrders.activitySlug, start: bookings.startsAt })
    .from(eventOrders)
    .innerJoin(bookings, eq(bookings.id, eventOrders.id))
    .where(
      and(
        eq(eventOrders.status, "completed"),
        ne(eventOrders.id, event.id),
        lt(bookings.startsAt, new Date(event.start)),
        sql`lower(${bookings.email}) = ${event.email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(1);
  if (!last) return null;
  const people = await db
    .select({ name: eventAttendees.name, email: eventAttendees.email })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.orderId, last.id), isNull(eventAttendees.unsubscribedAt)))
    .orderBy(eventAttendees.createdAt, eventAttendees.name);
  if (people.length === 0) return null;
  const mine = await findEvent(db, last.id);
  return {
    id: last.id,
    activityTitle: mine?.activityTitle ?? last.slug,
    start: last.start.getTime(),
    people,
  };
}

/** The list as the import's pasted box takes it: one "Name <email>" a line. */
export const pastedList = (list: PreviousList): string =>
  list.people.map((person) => `${person.name} <${person.email}>`).join("\n");
