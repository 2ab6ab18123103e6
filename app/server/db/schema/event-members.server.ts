import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "~/domain/workspace";
import { eventOrders } from "./events.server";
import { roleCheck } from "./workspaces.server";

/**
 * An event's own people and record (issue 43, decision 072): colleagues invited to it alone, and
 * its history of changes. Apart from workspaces.server.ts, which the event order itself refers to.
 */

/** A colleague invited to one event only. */
export const eventMembers = pgTable(
  "event_members",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => eventOrders.id),
    email: text("email").notNull(),
    role: text("role").$type<WorkspaceRole>().notNull(),
    addedBy: text("added_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.email] }),
    index("event_members_email_idx").on(t.email),
    check("event_members_role_check", roleCheck(t.role)),
  ],
);

/** What changed on an event, who changed it and when: the organiser's and staff's record. */
export const eventHistory = pgTable(
  "event_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => eventOrders.id),
    /** An email address, "staff", or "the event's link" when nobody was signed in. */
    actor: text("actor").notNull(),
    what: text("what").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("event_history_event_idx").on(t.eventId, t.createdAt)],
);
