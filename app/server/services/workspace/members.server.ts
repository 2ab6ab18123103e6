import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { registrableDomain } from "~/domain/email-policy";
import { billingContactSchema } from "~/domain/event-checkout";
import { fieldErrorsOf } from "~/domain/lead-fields";
import { MAX_MEMBERS, roleLabels } from "~/domain/workspace";
import { inviteSchema } from "~/domain/workspace-forms";
import type { Db } from "~/server/db/client.server";
import {
  bookings,
  eventMembers,
  eventOrders,
  quotes,
  workspaceMembers,
  workspaces,
} from "~/server/db/schema.server";
import { colleagueInviteEmail } from "~/server/email/account-emails.server";
import { businessDay } from "~/server/email/event-wording.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { activityTitle } from "~/server/services/events/view.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";
import { rolesOn, unclaimed } from "~/server/services/workspace/access.server";
import { recordHistory } from "~/server/services/workspace/history.server";

/**
 * Who may see and do what in the organiser's workspace (issue 43, decision 072). An address holds
 * a role on a workspace (every event claimed into it) or on one event; its rights on an event are
 * the union of the two. Claiming, inviting, removing and the billing contact live here, each change
 * written to the history of the events it touches in the same transaction.
 */

export type MemberResult =
  | {
      ok: true;
      message: string;
      /** The billing contact's address, when a change named a new one. */
      newContact?: string;
    }
  | {
      ok: false;
      status: 403 | 404 | 409 | 422 | 429;
      error: string;
      field?: string;
      fieldErrors?: Record<string, string[]>;
    };

const notFound: MemberResult = { ok: false, status: 404, error: "There is no such event in your workspace." };
const forbidden: MemberResult = {
  ok: false,
  status: 403,
  error: "Your role does not allow this: ask an organiser.",
};

const lastOrganiser = {
  ok: false,
  status: 409,
  error: "A workspace keeps at least one organiser: make someone else organiser first.",
} as const satisfies MemberResult;

/** A form zod refused, as a result: every field's messages, the first of them as the error. */
function formRefusal(issues: Parameters<typeof fieldErrorsOf>[0]): MemberResult {
  const fieldErrors = fieldErrorsOf(issues);
  const [field = "email", errors = []] = Object.entries(fieldErrors)[0] ?? [];
  return { ok: false, status: 422, field, error: errors[0] ?? "Check the form", fieldErrors };
}

/** Invitations one person may send an hour (each is an email to someone else). */
export const inviteLimit = { limit: 30, windowMs: 60 * 60_000 };

/** The organisers of a workspace, locked: the last one cannot be removed or demoted. */
async function organisersOf(tx: Executor, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "organiser")))
    .for("update");
  return rows.map((row) => row.email);
}

async function eventIdsOfWorkspace(tx: Executor, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(eq(eventOrders.workspaceId, workspaceId));
  return rows.map((row) => row.id);
}

export type MemberTarget = { eventId: string } | { workspaceId: string };

/** Where a change lands, with the events whose history records it; or why it may not. */
type Place =
  | { refusal: MemberResult }
  | { eventId: string; label: string | null; events: string[] }
  | { workspaceId: string; label: null; events: string[] };

export function createWorkspaceMembers(
  db: Db,
  options: { origin: string; rateLimiter: Pick<RateLimiter, "hit">; onQueued?: () => void },
) {
  /** Where a change lands: the workspace row it needs, or the event, checked against the actor's rights. */
  async function resolve(
    tx: Executor,
    actor: string,
    target: MemberTarget,
    scope: "event" | "workspace",
  ): Promise<Place> {
    if ("eventId" in target) {
      const roles = await rolesOn(tx, actor, target.eventId);
      if (roles.length === 0) return { refusal: notFound };
      const [order] = await tx
        .select({
          workspaceId: eventOrders.workspaceId,
          start: bookings.startsAt,
          slug: eventOrders.activitySlug,
        })
        .from(eventOrders)
        .innerJoin(bookings, eq(bookings.id, eventOrders.id))
        .where(eq(eventOrders.id, target.eventId));
      if (!order) return { refusal: notFound };
      const label = `${activityTitle(order.slug)} on ${businessDay(order.start.getTime())}`;
      if (scope === "event") {
        return roles.includes("organiser")
          ? { eventId: target.eventId, label, events: [target.eventId] }
          : { refusal: forbidden };
      }
      if (!order.workspaceId) return { refusal: forbidden };
      return resolve(tx, actor, { workspaceId: order.workspaceId }, "workspace");
    }
    const [membership] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, target.workspaceId), eq(workspaceMembers.email, actor)));
    if (!membership) return { refusal: notFound };
    if (membership.role !== "organiser") return { refusal: forbidden };
    return {
      workspaceId: target.workspaceId,
      label: null,
      events: await eventIdsOfWorkspace(tx, target.workspaceId),
    };
  }

  return {
    /**
     * At sign-in (and on each visit of the workspace): events booked with the address and quotes
     * made with it or in this browser, not yet in a workspace, go into the address's own workspace
     * (made for it, named after its company, if it organises none). One advisory lock per address
     * keeps two sign-ins at once from making two workspaces.
     */
    async claim(email: string, browserHashes: readonly string[], now = new Date()): Promise<number> {
      // Most visits find nothing new: that is read without a transaction or the lock.
      const waiting = await unclaimed(db, email, browserHashes);
      if (waiting.events.length === 0 && waiting.quoteRows.length === 0) return 0;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workspace:${email}`}))`);
        const { events, quoteRows } = await unclaimed(tx, email, browserHashes);
        if (events.length === 0 && quoteRows.length === 0) return 0;
        const [own] = await tx
          .select({ id: workspaceMembers.workspaceId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.email, email), eq(workspaceMembers.role, "organiser")))
          .orderBy(asc(workspaceMembers.createdAt))
          .limit(1);
        let workspaceId = own?.id;
        if (!workspaceId) {
          const name = events[0]?.company ?? registrableDomain(email);
          const [made] = await tx
            .insert(workspaces)
            .values({ name, createdAt: now })
            .returning({ id: workspaces.id });
          workspaceId = made?.id as string;
          await tx
            .insert(workspaceMembers)
            .values({ workspaceId, email, role: "organiser", addedBy: email, createdAt: now });
        }
        if (events.length) {
          const ids = events.map((event) => event.id);
          await tx.update(eventOrders).set({ workspaceId }).where(inArray(eventOrders.id, ids));
          await recordHistory(tx, ids, email, "Added the event to the workspace at sign-in", now);
        }
        if (quoteRows.length) {
          await tx
            .update(quotes)
            .set({ workspaceId })
            .where(
              inArray(
                quotes.id,
                quoteRows.map((quote) => quote.id),
              ),
            );
        }
        return events.length + quoteRows.length;
      });
    },

    /** A colleague given a role on one event or on the whole workspace; an existing one gets the new role. */
    async invite(
      actor: string,
      target: MemberTarget,
      raw: Record<string, unknown>,
      now = new Date(),
    ): Promise<MemberResult> {
      const parsed = inviteSchema.safeParse(raw);
      if (!parsed.success) return formRefusal(parsed.error.issues);
      const { email, role, scope } = parsed.data;
      const counted = await options.rateLimiter.hit(`invites:${actor}`, inviteLimit, now);
      if (!counted.allowed) {
        return {
          ok: false,
          status: 429,
          field: "email",
          error: "You have invited a great many people this hour. Please wait a little.",
        };
      }
      const result = await db.transaction(async (tx): Promise<MemberResult> => {
        const place = await resolve(tx, actor, target, scope);
        if ("refusal" in place) return place.refusal;
        const members =
          "workspaceId" in place
            ? await tx
                .select({ email: workspaceMembers.email, role: workspaceMembers.role })
                .from(workspaceMembers)
                .where(eq(workspaceMembers.workspaceId, place.workspaceId))
            : await tx
                .select({ email: eventMembers.email, role: eventMembers.role })
                .from(eventMembers)
                .where(eq(eventMembers.eventId, place.eventId));
        const existing = members.find((member) => member.email === email);
        if (!existing && members.length >= MAX_MEMBERS) {
          return {
            ok: false,
            status: 409,
            field: "email",
            error: `A workspace or event has at most ${MAX_MEMBERS} colleagues: remove someone first.`,
          };
        }
        if (existing?.role === role)
          return {
            ok: false,
            status: 422,
            field: "email",
            error: `${email} is already ${roleLabels[role].name.toLowerCase()} here.`,
          };
        if ("workspaceId" in place && existing?.role === "organiser") {
          const organisers = await organisersOf(tx, place.workspaceId);
          if (organisers.length <= 1) return { ...lastOrganiser, field: "role" };
        }
        const values = { email, role, addedBy: actor, createdAt: now };
        if ("workspaceId" in place) {
          await tx
            .insert(workspaceMembers)
            .values({ ...values, workspaceId: place.workspaceId })
            .onConflictDoUpdate({
              target: [workspaceMembers.workspaceId, workspaceMembers.email],
              set: { role },
            });
        } else {
          await tx
            .insert(eventMembers)
            .values({ ...values, eventId: place.eventId })
            .onConflictDoUpdate({ target: [eventMembers.eventId, eventMembers.email], set: { role } });
        }
        const where = "workspaceId" in place ? "to every event of the workspace" : "to this event";
        const what = existing
          ? `Changed ${email}'s role to ${roleLabels[role].name.toLowerCase()} (${where.replace("to ", "on ")})`
          : `Invited ${email} as ${roleLabels[role].name.toLowerCase()} ${where}`;
        await recordHistory(tx, place.events, actor, what, now);
        if (!existing) {
          const signInUrl = `${options.origin}/account/sign-in?email=${encodeURIComponent(email)}`;
          await enqueueEmails(tx, [
            colleagueInviteEmail({ to: email, invitedBy: actor, role, event: place.label, signInUrl }),
          ]);
        }
        return {
          ok: true,
          message: existing ? `${email} is now ${roleLabels[role].name.toLowerCase()}.` : `Invited ${email}.`,
        };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    /** A colleague removed (or leaving); the last organiser of a workspace stays. */
    async remove(
      actor: string,
      target: MemberTarget,
      rawEmail: unknown,
      now = new Date(),
    ): Promise<MemberResult> {
      const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
      return db.transaction(async (tx): Promise<MemberResult> => {
        // Anyone may leave, organiser or not: the delete below finds their row or answers 404.
        const place: Place =
          email !== actor
            ? await resolve(tx, actor, target, "eventId" in target ? "event" : "workspace")
            : "eventId" in target
              ? { eventId: target.eventId, label: null, events: [target.eventId] }
              : {
                  workspaceId: target.workspaceId,
                  label: null,
                  events: await eventIdsOfWorkspace(tx, target.workspaceId),
                };
        if ("refusal" in place) return place.refusal;
        if ("workspaceId" in place) {
          const workspaceId = place.workspaceId;
          const organisers = await organisersOf(tx, workspaceId);
          if (organisers.length === 1 && organisers[0] === email) return lastOrganiser;
          const gone = await tx
            .delete(workspaceMembers)
            .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, email)))
            .returning({ email: workspaceMembers.email });
          if (gone.length === 0)
            return { ok: false, status: 404, error: `${email || "That address"} is not in this workspace.` };
        } else {
          const gone = await tx
            .delete(eventMembers)
            .where(and(eq(eventMembers.eventId, place.eventId), eq(eventMembers.email, email)))
            .returning({ email: eventMembers.email });
          if (gone.length === 0)
            return {
              ok: false,
              status: 404,
              error: `${email || "That address"} is not invited to this event alone.`,
            };
        }
        const what = email === actor ? `${email} left` : `Removed ${email}`;
        await recordHistory(
          tx,
          place.events,
          actor,
          `${what} (${"workspaceId" in place ? "the workspace" : "this event"})`,
          now,
        );
        return { ok: true, message: email === actor ? "You left." : `Removed ${email}.` };
      });
    },

    /** Finance or an organiser names who receives the event's invoices, and the PO number on them. */
    async setBilling(
      actor: string,
      eventId: unknown,
      raw: Record<string, unknown>,
      now = new Date(),
    ): Promise<MemberResult> {
      if (!isBookingId(eventId)) return notFound;
      const parsed = billingContactSchema.safeParse(raw);
      if (!parsed.success) return formRefusal(parsed.error.issues);
      return db.transaction(async (tx): Promise<MemberResult> => {
        const roles = await rolesOn(tx, actor, eventId);
        if (roles.length === 0) return notFound;
        if (!roles.some((role) => role === "organiser" || role === "finance")) return forbidden;
        const [order] = await tx.select().from(eventOrders).where(eq(eventOrders.id, eventId)).for("update");
        if (!order) return notFound;
        const next = parsed.data;
        const newContact = next.billingEmail !== order.billingEmail;
        const changes = [
          ...(newContact || next.billingName !== order.billingName
            ? [`the billing contact to ${next.billingName} <${next.billingEmail}>`]
            : []),
          ...((next.poNumber ?? null) !== order.poNumber
            ? [`the PO number to ${next.poNumber ?? "none"}`]
            : []),
        ];
        if (changes.length === 0)
          return { ok: false, status: 422, field: "billingEmail", error: "Nothing changed." };
        await tx
          .update(eventOrders)
          .set({
            billingName: next.billingName,
            billingEmail: next.billingEmail,
            poNumber: next.poNumber ?? null,
            updatedAt: now,
          })
          .where(eq(eventOrders.id, eventId));
        await recordHistory(tx, eventId, actor, `Set ${changes.join(" and ")}`, now);
        return {
          ok: true,
          message: "Saved. The next invoices go to the billing contact.",
          ...(newContact ? { newContact: next.billingEmail } : {}),
        };
      });
    },
  };
}

export type WorkspaceMembers = ReturnType<typeof createWorkspaceMembers>;
