import { sql } from "drizzle-orm";
import { bigint, check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { eventOrders } from "./events.server";
import { emailOutbox } from "./leads.server";

/**
 * The people who play at an event bought on the site (issue 41, decision 069). The organiser
 * invites them from the event's page; each has a personal signed link to their attendee page,
 * where they answer, join and (with the kits add-on) give a shipping address.
 */

/** What the attendee answered: `invited` until they say. */
export const attendeeResponses = ["invited", "coming", "not_coming"] as const;
export type AttendeeResponse = (typeof attendeeResponses)[number];

export const eventAttendees = pgTable(
  "event_attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    /** As typed by the organiser, passed through the one text sanitiser before it is stored. */
    name: text("name").notNull(),
    /** Lower-cased; one row per address per event. */
    email: text("email").notNull(),
    response: text("response").$type<AttendeeResponse>().notNull().default("invited"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** The attendee's own IANA zone once they told their page; null until then. */
    timeZone: text("time_zone"),
    /** The first press of the join button inside the window: attendance comes from it. */
    firstJoinedAt: timestamp("first_joined_at", { withTimezone: true }),
    /** One unsubscribe per attendee, for this event: no more email about it. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * The latest invitation or update queued for this attendee: its outbox row's status is the
     * one owner of "email failed" (failed or suppressed there).
     */
    lastMessageId: bigint("last_message_id", { mode: "number" }).references(() => emailOutbox.id, {
      onDelete: "set null",
    }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // Also the index of an event's list (its leading column).
    uniqueIndex("event_attendees_order_email_idx").on(t.orderId, t.email),
    check("event_attendees_response_check", sql`${t.response} in ('invited', 'coming', 'not_coming')`),
  ],
);

/**
 * Where an attendee's event kit ships: only when the event has the kits add-on, seen by staff in
 * the fulfilment export and never by the organiser, deleted by the job loop a set time after
 * the event (`site.attendees.kits.keepDaysAfter`).
 */
export const eventKitAddresses = pgTable("event_kit_addresses", {
  attendeeId: uuid("attendee_id")
    .primaryKey()
    .references(() => eventAttendees.id, { onDelete: "cascade" }),
  recipient: text("recipient").notNull(),
  line1: text("line1").notNull(),
  line2: text("line2"),
  city: text("city").notNull(),
  region: text("region"),
  postalCode: text("postal_code"),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
  /** E.164, for the courier. */
  phone: text("phone").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Messages about an event that go out once (reminders, the kit-address reminder, the
 * "more said yes than you booked" note): a row is claimed by inserting it, so with several app
 * servers exactly one queues the messages. `starts_at` is the start the notice was for, so a
 * reschedule makes the reminders due again for the new time.
 */
export const eventNotices = pgTable(
  "event_notices",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    kind: text("kind").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind, t.startsAt] })],
);
