import { asc, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ratingClaims } from "~/content/rating-claims";
import { CLOSE_AFTER_END_MINUTES } from "~/domain/closing";
import { surveyMessages } from "~/domain/survey";
import { requestInfoContext } from "~/lib/request-info";
import { action as surveyAction, loader as surveyLoader } from "~/routes/survey";
import { type Database, openDatabase } from "~/server/db/client.server";
import { emailOutbox, eventAttendees, eventOrders, eventSurveys } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { completeDueEvents } from "~/server/services/closing/statement.server";
import { eventKey } from "~/server/services/events/view.server";
import { cachedSiteRating, siteRating } from "~/server/services/ratings.server";
import { surveyKey } from "~/server/services/surveys/survey.server";
import { describeEachDatabase, drivers, emptyPostgresDatabase, migrationsFolder } from "../support/db";
import { eventHost, type SeedEvent, seedEvent } from "../support/events";

/**
 * The survey after an event (issue 42, points 1, 2, 3, 5 and 6): sent an hour after the end to
 * each attendee who joined and to the organiser, once, never for a cancelled event, once each
 * with two servers racing; answered once through its signed page (a second post counts nothing
 * and says so, a wrong key is a 404, bad input names its field and stores nothing); the recap's
 * figures; and a comment on the activity page only with consent and approval.
 */

const held = vi.hoisted(() => ({ runtime: undefined as ReturnType<typeof createRuntime> | undefined }));
vi.mock("~/server/runtime.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/server/runtime.server")>();
  return {
    ...actual,
    runtime: () => {
      if (!held.runtime) throw new Error("The test has not made its runtime yet.");
      return held.runtime;
    },
  };
});

const origin = "https://www.rallyroom.test";
const secret = "surveys-test-secret-0123456789abcdef";
const MINUTE = 60_000;
const start = new Date("2027-03-22T14:00:00Z");
const end = start.getTime() + 60 * MINUTE;
/** When the closing job completes the event: an hour after its end. */
const closeAt = new Date(end + CLOSE_AFTER_END_MINUTES * MINUTE);

type Runtime = ReturnType<typeof createRuntime>;

/**
 * The closing job's two steps this file is about, as `closing.runDue` runs them: events an hour
 * past their end are completed, then their surveys sent (the invoice step between is its own tests').
 */
async function closeDue(rt: Runtime, now: Date) {
  const completed = await completeDueEvents(rt.database.db, now);
  return { completed: completed.length, surveys: await rt.surveys.sendDue(now) };
}

const runtimeOf = (database: Database) =>
  (held.runtime = createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null }));

async function anEvent(database: Database, input: Partial<SeedEvent> = {}) {
  const host = await eventHost(database.db);
  return seedEvent(database.db, {
    hostId: host.id,
    start,
    createdAt: new Date("2027-03-01T12:00:00Z"),
    ...input,
  });
}

interface Person {
  name: string;
  email: string;
  joined?: boolean;
  unsubscribed?: boolean;
}

const crew: Person[] = [
  { name: "Dana Lovelace", email: "dana@initech.example", joined: true },
  { name: "Bea Berlin", email: "bea@initech.example", joined: true },
  { name: "Cy Absent", email: "cy@initech.example" },
  { name: "Di Unsub", email: "di@initech.example", joined: true, unsubscribed: true },
];

async function invite(database: Database, orderId: string, people: readonly Person[] = crew) {
  const at = new Date("2027-03-10T12:00:00Z");
  return database.db
    .insert(eventAttendees)
    .values(
      people.map((person) => ({
        orderId,
        name: person.name,
        email: person.email,
        response: "coming" as const,
        invitedAt: at,
        firstJoinedAt: person.joined ? new Date(start.getTime() + 2 * MINUTE) : null,
        unsubscribedAt: person.unsubscribed ? at : null,
      })),
    )
    .returning();
}

const surveyMails = (database: Database) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.kind, ["survey_attendee", "survey_organiser"]))
    .orderBy(asc(emailOutbox.to));

/** The survey link in an email's text. */
function linkIn(text: string): { id: string; key: string } {
  const match = text.match(/\/survey\/([0-9a-f-]{36})\?key=([\w-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no survey link in: ${text}`);
  return { id: match[1], key: match[2] };
}

function context() {
  const ctx = new RouterContextProvider();
  ctx.set(requestInfoContext, { clientIp: "203.0.113.9" });
  return ctx;
}

type Answer = { data: Record<string, unknown>; init: { status: number } | null };

/** Calls the page's loader or action as React Router does; what it answered or threw (a 303 is a Response). */
async function call(kind: "get" | "post", id: string, key: string, fields: Record<string, string> = {}) {
  const url = `${origin}/survey/${id}?key=${encodeURIComponent(key)}`;
  const request =
    kind === "get"
      ? new Request(url)
      : new Request(url, { method: "POST", body: new URLSearchParams({ key, ...fields }) });
  try {
    const args = { request, params: { id }, context: context() } as never;
    return (await (kind === "get" ? surveyLoader(args) : surveyAction(args))) as unknown as Answer;
  } catch (error) {
    if (error instanceof Response)
      return { data: { redirect: error.headers.get("Location") }, init: { status: error.status } };
    return error as Answer;
  }
}

const rows = (database: Database, orderId: string) =>
  database.db.select().from(eventSurveys).where(eq(eventSurveys.orderId, orderId));

describeEachDatabase("the survey after an event", (get) => {
  it("goes an hour after the end to each attendee who joined and to the organiser, once; a cancelled event gets none", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    const cancelled = await anEvent(database, {
      status: "cancelled",
      start: new Date(start.getTime() + 3 * 60 * MINUTE),
    });
    await invite(database, id);
    await invite(database, cancelled, [{ name: "Cal Cancel", email: "cal@initech.example", joined: true }]);

    // Half an hour after the end: not completed, nothing sent.
    expect(await closeDue(rt, new Date(end + 30 * MINUTE))).toEqual({ completed: 0, surveys: 0 });
    // An hour after: completed, three surveys (two who joined, the organiser).
    expect(await closeDue(rt, closeAt)).toEqual({ completed: 1, surveys: 3 });
    // Again, and a day later (the cancelled event's end long past): nothing more.
    expect(await closeDue(rt, closeAt)).toEqual({ completed: 0, surveys: 0 });
    expect((await closeDue(rt, new Date(closeAt.getTime() + 24 * 60 * MINUTE))).surveys).toBe(0);
    // The closing job itself runs the step: nothing more to send.
    expect(await rt.closing.runDue(new Date(closeAt.getTime() + 25 * 60 * MINUTE))).toMatchObject({
      completed: 0,
      surveys: 0,
    });

    const mails = await surveyMails(database);
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([
      ["bea@initech.example", "survey_attendee"],
      ["dana@initech.example", "survey_attendee"],
      ["pat@initech.example", "survey_organiser"],
    ]);
    // No recap written yet: the organiser is not promised a host's note that is not there.
    const pat = mails.find((mail) => mail.to === "pat@initech.example");
    expect(pat?.text).toContain(
      "your host's note and the winners are added there once the host writes them.",
    );
    // Each attendee's email carries their one-click unsubscribe; each link is signed for its survey.
    const dana = mails.find((mail) => mail.to === "dana@initech.example");
    expect(dana?.headers["List-Unsubscribe"]).toContain("/attend/");
    for (const mail of mails) {
      const link = linkIn(mail.text);
      expect(link.key).toBe(surveyKey(link.id, secret));
    }
    expect(await rows(database, id)).toHaveLength(3);
    expect(await rows(database, cancelled)).toHaveLength(0);
    const [order] = await database.db.select().from(eventOrders).where(eq(eventOrders.id, cancelled));
    expect(order?.status).toBe("cancelled");
  });

  it("takes one answer per link: a second post changes nothing and says so; GET and wrong keys change nothing", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    await invite(database, id);
    await closeDue(rt, closeAt);
    const mails = await surveyMails(database);
    const dana = linkIn(mails.find((mail) => mail.to === "dana@initech.example")?.text ?? "");

    // The page opens (a GET, as a link scanner's) and stores nothing.
    const page = await call("get", dana.id, dana.key);
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data).toMatchObject({ organiser: false, answer: null, activity: "Lightning Feud" });
    // A wrong key, another survey's key, a malformed id: 404, as an unknown survey.
    expect((await call("get", dana.id, "forged")).init?.status).toBe(404);
    expect((await call("get", dana.id, eventKey(id, secret))).init?.status).toBe(404);
    expect((await call("post", "not-an-id", dana.key, { rating: "5" })).init?.status).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("get", unknown, surveyKey(unknown, secret))).init?.status).toBe(404);

    // Bad input names its field and stores nothing.
    for (const rating of ["0", "6", "4.5", "five", ""]) {
      const refused = await call("post", dana.id, dana.key, { rating, comment: "Great" });
      expect(refused.init?.status, rating).toBe(422);
      expect(refused.data.error, rating).toBe(surveyMessages.rating);
      expect(refused.data.error).toContain("Your rating");
    }
    const long = await call("post", dana.id, dana.key, { rating: "4", comment: "x".repeat(1001) });
    expect(long.init?.status).toBe(422);
    expect(String(long.data.error)).toBe("Comment must be at most 1000 characters");
    const control = await call("post", dana.id, dana.key, { rating: "4", comment: "bell\u0007" });
    expect(String(control.data.error)).toMatch(/^Comment: Remove the invisible control characters/);
    expect((await rows(database, id)).filter((row) => row.answeredAt !== null)).toHaveLength(0);

    // The answer, then the same link again with another rating: counted once, the first kept.
    const first = await call("post", dana.id, dana.key, {
      rating: "5",
      comment: " Loved it! ",
      consent: "on",
    });
    expect(first.init?.status).toBe(303);
    const again = await call("post", dana.id, dana.key, { rating: "1" });
    expect(again.init?.status ?? 200).toBe(200);
    expect(again.data).toMatchObject({ already: true, error: surveyMessages.already });
    expect(surveyMessages.already).toBe("Thanks, we already have your answer.");
    const answered = (await rows(database, id)).filter((row) => row.answeredAt !== null);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ rating: 5, comment: "Loved it!", consent: true, review: "pending" });
    expect(await siteRating(database.db)).toMatchObject({ count: 1, average: 5, satisfiedPercent: 100 });

    // The organiser's survey offers no consent: a posted "on" is not kept.
    const pat = linkIn(mails.find((mail) => mail.to === "pat@initech.example")?.text ?? "");
    expect((await call("get", pat.id, pat.key)).data).toMatchObject({ organiser: true });
    await call("post", pat.id, pat.key, { rating: "4", comment: "Team loved it", consent: "on" });
    const organiser = (await rows(database, id)).find((row) => row.attendeeId === null);
    expect(organiser).toMatchObject({ rating: 4, consent: false });
  });

  it("gives the organiser's recap the statement's figures and the ratings, and shows only approved, consented comments", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, { company: "Acme Robotics", headcount: 24, addOns: ["kits"] });
    await invite(database, id);
    await closeDue(rt, closeAt);
    const mails = await surveyMails(database);
    const link = (to: string) => linkIn(mails.find((mail) => mail.to === to)?.text ?? "");
    const [dana, bea, pat] = ["dana@initech.example", "bea@initech.example", "pat@initech.example"].map(link);
    if (!dana || !bea || !pat) throw new Error("three surveys");
    await call("post", dana.id, dana.key, {
      rating: "5",
      comment: "Best hour of the quarter.",
      consent: "on",
    });
    await call("post", bea.id, bea.key, { rating: "3", comment: "Bea Berlin's private note" });
    await call("post", pat.id, pat.key, { rating: "4" });

    expect(
      await rt.surveys.saveRecap(id, { note: "What a final round!", winners: "Team Rocket" }, closeAt),
    ).toEqual({
      ok: true,
    });
    expect((await rt.surveys.saveRecap(id, { note: "bell\u0007", winners: "" }, closeAt)).ok).toBe(false);
    // The event as the page reads it after staff saved the recap.
    const event = await rt.events.find(id, eventKey(id, secret));
    if (!event) throw new Error("the event");
    const recap = await rt.surveys.recapOf(event);
    expect(recap).toEqual({
      booked: 24,
      joined: 3,
      attended: 3,
      ratings: { count: 3, average: 4, organiser: 4 },
      note: "What a final round!",
      winners: "Team Rocket",
      bookAgainHref: "/activities/lightning-feud/book?headcount=24&addOns=kits",
    });

    // Staff see only Dana's comment (Bea gave no consent; the organiser is never quoted).
    const listed = await rt.surveys.reviews.list();
    expect(listed.map((row) => row.byline)).toEqual(["Dana · A."]);
    // Nothing on the page before approval; Bea's comment can never be approved.
    expect(await rt.surveys.reviews.approvedFor("lightning-feud")).toEqual([]);
    const beaRow = (await rows(database, id)).find((row) => row.comment?.startsWith("Bea"));
    expect(await rt.surveys.reviews.review(beaRow?.id, "approved")).toBe(false);
    expect(await rt.surveys.reviews.review(listed[0]?.id, "maybe")).toBe(false);
    expect(await rt.surveys.reviews.review(listed[0]?.id, "approved")).toBe(true);
    const shown = await rt.surveys.reviews.approvedFor("lightning-feud");
    expect(shown).toEqual([
      { id: listed[0]?.id, author: "Dana · A.", rating: 5, comment: "Best hour of the quarter." },
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Lovelace|@|Bea/);
    expect(await rt.surveys.reviews.approvedFor("tiny-campfire")).toEqual([]);
    // Rejected: off the page again.
    expect(await rt.surveys.reviews.review(listed[0]?.id, "rejected")).toBe(true);
    expect(await rt.surveys.reviews.approvedFor("lightning-feud")).toEqual([]);
  });

  it("offers a new event of the same organiser the last list, imported by the one attendee import", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const last = await anEvent(database);
    await invite(database, last);
    await closeDue(rt, closeAt);
    const now = new Date(closeAt.getTime() + 24 * 60 * MINUTE);
    const later = new Date(start.getTime() + 10 * 24 * 60 * MINUTE);
    const next = await anEvent(database, { start: later, email: "PAT@initech.example", headcount: 10 });
    const stranger = await anEvent(database, {
      start: new Date(later.getTime() + 3 * 60 * MINUTE),
      email: "eve@evil.example",
    });
    const unproven = await anEvent(database, {
      start: new Date(later.getTime() + 6 * 60 * MINUTE),
      emailConfirmed: false,
    });
    const view = async (id: string) => {
      const event = await rt.events.find(id, eventKey(id, secret));
      if (!event) throw new Error("the event");
      return event;
    };
    const offered = await rt.surveys.previousList(await view(next));
    expect(offered?.id).toBe(last);
    // Everyone invited last time but Di, who unsubscribed.
    expect(offered?.people.map((person) => person.email).sort()).toEqual([
      "bea@initech.example",
      "cy@initech.example",
      "dana@initech.example",
    ]);
    expect(await rt.surveys.previousList(await view(stranger))).toBeNull();
    expect(await rt.surveys.previousList(await view(unproven))).toBeNull();
    expect(await rt.surveys.previousList(await view(last))).toBeNull();

    const key = eventKey(next, secret);
    const pasted = await rt.surveys.previousPasted(await view(next));
    expect(await rt.attendees.invite(next, key, { pasted }, now)).toMatchObject({ ok: true, invited: 3 });
    // Again: all three are on the list already, skipped by the import's own rule.
    const again = await rt.attendees.invite(next, key, { pasted }, now);
    expect(again).toMatchObject({ ok: true, invited: 0 });
    expect(again.ok && again.skipped).toHaveLength(3);
    const invited = await database.db.select().from(eventAttendees).where(eq(eventAttendees.orderId, next));
    expect(invited.map((row) => row.name).sort()).toEqual(["Bea Berlin", "Cy Absent", "Dana Lovelace"]);
  });

  it("states the computed rating once enough surveys are answered, read through a cache of minutes", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    const people = Array.from({ length: 30 }, (_, n) => ({
      name: `Player ${n}`,
      email: `p${n}@initech.example`,
      joined: true,
    }));
    await invite(database, id, people);
    await closeDue(rt, closeAt);
    const t0 = Date.parse("2027-03-23T09:00:00Z");
    const before = await cachedSiteRating(database.db, t0);
    expect(before).toMatchObject({ count: 0, average: null });
    expect(ratingClaims(before).source).toBe("sourced");
    // 31 answers: 20 fives and 11 fours.
    const surveys = await rows(database, id);
    for (const [n, survey] of surveys.entries()) {
      await database.db
        .update(eventSurveys)
        .set({ rating: n < 20 ? 5 : 4, answeredAt: new Date(closeAt.getTime() + n * MINUTE) })
        .where(eq(eventSurveys.id, survey.id));
    }
    // Within the cache's minutes the pages still read the first figure; after them, the new one.
    expect((await cachedSiteRating(database.db, t0 + 60_000))?.count).toBe(0);
    const after = await cachedSiteRating(database.db, t0 + 6 * 60_000);
    expect(after).toMatchObject({ count: 31, average: 4.6, satisfiedPercent: 100 });
    expect(ratingClaims(after)).toMatchObject({
      source: "computed",
      full: "4.6/5 from 31 answers to our post-event survey, March 2027",
    });
  });
});

// PGlite runs one query at a time, so only PostgreSQL can show two servers racing.
describe.runIf(drivers.includes("postgres"))("the survey on two servers [postgres]", () => {
  it("sends each survey once with two servers running the closing job at once", async () => {
    const empty = await emptyPostgresDatabase();
    const one = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    const two = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    try {
      const servers = [one, two].map((database) =>
        createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null }),
      );
      const events = [];
      for (let i = 0; i < 3; i += 1) {
        const id = await anEvent(one, { start: new Date(start.getTime() + i * 2 * 60 * MINUTE) });
        await invite(
          one,
          id,
          Array.from({ length: 30 }, (_, n) => ({
            name: `Player ${n}`,
            email: `p${i}-${n}@initech.example`,
            joined: true,
          })),
        );
        events.push(id);
      }
      const late = new Date(closeAt.getTime() + 6 * 60 * MINUTE);
      for (let round = 0; round < 5; round += 1) {
        await Promise.all(servers.map((rt) => rt.closing.runDue(new Date(late.getTime() + round * MINUTE))));
      }
      const mails = await surveyMails(one);
      expect(mails).toHaveLength(3 * 31);
      expect(new Set(mails.map((mail) => mail.to)).size).toBe(3 * 30 + 1);
      expect(mails.filter((mail) => mail.kind === "survey_organiser")).toHaveLength(3);
      expect(await one.db.select().from(eventSurveys)).toHaveLength(3 * 31);
    } finally {
      await one.close();
      await two.close();
      await empty.drop();
    }
  });
});
