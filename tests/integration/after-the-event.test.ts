import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pricedActivity } from "~/content/activity-facts";
import { formatInvoiceNumber } from "~/domain/invoices";
import { priceEvent } from "~/domain/pricing";
import type { Database } from "~/server/db/client.server";
import { eventAttendees, eventSurveys, invoices } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { attendeeKey } from "~/server/services/attendees/model.server";
import { eventKey, findEvent } from "~/server/services/events/view.server";
import { siteRating } from "~/server/services/ratings.server";
import { surveyKey } from "~/server/services/surveys/survey.server";
import { describeEachDatabase } from "../support/db";
import { eventHost, seedEvent } from "../support/events";

/**
 * Issue 42's whole path on each database, through the services the pages call: a paid event
 * invites 12 people, 11 join by their links, the close completes it, one closing invoice bills
 * the 11 and is paid through the test checkout, the surveys are answered (a second answer counts
 * once), staff approve a comment and write the recap, and the rating counts the answers.
 */

const origin = "https://www.rallyroom.test";
const secret = "after-the-event-test-secret-0123456789abcdef";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const booked = new Date("2027-03-01T12:00:00Z");
const start = Date.parse("2027-03-22T14:00:00Z");
const end = start + HOUR;
const ten = priceEvent({ activity: pricedActivity("lightning-feud"), headcount: 10 });

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null, rateLimits: false });

describeEachDatabase("an event from its invitations to the site's rating", (get) => {
  it("invites, joins, closes, invoices once, takes the payment, surveys once and rates", async () => {
    const database = get();
    const { db } = database;
    const rt = runtimeOf(database);
    const host = await eventHost(db);
    const id = await seedEvent(db, {
      hostId: host.id,
      start: new Date(start),
      createdAt: booked,
      headcount: 10,
      totalCents: ten.totalCents,
      depositCents: ten.depositCents,
      videoUrl: "https://us02web.zoom.us/j/81234567890",
    });
    const key = eventKey(id, secret);

    // The organiser invites 12; 11 press their join link during the event.
    const pasted = Array.from(
      { length: 12 },
      (_, i) => `Player${i + 1} Test <player${i + 1}@initech.example>`,
    );
    const sent = await rt.attendees.invite(id, key, { pasted: pasted.join("\n") }, booked);
    expect(sent, JSON.stringify(sent)).toMatchObject({ ok: true });
    const people = await db.select().from(eventAttendees).where(eq(eventAttendees.orderId, id));
    expect(people).toHaveLength(12);
    const joiners = people
      .sort((a, b) => a.email.localeCompare(b.email, "en", { numeric: true }))
      .slice(0, 11);
    for (const person of joiners) {
      const joined = await rt.attendees.join(
        person.id,
        attendeeKey(person.id, secret),
        new Date(start + 3 * MINUTE),
      );
      expect(joined).toEqual({ redirect: "https://us02web.zoom.us/j/81234567890" });
    }

    // Closed an hour after the end; invoiced a day after; run again, nothing more.
    await rt.closing.runDue(new Date(end + HOUR));
    const invoiceDay = new Date(end + 26 * HOUR);
    await rt.closing.runDue(invoiceDay);
    await rt.closing.runDue(invoiceDay);
    const closing = await db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, id))
      .orderBy(asc(invoices.number));
    const closingInvoices = closing.filter((row) => row.kind === "closing");
    expect(closingInvoices).toHaveLength(1);
    const [invoice] = closingInvoices;
    const eleven = priceEvent({ activity: pricedActivity("lightning-feud"), headcount: 11 });
    expect(invoice).toMatchObject({ headcount: 11, totalCents: eleven.totalCents });
    expect(invoice?.amountDueCents).toBe(eleven.totalCents - ten.depositCents);

    // Paid by card through the test checkout: the invoice reads paid.
    const printed = formatInvoiceNumber(invoice?.number ?? 0);
    const pay = await rt.invoices.pay(id, key, printed);
    if (!pay.ok) throw new Error(`pay refused: ${JSON.stringify(pay)}`);
    const sessionId = /\/billing\/test-checkout\/(cs_rrtest_\w+)$/.exec(pay.url)?.[1] ?? "";
    const row = await rt.deposits.sessionWithQuote(sessionId);
    if (!row) throw new Error("the test session is stored");
    expect(row.session.amountCents).toBe(invoice?.amountDueCents);
    expect(await rt.deposits.completeTestSession(row.session, rt.events.onDepositPaid)).toBe(
      "already_accepted",
    );
    const event = await findEvent(db, id);
    if (!event) throw new Error("seeded");
    const page = await rt.invoices.pageOf(event, undefined, new Date(invoiceDay.getTime() + HOUR));
    expect(page.invoices.find((item) => item.printed === printed)?.status).toBe("paid");
    expect(event.paidCents).toBe(eleven.totalCents);

    // The surveys: the 11 who joined and the organiser, once each.
    const surveys = await db.select().from(eventSurveys).where(eq(eventSurveys.orderId, id));
    expect(surveys).toHaveLength(12);
    const answeredAt = new Date(end + 2 * HOUR);
    for (const [index, survey] of surveys.entries()) {
      const view = await rt.surveys.fromLink(survey.id, surveyKey(survey.id, secret));
      if (!view) throw new Error("the survey's own link opens it");
      const rating = index % 2 === 0 ? 5 : 4;
      const comment = view.attendee ? "The buzzer rounds got everyone talking." : null;
      expect(await rt.surveys.answer(view, { rating, comment, consent: true }, answeredAt)).toEqual({
        ok: true,
        recorded: true,
      });
      // A second answer through the same link counts once.
      expect(await rt.surveys.answer(view, { rating: 1, comment: null, consent: false }, answeredAt)).toEqual(
        {
          ok: true,
          recorded: false,
        },
      );
    }

    // Staff approve one comment and write the recap; the organiser sees it.
    const offered = await rt.surveys.reviews.list();
    expect(offered).toHaveLength(11);
    expect(await rt.surveys.reviews.review(offered[0]?.id, "approved", answeredAt)).toBe(true);
    const shown = await rt.surveys.reviews.approvedFor("lightning-feud");
    expect(shown).toHaveLength(1);
    expect(shown[0]?.author).toMatch(/^Player\d+ · I\.$/);
    expect(
      await rt.surveys.saveRecap(id, { note: "A loud, generous room.", winners: "Team Buzz" }, answeredAt),
    ).toMatchObject({
      ok: true,
    });
    const recap = await rt.surveys.recapOf((await findEvent(db, id)) ?? event);
    expect(recap).toMatchObject({
      booked: 10,
      joined: 11,
      note: "A loud, generous room.",
      winners: "Team Buzz",
    });
    expect(recap?.ratings.count).toBe(12);
    expect(recap?.ratings.average).toBe(4.5);

    // The site's rating is computed from these answers.
    const rating = await siteRating(db);
    expect(rating).toMatchObject({ count: 12, average: 4.5 });
  });
});
