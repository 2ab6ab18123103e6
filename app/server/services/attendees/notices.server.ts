import { and, eq, gt, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { kitAddressDeadline } from "~/domain/kits";
import {
  bookings,
  eventAttendees,
  eventKitAddresses,
  eventNotices,
  eventOrders,
} from "~/server/db/schema.server";
import {
  attendeeKitReminderEmail,
  attendeeReminderEmail,
  overHeadcountEmail,
} from "~/server/email/attendee-notice-emails.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import { eventHasKits } from "~/server/services/attendees/model.server";
import { noticeRecipients, queueToAttendees } from "~/server/services/attendees/updates.server";
import { type EventView, eventMail, findEvent, policyStart } from "~/server/services/events/view.server";
import type { Job } from "~/server/services/jobs.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";

/**
 * The attendee messages the clock sends (issue 41, points 4 to 6), run by the one background
 * loop in every app server, and the deletion of kit addresses after the event:
 *
 * - Reminders `site.attendees.reminderHours` (24 and 1) before the start of a booked event
 *   (paid or invoiced, its booking confirmed), to every attendee invited, not declined and not
 *   unsubscribed. **Late rule**: only the nearest reminder whose time has come is sent, and one
 *   that is not the last only while at least half its lead remains: the 24-hour reminder goes
 *   out until 12 hours before (saying the time actually left), and found later it is skipped
 *   for the 1-hour one; the last goes out until the start. A job down for a day thus sends one
 *   reminder, never a "24 hours" email 30 minutes before.
 * - The kit-address reminder, with kits, from `site.attendees.kits.reminderDaysBefore` days
 *   before the address deadline (`kitAddressDeadline`) until it, to those without an address.
 * - The organiser's one note that more attendees said "coming" than the booked headcount,
 *   while the headcount may still change (`HEADCOUNT_CHANGE_HOURS` before `policyStart`).
 *
 * Each message is sent once across app servers: in one transaction, under the event's row lock,
 * the server inserts `(event, kind, start)` into `event_notices` and only when the insert
 * returned a row queues the messages, so a crash between claim and queue loses nothing and a
 * second server finds the claim taken. The start is the event's current one, so a reschedule
 * makes the reminders (and the kit reminder and the note) due again for the new time.
 *
 * Kit addresses are deleted `site.attendees.kits.keepDaysAfter` days after the event ends, and
 * at the first run after an event is cancelled: no kit ships for it any more.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The reminder due at `now` for a start (its hours), or null: none, or only ones past their use. */
export function dueReminder(
  start: number,
  now: number,
  hours: readonly number[] = site.attendees.reminderHours,
) {
  const left = start - now;
  if (left <= 0 || hours.length === 0) return null;
  const due = hours.filter((h) => left <= h * HOUR);
  if (due.length === 0) return null;
  const nearest = Math.min(...due);
  const last = Math.min(...hours);
  return nearest === last || left >= (nearest * HOUR) / 2 ? nearest : null;
}

export const reminderKind = (hours: number) => `reminder-${hours}h`;
export const KIT_REMINDER_KIND = "kit-reminder";
export const OVER_HEADCOUNT_KIND = "over-headcount";

/** When the kit reminder is due for an event, and its deadline (epoch ms). */
export function kitReminderWindow(start: number, zone: string) {
  const deadline = kitAddressDeadline(start, zone);
  return { from: deadline - site.attendees.kits.reminderDaysBefore * DAY, deadline };
}

/** A booked event, as the notices send to: paid or invoiced, its booking confirmed. */
const booked = (event: EventView) =>
  (event.status === "paid" || event.status === "invoiced") && event.bookingStatus === "confirmed";

const liveWhere = (now: Date, until: Date) =>
  and(
    inArray(eventOrders.status, ["paid", "invoiced"]),
    eq(bookings.status, "confirmed"),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, until),
  );

/** What a run did: messages queued by kind, and kit addresses deleted. */
export interface NoticeRun {
  reminders: number;
  kitReminders: number;
  overHeadcount: number;
  kitAddressesDeleted: number;
}

export function createAttendeeNotices(context: AttendeeContext) {
  const { db } = context;
  const mailOf = (event: EventView) => eventMail(context, event);

  /** The claims already taken for these events, as "id kind start" keys (skips a lock each). */
  async function claimed(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: eventNotices.orderId, kind: eventNotices.kind, startsAt: eventNotices.startsAt })
      .from(eventNotices)
      .where(inArray(eventNotices.orderId, ids));
    return new Set(rows.map((row) => `${row.id} ${row.kind} ${row.startsAt.getTime()}`));
  }

  /** Claims one notice; true only for the one transaction whose insert wrote the row. */
  async function claim(tx: Executor, orderId: string, kind: string, start: number, now: Date) {
    const rows = await tx
      .insert(eventNotices)
      .values({ orderId, kind, startsAt: new Date(start), createdAt: now })
      .onConflictDoNothing()
      .returning({ orderId: eventNotices.orderId });
    return rows.length > 0;
  }

  /**
   * For each candidate, in its own transaction under the event's lock: `decide` judges the
   * locked event (null: nothing due), the claim is taken, and `send` queues; the total queued.
   */
  async function eachClaimed(
    ids: readonly string[],
    now: Date,
    decide: (event: EventView) => string | null,
    send: (tx: Executor, event: EventView) => Promise<number>,
  ): Promise<number> {
    let queued = 0;
    for (const id of ids) {
      queued += await db.transaction(async (tx) => {
        const event = await findEvent(tx, id, true);
        if (!event || !booked(event) || event.start <= now.getTime()) return 0;
        const kind = decide(event);
        if (!kind || !(await claim(tx, id, kind, event.start, now))) return 0;
        return send(tx, event);
      });
    }
    return queued;
  }

  async function reminders(now: Date): Promise<number> {
    const longest = Math.max(0, ...site.attendees.reminderHours);
    const candidates = await db
      .select({ id: eventOrders.id, startsAt: bookings.startsAt })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .where(liveWhere(now, new Date(now.getTime() + longest * HOUR)));
    const taken = await claimed(candidates.map((row) => row.id));
    const due = candidates.filter((row) => {
      const hours = dueReminder(row.startsAt.getTime(), now.getTime());
      return hours !== null && !taken.has(`${row.id} ${reminderKind(hours)} ${row.startsAt.getTime()}`);
    });
    return eachClaimed(
      due.map((row) => row.id),
      now,
      (event) => {
        const hours = dueReminder(event.start, now.getTime());
        return hours === null ? null : reminderKind(hours);
      },
      async (tx, event) => {
        const mail = mailOf(event);
        const input = { leadMs: event.start - now.getTime(), kits: eventHasKits(event) };
        return queueToAttendees(tx, context, event.id, await noticeRecipients(tx, event.id), (who, links) =>
          attendeeReminderEmail(mail, who, links, input),
        );
      },
    );
  }

  async function kitReminders(now: Date): Promise<number> {
    const { addressBusinessDays, reminderDaysBefore } = site.attendees.kits;
    // The deadline is at most this many calendar days before the start (weekends, and a spare day).
    const reach = (Math.ceil(addressBusinessDays / 5) * 7 + 1 + reminderDaysBefore) * DAY;
    const candidates = await db
      .select({
        id: eventOrders.id,
        startsAt: bookings.startsAt,
        zone: bookings.visitorTimeZone,
        activitySlug: eventOrders.activitySlug,
        addOns: eventOrders.addOns,
      })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .where(liveWhere(now, new Date(now.getTime() + reach)));
    const inWindow = (start: number, zone: string) => {
      const window = kitReminderWindow(start, zone);
      return now.getTime() >= window.from && now.getTime() < window.deadline;
    };
    const taken = await claimed(candidates.map((row) => row.id));
    const due = candidates.filter(
      (row) =>
        eventHasKits(row) &&
        inWindow(row.startsAt.getTime(), row.zone) &&
        !taken.has(`${row.id} ${KIT_REMINDER_KIND} ${row.startsAt.getTime()}`),
    );
    return eachClaimed(
      due.map((row) => row.id),
      now,
      (event) =>
        eventHasKits(event) && inWindow(event.start, event.visitorTimeZone) ? KIT_REMINDER_KIND : null,
      async (tx, event) => {
        const mail = mailOf(event);
        const { deadline } = kitReminderWindow(event.start, event.visitorTimeZone);
        const missing = await noticeRecipients(tx, event.id, { kitMissing: true });
        return queueToAttendees(tx, context, event.id, missing, (who, links) =>
          attendeeKitReminderEmail(mail, who, links, deadline),
        );
      },
    );
  }

  /** How many of an event's attendees answered "coming". */
  async function comingCount(exec: Executor, orderId: string): Promise<number> {
    const [row] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.orderId, orderId), eq(eventAttendees.response, "coming")));
    return Number(row?.n ?? 0);
  }

  async function overHeadcount(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() + HEADCOUNT_CHANGE_HOURS * HOUR);
    const coming = sql`(select count(*) from ${eventAttendees} where ${eventAttendees.orderId} = ${eventOrders.id}
      and ${eventAttendees.response} = 'coming')`;
    const candidates = await db
      .select({ id: eventOrders.id })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .where(
        and(
          inArray(eventOrders.status, ["paid", "invoiced"]),
          eq(bookings.status, "confirmed"),
          // policyStart: the earlier of the start and the start its terms were set at.
          gte(bookings.startsAt, cutoff),
          gte(eventOrders.termsStartsAt, cutoff),
          sql`${coming} > ${eventOrders.headcount}`,
          sql`not exists (select 1 from ${eventNotices} where ${eventNotices.orderId} = ${eventOrders.id}
            and ${eventNotices.kind} = ${OVER_HEADCOUNT_KIND} and ${eventNotices.startsAt} = ${bookings.startsAt})`,
        ),
      );
    let sent = 0;
    for (const { id } of candidates) {
      sent += await db.transaction(async (tx) => {
        const event = await findEvent(tx, id, true);
        if (!event || !booked(event)) return 0;
        if (policyStart(event) - now.getTime() < HEADCOUNT_CHANGE_HOURS * HOUR) return 0;
        const yes = await comingCount(tx, id);
        if (yes <= event.headcount || !(await claim(tx, id, OVER_HEADCOUNT_KIND, event.start, now))) return 0;
        await enqueueEmails(tx, [overHeadcountEmail(mailOf(event), yes)]);
        return 1;
      });
    }
    return sent;
  }

  /** Kit addresses of events over for `keepDaysAfter` days, or cancelled; the number deleted. */
  async function deleteKitAddresses(now: Date): Promise<number> {
    const over = new Date(now.getTime() - site.attendees.kits.keepDaysAfter * DAY);
    // Read from the addresses (few: they are deleted), not from every attendee ever invited.
    const expired = db
      .select({ id: eventKitAddresses.attendeeId })
      .from(eventKitAddresses)
      .innerJoin(eventAttendees, eq(eventAttendees.id, eventKitAddresses.attendeeId))
      .innerJoin(eventOrders, eq(eventOrders.id, eventAttendees.orderId))
      .innerJoin(bookings, eq(bookings.id, eventAttendees.orderId))
      .where(or(lt(bookings.endsAt, over), eq(eventOrders.status, "cancelled")));
    const deleted = await db
      .delete(eventKitAddresses)
      .where(inArray(eventKitAddresses.attendeeId, expired))
      .returning({ id: eventKitAddresses.attendeeId });
    return deleted.length;
  }

  return {
    /**
     * One run of the job at `now`: the reminders, kit reminders and over-headcount notes due,
     * each claimed once, and the kit addresses past their keeping deleted.
     */
    async sendDueNotices(now = new Date()): Promise<NoticeRun> {
      const run: NoticeRun = {
        reminders: await reminders(now),
        kitReminders: await kitReminders(now),
        overHeadcount: await overHeadcount(now),
        kitAddressesDeleted: await deleteKitAddresses(now),
      };
      if (run.reminders + run.kitReminders + run.overHeadcount > 0) context.onQueued();
      return run;
    },
  };
}

/**
 * The background job of the attendee notices, run by the one loop
 * (app/server/services/jobs.server.ts) every minute in every app server; each message is
 * claimed in `event_notices`, so several servers send it once between them.
 */
export function attendeeNoticesJob(
  notices: { sendDueNotices: (now?: Date) => Promise<NoticeRun> },
  options: { everyMs?: number | undefined } = {},
): Job {
  return {
    name: "Attendee notices",
    everyMs: options.everyMs ?? 60_000,
    run: () => notices.sendDueNotices(),
  };
}
