import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { bookingHosts, eventAttendees, eventKitAddresses, eventOrders } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { attendeeKey } from "~/server/services/attendees/model.server";
import { eventKey } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { type SeedEvent, seedEvent } from "../support/events";

/**
 * The attendee's own side of an event (issue 41, points 3 and 5), through the service the page
 * calls: answering, the join button's window and its one recorded join, the unsubscribe, the
 * links that answer 404, and the kit address with nothing stored on bad input.
 */

const origin = "https://www.rallyroom.test";
const secret = "attendee-page-test-secret-0123456789abcdef";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Thursday 1 April 2027, 15:00 in New York: three weeks after `now`.
const start = new Date("2027-04-01T19:00:00Z");
const now = new Date(start.getTime() - 21 * DAY);
const before = (minutes: number) => new Date(start.getTime() - minutes * MINUTE);
const call = "https://acme.zoom.us/j/123456789?pwd=abc";

const kitAddress = {
  recipient: "Ada Lovelace",
  line1: "12 Box Hill Rd",
  line2: "",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  phone: "(512) 555-0142",
};

type Runtime = ReturnType<typeof createRuntime>;
const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

async function anEvent(database: Database, input: Partial<SeedEvent> = {}) {
  const [host] = await database.db.select().from(bookingHosts).limit(1);
  if (!host) throw new Error("the migrations seed the hosts");
  return seedEvent(database.db, { hostId: host.id, start, videoUrl: call, ...input });
}

async function anAttendee(database: Database, orderId: string, email = "ada@initech.example") {
  const [row] = await database.db
    .insert(eventAttendees)
    .values({ orderId, name: "Ada Lovelace", email, invitedAt: now })
    .returning();
  if (!row) throw new Error("attendee not stored");
  return { id: row.id, key: attendeeKey(row.id, secret) };
}

async function rowOf(database: Database, id: string) {
  const [row] = await database.db.select().from(eventAttendees).where(eq(eventAttendees.id, id));
  if (!row) throw new Error("no attendee row");
  return row;
}

const addressesOf = (database: Database) => database.db.select().from(eventKitAddresses);

describeEachDatabase("the attendee page's service", (get) => {
  let rt: Runtime;
  const setup = async (input: Partial<SeedEvent> = {}) => {
    const database = get();
    rt = runtimeOf(database);
    const eventId = await anEvent(database, input);
    const ada = await anAttendee(database, eventId);
    return { database, eventId, ada };
  };

  it("records 'coming' and 'not coming' by the POST's call, and reading the page changes nothing", async () => {
    const { database, ada } = await setup();
    const found = await rt.attendees.fromLink(ada.id, ada.key, now);
    expect(found?.attendee.response).toBe("invited");
    expect((await rowOf(database, ada.id)).respondedAt).toBeNull();

    expect(await rt.attendees.respond(ada.id, ada.key, "coming", now)).toEqual({ ok: true });
    expect(await rowOf(database, ada.id)).toMatchObject({ response: "coming", respondedAt: now });
    const later = new Date(now.getTime() + DAY);
    expect(await rt.attendees.respond(ada.id, ada.key, "not_coming", later)).toEqual({ ok: true });
    expect(await rowOf(database, ada.id)).toMatchObject({ response: "not_coming", respondedAt: later });

    const refused = await rt.attendees.respond(ada.id, ada.key, "maybe", later);
    expect(refused).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { response: [expect.any(String)] },
    });
    expect((await rowOf(database, ada.id)).response).toBe("not_coming");
  });

  it("refuses answers for a cancelled event and after the end", async () => {
    const { database, eventId, ada } = await setup();
    expect(
      await rt.attendees.respond(ada.id, ada.key, "coming", new Date(start.getTime() + 61 * MINUTE)),
    ).toMatchObject({
      ok: false,
      status: 409,
      reason: "ended",
    });
    await database.db.update(eventOrders).set({ status: "cancelled" }).where(eq(eventOrders.id, eventId));
    expect(await rt.attendees.respond(ada.id, ada.key, "coming", now)).toMatchObject({
      ok: false,
      status: 409,
      reason: "cancelled",
    });
    expect((await rowOf(database, ada.id)).response).toBe("invited");
  });

  it("sends a join inside the window to the call, recording the first join once", async () => {
    const { database, ada } = await setup();
    expect(await rt.attendees.join(ada.id, ada.key, before(16))).toEqual({ refused: "early" });
    expect((await rowOf(database, ada.id)).firstJoinedAt).toBeNull();

    expect(await rt.attendees.join(ada.id, ada.key, before(15))).toEqual({ redirect: call });
    expect((await rowOf(database, ada.id)).firstJoinedAt).toEqual(before(15));
    expect(await rt.attendees.join(ada.id, ada.key, before(-30))).toEqual({ redirect: call });
    expect((await rowOf(database, ada.id)).firstJoinedAt).toEqual(before(15));

    // The event lasts 60 minutes: from its end the button sends nobody anywhere.
    expect(await rt.attendees.join(ada.id, ada.key, before(-60))).toEqual({ refused: "ended" });
  });

  it("records no join after the end, for a cancelled event, or without an allowed link", async () => {
    const { database, eventId, ada } = await setup();
    expect(await rt.attendees.join(ada.id, ada.key, before(-61))).toEqual({ refused: "ended" });
    await database.db
      .update(eventOrders)
      .set({ videoUrl: "https://zoom.us.evil.example/j/1" })
      .where(eq(eventOrders.id, eventId));
    expect(await rt.attendees.join(ada.id, ada.key, before(5))).toEqual({ refused: "no_link" });
    await database.db
      .update(eventOrders)
      .set({ videoUrl: "http://zoom.us/j/1" })
      .where(eq(eventOrders.id, eventId));
    expect(await rt.attendees.join(ada.id, ada.key, before(5))).toEqual({ refused: "no_link" });
    await database.db
      .update(eventOrders)
      .set({ status: "cancelled", videoUrl: call })
      .where(eq(eventOrders.id, eventId));
    expect(await rt.attendees.join(ada.id, ada.key, before(5))).toEqual({ refused: "cancelled" });
    expect((await rowOf(database, ada.id)).firstJoinedAt).toBeNull();
  });

  it("unsubscribes once: a second unsubscribe keeps the first time", async () => {
    const { database, ada } = await setup();
    expect(await rt.attendees.unsubscribe(ada.id, ada.key, now)).toEqual({ ok: true });
    expect(await rt.attendees.unsubscribe(ada.id, ada.key, new Date(now.getTime() + DAY))).toEqual({
      ok: true,
    });
    expect((await rowOf(database, ada.id)).unsubscribedAt).toEqual(now);
  });

  it("finds no attendee for a wrong key, another's key, the event's key or 31 days after the event", async () => {
    const { database, eventId, ada } = await setup();
    const bo = await anAttendee(database, eventId, "bo@initech.example");
    const otherEvent = await anEvent(database, { start: new Date(start.getTime() + 7 * DAY) });
    const cy = await anAttendee(database, otherEvent, "cy@initech.example");
    const end = start.getTime() + 60 * MINUTE;
    expect(await rt.attendees.fromLink(ada.id, ada.key, new Date(end + 30 * DAY))).not.toBeNull();
    for (const [id, key, at] of [
      [ada.id, "guessed-key", now],
      [ada.id, `${ada.key}x`, now],
      [ada.id, bo.key, now],
      [ada.id, cy.key, now],
      [ada.id, eventKey(eventId, secret), now],
      [eventId, eventKey(eventId, secret), now],
      ["not-a-uuid", ada.key, now],
      [ada.id, null, now],
      [ada.id, ada.key, new Date(end + 31 * DAY)],
    ] as const) {
      expect(await rt.attendees.fromLink(id, key, at)).toBeNull();
      expect(await rt.attendees.respond(id, key, "coming", at)).toMatchObject({ status: 404 });
      expect(await rt.attendees.join(id, key, at)).toEqual({ refused: "not_found" });
      expect(await rt.attendees.unsubscribe(id, key, at)).toMatchObject({ status: 404 });
      expect(await rt.attendees.saveKitAddress(id, key, kitAddress, at)).toMatchObject({ status: 404 });
    }
    const rows = await database.db.select().from(eventAttendees);
    expect(rows.every((row) => row.response === "invited" && row.unsubscribedAt === null)).toBe(true);
    expect(rows.every((row) => row.firstJoinedAt === null)).toBe(true);
  });

  it("stores a kit address, replaces it keeping the first time, and stores nothing on bad input", async () => {
    const { database, eventId, ada } = await setup({ addOns: ["kits"] });
    const refusals = [
      [{ ...kitAddress, line1: "P.O. Box 12" }, "line1", /Address line 1: we cannot ship to a PO box/],
      [{ ...kitAddress, line2: "PO Box 7" }, "line2", /Address line 2: we cannot ship to a PO box/],
      [{ ...kitAddress, phone: "12" }, "phone", /phone number the courier can call/],
      [{ ...kitAddress, country: "XX" }, "country", /Choose a country from the list/],
    ] as const;
    for (const [fields, field, message] of refusals) {
      const result = await rt.attendees.saveKitAddress(ada.id, ada.key, fields, now);
      expect(result).toMatchObject({ ok: false, status: 422, reason: "invalid" });
      expect(!result.ok && result.reason === "invalid" && result.fieldErrors[field]?.[0]).toMatch(message);
    }
    expect(await addressesOf(database)).toEqual([]);

    expect(await rt.attendees.saveKitAddress(ada.id, ada.key, kitAddress, now)).toMatchObject({ ok: true });
    const later = new Date(now.getTime() + DAY);
    await rt.attendees.saveKitAddress(ada.id, ada.key, { ...kitAddress, line2: "Suite 4" }, later);
    expect(await addressesOf(database)).toEqual([
      {
        attendeeId: ada.id,
        recipient: "Ada Lovelace",
        line1: "12 Box Hill Rd",
        line2: "Suite 4",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        country: "US",
        phone: "+15125550142",
        submittedAt: now,
        updatedAt: later,
      },
    ]);
    expect((await rt.attendees.fromLink(ada.id, ada.key, now))?.hasKitAddress).toBe(true);

    // Not after answering "not coming", not without kits, not once the event has started.
    const bo = await anAttendee(database, eventId, "bo@initech.example");
    await rt.attendees.respond(bo.id, bo.key, "not_coming", now);
    expect(await rt.attendees.saveKitAddress(bo.id, bo.key, kitAddress, now)).toMatchObject({
      reason: "declined",
    });
    expect(await rt.attendees.saveKitAddress(ada.id, ada.key, kitAddress, start)).toMatchObject({
      status: 409,
    });
    const plain = await anEvent(database, { start: new Date(start.getTime() + 7 * DAY) });
    const cy = await anAttendee(database, plain, "cy@initech.example");
    expect(await rt.attendees.saveKitAddress(cy.id, cy.key, kitAddress, now)).toMatchObject({
      reason: "no_kits",
    });
    expect(await addressesOf(database)).toHaveLength(1);
  });

  it("takes a kit address for an activity that includes its kit, and after the deadline", async () => {
    const { database, ada } = await setup({ activitySlug: "tiny-campfire" });
    const late = before(24 * 60);
    expect(await rt.attendees.saveKitAddress(ada.id, ada.key, kitAddress, late)).toMatchObject({ ok: true });
    expect((await addressesOf(database))[0]?.submittedAt).toEqual(late);
  });

  it("stores the attendee's zone by its canonical name and refuses one it does not know", async () => {
    const { database, ada } = await setup();
    expect(await rt.attendees.setZone(ada.id, ada.key, "Asia/Calcutta", now)).toEqual({ ok: true });
    expect((await rowOf(database, ada.id)).timeZone).toBe("Asia/Kolkata");
    expect(await rt.attendees.setZone(ada.id, ada.key, "Mars/Olympus", now)).toMatchObject({
      status: 422,
      fieldErrors: { timeZone: ["Choose your time zone"] },
    });
    expect((await rowOf(database, ada.id)).timeZone).toBe("Asia/Kolkata");
  });
});
