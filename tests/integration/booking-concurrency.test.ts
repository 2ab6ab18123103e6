import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unbookableMessages } from "~/domain/scheduling";
import type { Database } from "~/server/db/client.server";
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookingHosts, bookings, emailOutbox, leads } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { HOST_OVERLAP_CONSTRAINT } from "~/server/services/booking/availability.server";
import { drivers, onPostgres } from "../support/db";

// Monday 2 March 2026, 07:00 in New York; every host works 9:00–17:00 New York time on weekdays.
const now = new Date("2026-03-02T12:00:00Z");
const slot = "2026-03-03T15:00:00Z"; // Tuesday 10:00 EST

async function addHosts(database: Database, count: number) {
  if (count === 0) return;
  await database.db.insert(bookingHosts).values(
    Array.from({ length: count }, (_, i) => ({
      name: `Host ${i + 2}`,
      email: `host${i + 2}@rallyroom.example`,
      timeZone: "America/New_York",
    })),
  );
}

const visitor = (i: number, start: string) => ({
  type: "intro",
  start,
  name: `Visitor ${i}`,
  email: `visitor${i}@company-${i}.example`,
  company: `Company ${i}`,
  timeZone: "Europe/Berlin",
});

/** No two live bookings of one host overlap, the buffer after each included. */
async function expectNoOverlaps(database: Database) {
  const rows = await database.db
    .select()
    .from(bookings)
    .orderBy(asc(bookings.hostId), asc(bookings.startsAt));
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1];
    const current = rows[i];
    if (!previous || !current || previous.hostId !== current.hostId) continue;
    expect(current.startsAt.getTime(), `${current.id} starts inside ${previous.id}`).toBeGreaterThanOrEqual(
      previous.blockedUntil.getTime(),
    );
  }
}

// PGlite runs one query at a time, so only PostgreSQL can show a race; run it where it exists.
describe.runIf(drivers.includes("postgres"))("bookings under concurrency [postgres]", () => {
  for (const hosts of [1, 3]) {
    it(`50 simultaneous bookings of one slot with ${hosts} free host(s): exactly ${hosts} booked, the rest 409`, () =>
      onPostgres(20, async (database) => {
        await addHosts(database, hosts - 1);
        const rt = createRuntime(database, { origin: "https://rallyroom.test" });
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) => rt.bookings.book(visitor(i, slot), { now })),
        );
        const won = results.filter((result) => result.ok);
        const refused = results.filter((result) => !result.ok && result.status === 409);
        expect(won).toHaveLength(hosts);
        expect(refused).toHaveLength(50 - hosts);
        for (const result of refused) expect(result.ok ? "" : result.error).toBe(unbookableMessages.taken);
        const rows = await database.db.select().from(bookings);
        expect(rows).toHaveLength(hosts);
        expect(new Set(rows.map((row) => row.hostId)).size).toBe(hosts);
        // Nothing of a refused booking was stored: one lead and two emails per booking.
        expect(await database.db.$count(leads)).toBe(hosts);
        expect(await database.db.$count(emailOutbox)).toBe(hosts * 2);
        await expectNoOverlaps(database);
      }));
  }

  it("50 simultaneous bookings at overlapping times (every 5 to 20 minutes apart) never overlap on a host", () =>
    onPostgres(20, async (database) => {
      await addHosts(database, 1);
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      // Starts on the 15-minute grid between 10:00 and 11:00, demos and calls mixed.
      const starts = [0, 15, 30, 45, 60].map((m) => new Date(Date.parse(slot) + m * 60_000).toISOString());
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          rt.bookings.book(
            { ...visitor(i, starts[i % starts.length] as string), type: i % 3 === 0 ? "demo" : "intro" },
            { now },
          ),
        ),
      );
      expect(results.every((result) => result.ok || result.status === 409)).toBe(true);
      expect(results.filter((result) => result.ok).length).toBeGreaterThan(0);
      await expectNoOverlaps(database);
    }));

  it("50 simultaneous writes straight to the table, no lock and no check: the database alone keeps them apart", () =>
    onPostgres(20, async (database) => {
      const [host] = await database.db.select().from(bookingHosts);
      if (!host) throw new Error("no seeded host");
      // Meetings of 15 minutes with 10 of buffer, starting every 5 minutes from 10:00 to 10:25.
      const write = (i: number) => {
        const start = Date.parse(slot) + (i % 6) * 5 * 60_000;
        return database.db.insert(bookings).values({
          type: "intro",
          hostId: host.id,
          startsAt: new Date(start),
          endsAt: new Date(start + 15 * 60_000),
          blockedUntil: new Date(start + 25 * 60_000),
          name: `Visitor ${i}`,
          email: `visitor${i}@company-${i}.example`,
          company: `Company ${i}`,
          visitorTimeZone: "Europe/Berlin",
        });
      };
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => write(i)));
      const refused = results.filter((result) => result.status === "rejected");
      // Each refused write broke the constraint, or met another overlapping insert waiting on it
      // and was ended as a deadlock (PostgreSQL's way out when both wait on each other).
      for (const result of refused) {
        const reason =
          violatedConstraint(result.reason, EXCLUSION_VIOLATION) ??
          (violatedConstraint(result.reason, DEADLOCK_DETECTED) === null
            ? String(result.reason)
            : "deadlock");
        expect([HOST_OVERLAP_CONSTRAINT, "deadlock"]).toContain(reason);
      }
      // 10:00 and 10:25 are the only two starts that fit together.
      expect(results.length - refused.length).toBeGreaterThan(0);
      expect(results.length - refused.length).toBeLessThanOrEqual(2);
      await expectNoOverlaps(database);
    }));

  /**
   * Another program revives a cancelled booking (an update that takes no host lock) and keeps its
   * transaction open while `act` books over the same time; commits once `act` waits on the
   * constraint. Returns what `act` answered and how many statements waited on a lock.
   */
  async function againstRevival<T>(database: Database, cancelledId: string, act: () => Promise<T>) {
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let revived = () => {};
    const written = new Promise<void>((resolve) => {
      revived = resolve;
    });
    const writer = database.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, cancelledId));
      revived();
      await committed;
    });
    await written;
    const answer = act();
    // The service's check sees a cancelled booking and a free host; its write then waits on the
    // constraint for the open transaction.
    let waiting = 0;
    for (let tries = 0; tries < 100 && waiting === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await database.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        [],
      );
      waiting = row?.n ?? 0;
    }
    commit();
    await writer;
    return { answer: await answer, waiting };
  }

  it("a write past the lock that gets there first: the service's booking gets the calendar's 409, never a 500", () =>
    onPostgres(5, async (database) => {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const first = await rt.bookings.book(visitor(1, slot), { now });
      if (!first.ok) throw new Error(first.error);
      await rt.bookings.cancel(first.id, { by: "staff", reason: "Moved by phone", now });
      const { answer, waiting } = await againstRevival(database, first.id, () =>
        rt.bookings.book(visitor(2, slot), { now }),
      );
      expect(waiting).toBe(1);
      expect(answer).toEqual({ ok: false, status: 409, error: unbookableMessages.taken, fieldErrors: {} });
      const live = await database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), eq(bookings.startsAt, new Date(slot))));
      expect(live.map((row) => row.id)).toEqual([first.id]);
      // Nothing of the refused booking was stored: the first booking's lead, its two emails and
      // the two of its cancellation.
      expect(await database.db.$count(bookings)).toBe(1);
      expect(await database.db.$count(leads)).toBe(1);
      expect(await database.db.$count(emailOutbox)).toBe(4);
    }));

  it("a reschedule that loses the same race keeps its time and gets the calendar's 409", () =>
    onPostgres(5, async (database) => {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const later = new Date(Date.parse(slot) + 60 * 60_000).toISOString();
      const first = await rt.bookings.book(visitor(1, slot), { now });
      const moving = await rt.bookings.book(visitor(2, later), { now });
      if (!first.ok || !moving.ok) throw new Error("The setup bookings were refused.");
      await rt.bookings.cancel(first.id, { by: "staff", reason: "Moved by phone", now });
      const { answer, waiting } = await againstRevival(database, first.id, () =>
        rt.bookings.reschedule(moving.id, Date.parse(slot), { now }),
      );
      expect(waiting).toBe(1);
      expect(answer).toEqual({ ok: false, status: 409, error: unbookableMessages.taken });
      const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, moving.id));
      expect(kept?.startsAt.toISOString()).toBe(later);
      expect(kept?.sequence).toBe(0);
      await expectNoOverlaps(database);
    }));
});
