import { site } from "~/config/site";
import { emailCodeEmail } from "~/server/email/code-email.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import {
  emailCodeFor,
  emailCodeMatches,
  emailCodeTries,
  mailboxProven,
  markMailboxProven,
} from "~/server/services/booking-limits.server";
import { type EventView, eventKeyMatches, findEvent } from "~/server/services/events/view.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";

/**
 * Invitations go to other people's mailboxes, so they are a relay for whoever holds an event's
 * link (issue 41, point 8). An event booked by invoice from an address nobody has proven (no
 * code typed at checkout, no payment from it) sends no invitation until its booker types the
 * code we email to that address, the checkout's own mailbox check (decision 064). A payment or
 * any earlier proof of the address is enough (`mailboxProven`).
 */

export const proofMessages = {
  needed:
    "Confirm your email address before invitations go out: we email you a code, and you type it here. Paying the deposit confirms it too.",
  sent: (email: string) =>
    `We emailed a code to ${email}. Type it below; it works for ${site.events.limits.codeMinutes} minutes.`,
  tooMany:
    "We have emailed you several codes in the last quarter hour. Use the newest, or wait a few minutes.",
  wrong:
    "That code is not the one we emailed, or it has run out. Check the newest email, or ask for another code.",
  tries: "Too many wrong codes for this email address. Please wait 15 minutes and try again.",
} as const;

/** Codes one event may ask for a quarter hour. */
const codeSends = { limit: 3, windowMs: 15 * 60_000 };

export type ProofResult =
  | { ok: true }
  | { ok: false; status: 403 | 404 | 422 | 429; error: string; field?: "code" };

/** Whether the event's booker must prove their mailbox before sending invitations. */
export async function proofNeeded(exec: Executor, event: EventView): Promise<boolean> {
  return event.receivedCents === 0 && !(await mailboxProven(exec, event.email));
}

export function createAttendeeProof(context: AttendeeContext) {
  const { db, secret } = context;
  const minutes = site.events.limits.codeMinutes;
  const eventOf = async (id: unknown, key: unknown) =>
    eventKeyMatches(id, key, secret) ? findEvent(db, id) : null;
  const notFound = { ok: false, status: 404, error: "There is no such event." } as const;

  return {
    /** Emails the booker the code; a few a quarter hour per event. */
    async sendProofCode(eventId: unknown, key: unknown, now = new Date()): Promise<ProofResult> {
      const event = await eventOf(eventId, key);
      if (!event) return notFound;
      if (!(await proofNeeded(db, event))) return { ok: true };
      const sends = await context.rateLimiter?.hit(`attendee-proof:${event.id}`, codeSends, now);
      if (sends && !sends.allowed) return { ok: false, status: 429, error: proofMessages.tooMany };
      await enqueueEmails(db, [
        emailCodeEmail(event.email, emailCodeFor(secret, event.email, now, minutes), minutes, "invitations"),
      ]);
      context.onQueued();
      return { ok: true };
    },

    /** Checks the typed code (counted with the checkout's tries) and marks the booking's mailbox proven. */
    async prove(eventId: unknown, key: unknown, code: unknown, now = new Date()): Promise<ProofResult> {
      const event = await eventOf(eventId, key);
      if (!event) return notFound;
      const typed = typeof code === "string" ? code.replace(/\s+/g, "") : "";
      if (!/^\d{6}$/.test(typed))
        return { ok: false, status: 422, error: proofMessages.wrong, field: "code" };
      const tries = await context.rateLimiter?.hit(`email-code:${event.email}`, emailCodeTries, now);
      if (tries && !tries.allowed)
        return { ok: false, status: 429, error: proofMessages.tries, field: "code" };
      if (!emailCodeMatches(secret, event.email, typed, now, minutes))
        return { ok: false, status: 422, error: proofMessages.wrong, field: "code" };
      await markMailboxProven(db, event.email, now);
      return { ok: true };
    },
  };
}
