import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, it } from "vitest";
import { messages } from "~/domain/leads";
import { unbookableMessages } from "~/domain/scheduling";
import { unsafeTextMessage } from "~/domain/text-safety";
import { EXCLUSION_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookingHosts, bookings, emailOutbox, leads, staffUsers } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { HOST_OVERLAP_CONSTRAINT } from "~/server/services/booking/availability.server";
import { bookingKey } from "~/server/services/booking/links.server";
import { describeEachDatabase } from "../support/db";
import { bookingRequest } from "../support/leads";

const origin = "https://www.rallyroom.test";
const secret = "booking-test-secret-0123456789abcdef";

// Monday 2 March 2026, 07:00 in New York; the team calendar works 9:00–17:00 on weekdays.
const now = new Date("2026-03-02T12:00:00Z");
const tuesday9 = "2026-03-03T14:00:00Z"; // 9:00 EST
const at = (iso: string, minutes = 0) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace(".000", "");

const attribution = {
  utm_source: "linkedin",
  utm_medium: "paid",
  utm_campaign: "people-leaders",
  utm_term: null,
  utm_content: null,
  referrer: "https://www.linkedin.com/",
  landing_path: "/pricing",
};

const request = (overrides: Record<string, unknown> = {}) => bookingRequest(tuesday9, overrides);

type Runtime = ReturnType<typeof createRuntime>;
/** Tuesday 3 March's free starts of one meeting type, as seen from `timeZone` at `now`. */
const tuesdaySlots = (
  rt: Runtime,
  type: Parameters<Runtime["bookings"]["slots"]>[0]["type"],
  timeZone: string,
) => rt.bookings.slots({ type, from: "2026-03-03", days: 1, timeZone, now });

/** The constraint a write broke with this SQLSTATE, or null when the write went through. */
async function refusal(write: Promise<unknown>, sqlState: string): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    return violatedConstraint(error, sqlState) ?? `another error: ${String(error)}`;
  }
}

function parseIcs(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), vevent };
}

describeEachDatabase("native booking", (get) => {
  // The booking limits have their own tests (booking-limits.test.ts): here one mailbox books often.
  const runtimeOf = () => createRuntime(get(), { origin, cookieSecret: secret, bookingLimits: null });

  it("offers the seeded team calendar's hours out of the box", async () => {
    const rt = runtimeOf();
    const hosts = await get().db.select().from(bookingHosts);
    // The team calendar takes meetings; each host profile's calendar takes only its activities' events.
    expect(hosts.filter((host) => host.meetings)).toEqual([
      expect.objectContaining({ name: "Rallyroom team", staffId: null, weeklyHours: null, active: true }),
    ]);
    expect(
      hosts
        .filter((host) => !host.meetings)
        .map((host) => host.email)
        .sort(),
    ).toEqual(["clara", "daniel", "mei", "rafael", "samuel"].map((name) => `${name}@rallyroom.example`));
    const slots = await tuesdaySlots(rt, "intro", "America/New_York");
    expect(slots).toHaveLength(32);
    expect(new Date(slots[0]?.start ?? 0).toISOString()).toBe("2026-03-03T14:00:00.000Z");
    const demo = await tuesdaySlots(rt, "demo", "Asia/Kolkata");
    expect(demo.length).toBeGreaterThan(0);
  });

  it("books a call: the booking, its lead with attribution, the visitor's invite and the host's notice, in one go", async () => {
    const rt = runtimeOf();
    const result = await rt.bookings.book(request(), { now, attribution });
    if (!result.ok) throw new Error(result.error);
    expect(result.manageUrl).toBe(`${origin}/booking/${result.id}?key=${bookingKey(result.id, secret)}`);
    expect(new Date(result.start).toISOString()).toBe("2026-03-03T14:00:00.000Z");
    expect(result.end - result.start).toBe(15 * 60_000);

    const [booking] = await get().db.select().from(bookings);
    expect(booking).toMatchObject({
      id: result.id,
      type: "intro",
      status: "confirmed",
      email: "dana@acme.example",
      company: "Acme",
      teamSize: "13-30",
      visitorTimeZone: "Europe/Berlin",
      sequence: 0,
      reminderQueuedAt: null,
    });
    expect(booking?.blockedUntil.toISOString()).toBe("2026-03-03T14:25:00.000Z");

    const [lead] = await get().db.select().from(leads);
    expect(lead).toMatchObject({
      id: booking?.leadId,
      kind: "booking",
      source: "scheduler_intro",
      email: "dana@acme.example",
      name: "Dana O'Neil",
      company: "Acme",
      utmSource: "linkedin",
      utmCampaign: "people-leaders",
      referrer: "https://www.linkedin.com/",
      landingPath: "/pricing",
    });
    expect(lead?.fields).toMatchObject({
      booking_id: result.id,
      meeting: "intro",
      start: "2026-03-03T14:00:00Z",
    });

    const mail = await get().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => [row.kind, row.to])).toEqual([
      ["booking_confirmation", "dana@acme.example"],
      ["booking_host", "team@rallyroom.example"],
    ]);
    const confirmation = mail[0];
    expect(confirmation?.text).toContain("Tuesday, March 3, 2026, 3:00 – 3:15 PM (Europe/Berlin (UTC+1))");
    expect(confirmation?.text).toContain("Tuesday, March 3, 2026, 9:00 – 9:15 AM (America/New York (UTC-5))");
    expect(confirmation?.text).toContain(result.manageUrl);
    expect(confirmation?.icalEvent?.method).toBe("REQUEST");
    const ics = parseIcs(confirmation?.icalEvent?.content ?? "");
    expect(ics.method).toBe("REQUEST");
    expect(ics.event.uid).toBe(`booking-${result.id}@www.rallyroom.test`);
    expect(ics.event.sequence).toBe(0);
    expect(ics.event.startDate.toJSDate().toISOString()).toBe("2026-03-03T14:00:00.000Z");
    expect(mail[1]?.headers).toEqual({ "Reply-To": "dana@acme.example" });
    expect(mail[1]?.text).toContain("Three offices, one party.");
  });

  it("never double-books a host: the same time, an overlapping one and one inside the buffer are refused with 409", async () => {
    const rt = runtimeOf();
    expect((await rt.bookings.book(request(), { now })).ok).toBe(true);
    const again = await rt.bookings.book(request({ email: "lee@other.example" }), { now });
    expect(again).toMatchObject({ ok: false, status: 409, error: unbookableMessages.taken });
    // 9:15 starts inside the first meeting's 10-minute buffer (9:15–9:25).
    const buffered = await rt.bookings.book(request({ start: at(tuesday9, 15) }), { now });
    expect(buffered).toMatchObject({ ok: false, status: 409 });
    // 8:45 does not exist (hours start at 9); 9:30 is clear of meeting and buffer.
    expect((await rt.bookings.book(request({ start: at(tuesday9, 30) }), { now })).ok).toBe(true);
    const slots = await tuesdaySlots(rt, "intro", "America/New_York");
    const starts = slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16));
    // 9:00 holds until 9:25 and 9:30 until 9:55: the first free start is 10:00 (15:00Z).
    expect(starts.slice(0, 2)).toEqual(["15:00", "15:15"]);
    // A 30-minute demo at 10:00 fits.
    expect((await rt.bookings.book(request({ type: "demo", start: at(tuesday9, 60) }), { now })).ok).toBe(
      true,
    );
    expect(await get().db.$count(bookings)).toBe(3);
  });

  it("the database itself refuses a live booking overlapping one of the same host, written past the service", async () => {
    const rt = runtimeOf();
    const booked = await rt.bookings.book(request(), { now });
    if (!booked.ok) throw new Error(booked.error);
    const [first] = await get().db.select().from(bookings);
    if (!first) throw new Error("no booking");
    const { id: _id, leadId: _lead, ...fields } = first;
    // A copy of the 9:00 booking at another start (15 minutes long, 10 more of buffer), written
    // straight to the table: no lock, no calendar check.
    const copy = (minutes: number, status: typeof first.status = "confirmed") =>
      get()
        .db.insert(bookings)
        .values({
          ...fields,
          email: `copy-${minutes}-${status}@other.example`,
          status,
          startsAt: new Date(Date.parse(tuesday9) + minutes * 60_000),
          endsAt: new Date(Date.parse(tuesday9) + (minutes + 15) * 60_000),
          blockedUntil: new Date(Date.parse(tuesday9) + (minutes + 25) * 60_000),
        })
        .returning({ id: bookings.id });
    const overlap = HOST_OVERLAP_CONSTRAINT;
    expect(await refusal(copy(0), EXCLUSION_VIOLATION)).toBe(overlap);
    // 9:15 starts inside the first meeting's buffer; 8:40 runs into it with its own.
    expect(await refusal(copy(15), EXCLUSION_VIOLATION)).toBe(overlap);
    expect(await refusal(copy(-20), EXCLUSION_VIOLATION)).toBe(overlap);
    expect(await refusal(copy(0, "pending"), EXCLUSION_VIOLATION)).toBe(overlap);
    // Touching ranges, other hosts' time and bookings that hold no time are no overlap.
    expect(await refusal(copy(25), EXCLUSION_VIOLATION)).toBeNull();
    expect(await refusal(copy(-25), EXCLUSION_VIOLATION)).toBeNull();
    expect(await refusal(copy(0, "expired"), EXCLUSION_VIOLATION)).toBeNull();
    const [cancelled] = await copy(5, "cancelled");
    // Reviving a cancelled booking whose time has since been taken is refused as well.
    const revive = get()
      .db.update(bookings)
      .set({ status: "confirmed" })
      .where(eq(bookings.id, cancelled?.id ?? ""));
    expect(await refusal(revive, EXCLUSION_VIOLATION)).toBe(overlap);
    // An empty or backwards range would slip past the constraint: the check refuses it.
    const backwards = get()
      .db.update(bookings)
      .set({ blockedUntil: first.startsAt })
      .where(eq(bookings.id, first.id));
    expect(await refusal(backwards, "23514")).toBe("bookings_time_order");
    const live = await get().db.select().from(bookings).where(eq(bookings.status, "confirmed"));
    expect(live.map((row) => row.startsAt.toISOString()).sort()).toEqual(
      [at(tuesday9, -25), tuesday9, at(tuesday9, 25)].map((iso) => new Date(iso).toISOString()),
    );
  });

  it("refuses times in the past, inside the notice, outside the hours and off the grid with a clear 409", async () => {
    const rt = runtimeOf();
    const cases: [string, string][] = [
      ["2026-03-01T14:00:00Z", unbookableMessages.past],
      ["2026-03-02T13:00:00Z", unbookableMessages.notice],
      ["2026-03-07T15:00:00Z", unbookableMessages.hours],
      ["2026-03-03T14:05:00Z", unbookableMessages.hours],
      ["2026-08-03T14:00:00Z", unbookableMessages.horizon],
    ];
    for (const [start, error] of cases) {
      expect(await rt.bookings.book(request({ start }), { now }), start).toMatchObject({
        ok: false,
        status: 409,
        error,
      });
    }
    expect(await get().db.$count(bookings)).toBe(0);
    expect(await get().db.$count(leads)).toBe(0);
  });

  it("answers invalid fields with 422 field errors (work email, control characters), a honeypot with 400, storing nothing", async () => {
    const rt = runtimeOf();
    const invalid = await rt.bookings.book(
      request({
        email: "dana@gmail.com",
        name: "Dana\u0000",
        company: "Acme\uDC00",
        timeZone: "Nowhere/Else",
      }),
      { now },
    );
    expect(invalid).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        email: [messages.workEmail],
        name: [unsafeTextMessage],
        company: [unsafeTextMessage],
        timeZone: ["Choose your time zone"],
      },
    });
    expect(await rt.bookings.book(request({ website: "http://spam.example" }), { now })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await rt.bookings.book(request({ type: "demo", game: "no-such-game" }), { now })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await get().db.$count(bookings)).toBe(0);
    expect(await get().db.$count(emailOutbox)).toBe(0);
  });

  it("reschedules with the same invitation UID and a higher SEQUENCE, freeing the old time", async () => {
    const rt = runtimeOf();
    const booked = await rt.bookings.book(request(), { now });
    if (!booked.ok) throw new Error(booked.error);
    const moved = await rt.bookings.reschedule(booked.id, Date.parse(at(tuesday9, 120)), { now });
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.booking.sequence).toBe(1);
    expect(new Date(moved.booking.start).toISOString()).toBe("2026-03-03T16:00:00.000Z");
    const [visitorMail] = await get()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_rescheduled"));
    const ics = parseIcs(visitorMail?.icalEvent?.content ?? "");
    expect(ics.method).toBe("REQUEST");
    expect(ics.event.uid).toBe(`booking-${booked.id}@www.rallyroom.test`);
    expect(ics.event.sequence).toBe(1);
    expect(ics.event.startDate.toJSDate().toISOString()).toBe("2026-03-03T16:00:00.000Z");
    // The old time is free again; the new one is not.
    expect((await rt.bookings.book(request({ email: "lee@other.example" }), { now })).ok).toBe(true);
    expect(
      await rt.bookings.book(request({ email: "mo@other.example", start: at(tuesday9, 120) }), { now }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await rt.bookings.reschedule(booked.id, Date.parse("2026-03-07T15:00:00Z"), { now }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("cancels with METHOD:CANCEL and the next SEQUENCE, frees the time, and refuses a second cancel", async () => {
    const rt = runtimeOf();
    const booked = await rt.bookings.book(request(), { now });
    if (!booked.ok) throw new Error(booked.error);
    const cancelled = await rt.bookings.cancel(booked.id, { by: "staff", reason: "Host is ill", now });
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 1 } });
    const [mail] = await get().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_cancelled"));
    expect(mail?.text).toContain("Reason: Host is ill");
    const ics = parseIcs(mail?.icalEvent?.content ?? "");
    expect(ics.method).toBe("CANCEL");
    expect(ics.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(ics.event.sequence).toBe(1);
    expect(await rt.bookings.cancel(booked.id, { by: "visitor", reason: null, now })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await rt.bookings.book(request({ email: "lee@other.example" }), { now })).ok).toBe(true);
  });

  it("queues each 24-hour reminder exactly once, and none for a booking made within 24 hours", async () => {
    const rt = runtimeOf();
    const far = await rt.bookings.book(request({ start: "2026-03-05T14:00:00Z" }), { now });
    const near = await rt.bookings.book(request({ start: "2026-03-02T20:00:00Z" }), { now });
    expect(far.ok && near.ok).toBe(true);
    expect(await rt.bookings.queueDueReminders(new Date("2026-03-03T12:00:00Z"))).toBe(0);
    const due = new Date("2026-03-04T14:30:00Z");
    const [first, second] = await Promise.all([
      rt.bookings.queueDueReminders(due),
      rt.bookings.queueDueReminders(due),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await rt.bookings.queueDueReminders(new Date("2026-03-05T10:00:00Z"))).toBe(0);
    const reminders = await get()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_reminder"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain("tomorrow");
  });

  it("assigns each booking to a free host; slots are the union of the hosts' hours and days off", async () => {
    const rt = runtimeOf();
    const [staff] = await get()
      .db.insert(staffUsers)
      .values({ email: "ana@rallyroom.example", passwordHash: "x" })
      .returning();
    if (!staff) throw new Error("no staff");
    const ana = await rt.bookings.hosts.ensureForStaff(staff);
    expect(ana.active).toBe(false);
    await rt.bookings.hosts.update(ana.id, {
      name: "Ana",
      email: "ana@rallyroom.example",
      timeZone: "Europe/Lisbon",
      weeklyHours: {
        mon: [],
        tue: [{ start: "18:00", end: "20:00" }],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      videoUrl: "https://meet.example/ana",
      active: true,
    });
    // Lisbon 18:00 WET = 13:00 New York: after Ana joins, Tuesday has 13:00–14:45 twice over.
    const first = await rt.bookings.book(request({ start: "2026-03-03T18:00:00Z" }), { now });
    const second = await rt.bookings.book(
      request({ start: "2026-03-03T18:00:00Z", email: "lee@other.example" }),
      { now },
    );
    const third = await rt.bookings.book(
      request({ start: "2026-03-03T18:00:00Z", email: "mo@other.example" }),
      { now },
    );
    expect(first.ok && second.ok).toBe(true);
    expect(third).toMatchObject({ ok: false, status: 409 });
    const hostsOfSlot = await get().db.select({ host: bookings.hostId }).from(bookings);
    expect(new Set(hostsOfSlot.map((row) => row.host)).size).toBe(2);
    // On Ana's day off only the team calendar takes the same time.
    await rt.bookings.hosts.setDaysOff(ana.id, ["2026-03-10"]);
    const dayOff = (email: string) =>
      rt.bookings.book(request({ start: "2026-03-10T18:00:00Z", email }), { now });
    expect((await dayOff("a@one.example")).ok).toBe(true);
    expect(await dayOff("b@two.example")).toMatchObject({ ok: false, status: 409 });
    // A week later Ana works again: two hosts, two bookings.
    const back = (email: string) =>
      rt.bookings.book(request({ start: "2026-03-17T18:00:00Z", email }), { now });
    expect((await back("a@one.example")).ok && (await back("b@two.example")).ok).toBe(true);
  });

  it("records held and no-show only once a meeting has started", async () => {
    const rt = runtimeOf();
    const booked = await rt.bookings.book(request(), { now });
    if (!booked.ok) throw new Error(booked.error);
    expect(await rt.bookings.setOutcome(booked.id, "held", now)).toMatchObject({ ok: false, status: 409 });
    const after = new Date("2026-03-03T14:20:00Z");
    expect(await rt.bookings.setOutcome(booked.id, "no_show", after)).toMatchObject({
      ok: true,
      booking: { status: "no_show" },
    });
    expect(await rt.bookings.cancel(booked.id, { by: "staff", reason: "late", now: after })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("counts calls booked in the funnel", async () => {
    const rt = runtimeOf();
    const slots = await rt.bookings.slots({
      type: "demo",
      from: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      days: 7,
      timeZone: "America/New_York",
    });
    const [slot] = slots;
    if (!slot) throw new Error("no slot");
    const booked = await rt.bookings.book(
      request({ type: "demo", start: new Date(slot.start).toISOString() }),
    );
    expect(booked.ok).toBe(true);
    const funnel = await rt.funnel.weekly(12);
    expect(funnel.weeks.reduce((sum, week) => sum + week.callsBooked, 0)).toBe(1);
    expect(funnel.sources).toContain("scheduler_demo");
  });

  it("finds a booking only with its own key", async () => {
    const rt = runtimeOf();
    const booked = await rt.bookings.book(request(), { now });
    if (!booked.ok) throw new Error(booked.error);
    expect((await rt.bookings.findWithKey(booked.id, booked.paths.key))?.id).toBe(booked.id);
    expect(await rt.bookings.findWithKey(booked.id, "wrong")).toBeNull();
    expect(
      await rt.bookings.findWithKey(booked.id, bookingKey(booked.id, "another secret of the same length!")),
    ).toBeNull();
    expect(await rt.bookings.findWithKey("not-a-uuid", booked.paths.key)).toBeNull();
  });
});
