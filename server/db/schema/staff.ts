import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Operators of the admin area; created only by `npm run staff:create`, never by sign-up. */
export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** scrypt$N$r$p$salt$hash (base64url). */
  passwordHash: text("password_hash").notNull(),
  /** Base32 TOTP secret while enrolling or enrolled; null when TOTP is off. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Signed-in sessions. The cookie carries a random token; only its sha256 is stored, so a copy
 * of the database cannot be replayed as a cookie. Sign-out deletes the row.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** Failed sign-in attempts, counted per IP and email within a window to refuse guessing. */
export const staffLoginFailures = pgTable(
  "staff_login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ip: text("ip").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("staff_login_failures_key_idx").on(t.ip, t.email, t.createdAt)],
);
