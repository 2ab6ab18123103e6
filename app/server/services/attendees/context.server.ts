import type { Db } from "~/server/db/client.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";

/** What every part of the attendee service shares, resolved once by the runtime (issue 41). */
export interface AttendeeContext {
  db: Db;
  /** The public origin of every absolute link (never a request's Host). */
  origin: string;
  /** HMAC secret of the signed links: the runtime's cookie secret. */
  secret: string;
  /** Host part of the public origin, for the calendar UID. */
  uidDomain: string;
  /** Counts invitation sends per event and per organiser; absent: uncounted (tests of other rules). */
  rateLimiter?: Pick<RateLimiter, "hit"> | undefined;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued: () => void;
}
