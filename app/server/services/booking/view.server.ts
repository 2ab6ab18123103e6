import { and, eq } from "drizzle-orm";
import { games } from "~/content/games";
import type { BookingDetails } from "~/domain/booking-form";
import { type BookingStatus, bookingHosts, bookings, type CancelledBy } from "~/server/db/schema.server";
import type { BookingMail } from "~/server/email/booking-emails.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import { type HostRow, hostDisplayName, hostEmail } from "~/server/services/booking/hosts.server";
import { bookingPaths, isBookingId } from "~/server/services/booking/links.server";
import { meetingsOnly } from "~/server/services/booking-limits.server";
import type { Executor } from "~/server/services/outbox.server";

/** A booking as pages and emails show it: read with its host, and turned into an email's data. */

export type BookingRow = typeof bookings.$inferSelect;

/** A booking with its host, as pages and emails show it. */
export interface BookingView extends BookingDetails {
  status: BookingStatus;
  gameName: string | null;
  leadId: number | null;
  cancelReason: string | null;
  cancelledBy: CancelledBy | null;
  /** A pending booking's hold ends then (epoch ms); null once it is final. */
  holdExpiresAt: number | null;
  emailDomain: string | null;
  clientAddress: string | null;
  createdAt: Date;
  host: { id: string; name: string; email: string; videoUrl: string | null };
}

export const gameName = (id: string | null) =>
  id ? (games.find((game) => game.id === id)?.name ?? null) : null;

export function view(row: BookingRow, host: HostRow): BookingView {
  // Every query of this service reads meetings only (`meetingsOnly`); an event is the event service's.
  if (row.type === "event") throw new Error(`Booking ${row.id} is an event, not a meeting.`);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
    sequence: row.sequence,
    name: row.name,
    email: row.email,
    company: row.company,
    teamSize: row.teamSize,
    notes: row.notes,
    game: row.game,
    gameName: gameName(row.game),
    visitorTimeZone: row.visitorTimeZone,
    leadId: row.leadId,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy ?? null,
    holdExpiresAt: row.status === "pending" ? (row.holdExpiresAt?.getTime() ?? null) : null,
    emailDomain: row.emailDomain,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt,
    host: { id: host.id, name: hostDisplayName(host), email: hostEmail(host), videoUrl: host.videoUrl },
  };
}

/** One booking with its host; `lock` takes the booking row for the rest of the transaction. */
export async function findView(exec: Executor, id: string, lock = false): Promise<BookingView | null> {
  if (!isBookingId(id)) return null;
  const query = exec
    .select({ booking: bookings, host: bookingHosts })
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .where(and(eq(bookings.id, id), meetingsOnly));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row ? view(row.booking, row.host) : null;
}

/** What every email about a booking is built from, its links absolute on the public origin. */
export function bookingMail(
  context: Pick<BookingContext, "origin" | "secret" | "uidDomain">,
  booking: BookingView,
): BookingMail {
  const { origin, secret, uidDomain } = context;
  const paths = bookingPaths(booking.id, secret);
  return {
    id: booking.id,
    type: booking.type,
    start: booking.start,
    end: booking.end,
    sequence: booking.sequence,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    teamSize: booking.teamSize,
    notes: booking.notes,
    game: booking.gameName,
    visitorTimeZone: booking.visitorTimeZone,
    host: booking.host,
    links: { manage: `${origin}${paths.manage}`, ics: `${origin}${paths.ics}` },
    uidDomain,
  };
}
