import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { eventAttendees } from "./attendees.server";
import { eventOrders } from "./events.server";

/**
 * The survey after an event (issue 42): one row per attendee who joined, and one for the organiser
 * (`attendee_id` null), inserted when the survey is sent, so the unique indexes make each person's
 * survey, and its email, happen once even with several servers. The answer fills the same row
 * once. The site's rating is computed from these rows (app/server/services/ratings.server.ts).
 */

export const commentReviews = ["pending", "approved", "rejected"] as const;
export type CommentReview = (typeof commentReviews)[number];

export const eventSurveys = pgTable(
  "event_surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    /** The attendee asked; null for the organiser's survey of the event as a whole. */
    attendeeId: uuid("attendee_id").references(() => eventAttendees.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** 1 to 5, with `answered_at`: both null until the person answers. */
    rating: integer("rating"),
    comment: text("comment"),
    /** The person agreed that their comment may appear on the site (first name and company initial). */
    consent: boolean("consent").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Staff's review of a comment offered for the site: only `approved` ones appear. */
    review: text("review").$type<CommentReview>().notNull().default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_surveys_attendee_idx").on(t.orderId, t.attendeeId),
    uniqueIndex("event_surveys_organiser_idx").on(t.orderId).where(sql`${t.attendeeId} is null`),
    check("event_surveys_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("event_surveys_answered_check", sql`(${t.rating} is null) = (${t.answeredAt} is null)`),
    check("event_surveys_review_check", sql`${t.review} in ('pending', 'approved', 'rejected')`),
  ],
);
