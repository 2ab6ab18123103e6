import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { WorkspaceRole } from "~/domain/workspace";
import {
  bookings,
  eventMembers,
  eventOrders,
  quotes,
  workspaceMembers,
  workspaces,
} from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * What an address may see in the organiser's workspace (issue 43, decision 072): its roles on an
 * event (through the event's workspace and on the event itself), the events it may see, and its
 * workspaces, and what it may claim. Every workspace read and change starts here.
 */

/** The roles an address holds on an event: through its workspace, and on the event itself. */
export async function rolesOn(exec: Executor, email: string, eventId: string): Promise<WorkspaceRole[]> {
  const [viaWorkspace, viaEvent] = await Promise.all([
    exec
      .select({ role: workspaceMembers.role })
      .from(eventOrders)
      .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, eventOrders.workspaceId))
      .where(and(eq(eventOrders.id, eventId), eq(workspaceMembers.email, email))),
    exec
      .select({ role: eventMembers.role })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.email, email))),
  ]);
  return [...viaWorkspace, ...viaEvent].map((row) => row.role);
}

/**
 * Every event an address may see, earliest start first, with its roles on each: the same two
 * sources as `rolesOn`, read once for all the events instead of once per event.
 */
export async function eventRoles(exec: Executor, email: string): Promise<Map<string, WorkspaceRole[]>> {
  const [viaWorkspace, viaEvent] = await Promise.all([
    exec
      .select({ id: eventOrders.id, role: workspaceMembers.role, start: bookings.startsAt })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, eventOrders.workspaceId), eq(workspaceMembers.email, email)),
      ),
    exec
      .select({ id: eventMembers.eventId, role: eventMembers.role, start: bookings.startsAt })
      .from(eventMembers)
      .innerJoin(bookings, eq(bookings.id, eventMembers.eventId))
      .where(eq(eventMembers.email, email)),
  ]);
  const roles = new Map<string, WorkspaceRole[]>();
  for (const row of [...viaWorkspace, ...viaEvent].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    roles.set(row.id, [...(roles.get(row.id) ?? []), row.role]);
  }
  return roles;
}

export async function workspacesOf(exec: Executor, email: string) {
  return exec
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.email, email))
    .orderBy(asc(workspaces.createdAt));
}

/** The quotes an address has a claim to: made with it, or in one of these browsers. */
export function quotesOf(email: string, browserHashes: readonly string[]): SQL | undefined {
  const byEmail = sql`lower(${quotes.contactEmail}) = ${email}`;
  return browserHashes.length ? or(byEmail, inArray(quotes.ownerHash, [...browserHashes])) : byEmail;
}

/** Events booked with the address and quotes made with it or in these browsers, in no workspace yet. */
export async function unclaimed(exec: Executor, email: string, browserHashes: readonly string[]) {
  const [events, quoteRows] = await Promise.all([
    exec
      .select({ id: eventOrders.id, company: bookings.company })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .where(and(isNull(eventOrders.workspaceId), sql`lower(${bookings.email}) = ${email}`)),
    exec
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(isNull(quotes.workspaceId), quotesOf(email, browserHashes))),
  ]);
  return { events, quoteRows };
}
