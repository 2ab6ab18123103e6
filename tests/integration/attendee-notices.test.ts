import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { kitAddressDeadline } from "~/domain/kits";
import { type Database, openDatabase } from "~/server/db/client.server";
import { emailOutbox, eventAttendees, eventKitAddresses, eventNotices } from "~/server/db/schema.server";
import { attendeeInvitation, rangeIn } from "~/server/email/attendee-wording.server";
import { createRuntime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventKey, eventMail, findEvent } from "~/server/services/events/view.server";
import { describeEachDatabase, drivers, emptyPostgresDatabase, migrationsFolder } from "../support/db";
import { eventHost, type SeedEvent, seedEvent } from "../support/events";

/**
 * What the clock and an event's changes send its attendees (issue 41, points 4 to 6): the
 * 24-hour and 1-hour reminders once each, the new time and the cancellation with their calendar
 * updates, the kit-address reminder to those missing, the organiser's one over-headcount note,
 * the kit addresses deleted after the event, and one reminder each with two servers racing.
 */

const origin = "https://www.rallyroom.test";
const secret = "attendee-notices-test-secret-0123456789abcdef";
const link = { origin, secret, uidDomain: "www.rallyroom.test" };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Monday 1 March 2027, 07:00 in New York: three weeks before the events.
const now = new Date("2027-03-01T12:00:00Z");
const feud = eventActivity("lightning-feud");
if (!feud) throw new Error("lightning-feud is in the catalogue");
const activity = feud;

type Runtime = ReturnType<typeof createRuntime>;
const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

interface Person {
  name: string;
  email: string;
  response?: "invited" | "coming" | "not_coming";
  timeZone?: string;
  unsubscribed?: boolean;
  /** false: added to the list, never sent an invitation. */
  invited?: boolean;
}

const crew: Person[] = [
  { name: "Ada Lovelace", email: "ada@initech.example" },
  { name: "Bea Berlin", email: "bea@initech.example", response: "coming", timeZone: "Europe/Berlin" },
  { name: "Cy Declined", email: "cy@initech.example", response: "not_coming" },
  { name: "Di Unsub", email: "di@initech.example", unsubscribed: true },
  { name: "Ed Uninvited", email: "ed@initech.example", invited: false },
];
const told = ["ada@initech.example", "bea@initech.example"];

const hostOf = (database: Database) => eventHost(database.db, activity.id);

async function anEvent(database: Database, start: number, input: Partial<SeedEvent> = {}) {
  const host = await hostOf(database);
  return seedEvent(database.db, { hostId: host.id, start: new Date(start), createdAt: now, ...input });
}

async function invite(database: Database, orderId: string, people: readonly Person[] = crew) {
  return database.db
    .insert(eventAttendees)
    .values(
      people.map((person) => ({
        orderId,
        name: person.name,
        email: person.email,
        response: person.response ?? "invited",
        timeZone: person.timeZone ?? null,
        unsubscribedAt: person.unsubscribed ? now : null,
        invitedAt: person.invited === false ? null : now,
      })),
    )
    .returning();
}

const sent = (database: Database, kind: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));

const recipients = async (database: Database, kind: string) =>
  (await sent(database, kind)).map((row) => row.to).sort();

function parseIcs(content: string | undefined) {
  if (!content) throw new Error("no calendar part");
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    start: (vevent.getFirstPropertyValue("dtstart") as unknown as { toJSDate(): Date }).toJSDate().getTime(),
  };
}

/** Two free starts of the activity, on different days three weeks ahead. */
async function twoStarts(rt: Runtime): Promise<[number, number]> {
  const on = async (date: string) =>
    (await rt.events.slots(activity, [], { from: date, days: 1, timeZone: "America/New_York", now })).map(
      (slot) => slot.start,
    );
  const [first] = await on("2027-03-22");
  const [second] = (await on("2027-03-24")).slice(2);
  if (first === undefined || second === undefined) throw new Error("no free starts");
  return [first, second];
}

describeEachDatabase("attendee notices", (get) => {
  it("queues the 24-hour and 1-hour reminders once each, never to those who declined or unsubscribed", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    const id = await anEvent(database, start);
    const invoiced = await anEvent(database, start + 2 * HOUR, { status: "invoiced" });
    const cancelled = await anEvent(database, start + 4 * HOUR, { status: "cancelled" });
    await invite(database, id);
    await invite(database, invoiced, [{ name: "Ivy Invoice", email: "ivy@initech.example" }]);
    await invite(database, cancelled, [{ name: "Cal Cancel", email: "cal@initech.example" }]);

    // Three weeks ahead nothing is due.
    expect((await rt.attendees.sendDueNotices(now)).reminders).toBe(0);
    // 23 hours before, twice: one reminder each, the cancelled event's attendee none.
    const dayBefore = new Date(start - 23 * HOUR);
    expect((await rt.attendees.sendDueNotices(dayBefore)).reminders).toBe(2);
    expect((await rt.attendees.sendDueNotices(dayBefore)).reminders).toBe(0);
    expect(await recipients(database, "attendee_reminder")).toEqual(told);
    // Two hours before: the 24-hour one is sent, the 1-hour one not yet due.
    expect((await rt.attendees.sendDueNotices(new Date(start - 2 * HOUR))).reminders).toBe(0);
    const hourBefore = new Date(start - 50 * MINUTE);
    expect((await rt.attendees.sendDueNotices(hourBefore)).reminders).toBe(2);
    expect((await rt.attendees.sendDueNotices(hourBefore)).reminders).toBe(0);
    // The invoiced event's own 24-hour reminder (it starts two hours later).
    await rt.attendees.sendDueNotices(new Date(start + 2 * HOUR - 20 * HOUR));
    const mails = await sent(database, "attendee_reminder");
    expect(mails.map((row) => row.to).sort()).toEqual([...told, ...told, "ivy@initech.example"].sort());
    const [first, , last] = mails;
    expect(first?.subject).toBe(`Reminder: ${activity.title} starts in 23 hours`);
    expect(last?.subject).toBe(`Reminder: ${activity.title} starts in 50 minutes`);
    expect(mails.some((row) => row.to === "cal@initech.example")).toBe(false);

    // Bea's zone first, then the organiser's; an unsubscribe link; the organiser by name only.
    const bea = mails.find((row) => row.to === "bea@initech.example");
    expect(bea?.text).toContain(`Your time: ${rangeIn("Europe/Berlin", start, start + HOUR)}`);
    expect(bea?.text).toContain(`Organiser's time: ${rangeIn("America/New_York", start, start + HOUR)}`);
    expect(bea?.text).toContain("Pat Buyer (Initech) invited you");
    expect(bea?.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.rallyroom\.test\/attend\/.+\/unsubscribe\?key=/,
    );
    expect(bea?.text).toContain("To prepare:");
    // The footer says why an attendee gets it, not marketing's "you asked for it".
    expect(bea?.text).toContain(
      "You receive this because Pat Buyer (Initech) invited you to a Rallyroom event; unsubscribing stops email about this event only.",
    );
    expect(bea?.text).not.toContain("you asked Rallyroom for it");
    // The latest message is each attendee's last_message_id; the others have none.
    const rows = await database.db.select().from(eventAttendees).where(eq(eventAttendees.orderId, id));
    for (const row of rows) {
      const latest = mails.filter((mail) => mail.to === row.email).at(-1);
      expect(row.lastMessageId).toBe(latest?.id ?? null);
    }
  });

  it("sends only the nearest reminder still of use when the job was down", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    await invite(database, await anEvent(database, start));
    // Found 2 hours before (the job down for a day): the 24-hour reminder is past its use.
    expect((await rt.attendees.sendDueNotices(new Date(start - 2 * HOUR))).reminders).toBe(0);
    // 30 minutes before: the 1-hour reminder only, saying the time actually left.
    expect((await rt.attendees.sendDueNotices(new Date(start - 30 * MINUTE))).reminders).toBe(2);
    const mails = await sent(database, "attendee_reminder");
    expect(mails.map((row) => row.subject)).toEqual([
      `Reminder: ${activity.title} starts in 30 minutes`,
      `Reminder: ${activity.title} starts in 30 minutes`,
    ]);
    // After the start nothing more.
    expect((await rt.attendees.sendDueNotices(new Date(start + MINUTE))).reminders).toBe(0);
  });

  it("sends each attendee the new time with the same calendar entry after a reschedule, and the reminders again", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const [start, moveTo] = await twoStarts(rt);
    const id = await anEvent(database, start);
    const people = await invite(database, id);
    const before = await findEvent(database.db, id);
    if (!before) throw new Error("no event");
    // The invitation Ada's calendar holds (helper A's email attaches this .ics).
    const ada = people.find((row) => row.email === "ada@initech.example");
    if (!ada) throw new Error("no Ada");
    const original = parseIcs(attendeeInvitation(eventMail(link, before), ada, "page", "REQUEST").content);
    // The 24-hour reminder for the old start was sent.
    expect((await rt.attendees.sendDueNotices(new Date(start - 23 * HOUR))).reminders).toBe(2);

    const moved = await rt.events.reschedule(id, eventKey(id, secret), moveTo, now);
    if (!moved.ok) throw new Error(moved.error);
    const updates = await sent(database, "attendee_moved");
    expect(updates.map((row) => row.to).sort()).toEqual(told);
    const update = updates.find((row) => row.to === "ada@initech.example");
    const ics = parseIcs(update?.icalEvent?.content);
    expect(ics).toMatchObject({ method: "REQUEST", uid: original.uid, start: moveTo });
    expect(ics.sequence).toBeGreaterThan(original.sequence);
    expect(ics.sequence).toBe(moved.event.sequence);
    expect(update?.text).toContain(rangeIn("America/New_York", moveTo, moved.event.end));
    const bea = updates.find((row) => row.to === "bea@initech.example");
    expect(parseIcs(bea?.icalEvent?.content).uid).not.toBe(original.uid);
    expect(bea?.text).toContain(`Your time: ${rangeIn("Europe/Berlin", moveTo, moved.event.end)}`);
    const [adaRow] = await database.db.select().from(eventAttendees).where(eq(eventAttendees.id, ada.id));
    expect(adaRow?.lastMessageId).toBe(update?.id);

    // The old start's claim does not block the new start's reminder.
    expect((await rt.attendees.sendDueNotices(new Date(moveTo - 23 * HOUR))).reminders).toBe(2);
    expect((await rt.attendees.sendDueNotices(new Date(moveTo - 22 * HOUR))).reminders).toBe(0);
    expect(await recipients(database, "attendee_reminder")).toEqual([...told, ...told].sort());
  });

  it("sends one calendar cancellation each when the buyer cancels, and no reminder after", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    // Invoiced and unpaid: nothing to refund, so no payment provider is involved.
    const id = await anEvent(database, start, { status: "invoiced" });
    const people = await invite(database, id);
    const result = await rt.events.cancel(id, eventKey(id, secret), { reason: null, by: "buyer" }, now);
    if (!result.ok) throw new Error(result.error);
    const notes = await sent(database, "attendee_cancelled");
    expect(notes.map((row) => row.to).sort()).toEqual(told);
    for (const note of notes) {
      const ics = parseIcs(note.icalEvent?.content);
      const person = people.find((row) => row.email === note.to);
      expect(ics).toMatchObject({ method: "CANCEL", uid: `attendee-${person?.id}@www.rallyroom.test` });
      expect(ics.sequence).toBe(result.event.sequence);
      expect(note.text).not.toMatch(/refund|\$/i);
    }
    expect((await rt.attendees.sendDueNotices(new Date(start - 23 * HOUR))).reminders).toBe(0);
  });

  it("tells attendees of a withdrawn invoice, and none of a staff bulk cancel (silent)", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    // Booked 8 days ago by invoice, the deposit never paid: past its deadline.
    const withdrawn = await anEvent(database, start, {
      status: "invoiced",
      createdAt: new Date(now.getTime() - 8 * DAY),
      email: "late@initech.example",
    });
    await invite(database, withdrawn);
    expect(await rt.events.admin.withdrawUnpaidInvoices(now)).toBe(1);
    expect(await recipients(database, "attendee_cancelled")).toEqual(told);

    const flooded = await anEvent(database, start + DAY, { status: "invoiced", email: "flood@spam.example" });
    await invite(database, flooded, [{ name: "Fay Flood", email: "fay@spam.example" }]);
    const bulk = await rt.events.admin.cancelMany({ email: "flood@spam.example" }, { reason: "flood", now });
    expect(bulk.cancelled).toBe(1);
    expect(await recipients(database, "attendee_cancelled")).toEqual(told);
  });

  it("reminds only those without a kit address, once, from the set days before the deadline", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    const id = await anEvent(database, start, { addOns: ["kits"] });
    const plain = await anEvent(database, start + 2 * HOUR);
    const people = await invite(database, id, [
      ...crew,
      { name: "Flo Filed", email: "flo@initech.example", response: "coming" },
    ]);
    await invite(database, plain, [{ name: "Gus Nokit", email: "gus@initech.example" }]);
    const flo = people.find((row) => row.email === "flo@initech.example");
    if (!flo) throw new Error("no Flo");
    await database.db.insert(eventKitAddresses).values({
      attendeeId: flo.id,
      recipient: "Flo Filed",
      line1: "1 Main St",
      city: "Austin",
      country: "US",
      phone: "+15125550142",
    });
    const deadline = kitAddressDeadline(start, "America/New_York");
    const { reminderDaysBefore } = site.attendees.kits;
    // Before the window: nothing.
    expect(
      (await rt.attendees.sendDueNotices(new Date(deadline - (reminderDaysBefore + 1) * DAY))).kitReminders,
    ).toBe(0);
    const inWindow = new Date(deadline - (reminderDaysBefore - 1) * DAY);
    expect((await rt.attendees.sendDueNotices(inWindow)).kitReminders).toBe(2);
    expect((await rt.attendees.sendDueNotices(inWindow)).kitReminders).toBe(0);
    expect(await recipients(database, "attendee_kit_reminder")).toEqual(told);
    const bea = (await sent(database, "attendee_kit_reminder")).find(
      (row) => row.to === "bea@initech.example",
    );
    // Bea's deadline in her own zone: the end of the day in New York is the next morning in Berlin.
    expect(bea?.text).toContain("Europe/Berlin");
    expect(bea?.text).toContain("5:59 AM");
    expect(bea?.headers["List-Unsubscribe"]).toBeDefined();
  });

  it("emails the organiser once when more said yes than were booked, only before the headcount cut-off", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const start = Date.parse("2027-03-22T14:00:00Z");
    const over = await anEvent(database, start, { headcount: 2 });
    const fine = await anEvent(database, start + 2 * HOUR, { headcount: 3, email: "fine@initech.example" });
    const late = await anEvent(database, start - 4 * HOUR, { headcount: 2, email: "late@initech.example" });
    const yes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `Yes ${i}`,
        email: `yes${i}@initech.example`,
        response: "coming" as const,
      }));
    await invite(database, over, yes(3));
    await invite(database, fine, yes(3));
    await invite(database, late, yes(3));
    // At this run the late event is inside its last 72 hours, past the headcount cut-off.
    const runAt = new Date(start - 4 * HOUR - 71 * HOUR);
    expect((await rt.attendees.sendDueNotices(runAt)).overHeadcount).toBe(1);
    expect((await rt.attendees.sendDueNotices(runAt)).overHeadcount).toBe(0);
    expect((await rt.attendees.sendDueNotices(new Date(runAt.getTime() + HOUR))).overHeadcount).toBe(0);
    const [note, ...others] = await sent(database, "event_over_headcount");
    expect(others).toHaveLength(0);
    expect(note?.to).toBe("pat@initech.example");
    expect(note?.subject).toBe(`3 said yes to your ${activity.title}, booked for 2 people`);
    expect(note?.text).toContain(`/events/${over}?key=${eventKey(over, secret)}`);
    expect(note?.headers["List-Unsubscribe"]).toBeUndefined();
  });

  it("deletes kit addresses the set days after the event, and a cancelled event's at once", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const { keepDaysAfter } = site.attendees.kits;
    const oldEnd = now.getTime() - (keepDaysAfter + 1) * DAY;
    const old = await anEvent(database, oldEnd - HOUR, { addOns: ["kits"], status: "completed" });
    const recent = await anEvent(database, now.getTime() - 10 * DAY, {
      addOns: ["kits"],
      status: "completed",
    });
    const cancelled = await anEvent(database, now.getTime() + 20 * DAY, {
      addOns: ["kits"],
      status: "cancelled",
    });
    const live = await anEvent(database, now.getTime() + 20 * DAY + 2 * HOUR, { addOns: ["kits"] });
    const ids: Record<string, string> = {};
    for (const [name, orderId] of Object.entries({ old, recent, cancelled, live })) {
      const [row] = await invite(database, orderId, [{ name, email: `${name}@initech.example` }]);
      if (!row) throw new Error("no attendee");
      ids[name] = row.id;
      await database.db.insert(eventKitAddresses).values({
        attendeeId: row.id,
        recipient: name,
        line1: "1 Main St",
        city: "Austin",
        country: "US",
        phone: "+15125550142",
      });
    }
    expect((await rt.attendees.sendDueNotices(now)).kitAddressesDeleted).toBe(2);
    const left = (await database.db.select().from(eventKitAddresses)).map((row) => row.attendeeId).sort();
    expect(left).toEqual([ids.recent, ids.live].sort());
    expect((await rt.attendees.sendDueNotices(now)).kitAddressesDeleted).toBe(0);
  });
});

// PGlite runs one query at a time, so only PostgreSQL can show two servers racing.
describe.runIf(drivers.includes("postgres"))("attendee notices on two servers [postgres]", () => {
  it("queues exactly one reminder per attendee per kind with two servers running the job at once", async () => {
    const empty = await emptyPostgresDatabase();
    const one = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    const two = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    try {
      const servers = [runtimeOf(one), runtimeOf(two)];
      const start = Date.parse("2027-03-22T14:00:00Z");
      const events = [
        await anEvent(one, start),
        await anEvent(one, start + 2 * HOUR, { status: "invoiced" }),
        await anEvent(one, start + 4 * HOUR, { addOns: ["kits"] }),
      ];
      for (const [index, id] of events.entries()) {
        await invite(
          one,
          id,
          Array.from({ length: 40 }, (_, i) => ({
            name: `Player ${i}`,
            email: `p${index}-${i}@initech.example`,
          })),
        );
      }
      // 20 rounds, both servers at once each round: eight about 20 hours before the three
      // starts, then four inside each event's last hour.
      const times = [
        ...Array.from({ length: 8 }, (_, i) => start - 19 * HOUR + i * MINUTE),
        ...[0, 2, 4].flatMap((hours) =>
          Array.from({ length: 4 }, (_, i) => start + hours * HOUR - 50 * MINUTE + i * MINUTE),
        ),
      ];
      expect(times).toHaveLength(20);
      for (const at of times) {
        await Promise.all(servers.map((rt) => rt.attendees.sendDueNotices(new Date(at))));
      }
      const mails = await one.db
        .select({ to: emailOutbox.to, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "attendee_reminder"));
      // Per attendee: one 24-hour and one 1-hour reminder, never two of a kind.
      expect(mails).toHaveLength(3 * 40 * 2);
      const perAttendee = new Map<string, string[]>();
      for (const mail of mails) perAttendee.set(mail.to, [...(perAttendee.get(mail.to) ?? []), mail.subject]);
      expect(perAttendee.size).toBe(120);
      for (const subjects of perAttendee.values()) {
        expect(subjects).toHaveLength(2);
        expect(subjects.filter((subject) => subject.endsWith("minutes"))).toHaveLength(1);
      }
      const claims = await one.db
        .select()
        .from(eventNotices)
        .where(and(eq(eventNotices.kind, "reminder-24h")));
      expect(claims).toHaveLength(3);
    } finally {
      await one.close();
      await two.close();
      await empty.drop();
    }
  }, 120_000);
});
