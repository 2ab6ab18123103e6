import { and, asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import {
  accountSessions,
  accountSignInLinks,
  emailOutbox,
  eventOrders,
  quotes,
  workspaceMembers,
} from "~/server/db/schema.server";
import { createRuntime, type Runtime } from "~/server/runtime.server";
import { sha256 } from "~/server/services/crypto.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { findEvent } from "~/server/services/events/view.server";
import { rolesOn } from "~/server/services/workspace/access.server";
import { historyOf } from "~/server/services/workspace/history.server";
import { workspaceJob } from "~/server/services/workspace/service.server";
import { signInLinkLimit } from "~/server/services/workspace/sign-in.server";
import { describeEachDatabase } from "../support/db";
import { eventHost, invoiceCheckout, seedEvent } from "../support/events";

/**
 * The organiser's workspace (issue 43) on each database: one-time sign-in links (hashed, single
 * use, 15 minutes, the same answer for any address, counted per address), claiming what an
 * address booked and a browser quoted, roles on events and workspaces, the last organiser, the
 * billing contact, and the history of every change.
 */

const origin = "https://www.rallyroom.test";
const secret = "workspace-test-secret-0123456789abcdef0123";
const booked = new Date("2027-03-01T12:00:00Z");
const start = Date.parse("2027-03-22T14:00:00Z");
const buyer = "pat@initech.example";
const finance = "fin@initech.example";
const stranger = "eve@other.example";
const activity = eventActivity("lightning-feud");
if (!activity) throw new Error("lightning-feud is in the catalogue");

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

const mailTo = (database: Database, to: string, kind: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.id));

const tokenIn = (text: string) => {
  const match = /\/account\/verify\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error("no sign-in link in the email");
  return match[1];
};

async function anEvent(database: Database, email = buyer) {
  const host = await eventHost(database.db, activity?.id);
  return seedEvent(database.db, { hostId: host.id, start: new Date(start), createdAt: booked, email });
}

async function signedIn(rt: Runtime, email: string) {
  await rt.workspace.members.claim(email, []);
}

describeEachDatabase("the organiser's workspace", (get) => {
  it("sends a single-use, hashed, 15-minute link only to an address with something here", async () => {
    const database = get();
    const rt = runtimeOf(database);
    await anEvent(database);

    expect(await rt.workspace.links.request(stranger, null, booked)).toEqual({ ok: true, email: stranger });
    expect(await rt.workspace.links.request(" PAT@Initech.example ", null, booked)).toEqual({
      ok: true,
      email: buyer,
    });
    expect(await database.db.select().from(accountSignInLinks)).toHaveLength(1);
    expect(await mailTo(database, stranger, "account_sign_in")).toHaveLength(0);
    const [mail] = await mailTo(database, buyer, "account_sign_in");
    const token = tokenIn(mail?.text ?? "");
    const [stored] = await database.db.select().from(accountSignInLinks);
    expect(stored?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(booked.getTime() + 15 * 60_000);

    const later = new Date(booked.getTime() + 14 * 60_000);
    expect(await rt.workspace.links.peek(token, later)).toBe(buyer);
    expect(await rt.workspace.links.consume(token, later)).toEqual({ email: buyer });
    expect(await rt.workspace.links.consume(token, later)).toBeNull();

    await rt.workspace.links.request(buyer, null, booked);
    const [, second] = await mailTo(database, buyer, "account_sign_in");
    const lapsed = new Date(booked.getTime() + 15 * 60_000 + 1);
    expect(await rt.workspace.links.consume(tokenIn(second?.text ?? ""), lapsed)).toBeNull();

    const refused = await rt.workspace.links.request("not an address", null, booked);
    expect(refused).toMatchObject({ ok: false, status: 422, field: "email" });
  });

  it("a used sign-in link proves the mailbox: the address's unproven events may send their invoices", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const host = await eventHost(database.db, activity?.id);
    const seed = { hostId: host.id, createdAt: booked, email: buyer, emailConfirmed: false };
    const first = await seedEvent(database.db, { ...seed, start: new Date(start) });
    const second = await seedEvent(database.db, { ...seed, start: new Date(start + 2 * 86_400_000) });
    expect((await findEvent(database.db, first))?.emailConfirmedAt).toBeNull();
    await rt.workspace.links.request(buyer, null, booked);
    const [mail] = await mailTo(database, buyer, "account_sign_in");
    const later = new Date(booked.getTime() + 60_000);
    expect(await rt.workspace.links.consume(tokenIn(mail?.text ?? ""), later)).toEqual({ email: buyer });
    for (const id of [first, second]) {
      expect((await findEvent(database.db, id))?.emailConfirmedAt).toBe(later.getTime());
    }
  });

  it("counts links per address typed, known or not, and answers alike past the count", async () => {
    const database = get();
    const rt = runtimeOf(database);
    await anEvent(database);
    for (const email of [buyer, stranger]) {
      for (let i = 0; i < signInLinkLimit.limit; i++) {
        expect((await rt.workspace.links.request(email, null, booked)).ok).toBe(true);
      }
      expect(await rt.workspace.links.request(email, null, booked)).toMatchObject({
        ok: false,
        status: 429,
        field: "email",
      });
    }
    expect(await mailTo(database, buyer, "account_sign_in")).toHaveLength(signInLinkLimit.limit);
  });

  it("claims the address's events and this browser's quotes into one workspace, once", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    const quote = await rt.quotes.create(
      { activity_slug: "lightning-feud", est_headcount: "25", contact_email: "someone@initech.example" },
      "browser-hash-1",
    );
    if (!quote.ok) throw new Error("quote");
    // The event, the quote it was bought on, and the quote made in this browser.
    expect(await rt.workspace.members.claim(buyer, ["browser-hash-1"])).toBe(3);
    expect(await rt.workspace.members.claim(buyer, ["browser-hash-1"])).toBe(0);
    const [order] = await database.db.select().from(eventOrders).where(eq(eventOrders.id, id));
    const [member] = await database.db.select().from(workspaceMembers);
    expect(member).toMatchObject({ email: buyer, role: "organiser", workspaceId: order?.workspaceId });
    const [claimed] = await database.db.select().from(quotes).where(eq(quotes.id, quote.quote.id));
    expect(claimed?.workspaceId).toBe(order?.workspaceId);
    const overview = await rt.workspace.overview(buyer, booked);
    expect(overview.upcoming.map((event) => event.id)).toEqual([id]);
    expect(overview.quotes.map((row) => row.id)).toEqual([quote.quote.id]);
    expect(overview.workspaces).toEqual([{ id: order?.workspaceId, name: "Initech", role: "organiser" }]);
  });

  it("gives a finance colleague the event's money and a viewer only the event; strangers nothing", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    await signedIn(rt, buyer);
    const viewer = "view@initech.example";
    expect(
      await rt.workspace.members.invite(
        buyer,
        { eventId: id },
        { email: finance, role: "finance", scope: "event" },
        booked,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await rt.workspace.members.invite(
        buyer,
        { eventId: id },
        { email: viewer, role: "viewer", scope: "workspace" },
        booked,
      ),
    ).toMatchObject({ ok: true });
    expect(await mailTo(database, finance, "account_invite")).toHaveLength(1);
    expect(await rolesOn(database.db, finance, id)).toEqual(["finance"]);
    expect(await rolesOn(database.db, viewer, id)).toEqual(["viewer"]);

    const financeView = await rt.workspace.event(finance, id, booked);
    expect(financeView?.event.documents.length).toBeGreaterThan(0);
    expect(financeView?.event.billing).not.toBeNull();
    expect(financeView?.event.manage).toBeNull();
    const viewerView = await rt.workspace.event(viewer, id, booked);
    expect(viewerView?.event).toMatchObject({ documents: [], billing: null, manage: null, total: null });
    expect(await rt.workspace.document(viewer, id, "receipt.pdf")).toBeNull();
    expect(await rt.workspace.document(finance, id, "receipt.pdf")).toMatchObject({ kind: "receipt" });

    expect(await rt.workspace.event(stranger, id, booked)).toBeNull();
    expect(await rt.workspace.document(stranger, id, "receipt.pdf")).toBeNull();
    expect(await rt.workspace.pay(stranger, id, "INV-000001")).toMatchObject({ ok: false, status: 404 });
    expect(
      await rt.workspace.setBilling(stranger, id, { billingName: "E", billingEmail: stranger }),
    ).toMatchObject({ status: 404 });
    expect(
      await rt.workspace.members.invite(
        stranger,
        { eventId: id },
        { email: stranger, role: "organiser", scope: "event" },
      ),
    ).toMatchObject({ status: 404 });
    expect(await rt.workspace.members.remove(stranger, { eventId: id }, finance)).toMatchObject({
      status: 404,
    });
    expect(await rt.workspace.overview(stranger, booked)).toMatchObject({
      upcoming: [],
      past: [],
      quotes: [],
      due: [],
    });
    // Finance and viewers do not invite.
    expect(
      await rt.workspace.members.invite(
        finance,
        { eventId: id },
        { email: stranger, role: "organiser", scope: "event" },
      ),
    ).toMatchObject({ status: 403 });
    expect(
      await rt.workspace.setBilling(viewer, id, { billingName: "V", billingEmail: viewer }),
    ).toMatchObject({ status: 403 });
  });

  it("keeps the last organiser, and writes every change to the event's history", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database);
    await signedIn(rt, buyer);
    const event = await findEvent(database.db, id);
    const workspaceId = event?.workspaceId ?? "";
    expect(await rt.workspace.members.remove(buyer, { workspaceId }, buyer)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await rt.workspace.members.invite(
        buyer,
        { workspaceId },
        { email: buyer, role: "viewer", scope: "workspace" },
      ),
    ).toMatchObject({ ok: false, status: 409 });
    await rt.workspace.members.invite(
      buyer,
      { workspaceId },
      { email: "co@initech.example", role: "organiser", scope: "workspace" },
    );
    expect(await rt.workspace.members.remove(buyer, { workspaceId }, buyer)).toMatchObject({ ok: true });
    expect(await rt.workspace.event(buyer, id)).toBeNull();
    const history = await historyOf(database.db, id);
    expect(history.map((entry) => [entry.actor, entry.what])).toEqual([
      [buyer, `${buyer} left (the workspace)`],
      [buyer, "Invited co@initech.example as organiser to every event of the workspace"],
      [buyer, "Added the event to the workspace at sign-in"],
    ]);
    // Each moment in the zone the page names, written on the server.
    const [latest] = await historyOf(database.db, id, "America/Chicago");
    expect(latest?.when).toBe(
      new Date(latest?.at ?? 0).toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "America/Chicago",
        timeZoneName: "short",
      }),
    );
    expect(latest?.when).toMatch(/ C[SD]T$/);
  });

  it("sends the open invoices to a new billing contact and names them on the next", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const slots = await rt.events.slots(activity, [], {
      from: "2027-03-22",
      days: 7,
      timeZone: "America/New_York",
      now: booked,
    });
    const answer = await rt.events.checkout(activity.id, invoiceCheckout(slots[0]?.start ?? start, buyer), {
      now: booked,
      ownerHash: "x",
    });
    if (!answer.ok) throw new Error(answer.error);
    await signedIn(rt, buyer);
    const invite = { email: finance, role: "finance", scope: "event" };
    expect(await rt.workspace.members.invite(buyer, { eventId: answer.id }, invite, booked)).toMatchObject({
      ok: true,
    });
    const bad = await rt.workspace.setBilling(finance, answer.id, {
      billingName: "",
      billingEmail: "nope",
      poNumber: "",
    });
    expect(bad).toMatchObject({ ok: false, status: 422 });
    expect(bad.ok ? null : bad.fieldErrors).toMatchObject({
      billingName: [expect.any(String)],
      billingEmail: [expect.any(String)],
    });
    const set = await rt.workspace.setBilling(
      finance,
      answer.id,
      {
        billingName: "Fin Ance",
        billingEmail: finance,
        poNumber: "PO-9",
      },
      booked,
    );
    expect(set).toMatchObject({ ok: true });
    const [sent] = await mailTo(database, finance, "invoice_issued");
    expect(sent?.subject).toMatch(/INV-000001/);
    const order = await findEvent(database.db, answer.id);
    expect(order).toMatchObject({ billingName: "Fin Ance", billingEmail: finance, poNumber: "PO-9" });
    const [latest] = await historyOf(database.db, answer.id);
    expect(latest).toMatchObject({
      actor: finance,
      what: `Set the billing contact to Fin Ance <${finance}> and the PO number to PO-9`,
    });
    const due = (await rt.workspace.overview(finance, booked)).due;
    expect(due.map((item) => item.printed)).toEqual(["INV-000001"]);
  });

  it("prunes links a day past their lapse or their use, and the hourly job runs", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const now = new Date("2027-03-10T00:00:00Z");
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await database.db.insert(accountSignInLinks).values([
      { tokenHash: "lapsed-two-days", email: buyer, createdAt: ago(49), expiresAt: ago(48) },
      { tokenHash: "lapsed-an-hour", email: buyer, createdAt: ago(2), expiresAt: ago(1) },
      { tokenHash: "used-two-days", email: buyer, createdAt: ago(49), expiresAt: ago(-1), usedAt: ago(48) },
      { tokenHash: "used-an-hour", email: buyer, createdAt: ago(2), expiresAt: ago(-1), usedAt: ago(1) },
    ]);
    await rt.workspace.links.prune(now);
    const left = await database.db.select({ hash: accountSignInLinks.tokenHash }).from(accountSignInLinks);
    expect(left.map((row) => row.hash).sort()).toEqual(["lapsed-an-hour", "used-an-hour"]);
    // The job as the server runs it, on today's clock: no error, and nothing of 2027 goes.
    await workspaceJob(rt.workspace).run();
    expect(await database.db.select().from(accountSignInLinks)).toHaveLength(2);
  });

  it("ends one session, or every session of an address", async () => {
    const database = get();
    const { sessions } = runtimeOf(database).workspace;
    const one = await sessions.create({ email: buyer, csrf: "a" });
    const two = await sessions.create({ email: buyer, csrf: "b" });
    const other = await sessions.create({ email: finance, csrf: "c" });
    expect(await sessions.read(one)).toEqual({ email: buyer, csrf: "a" });
    const [row] = await database.db.select().from(accountSessions).where(eq(accountSessions.email, finance));
    expect(row?.idHash).toBe(sha256(other));
    await sessions.remove(one);
    expect(await sessions.read(one)).toBeNull();
    expect(await sessions.read(two)).not.toBeNull();
    expect(await sessions.removeAllOf(buyer)).toBe(1);
    expect(await sessions.read(two)).toBeNull();
    expect(await sessions.read(other)).not.toBeNull();
  });
});
