import { createHmac, timingSafeEqual } from "node:crypto";
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
import { type BookingLimits, type EventLimits, site } from "~/config/site";
import { meetingTypeIds } from "~/domain/meetings";
import { bookings, eventOrders, eventPayments } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The admission policy of every public write that takes a host's time (decisions 043 and 064):
 * how many future meetings, and how many unpaid events, one email address, one email domain and
 * one client address (an IPv6 address by its /64) may hold at once, and when a booker must first
 * prove the mailbox: a meeting waits for its emailed link, an event checkout asks for its emailed
 * code. Site-wide counts only ever switch confirmation on; they never refuse everyone. A script
 * that fills the calendar from rotating addresses and mailboxes meets them within a few requests;
 * a buyer booking a call or an event or two never does. Every email the site sends is capped per
 * recipient as well, by the outbox (outbox.server.ts).
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
    notInArray(bookings.status, ["cancelled", "expired", "pending", "requested"]),
    and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/** Waiting for its email's click, and still counted: a running hold, or a request that holds no time. */
const waiting = (now: Date): SQL =>
  and(inArray(bookings.status, ["pending", "requested"]), gt(bookings.holdExpiresAt, now)) as SQL;

/** A future booking its booker holds: confirmed or still waiting for its link, not yet started. */
function held(now: Date): SQL {
  return and(
    meetingsOnly,
    gt(bookings.startsAt, now),
    or(eq(bookings.status, "confirmed"), waiting(now)),
  ) as SQL;
}

export type Admission =
  | { ok: true; pending: false }
  /** `holdsTime` false: the booking is a request that holds no time until its link is clicked. */
  | { ok: true; pending: true; holdExpiresAt: Date; holdsTime: boolean }
  | { ok: false; error: string };

export const limitMessages = {
  email: (n: number) =>
    `This email address already has ${n} upcoming bookings with us. Please reschedule or cancel one from its email first.`,
  domain: (n: number) =>
    `Your company already has ${n} upcoming bookings with us. Please ask a colleague to move one, or email ${site.email.hello}.`,
  address: (n: number) =>
    `Your network already has ${n} upcoming bookings with us. Please reschedule or cancel one, or email ${site.email.hello}.`,
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
type Who = { email: string; domain: string; clientAddress: string | null };

/**
 * What one booker already holds, counted by `countMatching` (the caller's kind of hold) under the
 * lock every admission takes first: the first cap reached (email, domain, then client address),
 * or the email's and domain's counts.
 */
async function heldBy(
  tx: Executor,
  who: Who,
  limits: Pick<BookingLimits, "perEmail" | "perDomain" | "perAddress">,
  countMatching: (match: SQL) => Promise<number>,
): Promise<
  { over: "email" | "domain" | "address"; n: number } | { over: null; byEmail: number; byDomain: number }
> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK})`);
  const byEmail = await countMatching(eq(bookings.email, who.email));
  if (byEmail >= limits.perEmail) return { over: "email", n: byEmail };
  const byDomain = await countMatching(eq(bookings.emailDomain, who.domain));
  if (byDomain >= limits.perDomain) return { over: "domain", n: byDomain };
  if (who.clientAddress) {
    const byAddress = await countMatching(eq(bookings.clientAddress, who.clientAddress));
    if (byAddress >= limits.perAddress) return { over: "address", n: byAddress };
  }
  return { over: null, byEmail, byDomain };
}

export async function admit(
  tx: Executor,
  who: Who,
  now: Date,
  limits: BookingLimits = site.scheduler.limits,
): Promise<Admission> {
  const live = held(now);
  const holds = await heldBy(tx, who, limits, (match) => count(tx, and(live, match)));
  if (holds.over) return { ok: false, error: limitMessages[holds.over](holds.n) };
  const { byDomain } = holds;
  if (await mailboxProven(tx, who.email)) return { ok: true, pending: false };
  // Across the site, live meetings made final in the last day by mailboxes nobody confirmed:
  // past the count, every new booker confirms by email first (never a refusal).
  const finalToday = await count(
    tx,
    and(
      held(now),
      eq(bookings.status, "confirmed"),
      isNull(bookings.emailConfirmedAt),
      gt(bookings.createdAt, new Date(now.getTime() - DAY)),
    ),
  );
  if (byDomain < limits.confirmFromDomainCount && finalToday < limits.dailyUnverified) {
    return { ok: true, pending: false };
  }
  // Holds waiting for a click are capped across the calendar, counting live meeting holds only
  // (not events, not requests): past it a new unproven booking holds no time until its link is
  // clicked, so nobody is refused and a flood of unconfirmed mailboxes holds nothing.
  const pendingNow = await count(
    tx,
    and(meetingsOnly, eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
  );
  return {
    ok: true,
    pending: true,
    holdExpiresAt: new Date(now.getTime() + limits.pendingHoldMinutes * 60_000),
    holdsTime: pendingNow < limits.maxPending,
  };
}

/**
 * Whether this mailbox has shown it is the booker's: a confirmation link clicked, a code typed,
 * or an event's deposit paid from it.
 */
export async function mailboxProven(tx: Executor, email: string): Promise<boolean> {
  if ((await count(tx, and(eq(bookings.email, email), isNotNull(bookings.emailConfirmedAt)))) > 0) {
    return true;
  }
  const [paid] = await tx
    .select({ id: eventPayments.id })
    .from(eventPayments)
    .innerJoin(bookings, eq(bookings.id, eventPayments.orderId))
    .where(and(eq(bookings.email, email), eq(eventPayments.kind, "payment")))
    .limit(1);
  return paid !== undefined;
}

/**
 * Records that `email` is its owner's (a code typed, a sign-in link used): every booking made from
 * it counts as proven from now on, so its invitations and invoices may go out (`documentsLinkable`).
 */
export async function markMailboxProven(tx: Executor, email: string, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ emailConfirmedAt: now })
    .where(and(eq(bookings.email, email), isNull(bookings.emailConfirmedAt)));
}

/**
 * An event that holds a host's time unpaid: future, its checkout's hold still running or
 * invoiced, and no payment recorded. Paid events never count against their buyer.
 */
function unpaidEvent(now: Date): SQL {
  return and(
    eq(bookings.type, "event"),
    gt(bookings.startsAt, now),
    or(
      and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
      and(eq(bookings.status, "confirmed"), eq(eventOrders.status, "invoiced")),
    ),
    sql`not exists (select 1 from ${eventPayments} where ${eventPayments.orderId} = ${bookings.id}
      and ${eventPayments.kind} = 'payment')`,
  ) as SQL;
}

async function countEvents(exec: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(eventOrders, eq(eventOrders.id, bookings.id))
    .where(where);
  return Number(row?.n ?? 0);
}

export const eventLimitMessages = {
  email: (n: number) =>
    `This email address already has ${n} unpaid events booked with us. Pay a deposit or cancel one from its email first, or email ${site.email.hello}.`,
  domain: (n: number) =>
    `Your company already has ${n} unpaid events booked with us. Please pay or cancel one first, or email ${site.email.hello}.`,
  address: (n: number) =>
    `Your network already has ${n} unpaid events booked with us. Please pay or cancel one first, or email ${site.email.hello}.`,
  codeSent: (email: string, minutes: number) =>
    `We emailed a 6-digit code to ${email}. Enter it below to confirm the address and finish booking; it works for ${minutes} minutes.`,
  codeWrong:
    "That code is not the one we emailed, or it has expired. Check the latest email from us, or clear this field to get a new code.",
  codeTries: "Too many wrong codes for this email address. Please wait 15 minutes and try again.",
} as const;

export type EventAdmission =
  | { ok: true; confirmed: boolean }
  | { ok: false; reason: "limit"; field: "email" | null; error: string }
  | { ok: false; reason: "code"; error: string };

/**
 * Whether an event checkout may hold time, in the checkout's transaction after the same lock as
 * meetings: refused past the caps; asked for the emailed code when the mailbox is unproven and
 * already holds `unconfirmedHolds` unpaid events, or when `siteUnconfirmed` unproven mailboxes
 * hold events across the site. `codeConfirmed`: the booker typed this email's valid code.
 */
export async function admitEvent(
  tx: Executor,
  who: Who,
  now: Date,
  limits: EventLimits,
  codeConfirmed: boolean,
): Promise<EventAdmission> {
  const live = unpaidEvent(now);
  const holds = await heldBy(tx, who, limits, (match) => countEvents(tx, and(live, match)));
  if (holds.over) {
    const error = eventLimitMessages[holds.over](holds.n);
    return { ok: false, reason: "limit", field: holds.over === "address" ? null : "email", error };
  }
  const { byEmail } = holds;
  if (codeConfirmed || (await mailboxProven(tx, who.email))) return { ok: true, confirmed: true };
  const unproven = await countEvents(tx, and(live, isNull(bookings.emailConfirmedAt)));
  if (byEmail < limits.unconfirmedHolds && unproven < limits.siteUnconfirmed) {
    return { ok: true, confirmed: false };
  }
  return { ok: false, reason: "code", error: eventLimitMessages.codeSent(who.email, limits.codeMinutes) };
}

/**
 * The 6-digit code that proves a mailbox at the event checkout: an HMAC of the address and a
 * time window, so nothing is stored; a code works in its window and the next one.
 */
/** Tries at an emailed code one address gets a quarter hour (the checkout's and the attendee page's). */
export const emailCodeTries = { limit: 5, windowMs: 15 * 60_000 };

export function emailCode(secret: string, email: string, windowIndex: number): string {
  const mac = createHmac("sha256", secret).update(`email-code:${email}:${windowIndex}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, "0");
}

export function emailCodeFor(secret: string, email: string, now: Date, minutes: number): string {
  return emailCode(secret, email, Math.floor(now.getTime() / (minutes * 60_000)));
}

export function emailCodeMatches(
  secret: string,
  email: string,
  code: string,
  now: Date,
  minutes: number,
): boolean {
  const current = Math.floor(now.getTime() / (minutes * 60_000));
  const given = Buffer.from(code.padEnd(6, " ").slice(0, 6));
  return [current, current - 1].some((windowIndex) =>
    timingSafeEqual(Buffer.from(emailCode(secret, email, windowIndex)), given),
  );
}

/**
 * Pending bookings whose hold ran out become `expired` (of these hosts, or all): their time is
 * free. Requests past their time stop counting the same way.
 */
export async function expireHolds(exec: Executor, now: Date, hostIds?: string[]): Promise<number> {
  const rows = await exec
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        inArray(bookings.status, ["pending", "requested"]),
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
