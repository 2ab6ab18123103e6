import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { commentAuthor } from "~/domain/survey";
import type { Db } from "~/server/db/client.server";
import { type CommentReview, commentReviews } from "~/server/db/schema/surveys.server";
import { bookings, eventAttendees, eventOrders, eventSurveys } from "~/server/db/schema.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { activityTitle } from "~/server/services/events/view.server";

/**
 * Comments from the survey on the site (issue 42, point 5): staff read each comment an attendee
 * offered (answered, with a comment and consent) and approve or reject it; an activity's page
 * shows only approved ones, as "Dana · A. — verified attendee" (`commentAuthor`): never the full
 * name or the email, never without consent, never before approval. The organiser's survey offers
 * no consent, so is never quoted.
 */

/** The comments offered for the site: answered, with a comment, by an attendee who consented. */
const offered = and(
  isNotNull(eventSurveys.answeredAt),
  isNotNull(eventSurveys.comment),
  isNotNull(eventSurveys.attendeeId),
  eq(eventSurveys.consent, true),
);

/** A comment as the activity page shows it. */
export interface PublicComment {
  id: string;
  author: string;
  rating: number;
  comment: string;
}

export function createReviews(db: Db) {
  /** Offered comments (the caller's filter) with their attendee, company and activity, newest first. */
  const offeredComments = () =>
    db
      .select({
        id: eventSurveys.id,
        rating: eventSurveys.rating,
        comment: eventSurveys.comment,
        review: eventSurveys.review,
        answeredAt: eventSurveys.answeredAt,
        name: eventAttendees.name,
        company: bookings.company,
        activitySlug: eventOrders.activitySlug,
      })
      .from(eventSurveys)
      .innerJoin(eventAttendees, eq(eventAttendees.id, eventSurveys.attendeeId))
      .innerJoin(eventOrders, eq(eventOrders.id, eventSurveys.orderId))
      .innerJoin(bookings, eq(bookings.id, eventSurveys.orderId))
      .orderBy(desc(eventSurveys.answeredAt))
      .$dynamic();
  // Every activity page reads its comments, so the query is built and prepared once: built per
  // page it was 5% of the page's server time (`npm run bench -- --profile cpu`).
  const approvedQuery = offeredComments()
    .where(
      and(
        offered,
        eq(eventSurveys.review, "approved"),
        eq(eventOrders.activitySlug, sql.placeholder("activity")),
      ),
    )
    .limit(sql.placeholder("limit"))
    .prepare("reviews_approved_for_activity");
  return {
    /** The comments offered, newest first, for staff: with the full name (staff only) and the byline the site would show. */
    async list(limit = 200) {
      const rows = await offeredComments().where(offered).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating ?? 0,
        comment: row.comment ?? "",
        review: row.review,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        name: row.name,
        byline: commentAuthor(row.name, row.company),
        activity: activityTitle(row.activitySlug),
      }));
    },

    /** Approves or rejects an offered comment; false when there is no such comment (never one without consent). */
    async review(id: unknown, decision: unknown, now = new Date()): Promise<boolean> {
      if (!isBookingId(id) || !commentReviews.includes(decision as CommentReview) || decision === "pending")
        return false;
      const rows = await db
        .update(eventSurveys)
        .set({ review: decision as CommentReview, reviewedAt: now })
        .where(and(eq(eventSurveys.id, id), offered))
        .returning({ id: eventSurveys.id });
      return rows.length > 0;
    },

    /** An activity's approved comments, newest first. */
    async approvedFor(activitySlug: string, limit = 6): Promise<PublicComment[]> {
      const rows = await approvedQuery.execute({ activity: activitySlug, limit });
      return rows.map((row) => ({
        id: row.id,
        author: commentAuthor(row.name, row.company),
        rating: row.rating ?? 0,
        comment: row.comment ?? "",
      }));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviews>;
