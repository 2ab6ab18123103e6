import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AttributionInput } from "~/domain/leads";
import type { BookingType } from "~/domain/meetings";
import type { WeeklyHours } from "~/domain/scheduling";
import { leads } from "./leads.server";
import { staffUsers } from "./staff.server";

/**
 * A calendar that takes bookings: the team calendar (seeded by migration, `staff_id` null) or a
 * staff member's own. Null `weekly_hours` means "the weekly hours of the site configuration".
 * A booking transaction locks the host rows it may assign (SELECT … FOR UPDATE) before it
 * checks their calendars; beneath the lock, the exclusion constraint on `bookings` refuses two
 * live bookings of one host at overlapping times (decision 050).
 */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Where the host's notifications go; null: the team address of the site configuration. */
    email: text("email"),
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    timeZone: text("time_zone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>(),
    /** Whole days off as YYYY-MM-DD in the host's time zone. */
    daysOff: jsonb("days_off").$type<string[]>().notNull().default([]),
    videoUrl: text("video_url"),
    active: boolean("active").notNull().default(true),
    /**
     * Whether the calendar takes intro calls and demos. A host's own calendar (seeded for each
     * host profile by migration 0012) takes only the events of the activities its person hosts
     * (content/hosts/*.md); the team calendar and staff calendars take meetings too.
     */
    meetings: boolean("meetings").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("booking_hosts_staff_idx").on(t.staffId)],
);

/**
 * `pending`: booked by someone the site asked to confirm their email first (decision 043): it
 * holds its time until `hold_expires_at`, then becomes `expired` and frees it. `requested`: the
 * same, made while many holds were waiting (decision 064): it holds no time, counts against its
 * booker's caps until `hold_expires_at`, and is booked when its link is clicked if the time is
 * still free. The other four are a booking's life after confirmation.
 */
export const bookingStatuses = [
  "pending",
  "requested",
  "expired",
  "confirmed",
  "cancelled",
  "held",
  "no_show",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * Who cancelled a booking: its visitor (or an event's buyer), a staff member, or the system (an
 * event's deposit invoice left unpaid past its deadline, decision 063).
 */
export type CancelledBy = "visitor" | "staff" | "system";

/**
 * An intro call, a live demo or an event booked on the site. The host is busy from `starts_at` until
 * `blocked_until` (the end plus the buffer), stored so a later change of the buffer never
 * frees time already promised.
 *
 * The database holds the rule the calendar applies: migrations 0009_host-overlap and
 * 0015_requested-bookings add the exclusion constraint `bookings_host_no_overlap` (btree_gist), so
 * no two bookings of one host whose status is not `cancelled`, `expired` or `requested` hold
 * overlapping `[starts_at, blocked_until)` ranges. Drizzle cannot declare an EXCLUDE constraint,
 * so it lives in those SQL files only; the
 * check below keeps every range non-empty, so no row slips past it.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A meeting type, or "event": an event bought on the site (its order is in event_orders). */
    type: text("type").$type<BookingType>().notNull(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** A meeting's team-size answer; null for an event, whose headcount its order owns. */
    teamSize: text("team_size"),
    notes: text("notes"),
    /** The game a live demo was booked for (`?game=` on /book-live-demo). */
    game: text("game"),
    visitorTimeZone: text("visitor_time_zone").notNull(),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id),
    /** iCalendar SEQUENCE: raised by every reschedule and by the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** When the 24-hour reminder was queued (or judged unneeded); null while it is due later. */
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by").$type<CancelledBy>(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When a pending booking stops holding its time unless its email link is clicked first. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** When the visitor clicked the emailed confirmation link; null for a booking final at once. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** The email's registrable domain (acme.co.uk for ana@mail.acme.co.uk): the limits count by it. */
    emailDomain: text("email_domain"),
    /** The client address the booking came from: the limits count by it, and staff cancel by it. */
    clientAddress: text("client_address"),
    /** A pending booking's attribution (UTM, referrer, landing path), for its lead once confirmed. */
    attribution: jsonb("attribution").$type<AttributionInput>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("bookings_host_start_idx").on(t.hostId, t.startsAt),
    index("bookings_start_idx").on(t.startsAt),
    index("bookings_created_idx").on(t.createdAt),
    index("bookings_email_idx").on(t.email),
    index("bookings_email_domain_idx").on(t.emailDomain),
    index("bookings_client_address_idx").on(t.clientAddress),
    check("bookings_time_order", sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    check("bookings_event_team_size_check", sql`${t.type} <> 'event' or ${t.teamSize} is null`),
  ],
);
