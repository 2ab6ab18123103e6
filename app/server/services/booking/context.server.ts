import { type BookingLimits, site } from "~/config/site";
import type { Db } from "~/server/db/client.server";

export interface BookingServiceOptions {
  /** The public origin every absolute link is built on (never a request's Host header). */
  origin: string;
  /** HMAC secret of the booking links: the runtime's cookie secret. */
  secret: string;
  /** CRM webhook: each booking's lead is POSTed there like every other lead. */
  webhookUrl?: string | undefined;
  /** The booking limits (decision 043); null: none (tests of the calendar's own rules). */
  limits?: BookingLimits | null;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued?: () => void;
}

/** What every part of the booking service shares: the database and its options, resolved once. */
export interface BookingContext {
  db: Db;
  origin: string;
  secret: string;
  webhookUrl: string | undefined;
  limits: BookingLimits | null;
  /** The domain of the invitations' UIDs: the public origin's host name. */
  uidDomain: string;
  onQueued: () => void;
}

export function bookingContext(db: Db, options: BookingServiceOptions): BookingContext {
  return {
    db,
    origin: options.origin,
    secret: options.secret,
    webhookUrl: options.webhookUrl,
    limits: options.limits === undefined ? site.scheduler.limits : options.limits,
    uidDomain: new URL(options.origin).hostname,
    onQueued: () => options.onQueued?.(),
  };
}
