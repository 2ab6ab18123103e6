import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unbookableMessages } from "~/domain/scheduling";
import type { Database } from "~/server/db/client.server";
import { bookingHosts, bookings, emailOutbox, leads } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { createTestDatabase, drivers } from "../support/db";

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
    it(`50 simultaneous bookings of one slot with ${hosts} free host(s): exactly ${hosts} booked, the rest 409`, async () => {
      const database = await createTestDatabase("postgres", { maxConnections: 20 });
      try {
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
      } finally {
        await database.close();
      }
    });
  }

  it("50 simultaneous bookings at overlapping times (every 5 to 20 minutes apart) never overlap on a host", async () => {
    const database = await createTestDatabase("postgres", { maxConnections: 20 });
    try {
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
    } finally {
      await database.close();
    }
  });
});
