import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parseBookingRequest } from "~/domain/booking-form";
import { registrableDomain } from "~/domain/email-policy";
import type { AttributionInput, FieldErrors } from "~/domain/leads";
import { blockedUntil, rulesFor, unbookableMessages } from "~/domain/scheduling";
import type { Db } from "~/server/db/client.server";
import { bookingHosts, bookings } from "~/server/db/schema.server";
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingConfirmRequestEmail,
  bookingHostCancelledEmail,
  bookingHostEmail,
  bookingRescheduledEmail,
} from "~/server/email/booking-emails.server";
import { refusingOverlap, takeHost } from "~/server/services/booking/availability.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import type { HostRow } from "~/server/services/booking/hosts.server";
import { noAttribution, recordBookingLead } from "~/server/services/booking/lead.server";
import {
  bookingConfirmKey,
  bookingConfirmKeyMatches,
  bookingKeyMatches,
  bookingPaths,
  isBookingId,
} from "~/server/services/booking/links.server";
import { reminderState } from "~/server/services/booking/reminders.server";
import {
  type BookingRow,
  type BookingView,
  bookingMail,
  findView,
  gameName,
  view,
} from "~/server/services/booking/view.server";
import { type Admission, admit } from "~/server/services/booking-limits.server";
import { honeypotRefusal } from "~/server/services/lead-record.server";
import { enqueueEmails, type OutboxMessage } from "~/server/services/outbox.server";

/** A booking's life: made (or held for email confirmation), confirmed, moved, cancelled, read. */

const MINUTE = 60_000;

export type BookResult =
  | {
      ok: true;
      id: string;
      start: number;
      end: number;
      /**
       * "pending": final once the emailed link is clicked; its time held until `holdExpiresAt`,
       * or (null) not held at all while many holds wait (a `requested` booking).
       */
      status: "confirmed" | "pending";
      holdExpiresAt: number | null;
      paths: ReturnType<typeof bookingPaths>;
      manageUrl: string;
    }
  | { ok: false; status: 400 | 409 | 422 | 429; error: string; fieldErrors: FieldErrors };

export type ChangeResult =
  | { ok: true; booking: BookingView }
  | { ok: false; status: 404 | 409 | 422; error: string };

export function createBookingLifecycle(context: BookingContext) {
  const { db, origin, secret, limits } = context;
  const mailOf = (booking: BookingView) => bookingMail(context, booking);

  /**
   * What makes a booking final, in its transaction: its lead (kind "booking"), the visitor's
   * invitation, the host's notice and the CRM webhook.
   */
  async function finalise(
    tx: Db,
    row: BookingRow,
    host: HostRow,
    attribution: AttributionInput,
    now: Date,
  ): Promise<void> {
    await recordBookingLead(tx, { row, host, attribution, now }, context, (leadId) => {
      const mail = mailOf(view({ ...row, leadId }, host));
      return [bookingConfirmationEmail(mail), bookingHostEmail(mail)];
    });
  }

  return {
    /**
     * Books a meeting: validates the request, takes a free host under the lock, and stores the
     * booking, its lead (kind "booking", source scheduler_intro or scheduler_demo) and every
     * email about it in one transaction.
     */
    async book(
      raw: unknown,
      input: {
        now?: Date;
        attribution?: AttributionInput;
        /** The client address it came from: the limits count by it, and staff cancel by it. */
        clientAddress?: string | null;
      } = {},
    ): Promise<BookResult> {
      const now = input.now ?? new Date();
      const trapped = honeypotRefusal(raw);
      if (trapped) return trapped;
      const parsed = parseBookingRequest(raw);
      if (!parsed.ok) return { ok: false, status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors };
      const data = parsed.data;
      const game = data.type === "demo" && data.game && gameName(data.game) ? data.game : null;
      if (data.game && !game) {
        return {
          ok: false,
          status: 422,
          error: "Please correct the highlighted fields.",
          fieldErrors: { game: ["Choose a game from our list"] },
        };
      }
      const rules = rulesFor(data.type);
      const start = data.start;
      const end = start + rules.minutes * MINUTE;
      const attribution = input.attribution ?? noAttribution;
      const id = randomUUID();

      const domain = registrableDomain(data.email);
      const clientAddress = input.clientAddress ?? null;

      const refused: BookResult = {
        ok: false,
        status: 409,
        error: unbookableMessages.taken,
        fieldErrors: {},
      };
      const work = () =>
        db.transaction(async (tx): Promise<BookResult> => {
          const admission: Admission =
            limits === null
              ? { ok: true, pending: false }
              : await admit(tx, { email: data.email, domain, clientAddress }, now, limits);
          if (!admission.ok) return { ok: false, status: 429, error: admission.error, fieldErrors: {} };
          const taken = await takeHost(tx, rules, start, now);
          if (!taken.ok) return { ok: false, status: 409, error: taken.error, fieldErrors: {} };
          const host = taken.host;
          const [row] = await tx
            .insert(bookings)
            .values({
              id,
              type: data.type,
              hostId: host.id,
              startsAt: new Date(start),
              endsAt: new Date(end),
              blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
              status: !admission.pending ? "confirmed" : admission.holdsTime ? "pending" : "requested",
              holdExpiresAt: admission.pending ? admission.holdExpiresAt : null,
              name: data.name,
              email: data.email,
              company: data.company,
              teamSize: data.teamSize ?? null,
              notes: data.notes,
              game,
              visitorTimeZone: data.timeZone,
              emailDomain: domain,
              clientAddress,
              attribution: admission.pending ? attribution : null,
              reminderQueuedAt: admission.pending ? null : reminderState(start, now),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error("The booking insert returned no row.");
          const paths = bookingPaths(id, secret);
          const answer = { ok: true as const, id, start, end, paths, manageUrl: `${origin}${paths.manage}` };
          if (admission.pending) {
            // One email, to the address typed: the link that makes the booking final. No invitation,
            // no lead, no host notice until then; the hold frees the time if nobody clicks.
            const confirmUrl = `${origin}/booking/${id}/confirm?key=${bookingConfirmKey(id, secret)}`;
            await enqueueEmails(tx, [
              bookingConfirmRequestEmail(
                mailOf(view(row, host)),
                confirmUrl,
                admission.holdsTime
                  ? Math.round((admission.holdExpiresAt.getTime() - now.getTime()) / MINUTE)
                  : null,
              ),
            ]);
            const holdExpiresAt = admission.holdsTime ? admission.holdExpiresAt.getTime() : null;
            return { ...answer, status: "pending", holdExpiresAt };
          }
          await finalise(tx, row, host, attribution, now);
          return { ...answer, status: "confirmed", holdExpiresAt: null };
        });
      const result = await refusingOverlap(work, refused);
      if (result.ok) context.onQueued();
      return result;
    },

    /**
     * Makes a pending booking final from its emailed link (`key` is its confirmation key). A hold
     * that ran out is taken again when its time is still free. Already confirmed: answered as
     * done, so a second click is harmless.
     */
    async confirm(id: unknown, key: unknown, now = new Date()): Promise<ChangeResult> {
      if (!isBookingId(id) || !bookingConfirmKeyMatches(id, key, secret)) {
        return { ok: false, status: 404, error: "There is no such booking." };
      }
      const lost =
        "This time was taken by someone else before the booking was confirmed. Please book another time.";
      const work = () =>
        db.transaction(async (tx): Promise<ChangeResult> => {
          const current = await findView(tx, id, true);
          if (!current) return { ok: false, status: 404, error: "There is no such booking." };
          if (current.status === "confirmed") return { ok: true, booking: current };
          if (!["pending", "requested", "expired"].includes(current.status)) {
            return {
              ok: false,
              status: 409,
              error: "This booking was cancelled, so it can no longer be confirmed.",
            };
          }
          if (current.status !== "pending" || (current.holdExpiresAt ?? 0) <= now.getTime()) {
            const taken = await takeHost(tx, rulesFor(current.type), current.start, now, {
              prefer: { hostId: current.host.id, except: id },
            });
            if (!taken.ok) return { ok: false, status: 409, error: lost };
            if (taken.host.id !== current.host.id) {
              await tx.update(bookings).set({ hostId: taken.host.id }).where(eq(bookings.id, id));
            }
          }
          const [row] = await tx
            .update(bookings)
            .set({
              status: "confirmed",
              holdExpiresAt: null,
              emailConfirmedAt: now,
              reminderQueuedAt: reminderState(current.start, now),
              updatedAt: now,
            })
            .where(eq(bookings.id, id))
            .returning();
          const [host] = row
            ? await tx.select().from(bookingHosts).where(eq(bookingHosts.id, row.hostId))
            : [];
          if (!row || !host) throw new Error("The confirmed booking vanished.");
          await finalise(tx, row, host, row.attribution ?? noAttribution, now);
          return { ok: true, booking: view(row, host) };
        });
      const result = await refusingOverlap(work, { ok: false, status: 409, error: lost });
      if (result.ok) context.onQueued();
      return result;
    },

    async find(id: string): Promise<BookingView | null> {
      return findView(db, id);
    },

    /** The booking when the key is its own; null for a wrong key exactly as for an unknown id. */
    async findWithKey(id: unknown, key: unknown): Promise<BookingView | null> {
      if (!isBookingId(id) || !bookingKeyMatches(id, key, secret)) return null;
      return findView(db, id);
    },

    /** A booking by its confirmation link; null for a wrong key exactly as for an unknown id. */
    async findWithConfirmKey(id: unknown, key: unknown): Promise<BookingView | null> {
      if (!isBookingId(id) || !bookingConfirmKeyMatches(id, key, secret)) return null;
      return findView(db, id);
    },

    mail: mailOf,

    /** Cancels a confirmed booking that has not started; the visitor and the host get METHOD:CANCEL. */
    async cancel(
      id: string,
      input: { by: "visitor" | "staff"; reason: string | null; now?: Date },
    ): Promise<ChangeResult> {
      const now = input.now ?? new Date();
      const result = await db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status === "cancelled")
          return { ok: false, status: 409, error: "This booking is already cancelled." };
        if (current.status === "expired")
          return { ok: false, status: 409, error: "This booking was never confirmed, so it has lapsed." };
        if (
          !["confirmed", "pending", "requested"].includes(current.status) ||
          current.start <= now.getTime()
        ) {
          return {
            ok: false,
            status: 409,
            error: "This meeting has already started, so it can no longer be cancelled.",
          };
        }
        const [row] = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            sequence: sql`${bookings.sequence} + 1`,
            cancelReason: input.reason,
            cancelledBy: input.by,
            cancelledAt: now,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(bookings.id, id))
          .returning();
        if (!row) throw new Error("The cancelled booking vanished.");
        const cancelled = { ...current, status: row.status, sequence: row.sequence, holdExpiresAt: null };
        const mail = mailOf(cancelled);
        // A booking waiting for its link sent no invitation to anyone: nothing to take back.
        if (current.status !== "confirmed") {
          return { ok: true, booking: { ...cancelled, cancelReason: input.reason, cancelledBy: input.by } };
        }
        await enqueueEmails(tx, [
          bookingCancelledEmail(mail, input.by, input.reason, `${origin}/book/${current.type}`),
          bookingHostCancelledEmail(mail, input.by, input.reason),
        ]);
        return { ok: true, booking: { ...cancelled, cancelReason: input.reason, cancelledBy: input.by } };
      });
      if (result.ok) context.onQueued();
      return result;
    },

    /**
     * Moves a confirmed booking to another start, keeping its host when that host is free then;
     * the visitor gets the same invitation UID with a higher SEQUENCE.
     */
    async reschedule(id: string, startInput: number, input: { now?: Date } = {}): Promise<ChangeResult> {
      const now = input.now ?? new Date();
      const work = () =>
        db.transaction(async (tx): Promise<ChangeResult> => {
          const current = await findView(tx, id, true);
          if (!current) return { ok: false, status: 404, error: "There is no such booking." };
          if (current.status !== "confirmed") {
            return {
              ok: false,
              status: 409,
              error: "This booking is cancelled or over, so it cannot be moved.",
            };
          }
          if (current.start <= now.getTime()) {
            return {
              ok: false,
              status: 409,
              error: "This meeting has already started, so it can no longer be moved.",
            };
          }
          if (startInput === current.start)
            return { ok: false, status: 409, error: "That is already the booked time." };
          const rules = rulesFor(current.type);
          const taken = await takeHost(tx, rules, startInput, now, {
            prefer: { hostId: current.host.id, except: id },
          });
          if (!taken.ok) return { ok: false, status: 409, error: taken.error };
          const end = startInput + rules.minutes * MINUTE;
          const [row] = await tx
            .update(bookings)
            .set({
              hostId: taken.host.id,
              startsAt: new Date(startInput),
              endsAt: new Date(end),
              blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
              sequence: sql`${bookings.sequence} + 1`,
              reminderQueuedAt: reminderState(startInput, now),
              updatedAt: now,
            })
            .where(eq(bookings.id, id))
            .returning();
          if (!row) throw new Error("The rescheduled booking vanished.");
          const moved = view(row, taken.host);
          const mail = mailOf(moved);
          const messages: OutboxMessage[] = [bookingRescheduledEmail(mail)];
          if (taken.host.id === current.host.id) {
            messages.push(bookingHostEmail(mail, "rescheduled"));
          } else {
            messages.push(
              bookingHostCancelledEmail(mailOf({ ...current, sequence: row.sequence }), "moved", null),
            );
            messages.push(bookingHostEmail(mail, "new"));
          }
          await enqueueEmails(tx, messages);
          return { ok: true, booking: moved };
        });
      const result = await refusingOverlap(work, { ok: false, status: 409, error: unbookableMessages.taken });
      if (result.ok) context.onQueued();
      return result;
    },
  };
}
