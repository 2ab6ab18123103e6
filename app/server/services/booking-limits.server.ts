import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type BookingLimits, site } from "~/config/site";
import { meetingTypeIds } from "~/domain/meetings";
import { bookings, eventOrders } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The booking limits (docs/decisions/043-booking-limits-and-sign-in-throttle.md): how many
 * future bookings one email address, one email domain and one client address may hold at once,
 * and when a booking waits for its email to be confirmed instead of being final at once. A
 * script that fills the calendar from rotating addresses and mailboxes meets them within a few
 * requests; a buyer booking a call or two never does.
 */

const DAY = 86_400_000;

/** The key under which every booking transaction queues for the limits (pg_advisory_xact_lock). */
const LIMITS_LOCK = 4_300_032;

/**
 * The calls and demos this scheduler books, not the events bought at checkout (decision 057):
 * those block a host's time like any booking, but their limits, reminders, staff list and
 * changes belong to the event service.
 */
export const meetingsOnly: SQL = inArray(bookings.type, [...meetingTypeIds]);

/** A booking that blocks its time: confirmed, or pending with its hold still running. */
export function blocksTime(now: Date): SQL {
  return or(
    notInArray(bookings.status, ["cancelled", "expired", "pending"]),
    and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/** A future booking its booker holds: confirmed or still pending, not yet started. */
function held(now: Date): SQL {
  return and(
    meetingsOnly,
    gt(bookings.startsAt, now),
    or(
      eq(bookings.status, "confirmed"),
      and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
    ),
  ) as SQL;
}

export type Admission =
  | { ok: true; pending: false }
  | { ok: true; pending: true; holdExpiresAt: Date }
  | { ok: false; error: string };

export const limitMessages = {
  email: (n: number) =>
    `This email address already has ${n} upcoming bookings with us. Please reschedule or cancel one from its email first.`,
  domain: (n: number) =>
    `Your company already has ${n} upcoming bookings with us. Please ask a colleague to move one, or email ${site.email.hello}.`,
  address: (n: number) =>
    `Your network already has ${n} upcoming bookings with us. Please reschedule or cancel one, or email ${site.email.hello}.`,
  busy: `Many bookings are waiting for email confirmation right now. Please try again in a few minutes, or email ${site.email.hello}.`,
} as const;

async function count(exec: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Whether a booking may be made, and whether it must wait for its email: called inside the
 * booking's transaction, after a transaction-wide lock that every booking takes first, so two
 * simultaneous bookings from one mailbox cannot both see the count below the limit.
 */
export async function admit(
  tx: Executor,
  who: { email: string; domain: string; clientAddress: string | null },
  now: Date,
  limits: BookingLimits = site.scheduler.limits,
): Promise<Admission> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK})`);
  const live = held(now);
  const byEmail = await count(tx, and(live, eq(bookings.email, who.email)));
  if (byEmail >= limits.perEmail) return { ok: false, error: limitMessages.email(byEmail) };
  const byDomain = await count(tx, and(live, eq(bookings.emailDomain, who.domain)));
  if (byDomain >= limits.perDomain) return { ok: false, error: limitMessages.domain(byDomain) };
  if (who.clientAddress) {
    const byAddress = await count(tx, and(live, eq(bookings.clientAddress, who.clientAddress)));
    if (byAddress >= limits.perAddress) return { ok: false, error: limitMessages.address(byAddress) };
  }
  // Someone who once clicked our confirmation link owns the mailbox: their bookings are final.
  const verified =
    (await count(tx, and(eq(bookings.email, who.email), isNotNull(bookings.emailConfirmedAt)))) > 0;
  if (verified) return { ok: true, pending: false };
  const finalToday = await count(
    tx,
    and(
      gt(bookings.createdAt, new Date(now.getTime() - DAY)),
      isNull(bookings.emailConfirmedAt),
      notInArray(bookings.status, ["pending", "expired"]),
    ),
  );
  if (byDomain < limits.confirmFromDomainCount && finalToday < limits.dailyUnverified) {
    return { ok: true, pending: false };
  }
  const pendingNow = await count(tx, and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)));
  if (pendingNow >= limits.maxPending) return { ok: false, error: limitMessages.busy };
  return {
    ok: true,
    pending: true,
    holdExpiresAt: new Date(now.getTime() + limits.pendingHoldMinutes * 60_000),
  };
}

/** Pending bookings whose hold ran out become `expired` (of these hosts, or all): their time is free. */
export async function expireHolds(exec: Executor, now: Date, hostIds?: string[]): Promise<number> {
  const rows = await exec
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(bookings.status, "pending"),
        lte(bookings.holdExpiresAt, now),
        hostIds ? inArray(bookings.hostId, hostIds) : undefined,
      ),
    )
    .returning({ id: bookings.id });
  // An event's checkout that ran out unpaid frees its voucher code too (decision 057).
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await exec
      .update(eventOrders)
      .set({ status: "expired", updatedAt: now })
      .where(and(inArray(eventOrders.id, ids), eq(eventOrders.status, "held")));
  }
  return rows.length;
}

/** What staff cancel in bulk: every future booking matching all the given filters. */
export interface BulkFilter {
  email?: string | undefined;
  domain?: string | undefined;
  clientAddress?: string | undefined;
  /** Bookings starting at or after this instant (default now). */
  from?: Date | undefined;
  /** Bookings starting before this instant. */
  to?: Date | undefined;
  type?: "intro" | "demo" | undefined;
}

export function bulkWhere(filter: BulkFilter, now: Date): SQL {
  const from = filter.from && filter.from > now ? filter.from : now;
  return and(
    held(now),
    gte(bookings.startsAt, from),
    filter.to ? lte(bookings.startsAt, filter.to) : undefined,
    filter.email ? eq(bookings.email, filter.email) : undefined,
    filter.domain ? eq(bookings.emailDomain, filter.domain) : undefined,
    filter.clientAddress ? eq(bookings.clientAddress, filter.clientAddress) : undefined,
    filter.type ? eq(bookings.type, filter.type) : undefined,
    ne(bookings.status, "cancelled"),
  ) as SQL;
}
