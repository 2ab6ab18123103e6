import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { site } from "~/config/site";
import { bookings, emailOutbox, eventAttendees } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { proofMessages } from "~/server/services/attendees/proof.server";
import { emailCodeFor } from "~/server/services/booking-limits.server";
import { eventKey } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { firstHostId, seedEvent } from "../support/events";

/**
 * Invitations are a relay (issue 41, point 8): an event booked by invoice from an address nobody
 * proved sends none until its booker types the code emailed to that address; a paid deposit or
 * an address proven before is enough, and the code's tries are the checkout's.
 */

const origin = "https://www.rallyroom.test";
const secret = "attendee-proof-test-secret-0123456789abcdef";
const DAY = 24 * 60 * 60_000;
const now = new Date();

describeEachDatabase("proof of the booker's mailbox before invitations", (get) => {
  it("holds invitations from an unproven, unpaid event until the emailed code is typed", async () => {
    const database = get();
    const { attendees } = createRuntime(database, { origin, cookieSecret: secret });
    const email = "stranger@unproven.example";
    const id = await seedEvent(database.db, {
      hostId: await firstHostId(database.db),
      start: new Date(now.getTime() + 30 * DAY),
      status: "invoiced",
      email,
      emailConfirmed: false,
    });
    const key = eventKey(id, secret);
    const list = "Ada Lovelace, ada@victims.example";

    expect((await attendees.listForOrganiser(id, key))?.proofNeeded).toBe(true);
    expect(await attendees.invite(id, key, { pasted: list })).toMatchObject({
      ok: false,
      status: 403,
      error: proofMessages.needed,
    });
    expect(await database.db.$count(eventAttendees)).toBe(0);

    // The code goes to the booking's own address, naming nothing typed but that address.
    expect(await attendees.sendProofCode(id, key, now)).toEqual({ ok: true });
    const [code] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "email_code"));
    expect(code?.to).toBe(email);
    const typed = emailCodeFor(secret, email, now, site.events.limits.codeMinutes);
    expect(code?.subject).toBe(`${typed} is your Rallyroom confirmation code`);
    // Asking again and again is limited per event.
    await attendees.sendProofCode(id, key, now);
    await attendees.sendProofCode(id, key, now);
    expect(await attendees.sendProofCode(id, key, now)).toMatchObject({ ok: false, status: 429 });

    const wrong = typed === "000000" ? "111111" : "000000";
    expect(await attendees.prove(id, key, wrong, now)).toMatchObject({
      ok: false,
      status: 422,
      field: "code",
    });
    expect(await attendees.prove(id, key, "12ab", now)).toMatchObject({ ok: false, status: 422 });
    expect(await attendees.prove(id, "wrong-key", typed, now)).toMatchObject({ ok: false, status: 404 });
    expect(await attendees.prove(id, key, ` ${typed.slice(0, 3)} ${typed.slice(3)} `, now)).toEqual({
      ok: true,
    });
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking?.emailConfirmedAt).not.toBeNull();

    expect((await attendees.listForOrganiser(id, key))?.proofNeeded).toBe(false);
    expect(await attendees.invite(id, key, { pasted: list })).toMatchObject({ ok: true, invited: 1 });
  });

  it("lets a paid event or a proven address invite at once, and counts wrong codes with the checkout's", async () => {
    const database = get();
    const { attendees } = createRuntime(database, { origin, cookieSecret: secret });
    const hostId = await firstHostId(database.db);
    const paid = await seedEvent(database.db, {
      hostId,
      start: new Date(now.getTime() + 30 * DAY),
      status: "paid",
      email: "payer@unproven.example",
      emailConfirmed: false,
    });
    expect((await attendees.listForOrganiser(paid, eventKey(paid, secret)))?.proofNeeded).toBe(false);
    const proven = await seedEvent(database.db, {
      hostId,
      start: new Date(now.getTime() + 40 * DAY),
      status: "invoiced",
      email: "known@proven.example",
    });
    expect(
      await attendees.invite(proven, eventKey(proven, secret), { pasted: "Bo Ray, bo@proven.example" }),
    ).toMatchObject({ ok: true, invited: 1 });

    const guessing = await seedEvent(database.db, {
      hostId,
      start: new Date(now.getTime() + 50 * DAY),
      status: "invoiced",
      email: "guess@unproven.example",
      emailConfirmed: false,
    });
    const key = eventKey(guessing, secret);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await attendees.prove(guessing, key, String(100000 + i), now)).ok);
    expect(answers.every((ok) => ok === false)).toBe(true);
    const typed = emailCodeFor(secret, "guess@unproven.example", now, site.events.limits.codeMinutes);
    expect(await attendees.prove(guessing, key, typed, now)).toMatchObject({
      ok: false,
      status: 429,
      error: proofMessages.tries,
    });
  });
});
