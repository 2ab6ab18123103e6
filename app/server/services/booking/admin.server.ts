import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import { site } from "~/config/site";
import { cancelReasonSchema } from "~/domain/booking-form";
import { isPlainEmailAddress } from "~/domain/email-policy";
import { dayRange, isIsoDate, isMeetingType, type MeetingTypeId } from "~/domain/scheduling";
import { bookingHosts, bookings } from "~/server/db/schema.server";
import { bookingBulkCancelledHostEmail } from "~/server/email/booking-emails.server";
import { addressKey } from "~/server/http.server";
import type { ChangeResult } from "~/server/services/booking/booking.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import { hostEmail, mailEachHost } from "~/server/services/booking/hosts.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { type BookingView, findView, view } from "~/server/services/booking/view.server";
import { type BulkFilter, bulkWhere, meetingsOnly } from "~/server/services/booking-limits.server";

/**
 * The bulk cancel form of /admin/bookings and /admin/events (one parser for both): what to match,
 * an optional date range (business time zone, within DATE_BOUNDS' years), and for meetings a
 * type. Events have no type: a posted one is refused rather than ignored.
 */
export function parseBulkCancel(
  form: FormData,
  kind: "meetings" | "events" = "meetings",
): { ok: true; filter: BulkFilter; reason: string | null } | { ok: false; error: string } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const match = text("match");
  const value = text("value").toLowerCase();
  const filter: BulkFilter = {};
  if (value !== "") {
    if (match === "domain") {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value) || value.length > 253) {
        return { ok: false, error: "Enter the email domain as acme.com." };
      }
      filter.domain = value;
    } else if (match === "email") {
      if (!isPlainEmailAddress(value)) return { ok: false, error: "Enter one email address." };
      filter.email = value;
    } else if (match === "address") {
      // Stored as the limits count it: an IPv6 address by its /64 (addressKey).
      const address = value.replace(/\/64$/, "");
      if (!/^[0-9a-f:.]{2,45}$/.test(address) || !ipaddr.isValid(address))
        return { ok: false, error: "Enter one IPv4 or IPv6 address." };
      filter.clientAddress = addressKey(address);
    } else {
      return { ok: false, error: "Choose what to match: a domain, an email address or a client address." };
    }
  }
  for (const [name, label] of [
    ["from", "first"],
    ["to", "last"],
  ] as const) {
    const date = text(name);
    if (date === "") continue;
    if (!isIsoDate(date)) return { ok: false, error: `Enter the ${label} day as a date.` };
    const day = dayRange(date, 1, site.businessTimeZone);
    if (name === "from") filter.from = new Date(day.start);
    else filter.to = new Date(day.end - 1);
  }
  const type = text("type");
  if (type !== "") {
    if (kind === "events") return { ok: false, error: "Events have no meeting type: leave it out." };
    if (!isMeetingType(type)) return { ok: false, error: "Choose a meeting type from the list." };
    filter.type = type;
  }
  // Everything to come is never one click away: a match, or a closed range of days.
  if (value === "" && !(filter.from && filter.to)) {
    return { ok: false, error: "Enter what to match, or both the first and the last day." };
  }
  const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
  if (!reason.success) return { ok: false, error: reason.error.issues[0]?.message ?? "Check the reason." };
  return { ok: true, filter, reason: reason.data };
}

/** What staff read and do on /admin/bookings: the list, a meeting's outcome, the bulk cancel. */
export function createBookingAdmin(context: BookingContext) {
  const { db, origin } = context;
  return {
    /** Staff list: by start time, filtered by host, type and upcoming (from `since`) or past. */
    async list(filters: {
      when: "upcoming" | "past";
      since: Date;
      hostId?: string | undefined;
      type?: MeetingTypeId | undefined;
      limit?: number;
    }): Promise<BookingView[]> {
      const rows = await db
        .select({ booking: bookings, host: bookingHosts })
        .from(bookings)
        .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
        .where(
          and(
            meetingsOnly,
            filters.when === "upcoming"
              ? gte(bookings.startsAt, filters.since)
              : lt(bookings.startsAt, filters.since),
            filters.hostId && isBookingId(filters.hostId) ? eq(bookings.hostId, filters.hostId) : undefined,
            filters.type ? eq(bookings.type, filters.type) : undefined,
          ),
        )
        .orderBy(filters.when === "upcoming" ? asc(bookings.startsAt) : desc(bookings.startsAt))
        .limit(filters.limit ?? 500);
      return rows.map((row) => view(row.booking, row.host));
    },

    /** Staff record how a meeting went: held or no-show, once it has started. */
    async setOutcome(id: string, outcome: "held" | "no_show", now = new Date()): Promise<ChangeResult> {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status === "cancelled")
          return { ok: false, status: 409, error: "This booking was cancelled." };
        if (current.start > now.getTime()) {
          return { ok: false, status: 409, error: "This meeting has not started yet." };
        }
        await tx.update(bookings).set({ status: outcome, updatedAt: now }).where(eq(bookings.id, id));
        return { ok: true, booking: { ...current, status: outcome } };
      });
    },

    /**
     * Staff undo an attack in one action: every future booking (confirmed or pending) matching
     * the filter is cancelled at once. Silent towards the visitors (the addresses were typed by
     * whoever booked, so mailing each would only relay more email to strangers); each host whose
     * calendar changed gets one summary.
     */
    async cancelMany(
      filter: BulkFilter,
      input: { reason: string | null; now?: Date },
    ): Promise<{ cancelled: number }> {
      const now = input.now ?? new Date();
      const cancelled = await db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            sequence: sql`${bookings.sequence} + 1`,
            cancelReason: input.reason,
            cancelledBy: "staff",
            cancelledAt: now,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(bulkWhere(filter, now))
          .returning({
            hostId: bookings.hostId,
            startsAt: bookings.startsAt,
            endsAt: bookings.endsAt,
            type: bookings.type,
          });
        await mailEachHost(tx, rows, (host, meetings) =>
          bookingBulkCancelledHostEmail({
            to: hostEmail(host),
            hostName: host.name,
            reason: input.reason,
            meetings: meetings.map((row) => ({
              type: row.type,
              start: row.startsAt.getTime(),
              end: row.endsAt.getTime(),
            })),
            adminUrl: `${origin}/admin/bookings`,
          }),
        );
        return rows.length;
      });
      if (cancelled > 0) context.onQueued();
      return { cancelled };
    },

    /** How many future bookings a bulk cancel with this filter would take back. */
    async countMatching(filter: BulkFilter, now = new Date()): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(bulkWhere(filter, now));
      return Number(row?.n ?? 0);
    },
  };
}
