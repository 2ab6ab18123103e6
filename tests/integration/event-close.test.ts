import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { priceClosing } from "~/domain/closing";
import type { Database } from "~/server/db/client.server";
import { eventAttendees, eventOrders, invoices } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { findEvent } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { eventHost, type SeedEvent, seedEvent } from "../support/events";

/**
 * An event after its end (issue 42, point 1): the job completes paid and invoiced events an hour
 * after they end, once, and never a cancelled, expired or held one; the closing statement counts
 * booked, coming and joined and bills by the engine's closing rule; staff correct the attendance,
 * with bad input refused by field and nothing stored.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-close-test-secret-0123456789abcdef";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const booked = new Date("2027-03-01T12:00:00Z");
const start = Date.parse("2027-03-22T14:00:00Z");
const end = start + HOUR;
const feud = eventActivity("lightning-feud");
if (!feud) throw new Error("lightning-feud is in the catalogue");
const activity = feud;

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

async function anEvent(database: Database, at: number, input: Partial<SeedEvent> = {}) {
  const host = await eventHost(database.db, activity.id);
  return seedEvent(database.db, { hostId: host.id, start: new Date(at), createdAt: booked, ...input });
}

/** `count` attendees: the first `coming` said yes, the first `joined` pressed their join link. */
async function people(database: Database, orderId: string, count: number, coming: number, joined: number) {
  await database.db.insert(eventAttendees).values(
    Array.from({ length: count }, (_, index) => ({
      orderId,
      name: `Player ${index + 1}`,
      email: `player${index + 1}@initech.example`,
      response: index < coming ? ("coming" as const) : ("invited" as const),
      invitedAt: booked,
      firstJoinedAt: index < joined ? new Date(start + 5 * MINUTE) : null,
    })),
  );
}

const statusOf = async (database: Database, id: string) =>
  (await database.db.select().from(eventOrders).where(eq(eventOrders.id, id)))[0];

describeEachDatabase("an event's close", (get) => {
  it("completes paid and invoiced events an hour after their end, once, and nothing else", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const paid = await anEvent(database, start);
    const invoiced = await anEvent(database, start + 2 * HOUR, { status: "invoiced" });
    const cancelled = await anEvent(database, start + 4 * HOUR, { status: "cancelled" });
    const expired = await anEvent(database, start + 6 * HOUR, { status: "expired" });

    expect((await rt.closing.runDue(new Date(end + 59 * MINUTE))).completed).toBe(0);
    const closedAt = new Date(end + 60 * MINUTE);
    expect((await rt.closing.runDue(closedAt)).completed).toBe(1);
    expect(await statusOf(database, paid)).toMatchObject({ status: "completed", completedAt: closedAt });
    // Run again: nothing more, and the first close stands.
    expect((await rt.closing.runDue(new Date(end + 90 * MINUTE))).completed).toBe(0);
    expect((await statusOf(database, paid))?.completedAt).toEqual(closedAt);

    expect((await rt.closing.runDue(new Date(start + 10 * HOUR))).completed).toBe(1);
    expect((await statusOf(database, invoiced))?.status).toBe("completed");
    expect((await statusOf(database, cancelled))?.status).toBe("cancelled");
    expect((await statusOf(database, expired))?.status).toBe("expired");
  });

  it("states booked, coming and joined, and bills joins above the booked headcount", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    // 46 invited (within the cap of 40 + 25%), 42 said yes, 44 joined.
    await people(database, id, 46, 42, 44);
    const event = await findEvent(database.db, id);
    if (!event) throw new Error("seeded");
    // Before the start there is no statement to show.
    expect(await rt.closing.statementOf(event, new Date(start - MINUTE))).toBeNull();
    const statement = await rt.closing.statementOf(event, new Date(end));
    const expected = priceClosing({
      activity,
      booked: 40,
      attended: 44,
      addOns: [],
      voucherUpgrade: null,
      start: new Date(start),
      pricedAt: booked,
      rushKits: 0,
    });
    expect(statement).toMatchObject({
      booked: 40,
      coming: 42,
      joined: 44,
      correctedAttendance: null,
      attended: 44,
      price: expected,
      paidCents: 100_000,
      balanceCents: expected.totalCents - 100_000,
    });
    expect(statement?.price.headcount).toBe(44);
  });

  it("takes staff's attendance over the joins, refuses bad input by field, and clears back", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    const cancelled = await anEvent(database, start + 3 * HOUR, { status: "cancelled" });
    await people(database, id, 40, 38, 31);
    const after = new Date(end + 2 * HOUR);

    for (const bad of ["forty", "-3", "4.5", "99999999", "12 people"]) {
      expect(await rt.closing.setAttendance(id, bad, after)).toMatchObject({
        ok: false,
        status: 422,
        field: "attended",
      });
    }
    expect((await statusOf(database, id))?.attendedCount).toBeNull();
    expect(await rt.closing.setAttendance("not-an-id", "40", after)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await rt.closing.setAttendance(cancelled, "40", after)).toMatchObject({ ok: false, status: 409 });
    // Before the start nothing can be attended.
    expect(await rt.closing.setAttendance(id, "40", new Date(start - HOUR))).toMatchObject({
      ok: false,
      status: 409,
    });

    expect(await rt.closing.setAttendance(id, " 47 ", after)).toMatchObject({ ok: true, attended: 47 });
    // Each statement reads the event as it stands after the correction, as a page load does.
    const read = async () => {
      const event = await findEvent(database.db, id);
      if (!event) throw new Error("seeded");
      return event;
    };
    const corrected = await rt.closing.statementOf(await read(), after);
    expect(corrected).toMatchObject({ joined: 31, correctedAttendance: 47, attended: 47 });
    expect(corrected?.price.headcount).toBe(47);

    expect(await rt.closing.setAttendance(id, "", after)).toMatchObject({ ok: true, attended: null });
    const cleared = await rt.closing.statementOf(await read(), after);
    expect(cleared).toMatchObject({ correctedAttendance: null, attended: 31 });
    // Fewer came than were booked: the booked 40 are billed.
    expect(cleared?.price.headcount).toBe(40);
  });

  it("cancels an issued closing invoice with a credit note and issues the next one when staff correct it", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    await people(database, id, 44, 40, 41);
    await rt.closing.runDue(new Date(end + HOUR));
    const dayAfter = new Date(end + 26 * HOUR);
    await rt.closing.runDue(dayAfter);
    const issued = () =>
      database.db.select().from(invoices).where(eq(invoices.orderId, id)).orderBy(asc(invoices.number));
    const [first] = (await issued()).filter((row) => row.kind === "closing");
    expect(first).toMatchObject({ revision: 1, headcount: 41 });

    const later = new Date(dayAfter.getTime() + HOUR);
    const corrected = await rt.closing.setAttendance(id, "46", later);
    expect(corrected).toMatchObject({ ok: true, attended: 46, changed: true });
    const rows = await issued();
    const note = rows.find((row) => row.kind === "credit_note");
    const second = rows.find((row) => row.kind === "closing" && row.revision === 2);
    expect(note?.creditsInvoiceId).toBe(first?.id);
    expect(note?.amountDueCents).toBe(-(first?.amountDueCents ?? 0));
    expect(second?.headcount).toBe(46);
    // One sequence, no gap: the credit note and the new invoice follow the first.
    expect([first?.number, note?.number, second?.number]).toEqual([
      first?.number,
      (first?.number ?? 0) + 1,
      (first?.number ?? 0) + 2,
    ]);
    // The issued invoice itself is never edited.
    expect(rows.find((row) => row.id === first?.id)).toEqual(first);

    // The same count again changes nothing and issues nothing.
    expect(await rt.closing.setAttendance(id, "46", later)).toMatchObject({
      ok: true,
      changed: false,
      reissued: null,
    });
    expect(await issued()).toHaveLength(rows.length);
  });
});
