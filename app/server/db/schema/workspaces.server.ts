import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "~/domain/workspace";

/**
 * The organiser's workspace (issue 43, decision 072). A person is their email address, proven by
 * a one-time link; what they may see is what a workspace or an event grants that address.
 */

/** An emailed sign-in link: only the sha256 of its token is kept; used once, within 15 minutes. */
export const accountSignInLinks = pgTable(
  "account_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_sign_in_links_email_idx").on(t.email)],
);

/**
 * React Router's session storage for signed-in organisers (`createSessionStorage`): the cookie
 * carries a random id, the row is keyed by its sha256. Signing out deletes the row; signing out
 * everywhere deletes every row of the address.
 */
export const accountSessions = pgTable(
  "account_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("account_sessions_email_idx").on(t.email)],
);

/** A company's shared place: its events and quotes (claimed at sign-in), and the people in it. */
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

export const roleCheck = (column: unknown) => sql`${column} in ('organiser', 'finance', 'viewer')`;

/** Who is in a workspace, by address, with a role over all of its events. */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<WorkspaceRole>().notNull(),
    addedBy: text("added_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.email] }),
    index("workspace_members_email_idx").on(t.email),
    check("workspace_members_role_check", roleCheck(t.role)),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** The documents procurement asks for, as staff upload them; the latest of a kind is current until its date. */
export const vendorDocuments = pgTable(
  "vendor_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    filename: text("filename").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    /** The last day the document holds (a certificate's end, a form's year); served as current until then. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("vendor_documents_kind_idx").on(t.kind, t.uploadedAt),
    check("vendor_documents_kind_check", sql`${t.kind} in ('w9', 'insurance', 'dpa', 'security')`),
  ],
);
