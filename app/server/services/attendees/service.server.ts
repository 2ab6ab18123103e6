import type { Db } from "~/server/db/client.server";
import { createAttendeeSelf } from "~/server/services/attendees/attend.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import { createAttendeeInvites } from "~/server/services/attendees/invite.server";
import { createAttendeeNotices } from "~/server/services/attendees/notices.server";
import { createAttendeeProof } from "~/server/services/attendees/proof.server";
import { createAttendeeStaff } from "~/server/services/attendees/staff.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";

export interface AttendeeServiceOptions {
  origin: string;
  secret: string;
  rateLimiter?: Pick<RateLimiter, "hit"> | undefined;
  onQueued?: () => void;
}

/**
 * The people who play at events bought on the site, as the runtime holds them
 * (`runtime().attendees`, issue 41): the organiser's list and invitations, the attendee's own
 * page, and the messages the job loop sends once each.
 */
export function createAttendees(db: Db, options: AttendeeServiceOptions) {
  const context: AttendeeContext = {
    db,
    origin: options.origin,
    secret: options.secret,
    uidDomain: new URL(options.origin).hostname,
    rateLimiter: options.rateLimiter,
    onQueued: () => options.onQueued?.(),
  };
  return {
    context,
    staff: createAttendeeStaff(context),
    ...createAttendeeSelf(context),
    ...createAttendeeInvites(context),
    ...createAttendeeProof(context),
    ...createAttendeeNotices(context),
  };
}

export type AttendeeService = ReturnType<typeof createAttendees>;
