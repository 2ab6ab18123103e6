import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { site } from "~/config/site";
import { checkImport, type ImportCheck, pastedEntries } from "~/domain/attendee-import";
import { kitAddressDeadline } from "~/domain/kits";
import { rushKitLine } from "~/domain/pricing";
import { emailOutbox, eventAttendees } from "~/server/db/schema.server";
import { invitationEmail } from "~/server/email/attendee-emails.server";
import { attendeeLinks } from "~/server/email/attendee-wording.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import { csvEntries } from "~/server/services/attendees/import.server";
import {
  type AttendeeRow,
  attendeeCounts,
  attendeesOf,
  eventHasKits,
  invitationCap,
  invitationsOpen,
} from "~/server/services/attendees/model.server";
import { proofMessages, proofNeeded } from "~/server/services/attendees/proof.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { type EventView, eventKeyMatches, eventMail, findEvent } from "~/server/services/events/view.server";
import { type Executor, outboxRows } from "~/server/services/outbox.server";

/**
 * The organiser's side of an event's attendees (issue 41, points 1, 2 and 8), behind the event's
 * signed key: the list with each person's status (never a kit address), adding people from the
 * pasted box and an uploaded CSV, removing one, and sending an invitation again. Invitations go
 * out only once the event is paid or invoiced (`invitationsOpen`), up to `invitationCap`, and
 * each send (an import, a re-send) counts once per event an hour and once per organiser email a
 * day. An import is all or nothing: any refused line refuses it. The rows, their invitations
 * and each row's `lastMessageId` are written in one transaction under the event's lock, so two
 * imports at once cannot pass the cap together.
 */

const HOUR = 3_600_000;

/** Why the organiser's change was refused; `errors` lists an import's refused lines. */
export type InviteRefusal = {
  ok: false;
  status: 403 | 404 | 409 | 422 | 429;
  error: string;
  errors?: string[];
};

export type InviteResult = { ok: true; invited: number; skipped: string[] } | InviteRefusal;
export type AttendeeChange = { ok: true; name: string } | InviteRefusal;

const inWords = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.ceil(minutes / 60)} hours`;
};

export const inviteMessages = {
  notFound: "There is no such event.",
  noAttendee: "That person is no longer on this event's list.",
  notOpen: "Invitations open once the deposit is paid or the invoice issued.",
  cancelled: "This event is cancelled, so nobody can be invited to it.",
  ended: "This event has ended.",
  invalid: "Some lines cannot be used, so nobody was added. Correct them and send the list again.",
  overCap: (total: number, cap: number, headcount: number, existing: number) =>
    `This would bring your list to ${total} people, and this event may invite up to ${cap} (your ${headcount} plus a margin)${
      existing > 0 ? `; ${existing} are on it already` : ""
    }. Nobody was added: take ${total - cap} off the list, or raise the headcount first.`,
  eventRate: (seconds: number) =>
    `This event has sent its ${site.attendees.sendsPerEventHourly} batches of invitations for this hour. Nothing was sent: try again in ${inWords(seconds)}.`,
  organiserRate: (seconds: number) =>
    `You have sent ${site.attendees.sendsPerOrganiserDaily} batches of invitations today across your events. Nothing was sent: try again in ${inWords(seconds)}.`,
  unsubscribed: (name: string) =>
    `${name} unsubscribed from this event's emails, so no invitation can be sent to them again.`,
  joined: (name: string) => `${name} has joined the event, so they stay on its list.`,
} as const;

const notFound: InviteRefusal = { ok: false, status: 404, error: inviteMessages.notFound };

/** Whether invitations may go out for the event now, and why not. */
export function invitationRefusal(event: EventView, now: Date): InviteRefusal | null {
  if (event.status === "cancelled") return { ok: false, status: 409, error: inviteMessages.cancelled };
  if (event.status === "completed" || now.getTime() >= event.end)
    return { ok: false, status: 409, error: inviteMessages.ended };
  if (!invitationsOpen(event.status)) return { ok: false, status: 409, error: inviteMessages.notOpen };
  return null;
}

/** What an organiser sends in the add form: the pasted box and the uploaded file's text. */
export interface InviteInput {
  pasted?: string | null | undefined;
  csv?: string | null | undefined;
}

function readLists(input: InviteInput) {
  return [
    { source: "pasted" as const, entries: pastedEntries(input.pasted ?? "") },
    { source: "csv" as const, entries: csvEntries(input.csv ?? "") },
  ];
}

const existingEmails = async (exec: Executor, orderId: string) =>
  new Set(
    (
      await exec
        .select({ email: eventAttendees.email })
        .from(eventAttendees)
        .where(eq(eventAttendees.orderId, orderId))
    ).map((row) => row.email),
  );

/** The refusal of a checked list: its lines, or the cap it would pass. */
function listRefusal(event: EventView, check: ImportCheck, existing: number): InviteRefusal | null {
  if (!check.ok) return { ok: false, status: 422, error: inviteMessages.invalid, errors: check.errors };
  const total = existing + check.people.length;
  const cap = invitationCap(event.headcount);
  if (total > cap)
    return { ok: false, status: 409, error: inviteMessages.overCap(total, cap, event.headcount, existing) };
  return null;
}

export function createAttendeeInvites(context: AttendeeContext) {
  const { db, secret } = context;
  const mailContext = { origin: context.origin, secret, uidDomain: context.uidDomain };
  const linksOf = (id: string) => attendeeLinks(context.origin, secret, id);

  const eventOf = async (id: unknown, key: unknown) =>
    eventKeyMatches(id, key, secret) ? findEvent(db, id) : null;

  /** One send action counted per event (an hour) and per organiser email (a day); null: allowed. */
  async function counted(event: EventView, now: Date): Promise<InviteRefusal | null> {
    const limiter = context.rateLimiter;
    if (!limiter) return null;
    const perEvent = await limiter.hit(
      `attendee-invites:event:${event.id}`,
      { limit: site.attendees.sendsPerEventHourly, windowMs: HOUR },
      now,
    );
    if (!perEvent.allowed)
      return { ok: false, status: 429, error: inviteMessages.eventRate(perEvent.retryAfterSeconds) };
    const perOrganiser = await limiter.hit(
      `attendee-invites:organiser:${event.email.toLowerCase()}`,
      { limit: site.attendees.sendsPerOrganiserDaily, windowMs: 24 * HOUR },
      now,
    );
    if (!perOrganiser.allowed)
      return { ok: false, status: 429, error: inviteMessages.organiserRate(perOrganiser.retryAfterSeconds) };
    return null;
  }

  /**
   * Queues one invitation to an attendee already on the list and points their row at it
   * (`lastMessageId`): the same personal link and calendar UID as before.
   */
  async function queueAgain(tx: Executor, event: EventView, attendee: AttendeeRow, now: Date) {
    const message = invitationEmail(eventMail(mailContext, event), attendee, linksOf(attendee.id));
    const [queued] = await tx
      .insert(emailOutbox)
      .values(outboxRows([message], now))
      .returning({ id: emailOutbox.id });
    if (!queued) throw new Error("The invitation was not queued.");
    await tx
      .update(eventAttendees)
      .set({ lastMessageId: queued.id, invitedAt: now })
      .where(eq(eventAttendees.id, attendee.id));
  }

  /** A re-send under the event's lock, by the organiser (`counted`) or by staff (not counted). */
  async function resendOne(
    eventId: string,
    attendeeId: unknown,
    now: Date,
    count: ((event: EventView) => Promise<InviteRefusal | null>) | null,
  ): Promise<AttendeeChange> {
    if (!isBookingId(attendeeId)) return { ok: false, status: 404, error: inviteMessages.noAttendee };
    const attendee = await findAttendee(db, eventId, attendeeId);
    if (!attendee) return { ok: false, status: 404, error: inviteMessages.noAttendee };
    if (attendee.unsubscribedAt)
      return { ok: false, status: 409, error: inviteMessages.unsubscribed(attendee.name) };
    const before = await findEvent(db, eventId);
    if (!before) return notFound;
    const refused = invitationRefusal(before, now) ?? (count ? await count(before) : null);
    if (refused) return refused;
    const result = await db.transaction(async (tx): Promise<AttendeeChange> => {
      const event = await findEvent(tx, eventId, true);
      if (!event) return notFound;
      const closed = invitationRefusal(event, now);
      if (closed) return closed;
      const current = await findAttendee(tx, eventId, attendeeId);
      if (!current) return { ok: false, status: 404, error: inviteMessages.noAttendee };
      if (current.unsubscribedAt)
        return { ok: false, status: 409, error: inviteMessages.unsubscribed(current.name) };
      await queueAgain(tx, event, current, now);
      return { ok: true, name: current.name };
    });
    if (result.ok) context.onQueued();
    return result;
  }

  /** How many are invited and coming, against the booked headcount. */
  async function summaryOf(event: Pick<EventView, "id" | "headcount">) {
    const counts = attendeeCounts(await attendeesOf(db, event.id));
    return { invited: counts.invited, coming: counts.coming, headcount: event.headcount };
  }

  return {
    /**
     * The organiser's page: the event, its people with their statuses (names and emails, never
     * an address), the counts, the cap, and whether invitations are open; null answers 404.
     */
    async listForOrganiser(eventId: unknown, key: unknown, now = new Date()) {
      const event = await eventOf(eventId, key);
      if (!event) return null;
      const rows = await attendeesOf(db, event.id);
      const kits = eventHasKits(event);
      const deadline = kits ? kitAddressDeadline(event.start, event.visitorTimeZone) : undefined;
      const counts = attendeeCounts(rows, deadline);
      return {
        event,
        refusal: invitationRefusal(event, now)?.error ?? null,
        cap: invitationCap(event.headcount),
        kits,
        kitDeadline: deadline ?? null,
        /** The booker must type the emailed code before invitations go out (proof.server.ts). */
        proofNeeded: await proofNeeded(db, event),
        /** The engine's line for the kits whose addresses came after the deadline; null: none. */
        rushKits: rushKitLine(counts.kitsRush),
        counts: kits ? counts : { ...counts, kitsSubmitted: 0, kitsMissing: 0, kitsRush: 0 },
        attendees: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          status: row.status,
          invitedAt: row.invitedAt?.getTime() ?? null,
          firstJoinedAt: row.firstJoinedAt?.getTime() ?? null,
          unsubscribed: row.unsubscribedAt !== null,
        })),
      };
    },

    /** The event page's line for an event its loader has already read behind its key. */
    summaryOf,

    /** The same line behind the event's key; null answers 404. */
    async organiserSummary(eventId: unknown, key: unknown) {
      const event = await eventOf(eventId, key);
      return event ? summaryOf(event) : null;
    },

    /**
     * Adds the people of the pasted box and the uploaded CSV and queues one invitation each.
     * Refused whole (nothing stored, nothing counted) for any bad line or past the cap;
     * addresses already on the list are skipped and named in `skipped`.
     */
    async invite(
      eventId: unknown,
      key: unknown,
      input: InviteInput,
      now = new Date(),
    ): Promise<InviteResult> {
      const before = await eventOf(eventId, key);
      if (!before) return notFound;
      const closed = invitationRefusal(before, now);
      if (closed) return closed;
      if (await proofNeeded(db, before)) return { ok: false, status: 403, error: proofMessages.needed };
      const lists = readLists(input);
      const existing = await existingEmails(db, before.id);
      const check = checkImport(lists, existing);
      const refused = listRefusal(before, check, existing.size);
      if (refused) return refused;
      if (check.ok && check.people.length === 0) return { ok: true, invited: 0, skipped: check.skipped };
      const limited = await counted(before, now);
      if (limited) return limited;
      const result = await db.transaction(async (tx): Promise<InviteResult> => {
        const event = await findEvent(tx, before.id, true);
        if (!event) return notFound;
        const stillClosed = invitationRefusal(event, now);
        if (stillClosed) return stillClosed;
        // Checked again under the lock: another import may have added people since.
        const held = await existingEmails(tx, event.id);
        const fresh = checkImport(lists, held);
        const refusal = listRefusal(event, fresh, held.size);
        if (refusal || !fresh.ok) return refusal ?? notFound;
        if (fresh.people.length === 0) return { ok: true, invited: 0, skipped: fresh.skipped };
        const mail = eventMail(mailContext, event);
        const people = fresh.people.map((person) => ({ ...person, id: randomUUID(), timeZone: null }));
        const queued = await tx
          .insert(emailOutbox)
          .values(
            outboxRows(
              people.map((person) => invitationEmail(mail, person, linksOf(person.id))),
              now,
            ),
          )
          .returning({ id: emailOutbox.id, to: emailOutbox.to });
        const messageOf = new Map(queued.map((row) => [row.to, row.id]));
        await tx.insert(eventAttendees).values(
          people.map((person) => ({
            id: person.id,
            orderId: event.id,
            name: person.name,
            email: person.email,
            lastMessageId: messageOf.get(person.email) ?? null,
            invitedAt: now,
            createdAt: now,
          })),
        );
        return { ok: true, invited: people.length, skipped: fresh.skipped };
      });
      if (result.ok && result.invited > 0) context.onQueued();
      return result;
    },

    /**
     * Takes a person off the list: their row goes (a kit address with it), so their personal
     * link answers 404 from now on. Nothing is sent. Someone who joined the event stays.
     */
    async remove(eventId: unknown, key: unknown, attendeeId: unknown): Promise<AttendeeChange> {
      const event = await eventOf(eventId, key);
      if (!event) return notFound;
      if (!isBookingId(attendeeId)) return { ok: false, status: 404, error: inviteMessages.noAttendee };
      const attendee = await findAttendee(db, event.id, attendeeId);
      if (!attendee) return { ok: false, status: 404, error: inviteMessages.noAttendee };
      if (attendee.firstJoinedAt)
        return { ok: false, status: 409, error: inviteMessages.joined(attendee.name) };
      await db
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.id, attendee.id), eq(eventAttendees.orderId, event.id)));
      return { ok: true, name: attendee.name };
    },

    /** The organiser sends someone's invitation again (counted as a send); never to an unsubscribed one. */
    async resend(
      eventId: unknown,
      key: unknown,
      attendeeId: unknown,
      now = new Date(),
    ): Promise<AttendeeChange> {
      const event = await eventOf(eventId, key);
      if (!event) return notFound;
      if (await proofNeeded(db, event)) return { ok: false, status: 403, error: proofMessages.needed };
      return resendOne(event.id, attendeeId, now, (found) => counted(found, now));
    },

    /** Staff send an attendee's invitation again from the admin: no key, not counted as the organiser's. */
    async resendById(attendeeId: unknown, now = new Date()): Promise<AttendeeChange> {
      if (!isBookingId(attendeeId)) return { ok: false, status: 404, error: inviteMessages.noAttendee };
      const [row] = await db
        .select({ orderId: eventAttendees.orderId })
        .from(eventAttendees)
        .where(eq(eventAttendees.id, attendeeId));
      if (!row) return { ok: false, status: 404, error: inviteMessages.noAttendee };
      return resendOne(row.orderId, attendeeId, now, null);
    },
  };
}

/** One attendee of one event, or null (another event's attendee is nobody here). */
async function findAttendee(exec: Executor, eventId: string, attendeeId: string) {
  const [row] = await exec
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.id, attendeeId), eq(eventAttendees.orderId, eventId)));
  return row ?? null;
}
