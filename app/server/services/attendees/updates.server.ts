import { and, eq, inArray, isNotNull, isNull, ne, notExists, sql } from "drizzle-orm";
import { emailOutbox, eventAttendees, eventKitAddresses } from "~/server/db/schema.server";
import {
  type AttendeeLinks,
  attendeeCancelledEmail,
  attendeeMovedEmail,
  type NoticeRecipient,
} from "~/server/email/attendee-notice-emails.server";
import { attendeeLinks } from "~/server/email/attendee-wording.server";
import { type EventView, eventMail } from "~/server/services/events/view.server";
import { type Executor, type OutboxMessage, outboxRows } from "~/server/services/outbox.server";

/**
 * Who hears about an event once it has invited them, and how their messages are queued (issue
 * 41): every attendee who was sent an invitation, did not answer "not coming" and did not
 * unsubscribe from the event. Each message is written to the outbox in the caller's
 * transaction, and becomes the attendee's `last_message_id` (the one owner of "email failed").
 */

/** What building an attendee's links and the event's email data needs. */
export interface NoticeLinkContext {
  origin: string;
  secret: string;
  uidDomain: string;
}

/** The attendees an event's messages go to; `kitMissing`: only those without a kit address. */
export async function noticeRecipients(
  exec: Executor,
  orderId: string,
  options: { kitMissing?: boolean } = {},
): Promise<NoticeRecipient[]> {
  return exec
    .select({
      id: eventAttendees.id,
      name: eventAttendees.name,
      email: eventAttendees.email,
      timeZone: eventAttendees.timeZone,
      response: eventAttendees.response,
    })
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.orderId, orderId),
        isNotNull(eventAttendees.invitedAt),
        ne(eventAttendees.response, "not_coming"),
        isNull(eventAttendees.unsubscribedAt),
        options.kitMissing
          ? notExists(
              exec
                .select({ one: sql`1` })
                .from(eventKitAddresses)
                .where(eq(eventKitAddresses.attendeeId, eventAttendees.id)),
            )
          : undefined,
      ),
    )
    .orderBy(eventAttendees.email);
}

/**
 * Queues one message per recipient of one event and points each attendee's `last_message_id`
 * at theirs; the number queued. Addresses are unique within an event, so the rows are matched
 * back by address.
 */
export async function queueToAttendees(
  exec: Executor,
  context: NoticeLinkContext,
  orderId: string,
  recipients: readonly NoticeRecipient[],
  write: (recipient: NoticeRecipient, links: AttendeeLinks) => OutboxMessage,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const messages = recipients.map((recipient) =>
    write(recipient, attendeeLinks(context.origin, context.secret, recipient.id)),
  );
  const rows = await exec.insert(emailOutbox).values(outboxRows(messages)).returning({ id: emailOutbox.id });
  await exec
    .update(eventAttendees)
    .set({ lastMessageId: sql`${emailOutbox.id}` })
    .from(emailOutbox)
    .where(
      and(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
        eq(eventAttendees.orderId, orderId),
        eq(eventAttendees.email, emailOutbox.to),
      ),
    );
  return rows.length;
}

/**
 * Tells an event's attendees that it moved or was cancelled, inside the transaction that made
 * the change and after the booking's SEQUENCE was raised: `eventAfter` is the event as read
 * after the change. A move sends the new time with a REQUEST for the same calendar entry (per
 * attendee UID, the new SEQUENCE); a cancellation a CANCEL and a short note. The number queued.
 */
export async function queueAttendeeUpdates(
  exec: Executor,
  context: NoticeLinkContext,
  eventAfter: EventView,
  change: "moved" | "cancelled",
): Promise<number> {
  const recipients = await noticeRecipients(exec, eventAfter.id);
  const mail = eventMail(context, eventAfter);
  return queueToAttendees(exec, context, eventAfter.id, recipients, (recipient, links) =>
    change === "moved"
      ? attendeeMovedEmail(mail, recipient, links)
      : attendeeCancelledEmail(mail, recipient, links),
  );
}
