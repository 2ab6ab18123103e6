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

/**
 * Browsers a staff member signed in from: the device cookie carries a random token, only its
 * sha256 is stored. A row lets that browser past the account-wide sign-in throttle's strict tier
 * (sign-in-throttle.server.ts) while it lasts; sign-out deletes it and staff revoke it from
 * /admin/security, so a copied cookie stops working server-side.
 */
export const staffDevices = pgTable(
  "staff_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("staff_devices_staff_idx").on(t.staffId)],
);
