import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import {
  checkStart,
  computeSlots,
  dayRange,
  type HostAvailability,
  type Interval,
  type MeetingTypeId,
  rulesFor,
  type SlotRules,
  type Unbookable,
  unbookableMessages,
} from "~/domain/scheduling";
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookingHosts, bookings } from "~/server/db/schema.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import {
  calendarTakes,
  type HostRow,
  type HostScope,
  hostHours,
  meetingScope,
} from "~/server/services/booking/hosts.server";
import { blocksTime, expireHolds } from "~/server/services/booking-limits.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * When the hosts are free: the slots the calendar offers, and the host a booking takes under
 * the lock (decision 030), with the database's exclusion constraint beneath it (decision 050).
 */

const MINUTE = 60_000;

function availability(host: HostRow, busy: readonly Interval[]): HostAvailability {
  return {
    id: host.id,
    timeZone: host.timeZone,
    weeklyHours: hostHours(host),
    daysOff: host.daysOff,
    busy,
  };
}

/** The active calendars that take this kind of booking, in id order. */
async function activeHosts(exec: Executor, scope: HostScope): Promise<HostRow[]> {
  const hosts = await exec
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.active, true))
    .orderBy(asc(bookingHosts.id));
  return hosts.filter((host) => calendarTakes(host, scope));
}

/** Live bookings of these hosts that can collide with a slot starting in `range`. */
async function busyOf(
  exec: Executor,
  hostIds: string[],
  range: Interval,
  rules: SlotRules,
  now: Date,
  except?: string,
): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>(hostIds.map((id) => [id, []]));
  if (hostIds.length === 0) return busy;
  const reach = (rules.minutes + rules.bufferMinutes) * MINUTE;
  const rows = await exec
    .select({
      hostId: bookings.hostId,
      startsAt: bookings.startsAt,
      blockedUntil: bookings.blockedUntil,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.hostId, hostIds),
        blocksTime(now),
        lt(bookings.startsAt, new Date(range.end + reach)),
        gt(bookings.blockedUntil, new Date(range.start)),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  for (const row of rows) {
    busy.get(row.hostId)?.push({ start: row.startsAt.getTime(), end: row.blockedUntil.getTime() });
  }
  return busy;
}

/**
 * Takes one host for [start, end) inside the caller's transaction. The hosts that could take
 * the slot are locked in id order (SELECT … FOR UPDATE: the same order everywhere, so two
 * transactions never wait on each other in a circle); only then are their bookings read and
 * the slot checked against them. A second transaction for an overlapping time of the same
 * host waits at the lock, then sees the first one's booking and picks another host or none.
 */
export async function takeHost(
  tx: Executor,
  rules: SlotRules,
  start: number,
  now: Date,
  options: {
    /** Which calendars may take it: a meeting's, or an activity's hosts for an event. */
    scope?: HostScope;
    prefer?: { hostId: string; except: string } | undefined;
    /** The refusals in the caller's words (the event checkout names its own notice). */
    messages?: Record<Unbookable, string>;
  } = {},
): Promise<{ ok: true; host: HostRow } | { ok: false; error: string }> {
  const { scope = meetingScope, prefer, messages = unbookableMessages } = options;
  const range = { start, end: start + 1 };
  // Which hosts work then, read without locks; the answer is checked again under the lock.
  const hosts = await activeHosts(tx, scope);
  const open = checkStart(
    start,
    hosts.map((host) => availability(host, [])),
    rules,
    now.getTime(),
  );
  if (!open.ok) return { ok: false, error: messages[open.reason] };
  const eligible = new Set(hosts.map((host) => host.id));
  const candidates = [
    ...new Set([...open.hosts, ...(prefer && eligible.has(prefer.hostId) ? [prefer.hostId] : [])]),
  ].sort();
  const locked = await tx
    .select()
    .from(bookingHosts)
    .where(and(inArray(bookingHosts.id, candidates), eq(bookingHosts.active, true)))
    .orderBy(asc(bookingHosts.id))
    .for("update");
  // Holds that ran out on these hosts free their time now, under the lock (the exclusion
  // constraint counts a pending booking as live until its status says otherwise).
  await expireHolds(
    tx,
    now,
    locked.map((host) => host.id),
  );
  const busy = await busyOf(
    tx,
    locked.map((host) => host.id),
    range,
    rules,
    now,
    prefer?.except,
  );
  const check = checkStart(
    start,
    locked.map((host) => availability(host, busy.get(host.id) ?? [])),
    rules,
    now.getTime(),
  );
  if (!check.ok) return { ok: false, error: messages[check.reason] };
  if (prefer && check.hosts.includes(prefer.hostId)) {
    const same = locked.find((host) => host.id === prefer.hostId);
    if (same) return { ok: true, host: same };
  }
  // Spread the work: the free host with the fewest meetings to come.
  const loads = await tx
    .select({ hostId: bookings.hostId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.hostId, check.hosts),
        eq(bookings.status, "confirmed"),
        gte(bookings.startsAt, now),
      ),
    )
    .groupBy(bookings.hostId);
  const load = new Map(loads.map((row) => [row.hostId, Number(row.n)]));
  const chosen = [...check.hosts].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0];
  const host = locked.find((row) => row.id === chosen);
  return host ? { ok: true, host } : { ok: false, error: messages.taken };
}

/** The constraint of migration 0009_host-overlap: no two live bookings of one host overlap. */
export const HOST_OVERLAP_CONSTRAINT = "bookings_host_no_overlap";

/**
 * Runs a transaction that writes a host's time, answering `refused` when the database's
 * exclusion constraint turns the write down. takeHost's lock makes that refusal unreachable for
 * the bookings this service writes; a write that went past the lock (another program, a revived
 * cancelled booking) and got there first still earns the calendar's answer, never an error. A
 * deadlock with such a writer (both inserting overlapping rows at once) runs the transaction
 * again, up to three times in all: the second run sees the other row.
 */
export async function refusingOverlap<T>(work: () => Promise<T>, refused: T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, EXCLUSION_VIOLATION) === HOST_OVERLAP_CONSTRAINT) return refused;
      if (attempt >= 3 || violatedConstraint(error, DEADLOCK_DETECTED) === null) throw error;
    }
  }
}

/** Bookable starts under `rules`, for `days` days of the visitor's calendar from `from`. */
export async function freeSlots(
  exec: Executor,
  rules: SlotRules,
  query: { from: string; days: number; timeZone: string; now?: Date; except?: string; scope?: HostScope },
): Promise<{ start: number; end: number }[]> {
  const at = query.now ?? new Date();
  const range = dayRange(query.from, query.days, query.timeZone);
  const hosts = await activeHosts(exec, query.scope ?? meetingScope);
  const busy = await busyOf(
    exec,
    hosts.map((host) => host.id),
    range,
    rules,
    at,
    query.except,
  );
  return computeSlots({
    hosts: hosts.map((host) => availability(host, busy.get(host.id) ?? [])),
    rules,
    range,
    now: at.getTime(),
  }).map(({ start, end }) => ({ start, end }));
}

export function createAvailability({ db }: BookingContext) {
  return {
    /** Bookable slots of a meeting type, for `days` days of the visitor's calendar from `from`. */
    async slots(query: {
      type: MeetingTypeId;
      from: string;
      days: number;
      timeZone: string;
      now?: Date;
      /** A booking being moved: its own time does not count as taken. */
      except?: string;
    }) {
      return freeSlots(db, rulesFor(query.type), query);
    },
  };
}
