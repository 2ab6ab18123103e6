import { createHmac } from "node:crypto";
import { and, eq, gte, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { site } from "~/config/site";
import type { SurveyAnswer } from "~/domain/survey-answer";
import type { Db } from "~/server/db/client.server";
import { eventAttendees, eventOrders, eventSurveys } from "~/server/db/schema.server";
import { type SurveyMailee, surveyEmail } from "~/server/email/survey-email.server";
import { isBookingId } from "~/server/services/booking/links.server";
import type { ClosingStatement } from "~/server/services/closing/statement.server";
import { safeEqual } from "~/server/services/crypto.server";
import { type EventView, eventMail, findEvent } from "~/server/services/events/view.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";
import { eventRecap, pastedList, previousList, saveRecap } from "~/server/services/surveys/recap.server";
import { createReviews } from "~/server/services/surveys/reviews.server";

/**
 * The survey after an event (issue 42, points 1 and 2, decision 071): the closing job's step that
 * sends it, its signed link, and the one answer each person gives.
 *
 * Sending: for each event `completed` (an hour after its end, app/server/services/closing) within
 * `site.surveys.sendWithinDays`, in one transaction under the event's row lock, a row is inserted
 * for each attendee who joined and has not unsubscribed and one for the organiser (the booking's
 * name and email), `on conflict do nothing … returning`: only the rows this transaction wrote get
 * an email, queued in the same transaction, so two servers running the step at once send each
 * survey once, and a crash between the two loses nothing. A cancelled event never completes, so
 * never gets a survey.
 *
 * Answering: one conditional update (`answered_at is null`), so a link used twice, or two posts at
 * once, count once.
 */

const DAY = 24 * 60 * 60_000;

/** The key of a survey's link: HMAC-SHA256 of its id, apart from an attendee's and an event's. */
export function surveyKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`survey:${id}`, "utf8").digest("base64url");
}

export const surveyPath = (id: string, secret: string) => `/survey/${id}?key=${surveyKey(id, secret)}`;

export interface SurveyContext {
  db: Db;
  origin: string;
  secret: string;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued?: (() => void) | undefined;
}

/** One survey as its page shows it: whose, for which event, and the answer once given. */
export interface SurveyView {
  id: string;
  event: EventView;
  /** Null for the organiser's survey. */
  attendee: { id: string; name: string } | null;
  answer: { rating: number; comment: string | null; consent: boolean; answeredAt: Date } | null;
}

export type SurveyAnswerResult = { ok: true; recorded: boolean } | { ok: false; status: 404 };

export function createSurveys(context: SurveyContext) {
  const { db, secret } = context;
  const mailContext = { origin: context.origin, secret, uidDomain: new URL(context.origin).hostname };

  /** Inserts and queues one event's surveys; the number of emails queued (0 when another server did). */
  async function sendFor(tx: Executor, id: string): Promise<number> {
    const event = await findEvent(tx, id, true);
    if (event?.status !== "completed") return 0;
    const joined = await tx
      .select({ id: eventAttendees.id, name: eventAttendees.name, email: eventAttendees.email })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.orderId, id),
          isNotNull(eventAttendees.firstJoinedAt),
          isNull(eventAttendees.unsubscribedAt),
        ),
      );
    const inserted = await tx
      .insert(eventSurveys)
      .values([
        { orderId: id, attendeeId: null },
        ...joined.map((row) => ({ orderId: id, attendeeId: row.id })),
      ])
      .onConflictDoNothing()
      .returning({ id: eventSurveys.id, attendeeId: eventSurveys.attendeeId });
    const people = new Map(joined.map((row) => [row.id, row]));
    const mail = eventMail(mailContext, event);
    const messages = inserted.flatMap((row) => {
      const person: SurveyMailee | undefined =
        row.attendeeId === null
          ? { role: "organiser", recapWritten: Boolean(event.recap.note || event.recap.winners) }
          : people.get(row.attendeeId);
      if (!person) return [];
      const link = `${context.origin}${surveyPath(row.id, secret)}`;
      return [surveyEmail(mail, person, link, mailContext)];
    });
    await enqueueEmails(tx, messages);
    return messages.length;
  }

  return {
    /** Staff's review of the comments offered for the site, and the approved ones per activity. */
    reviews: createReviews(db),
    /** The organiser's last completed list, for a new event's "Invite the same people as last time". */
    previousList: (event: EventView) => previousList(db, event),
    /** That list as the attendee import's pasted box reads it ("" when there is none). */
    async previousPasted(event: EventView): Promise<string> {
      const list = await previousList(db, event);
      return list ? pastedList(list) : "";
    },
    /** An attendee's own survey while it waits for an answer: its signed path, else null. */
    async pendingFor(attendeeId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: eventSurveys.id })
        .from(eventSurveys)
        .where(and(eq(eventSurveys.attendeeId, attendeeId), isNull(eventSurveys.answeredAt)))
        .limit(1);
      return row ? surveyPath(row.id, secret) : null;
    },
    /** The organiser's recap of a completed event (null for any other). */
    recapOf: (event: EventView, statement?: ClosingStatement | null) => eventRecap(db, event, statement),
    /** Staff's host note and winners (`/admin/events/:id`); the event view carries them as saved. */
    saveRecap: (id: unknown, input: { note: unknown; winners: unknown }, now = new Date()) =>
      saveRecap(db, id, input, now),
    /** The closing job's step: the surveys of events completed lately; the number of emails queued. */
    async sendDue(now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - site.surveys.sendWithinDays * DAY);
      const organiserAsked = db
        .select({ one: sql`1` })
        .from(eventSurveys)
        .where(and(eq(eventSurveys.orderId, eventOrders.id), isNull(eventSurveys.attendeeId)));
      const due = await db
        .select({ id: eventOrders.id })
        .from(eventOrders)
        .where(
          and(
            eq(eventOrders.status, "completed"),
            gte(eventOrders.completedAt, since),
            notExists(organiserAsked),
          ),
        );
      let queued = 0;
      for (const { id } of due) queued += await db.transaction((tx) => sendFor(tx, id));
      if (queued > 0) context.onQueued?.();
      return queued;
    },

    /** The survey a link names, or null for every link that must answer 404 (malformed, wrong key, unknown). */
    async fromLink(id: unknown, key: unknown): Promise<SurveyView | null> {
      if (!isBookingId(id) || typeof key !== "string" || !safeEqual(key, surveyKey(id, secret))) return null;
      const [row] = await db
        .select({ survey: eventSurveys, name: eventAttendees.name })
        .from(eventSurveys)
        .leftJoin(eventAttendees, eq(eventAttendees.id, eventSurveys.attendeeId))
        .where(eq(eventSurveys.id, id));
      if (!row) return null;
      const event = await findEvent(db, row.survey.orderId);
      if (!event) return null;
      const { survey } = row;
      return {
        id: survey.id,
        event,
        attendee: survey.attendeeId ? { id: survey.attendeeId, name: row.name ?? "" } : null,
        answer:
          survey.rating !== null && survey.answeredAt
            ? {
                rating: survey.rating,
                comment: survey.comment,
                consent: survey.consent,
                answeredAt: survey.answeredAt,
              }
            : null,
      };
    },

    /**
     * Stores the answer once: `recorded` is false when the survey was already answered (a second
     * post of the link changes nothing). The organiser's survey never takes consent: it offers none.
     */
    async answer(survey: Pick<SurveyView, "id" | "attendee">, answer: SurveyAnswer, now = new Date()) {
      const rows = await db
        .update(eventSurveys)
        .set({
          rating: answer.rating,
          comment: answer.comment,
          consent: survey.attendee !== null && answer.comment !== null && answer.consent,
          answeredAt: now,
        })
        .where(and(eq(eventSurveys.id, survey.id), isNull(eventSurveys.answeredAt)))
        .returning({ id: eventSurveys.id });
      return { ok: true, recorded: rows.length > 0 } satisfies SurveyAnswerResult;
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveys>;
