import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Cookie-less analytics: one row per event sent to /api/events. No IP address is stored;
 * `visitor` is a salted daily hash so the funnel can count visits without tracking people.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    props: jsonb("props").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text("path").notNull(),
    referrer: text("referrer"),
    visitor: text("visitor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("analytics_events_name_created_idx").on(t.name, t.createdAt)],
);
