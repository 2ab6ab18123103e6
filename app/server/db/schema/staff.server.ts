import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Operators of the admin area; created only by `npm run staff:create`, never by sign-up. */
export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** scrypt$N$r$p$salt$hash (base64url). */
  passwordHash: text("password_hash").notNull(),
  /** Base32 TOTP secret while enrolling or enrolled; null when TOTP is off. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The last 30-second time step whose code was accepted: a code is good once, never again. */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
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

/**
 * Sign-in throttling, one row per key (`ip:…` or `account:…`). Every attempt is counted before
 * its password is checked (a success is refunded), so simultaneous guesses cannot slip past the
 * limit; beyond the free attempts of a window each attempt must wait an exponentially growing
 * delay (`next_allowed_at`) instead of locking the account for a fixed time.
 */
export const staffSignInThrottle = pgTable("staff_sign_in_throttle", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }).notNull(),
});
