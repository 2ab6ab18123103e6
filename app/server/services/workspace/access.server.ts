import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { WorkspaceRole } from "~/domain/workspace";
import { bookings, eventMembers, eventOrders, workspaceMembers, workspaces } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * What an address may see in the organiser's workspace (issue 43, decision 072): its roles on an
 * event (through the event's workspace and on the event itself), the events it may see, and its
 * workspaces. Every workspace read and change starts here.
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

/** Every event an address may see, newest first by start. */
export async function visibleEventIds(exec: Executor, email: string): Promise<string[]> {
  const rows = await exec
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .innerJoin(bookings, eq(bookings.id, eventOrders.id))
    .where(
      or(
        inArray(
          eventOrders.workspaceId,
          exec
            .select({ id: workspaceMembers.workspaceId })
            .from(workspaceMembers)
            .where(eq(workspaceMembers.email, email)),
        ),
        inArray(
          eventOrders.id,
          exec.select({ id: eventMembers.eventId }).from(eventMembers).where(eq(eventMembers.email, email)),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => row.id);
}

export async function workspacesOf(exec: Executor, email: string) {
  return exec
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.email, email))
    .orderBy(asc(workspaces.createdAt));
}
