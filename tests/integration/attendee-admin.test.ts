import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { kitAddressDeadline } from "~/domain/kits";
import { RUSH_KIT_CENTS } from "~/domain/pricing";
import type { Database } from "~/server/db/client.server";
import { eventAttendees, eventKitAddresses, eventOrders } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { eventKey, findEvent } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { firstHostId, seedEvent } from "../support/events";

/**
 * Staff's side of an event's attendees (issue 41, point 7): the video call the join button
 * reads, the list with statuses and never an address, and the kit export that has them all.
 */

const origin = "https://www.rallyroom.test";
const secret = "attendee-admin-test-secret-0123456789abcdef";
const DAY = 24 * 60 * 60_000;

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

describeEachDatabase("attendees for staff", (get) => {
  it("saves an allowed video link, refuses others naming the field, and clears back to the host's room", async () => {
    const database = get();
    const { attendees } = runtimeOf(database);
    const id = await seedEvent(database.db, {
      hostId: await firstHostId(database.db),
      start: new Date(Date.now() + 30 * DAY),
    });
    const hostRoom = (await findEvent(database.db, id))?.host.videoUrl ?? null;

    const saved = await attendees.staff.setVideoUrl(id, "  https://us02web.zoom.us/j/123456789?pwd=abc  ");
    expect(saved).toEqual({ ok: true, videoUrl: "https://us02web.zoom.us/j/123456789?pwd=abc" });
    expect((await findEvent(database.db, id))?.host.videoUrl).toBe(
      "https://us02web.zoom.us/j/123456789?pwd=abc",
    );
    expect((await attendees.staff.eventForStaff(id))?.videoUrl).toBe(
      "https://us02web.zoom.us/j/123456789?pwd=abc",
    );

    for (const bad of [
      "http://zoom.us/j/1",
      "https://zoom.us.evil.example/j/1",
      "https://evilzoom.us/j/1",
      "https://user:pw@meet.google.com/abc",
      "https://meet.google.com:8443/abc",
      "javascript:alert(1)",
      "meet.google.com/abc-defg-hij",
      `https://meet.google.com/${"a".repeat(600)}`,
      42,
    ]) {
      const refused = await attendees.staff.setVideoUrl(id, bad);
      expect(refused, String(bad)).toMatchObject({ ok: false, status: 422, field: "videoUrl" });
    }
    expect((await findEvent(database.db, id))?.host.videoUrl).toBe(
      "https://us02web.zoom.us/j/123456789?pwd=abc",
    );

    for (const good of [
      "https://teams.microsoft.com/l/meetup-join/19%3a",
      "https://meet.google.com/abc-defg-hij",
    ])
      expect((await attendees.staff.setVideoUrl(id, good)).ok, good).toBe(true);

    expect(await attendees.staff.setVideoUrl(id, "")).toEqual({ ok: true, videoUrl: null });
    expect((await findEvent(database.db, id))?.host.videoUrl).toBe(hostRoom);
    const missing = await attendees.staff.setVideoUrl(
      "00000000-0000-4000-8000-000000000000",
      "https://zoom.us/j/1",
    );
    expect(missing).toMatchObject({ ok: false, status: 404 });
  });

  it("lists statuses and joins without addresses, and exports every kit address with its rush mark", async () => {
    const database = get();
    const { attendees } = runtimeOf(database);
    const start = new Date(Date.now() + 30 * DAY);
    const id = await seedEvent(database.db, {
      hostId: await firstHostId(database.db),
      start,
      addOns: ["kits"],
      headcount: 3,
      timeZone: "America/Chicago",
    });
    const deadline = kitAddressDeadline(start.getTime(), "America/Chicago");
    const rows = await database.db
      .insert(eventAttendees)
      .values([
        { orderId: id, name: "Ada Early", email: "ada@initech.example", response: "coming" },
        { orderId: id, name: "Bo Late", email: "bo@initech.example", response: "invited" },
        { orderId: id, name: "Cy Missing", email: "cy@initech.example", response: "coming" },
        { orderId: id, name: "Di Declined", email: "di@initech.example", response: "not_coming" },
      ])
      .returning();
    const [ada, bo] = rows;
    if (!ada || !bo) throw new Error("attendees not stored");
    await database.db.insert(eventKitAddresses).values([
      {
        attendeeId: ada.id,
        recipient: "Ada Early",
        line1: "1 Loop Rd",
        city: "Chicago",
        region: "IL",
        postalCode: "60601",
        country: "US",
        phone: "+13125550100",
        submittedAt: new Date(deadline - DAY),
      },
      {
        attendeeId: bo.id,
        recipient: "Bo Late",
        line1: '=HYPERLINK("x")',
        line2: "Flat 2",
        city: "London",
        postalCode: "SW1A 1AA",
        country: "GB",
        phone: "+442079460000",
        submittedAt: new Date(deadline + 60_000),
      },
    ]);

    const view = await attendees.staff.eventForStaff(id);
    expect(view?.counts).toMatchObject({
      invited: 4,
      coming: 2,
      notComing: 1,
      kitsSubmitted: 2,
      kitsMissing: 1,
    });
    expect(view?.attendees.map((row) => [row.name, row.status, row.hasKitAddress])).toEqual([
      ["Ada Early", "coming", true],
      ["Bo Late", "invited", true],
      ["Cy Missing", "coming", false],
      ["Di Declined", "not coming", false],
    ]);
    // The list carries no address field at all.
    expect(JSON.stringify(view?.attendees)).not.toMatch(/Loop Rd|SW1A|\+1312/);

    // The organiser sees the late address as a count and the engine's rush line, never the address.
    const list = await attendees.listForOrganiser(id, eventKey(id, secret));
    expect(list?.counts).toMatchObject({ kitsSubmitted: 2, kitsMissing: 1, kitsRush: 1 });
    expect(list?.rushKits).toEqual({
      kind: "rush",
      label: "Rush kit shipping, 1 address after the deadline (1 × $25)",
      cents: RUSH_KIT_CENTS,
    });
    expect(JSON.stringify(list)).not.toMatch(/Loop Rd|SW1A|\+1312|HYPERLINK/);

    const kits = await attendees.staff.kitExport(id);
    expect(kits?.rows.map((row) => [row.email, row.city, row.country, row.rush])).toEqual([
      ["ada@initech.example", "Chicago", "US", false],
      ["bo@initech.example", "London", "GB", true],
    ]);
    expect(await attendees.staff.kitExport("00000000-0000-4000-8000-000000000000")).toBeNull();

    // Someone who then says they are not coming leaves the export (their address is kept).
    await database.db
      .update(eventAttendees)
      .set({ response: "not_coming" })
      .where(eq(eventAttendees.id, ada.id));
    expect((await attendees.staff.kitExport(id))?.rows.map((row) => row.email)).toEqual([
      "bo@initech.example",
    ]);
    await database.db.update(eventAttendees).set({ response: "coming" }).where(eq(eventAttendees.id, ada.id));

    // Removing an attendee takes their address with it.
    await database.db.delete(eventAttendees).where(eq(eventAttendees.id, bo.id));
    expect((await attendees.staff.kitExport(id))?.rows).toHaveLength(1);
    const [order] = await database.db.select().from(eventOrders).where(eq(eventOrders.id, id));
    expect(order?.headcount).toBe(3);
  });
});
