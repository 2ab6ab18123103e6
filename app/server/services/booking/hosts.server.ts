import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { catalogueFacts, isCatalogueId } from "~/content/activity-facts";
import type { WeeklyHours } from "~/domain/scheduling";
import type { Db } from "~/server/db/client.server";
import { bookingHosts, staffUsers } from "~/server/db/schema.server";
import { type Person, personByEmail, personBySlug } from "~/server/hosts.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { type Executor, enqueueEmails, type OutboxMessage } from "~/server/services/outbox.server";

/**
 * The calendars that take bookings (the team calendar and each staff member's own): their
 * hours, notification address and display name, and what staff change on /admin/availability.
 */

export type HostRow = typeof bookingHosts.$inferSelect;

const defaultHours = site.scheduler.teamCalendar.weeklyHours as unknown as WeeklyHours;
export const hostHours = (host: Pick<HostRow, "weeklyHours">): WeeklyHours =>
  host.weeklyHours ?? defaultHours;
export const hostEmail = (host: Pick<HostRow, "email">): string => host.email ?? site.email.team;

/**
 * One message to each host whose calendar the rows touch (a bulk cancel's summary): the rows
 * grouped by host, written by `message`, queued in the caller's transaction.
 */
export async function mailEachHost<Row extends { hostId: string }>(
  tx: Executor,
  rows: readonly Row[],
  message: (host: HostRow, rows: Row[]) => OutboxMessage,
): Promise<void> {
  const byHost = Map.groupBy(rows, (row) => row.hostId);
  if (byHost.size === 0) return;
  const hosts = await tx
    .select()
    .from(bookingHosts)
    .where(inArray(bookingHosts.id, [...byHost.keys()]));
  await enqueueEmails(
    tx,
    hosts.map((host) => message(host, byHost.get(host.id) ?? [])),
  );
}

/**
 * The name a booking gives its host: the host profile linked by the calendar's email
 * (content/hosts/*.md), or for the seeded team calendar the profile of the person who answers it
 * (site.scheduler.teamCalendar.person); else the calendar's own name (decision 045).
 */
export function hostDisplayName(host: Pick<HostRow, "name" | "email" | "staffId">): string {
  return personOfCalendar(host)?.name ?? host.name;
}

/** The person a calendar belongs to: by its email, or the team calendar's person; none for others. */
export function personOfCalendar(host: Pick<HostRow, "email" | "staffId">): Person | undefined {
  return (
    personByEmail(host.email) ??
    (host.staffId === null && host.email === null
      ? personBySlug(site.scheduler.teamCalendar.person)
      : undefined)
  );
}

/**
 * What a booking asks of a calendar: a meeting (intro call, demo) takes the calendars that take
 * meetings; an event takes only the calendars of the people who host its activity
 * (content/hosts/*.md), so the host an event names is always one its activity page names.
 */
export type HostScope = { kind: "meeting" } | { kind: "event"; activity: string };
export const meetingScope: HostScope = { kind: "meeting" };
/** The calendars an activity's event may take: those of the people who host it. */
export const eventScope = (activity: string): HostScope => ({ kind: "event", activity });

export function calendarTakes(
  host: Pick<HostRow, "email" | "staffId" | "meetings">,
  scope: HostScope,
): boolean {
  if (scope.kind === "meeting") return host.meetings;
  return personOfCalendar(host)?.activities.includes(scope.activity) ?? false;
}

/** What a calendar takes, as staff read it: its meetings, and its person's activities' events. */
export function calendarTakesLabel(host: Pick<HostRow, "email" | "staffId" | "meetings">): string {
  const activities = (personOfCalendar(host)?.activities ?? []).map((id) =>
    isCatalogueId(id) ? catalogueFacts[id].title : id,
  );
  const events = activities.length > 0 ? `${listFormat.format(activities)} events` : null;
  const parts = [host.meetings ? "intro calls and demos" : null, events].filter((part) => part !== null);
  const label =
    parts.length > 0 ? listFormat.format(parts) : "nothing: link it to a host profile by its email";
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** Staff reads and edits of the calendars. */
export function createHosts(db: Db) {
  return {
    async list() {
      return db
        .select({ host: bookingHosts, staffEmail: staffUsers.email })
        .from(bookingHosts)
        .leftJoin(staffUsers, eq(staffUsers.id, bookingHosts.staffId))
        .orderBy(sql`${bookingHosts.staffId} is not null`, asc(bookingHosts.name), asc(bookingHosts.id));
    },

    async get(id: string): Promise<HostRow | null> {
      if (!isBookingId(id)) return null;
      const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.id, id));
      return row ?? null;
    },

    /** A staff member's own calendar, made with the configured hours on first use. */
    async ensureForStaff(staff: { id: string; email: string }): Promise<HostRow> {
      const [existing] = await db.select().from(bookingHosts).where(eq(bookingHosts.staffId, staff.id));
      if (existing) return existing;
      // A host whose profile calendar was seeded (migration 0012) signs in: that calendar is theirs.
      const [adopted] = await db
        .update(bookingHosts)
        .set({ staffId: staff.id, updatedAt: new Date() })
        .where(
          and(isNull(bookingHosts.staffId), sql`lower(${bookingHosts.email}) = ${staff.email.toLowerCase()}`),
        )
        .returning();
      if (adopted) return adopted;
      const local = staff.email.split("@")[0] ?? "Host";
      const name = local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
      const [created] = await db
        .insert(bookingHosts)
        .values({
          name: name || "Host",
          email: staff.email,
          staffId: staff.id,
          timeZone: site.businessTimeZone,
          weeklyHours: defaultHours,
          active: false,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [raced] = await db.select().from(bookingHosts).where(eq(bookingHosts.staffId, staff.id));
      if (!raced) throw new Error("The staff calendar could not be created.");
      return raced;
    },

    async update(
      id: string,
      values: {
        name: string;
        email: string | null;
        timeZone: string;
        weeklyHours: WeeklyHours;
        videoUrl: string | null;
        active: boolean;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(bookingHosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookingHosts.id, id))
        .returning({ id: bookingHosts.id });
      return rows.length === 1;
    },

    async setDaysOff(id: string, daysOff: string[]): Promise<boolean> {
      const rows = await db
        .update(bookingHosts)
        .set({ daysOff: [...new Set(daysOff)].sort(), updatedAt: new Date() })
        .where(eq(bookingHosts.id, id))
        .returning({ id: bookingHosts.id });
      return rows.length === 1;
    },
  };
}
