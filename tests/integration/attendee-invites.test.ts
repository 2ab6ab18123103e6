import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, it } from "vitest";
import { site } from "~/config/site";
import { importMessages } from "~/domain/attendee-import";
import type { Database } from "~/server/db/client.server";
import { bookingHosts, emailOutbox, eventAttendees, eventKitAddresses } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { inviteMessages } from "~/server/services/attendees/invite.server";
import { attendeeKey, attendeePaths, invitationCap } from "~/server/services/attendees/model.server";
import { eventKey } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { type SeedEvent, seedEvent } from "../support/events";

/**
 * The organiser's side of an event's attendees (issue 41, points 1, 2 and 8), through the
 * service the page calls: a CSV of 40 becomes 40 rows and 40 invitations in one go; a bad line,
 * the cap, an unpaid event and the send rates refuse the whole list with nothing stored; a
 * re-send queues one more (never to someone who unsubscribed); a removal makes the link 404.
 */

const origin = "https://www.rallyroom.test";
const secret = "attendee-invites-test-secret-0123456789abcdef";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Thursday 1 April 2027, 15:00 in New York; `now` is three weeks before, 19:00 UTC.
const start = new Date("2027-04-01T19:00:00Z");
const now = new Date(start.getTime() - 21 * DAY);

type Runtime = ReturnType<typeof createRuntime>;
const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

let seeded = 0;
async function anEvent(database: Database, input: Partial<SeedEvent> = {}) {
  const [host] = await database.db.select().from(bookingHosts).limit(1);
  if (!host) throw new Error("the migrations seed the hosts");
  // One host's events may not overlap: each further event a day later.
  const at = new Date(start.getTime() + (seeded++ % 20) * DAY);
  const id = await seedEvent(database.db, { hostId: host.id, start: at, headcount: 40, ...input });
  return { id, key: eventKey(id, secret) };
}

const person = (n: number) => ({ name: `Player ${n}`, email: `player${n}@initech.example` });
const csvOf = (rows: { name: string; email: string }[]) =>
  ["Name,Email", ...rows.map((row) => `${row.name},${row.email}`)].join("\r\n");
const people = (count: number, from = 1) => Array.from({ length: count }, (_, i) => person(from + i));

const attendeesOf = (database: Database, orderId: string) =>
  database.db
    .select()
    .from(eventAttendees)
    .where(eq(eventAttendees.orderId, orderId))
    .orderBy(asc(eventAttendees.email));
const invitations = (database: Database) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "attendee_invitation"))
    .orderBy(asc(emailOutbox.id));

const uidOf = (content: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent") ?? undefined).uid;

describeEachDatabase("the organiser's attendee list", (get) => {
  let rt: Runtime;
  const setup = async (input: Partial<SeedEvent> = {}) => {
    const database = get();
    rt = runtimeOf(database);
    return { database, event: await anEvent(database, input) };
  };

  it("invites 40 from a CSV: 40 rows, one invitation each to its address with its own .ics", async () => {
    const { database, event } = await setup();
    const result = await rt.attendees.invite(event.id, event.key, { csv: csvOf(people(40)) }, now);
    expect(result).toEqual({ ok: true, invited: 40, skipped: [] });
    const rows = await attendeesOf(database, event.id);
    const mails = await invitations(database);
    expect(rows).toHaveLength(40);
    expect(mails).toHaveLength(40);
    const byId = new Map(mails.map((mail) => [mail.id, mail]));
    const uids = new Set<string>();
    for (const row of rows) {
      expect(row.invitedAt?.getTime()).toBe(now.getTime());
      const mail = byId.get(row.lastMessageId ?? -1);
      expect(mail?.to).toBe(row.email);
      expect(mail?.text).toContain(`${origin}${attendeePaths(row.id, secret).page}`);
      expect(mail?.headers["List-Unsubscribe"]).toBe(
        `<${origin}${attendeePaths(row.id, secret).unsubscribe}>`,
      );
      const uid = uidOf(mail?.icalEvent?.content ?? "");
      expect(uid).toBe(`attendee-${row.id}@www.rallyroom.test`);
      uids.add(uid);
    }
    expect(uids.size).toBe(40);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(40);
    const list = await rt.attendees.listForOrganiser(event.id, event.key, now);
    expect(list?.counts).toMatchObject({ invited: 40, coming: 0 });
    expect(list?.attendees.every((row) => row.status === "invited")).toBe(true);
  });

  it("stores nothing when one CSV row is bad, and names its line", async () => {
    const { database, event } = await setup();
    const rows = people(10);
    rows[6] = { name: "Bob", email: "bob@" };
    const result = await rt.attendees.invite(event.id, event.key, { csv: csvOf(rows) }, now);
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: inviteMessages.invalid,
      errors: ["Line 8: the email 'bob@' is not an address"],
    });
    expect(await attendeesOf(database, event.id)).toEqual([]);
    expect(await invitations(database)).toEqual([]);
  });

  it("refuses a name with a link in it, by its line", async () => {
    const { database, event } = await setup();
    const pasted = "Ada Lovelace, ada@initech.example\nFree prizes at evil.example, bo@initech.example";
    const result = await rt.attendees.invite(event.id, event.key, { pasted }, now);
    expect(result.ok === false && result.errors).toEqual([
      `Line 2: ${importMessages.nameUnusable("Free prizes at evil.example")}`,
    ]);
    expect(await attendeesOf(database, event.id)).toEqual([]);
  });

  it("refuses a list that would pass the cap, whole, and takes one that reaches it", async () => {
    const { database, event } = await setup({ headcount: 10 });
    const cap = invitationCap(10);
    expect(cap).toBe(15);
    const over = await rt.attendees.invite(event.id, event.key, { csv: csvOf(people(cap + 1)) }, now);
    expect(over).toEqual({ ok: false, status: 409, error: inviteMessages.overCap(16, 15, 10, 0) });
    expect(await attendeesOf(database, event.id)).toEqual([]);
    expect((await rt.attendees.invite(event.id, event.key, { csv: csvOf(people(12)) }, now)).ok).toBe(true);
    const more = await rt.attendees.invite(event.id, event.key, { csv: csvOf(people(4, 13)) }, now);
    expect(more).toEqual({ ok: false, status: 409, error: inviteMessages.overCap(16, 15, 10, 12) });
    // Addresses already on the list are skipped, not counted twice.
    const again = await rt.attendees.invite(event.id, event.key, { csv: csvOf(people(15)) }, now);
    expect(again.ok && again.invited).toBe(3);
    expect(again.ok && again.skipped).toHaveLength(12);
    expect(await attendeesOf(database, event.id)).toHaveLength(15);
    expect(await invitations(database)).toHaveLength(15);
  });

  it("invites nobody before the deposit is paid or the invoice issued, nor to a cancelled event", async () => {
    const { database, event } = await setup({ status: "held" });
    const held = await rt.attendees.invite(event.id, event.key, { pasted: "Ada, ada@initech.example" }, now);
    expect(held).toEqual({ ok: false, status: 409, error: inviteMessages.notOpen });
    expect((await rt.attendees.listForOrganiser(event.id, event.key, now))?.refusal).toBe(
      inviteMessages.notOpen,
    );
    const cancelled = await anEvent(database, { status: "cancelled" });
    const refused = await rt.attendees.invite(
      cancelled.id,
      cancelled.key,
      { pasted: "Ada, ada@initech.example" },
      now,
    );
    expect(refused).toEqual({ ok: false, status: 409, error: inviteMessages.cancelled });
    const invoiced = await anEvent(database, { status: "invoiced" });
    expect(
      (await rt.attendees.invite(invoiced.id, invoiced.key, { pasted: "Ada, ada@initech.example" }, now)).ok,
    ).toBe(true);
    expect(await invitations(database)).toHaveLength(1);
  });

  it("counts sends per event an hour and per organiser a day", async () => {
    const { database, event } = await setup();
    const { sendsPerEventHourly: hourly, sendsPerOrganiserDaily: daily } = site.attendees;
    expect(daily % hourly).toBe(0);
    let n = 0;
    const send = (id: string, key: string, at: Date) => {
      n += 1;
      return rt.attendees.invite(id, key, { pasted: `Player ${n}, player${n}@initech.example` }, at);
    };
    for (let i = 0; i < hourly; i++) expect((await send(event.id, event.key, now)).ok).toBe(true);
    const limited = await send(event.id, event.key, now);
    expect(limited.ok === false && limited.status).toBe(429);
    expect(limited.ok === false && limited.error).toMatch(/^This event has sent its 10 batches/);
    // The same organiser's other events share the organiser's daily count.
    const other = await anEvent(database, { headcount: 200 });
    let sent = hourly;
    for (let hour = 1; sent < daily; hour++) {
      for (let i = 0; i < hourly && sent < daily; i++, sent++)
        expect((await send(other.id, other.key, new Date(now.getTime() + hour * HOUR))).ok).toBe(true);
    }
    const later = new Date(now.getTime() + 4 * HOUR);
    const daily31 = await send(other.id, other.key, later);
    expect(daily31.ok === false && daily31.error).toMatch(/^You have sent 30 batches of invitations today/);
    // Another organiser is not limited by this one.
    const someoneElse = await anEvent(database, { email: "sam@globex.example" });
    expect((await send(someoneElse.id, someoneElse.key, later)).ok).toBe(true);
    expect(await invitations(database)).toHaveLength(daily + 1);
  });

  it("re-sends an invitation with the same link, never to someone who unsubscribed", async () => {
    const { database, event } = await setup();
    await rt.attendees.invite(
      event.id,
      event.key,
      { pasted: "Ada, ada@initech.example\nBo, bo@initech.example" },
      now,
    );
    const [ada, bo] = await attendeesOf(database, event.id);
    if (!ada || !bo) throw new Error("two attendees");
    const first = ada.lastMessageId;
    const later = new Date(now.getTime() + HOUR);
    expect(await rt.attendees.resend(event.id, event.key, ada.id, later)).toEqual({ ok: true, name: "Ada" });
    const [again] = await database.db.select().from(eventAttendees).where(eq(eventAttendees.id, ada.id));
    expect(again?.lastMessageId).not.toBe(first);
    expect(again?.invitedAt?.getTime()).toBe(later.getTime());
    const toAda = (await invitations(database)).filter((mail) => mail.to === "ada@initech.example");
    expect(toAda).toHaveLength(2);
    expect(toAda.map((mail) => uidOf(mail.icalEvent?.content ?? ""))).toEqual([
      `attendee-${ada.id}@www.rallyroom.test`,
      `attendee-${ada.id}@www.rallyroom.test`,
    ]);
    expect(toAda[1]?.id).toBe(again?.lastMessageId);
    expect((await rt.attendees.unsubscribe(bo.id, attendeeKey(bo.id, secret), now)).ok).toBe(true);
    expect(await rt.attendees.resend(event.id, event.key, bo.id, later)).toEqual({
      ok: false,
      status: 409,
      error: inviteMessages.unsubscribed("Bo"),
    });
    expect((await rt.attendees.resendById(bo.id, later)).ok).toBe(false);
    expect(await rt.attendees.resendById(ada.id, later)).toEqual({ ok: true, name: "Ada" });
    expect(await invitations(database)).toHaveLength(4);
    expect((await rt.attendees.listForOrganiser(event.id, event.key, now))?.attendees[1]?.status).toBe(
      "unsubscribed",
    );
  });

  it("removes an attendee: their link answers 404 and their kit address goes with them", async () => {
    const { database, event } = await setup({ addOns: ["kits"] });
    await rt.attendees.invite(event.id, event.key, { pasted: "Ada, ada@initech.example" }, now);
    const [ada] = await attendeesOf(database, event.id);
    if (!ada) throw new Error("an attendee");
    const key = attendeeKey(ada.id, secret);
    await database.db.insert(eventKitAddresses).values({
      attendeeId: ada.id,
      recipient: "Ada Lovelace",
      line1: "12 Main St",
      city: "Austin",
      country: "US",
      phone: "+15125550142",
    });
    const list = await rt.attendees.listForOrganiser(event.id, event.key, now);
    expect(list?.counts).toMatchObject({ kitsSubmitted: 1, kitsMissing: 0 });
    // Names, emails and statuses only: never an address.
    expect(Object.keys(list?.attendees[0] ?? {}).sort()).toEqual(
      ["email", "firstJoinedAt", "id", "invitedAt", "name", "status", "unsubscribed"].sort(),
    );
    expect(JSON.stringify(list)).not.toContain("12 Main St");
    expect(await rt.attendees.fromLink(ada.id, key, now)).not.toBeNull();
    const outbox = (await invitations(database)).length;
    expect(await rt.attendees.remove(event.id, event.key, ada.id)).toEqual({ ok: true, name: "Ada" });
    expect(await rt.attendees.fromLink(ada.id, key, now)).toBeNull();
    expect(await database.db.select().from(eventKitAddresses)).toEqual([]);
    expect(await invitations(database)).toHaveLength(outbox);
    expect(await rt.attendees.remove(event.id, event.key, ada.id)).toEqual({
      ok: false,
      status: 404,
      error: inviteMessages.noAttendee,
    });
  });

  it("answers a wrong key, or another event's attendee, as not found", async () => {
    const { database, event } = await setup();
    const other = await anEvent(database);
    await rt.attendees.invite(other.id, other.key, { pasted: "Ada, ada@initech.example" }, now);
    const [theirs] = await attendeesOf(database, other.id);
    if (!theirs) throw new Error("an attendee");
    const notFound = { ok: false, status: 404, error: inviteMessages.notFound };
    expect(await rt.attendees.listForOrganiser(event.id, other.key, now)).toBeNull();
    expect(await rt.attendees.listForOrganiser(event.id, "guess", now)).toBeNull();
    expect(await rt.attendees.organiserSummary(event.id, other.key)).toBeNull();
    expect(await rt.attendees.invite(event.id, other.key, { pasted: "Bo, bo@initech.example" }, now)).toEqual(
      notFound,
    );
    expect(await rt.attendees.remove(event.id, attendeeKey(theirs.id, secret), theirs.id)).toEqual(notFound);
    expect(await rt.attendees.resend("not-an-id", event.key, theirs.id, now)).toEqual(notFound);
    // This event's key does not reach the other event's attendee.
    expect((await rt.attendees.remove(event.id, event.key, theirs.id)).ok).toBe(false);
    expect((await rt.attendees.resend(event.id, event.key, theirs.id, now)).ok).toBe(false);
    expect(
      await database.db
        .select()
        .from(eventAttendees)
        .where(and(eq(eventAttendees.id, theirs.id), eq(eventAttendees.orderId, other.id))),
    ).toHaveLength(1);
    expect(await invitations(database)).toHaveLength(1);
    expect(await rt.attendees.organiserSummary(other.id, other.key)).toEqual({
      invited: 1,
      coming: 0,
      headcount: 40,
    });
  });
});
