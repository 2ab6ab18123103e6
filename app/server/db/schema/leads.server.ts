import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`);

/** Where a visitor came from, recorded with every submission. */
export interface Attribution {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_path: string | null;
}

/**
 * Every form submission (toolkit, guide, newsletter, voucher, booking, contact, demo): one row,
 * the validated fields as JSON, plus the columns the admin filters on.
 */
export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    company: text("company"),
    fields: jsonb("fields").$type<Record<string, string | number | boolean | null>>().notNull(),
    consent: boolean("consent").notNull().default(false),
    consentText: text("consent_text"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    landingPath: text("landing_path"),
    createdAt: createdAt(),
  },
  (t) => [index("leads_kind_created_idx").on(t.kind, t.createdAt), index("leads_email_idx").on(t.email)],
);

/** Marketing email consent per address: double opt-in for the newsletter, one-click unsubscribe. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    confirmToken: text("confirm_token").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_idx").on(t.confirmToken),
    uniqueIndex("newsletter_subscribers_unsubscribe_idx").on(t.unsubscribeToken),
  ],
);

/** First-event upgrade vouchers; the monthly cap is enforced under a lock (see services/voucher). */
export const voucherClaims = pgTable(
  "voucher_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    code: text("code").notNull(),
    email: text("email").notNull(),
    domain: text("domain").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    teamSize: text("team_size"),
    /** The business-time-zone month the claim counts in, as YYYY-MM. */
    claimMonth: text("claim_month").notNull(),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("voucher_claims_code_idx").on(t.code),
    index("voucher_claims_month_idx").on(t.claimMonth),
    index("voucher_claims_domain_idx").on(t.domain),
    index("voucher_claims_email_idx").on(t.email),
  ],
);

/** An iCalendar object as nodemailer's `icalEvent` takes it. */
export interface OutboxIcalEvent {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  filename: string;
  content: string;
}

/** Every email is written here in the submission's transaction, then sent by the worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** A calendar invitation sent as the message's text/calendar part (booking emails). */
    icalEvent: jsonb("ical_event").$type<OutboxIcalEvent>(),
    kind: text("kind").notNull(),
    /** `suppressed`: over the recipient's hourly cap (outbox.server.ts), kept for staff, never sent. */
    status: text("status").$type<"queued" | "sent" | "failed" | "suppressed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text("last_error"),
    /** The claim that holds the row while it is being sent (a worker id and a claim number). */
    leaseOwner: text("lease_owner"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_to_created_idx").on(t.to, t.createdAt),
  ],
);

/** Fixed-window request counters, shared by every app server through the database. */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
