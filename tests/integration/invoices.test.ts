import { asc, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { INVOICE_DAYS, OVERDUE_REMINDER_DAYS, priceClosing } from "~/domain/closing";
import { formatPrice } from "~/domain/pricing";
import type { Database } from "~/server/db/client.server";
import {
  documentCounters,
  emailOutbox,
  eventAttendees,
  eventCredits,
  eventOrders,
  eventPayments,
  invoices,
  paymentSessions,
} from "~/server/db/schema.server";
import { createRuntime, type Runtime } from "~/server/runtime.server";
import { correctAttendance } from "~/server/services/closing/statement.server";
import { depositDueAt, eventActivity } from "~/server/services/events/rules.server";
import { eventKey, findEvent } from "~/server/services/events/view.server";
import { reissueClosing } from "~/server/services/invoices/issue.server";
import { describeEachDatabase } from "../support/db";
import { eventHost, invoiceCheckout, type SeedEvent, seedEvent } from "../support/events";

/**
 * The invoices of events (issue 42): a numbered deposit invoice at booking (by invoice, due by
 * the policy's deadline; by card, already paid), the closing invoice the job issues a day after
 * the event is completed (once; never for a cancelled event), credits, credit notes and revisions,
 * the card payment of an open invoice, the emails and the reminders, all on one gapless sequence.
 */

const origin = "https://www.rallyroom.test";
const secret = "invoices-test-secret-0123456789abcdef0123";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const booked = new Date("2027-03-01T12:00:00Z");
const start = Date.parse("2027-03-22T14:00:00Z");
const end = start + HOUR;
const completedAt = new Date(end + 60 * MINUTE);
const invoicedAt = new Date(completedAt.getTime() + site.invoicing.closingDelayHours * HOUR);
const feud = eventActivity("lightning-feud");
if (!feud) throw new Error("lightning-feud is in the catalogue");
const activity = feud;

const runtimeOf = (database: Database) =>
  createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null });

async function anEvent(database: Database, at: number, input: Partial<SeedEvent> = {}) {
  const host = await eventHost(database.db, activity.id);
  return seedEvent(database.db, { hostId: host.id, start: new Date(at), createdAt: booked, ...input });
}

/** `joined` attendees who pressed their join link. */
async function joined(database: Database, orderId: string, count: number) {
  await database.db.insert(eventAttendees).values(
    Array.from({ length: count }, (_, index) => ({
      orderId,
      name: `Player ${index + 1}`,
      email: `player${index + 1}@initech.example`,
      response: "coming" as const,
      invitedAt: booked,
      firstJoinedAt: new Date(start + 5 * MINUTE),
    })),
  );
}

const invoicesOf = (database: Database, orderId: string) =>
  database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.number));

const closingPrice = (headcount: number, attended: number) =>
  priceClosing({
    activity,
    booked: headcount,
    attended,
    addOns: [],
    voucherUpgrade: null,
    start: new Date(start),
    pricedAt: booked,
    rushKits: 0,
  });

const mailOf = (database: Database, kind: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));

async function counter(database: Database): Promise<number> {
  const [row] = await database.db.select().from(documentCounters).where(eq(documentCounters.name, "invoice"));
  return row?.lastNumber ?? -1;
}

const checkout = (rt: Runtime, raw: Record<string, unknown>) =>
  rt.events.checkout(activity.id, raw, { now: booked, ownerHash: "invoices" });

/** The free starts of the event's week, as the checkout offers them at `booked`. */
const freeStarts = (rt: Runtime) =>
  rt.events.slots(activity, [], { from: "2027-03-22", days: 7, timeZone: "America/New_York", now: booked });

async function firstStart(rt: Runtime): Promise<number> {
  const first = (await freeStarts(rt))[0]?.start;
  if (!first) throw new Error("no free start");
  return first;
}

describeEachDatabase("events' invoices", (get) => {
  it("issues a numbered deposit invoice at an invoiced checkout; staff's mark-paid settles it", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(
      rt,
      invoiceCheckout(await firstStart(rt), "pat@initech.example", { poNumber: "PO-7781" }),
    );
    if (!answer.ok) throw new Error(answer.error);
    const event = await findEvent(database.db, answer.id);
    if (!event) throw new Error("booked");
    const [deposit, ...others] = await invoicesOf(database, answer.id);
    expect(others).toEqual([]);
    expect(deposit).toMatchObject({
      number: 1,
      kind: "deposit",
      revision: 1,
      totalCents: event.depositCents,
      amountDueCents: event.depositCents,
      billingName: "Avery Payables",
      billingEmail: "ap@initech.example",
      poNumber: "PO-7781",
      issuedAt: booked,
      dueAt: new Date(depositDueAt(event)),
    });
    expect(await counter(database)).toBe(1);
    const listed = await rt.invoices.adminOf(answer.id, booked);
    expect(listed[0]).toMatchObject({ printed: "INV-000001", status: "open", payable: true });

    expect((await rt.invoices.markPaid("INV-000001", booked)).ok).toBe(true);
    const payments = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.orderId, answer.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ invoiceId: deposit?.id, amountCents: event.depositCents });
    expect((await rt.invoices.adminOf(answer.id, booked))[0]?.status).toBe("paid");
    // Twice is refused, and nothing more is stored.
    expect(await rt.invoices.markPaid("INV-000001", booked)).toMatchObject({ ok: false, status: 409 });
    expect(await rt.invoices.markPaid("INV-12", booked)).toMatchObject({ ok: false, status: 404 });
    expect(await database.db.$count(eventPayments)).toBe(1);
  });

  it("issues a card checkout's deposit invoice already paid, the payment attributed to it", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(
      rt,
      invoiceCheckout(await firstStart(rt), "pat@initech.example", { payment: "card" }),
    );
    if (!answer.ok) throw new Error(answer.error);
    expect(await database.db.$count(invoices)).toBe(0);
    const [session] = await database.db.select().from(paymentSessions);
    if (!session) throw new Error("no session");
    expect(await rt.deposits.completeTestSession(session, rt.events.onDepositPaid)).toBe("accepted");
    const [deposit] = await invoicesOf(database, answer.id);
    expect(deposit).toMatchObject({
      kind: "deposit",
      number: 1,
      totalCents: session.amountCents,
      amountDueCents: 0,
    });
    const [payment] = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.orderId, answer.id));
    expect(payment?.invoiceId).toBe(deposit?.id);
  });

  it("issues the closing invoice a day after the close, once, and never for a cancelled event", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    const cancelled = await anEvent(database, start + 3 * HOUR, { status: "cancelled" });
    await joined(database, id, 44);
    expect(await rt.closing.runDue(completedAt)).toMatchObject({ completed: 1, invoiced: 0 });
    expect((await rt.closing.runDue(new Date(invoicedAt.getTime() - MINUTE))).invoiced).toBe(0);
    expect((await rt.closing.runDue(invoicedAt)).invoiced).toBe(1);
    expect((await rt.closing.runDue(new Date(invoicedAt.getTime() + HOUR))).invoiced).toBe(0);
    expect((await rt.closing.runDue(new Date(start + 40 * DAY))).invoiced).toBe(0);

    const price = closingPrice(40, 44);
    const [closing, ...more] = await invoicesOf(database, id);
    expect(more).toEqual([]);
    expect(closing).toMatchObject({
      number: 1,
      kind: "closing",
      revision: 1,
      headcount: 44,
      totalCents: price.totalCents,
      amountDueCents: price.totalCents - 100_000,
      billingEmail: "ap@initech.example",
      invoiceAddress: "1 Initech Way\nAustin TX 78701",
      issuedAt: invoicedAt,
      dueAt: new Date(invoicedAt.getTime() + INVOICE_DAYS * DAY),
    });
    expect(closing?.lines.at(-1)).toEqual({
      label: "Deposit and payments received",
      cents: -100_000,
      deduction: true,
    });
    expect(await invoicesOf(database, cancelled)).toEqual([]);

    // Emailed once to the billing contact, with the PDF's signed link.
    const mails = await mailOf(database, "invoice_issued");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("ap@initech.example");
    expect(mails[0]?.text).toContain(
      `${origin}/events/${id}/invoices/INV-000001.pdf?key=${eventKey(id, secret)}`,
    );

    // The PDF behind that link: the same bytes each time; a wrong key or number is none.
    const pdf = await rt.invoices.pdf(id, eventKey(id, secret), "INV-000001.pdf");
    expect(
      Buffer.from(pdf?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const again = await rt.invoices.pdf(id, eventKey(id, secret), "INV-000001.pdf");
    expect(Buffer.from(again?.bytes ?? []).equals(Buffer.from(pdf?.bytes ?? []))).toBe(true);
    expect(await rt.invoices.pdf(id, "wrong", "INV-000001.pdf")).toBeNull();
    expect(await rt.invoices.pdf(id, eventKey(id, secret), "INV-000002.pdf")).toBeNull();
    expect(await rt.invoices.pdf(id, eventKey(id, secret), "../receipt.pdf")).toBeNull();
  });

  it("records an open credit when paid more than billed, and applies it to the next closing invoice", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const over = await anEvent(database, start, {
      headcount: 40,
      depositCents: 900_000,
      totalCents: 900_000,
    });
    const next = await anEvent(database, start + 3 * HOUR, { headcount: 40 });
    await rt.closing.runDue(new Date(end + 4 * HOUR));
    await rt.closing.runDue(new Date(end + 4 * HOUR + site.invoicing.closingDelayHours * HOUR));
    const price = closingPrice(40, 0);
    const [first] = await invoicesOf(database, over);
    const [second] = await invoicesOf(database, next);
    if (!first || !second) throw new Error("both invoiced");
    const credit = 900_000 - price.totalCents;
    expect(first.amountDueCents).toBe(-credit);
    // Issued in completion order: the credit of the first goes to the second.
    expect(first.number).toBeLessThan(second.number);
    const [row] = await database.db.select().from(eventCredits).where(eq(eventCredits.invoiceId, first.id));
    expect(row).toMatchObject({ status: "applied", appliedInvoiceId: second.id, cents: credit });
    expect(second.amountDueCents).toBe(price.totalCents - 100_000 - credit);
    expect(second.lines.at(-1)).toMatchObject({ label: "Credit from invoice INV-000001", cents: -credit });
  });

  it("re-issues a closing invoice after a correction: a credit note and revision 2, numbers gapless", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    await rt.closing.runDue(completedAt);
    await rt.closing.runDue(invoicedAt);
    const later = new Date(invoicedAt.getTime() + DAY);
    const result = await database.db.transaction(async (tx) => {
      const corrected = await correctAttendance(tx, id, "47", later);
      expect(corrected.ok).toBe(true);
      return reissueClosing(tx, id, later);
    });
    if (!result) throw new Error("re-issued");
    const [old, note, revised] = await invoicesOf(database, id);
    expect(note).toMatchObject({
      number: 2,
      kind: "credit_note",
      creditsInvoiceId: old?.id,
      amountDueCents: -(old?.amountDueCents ?? 0),
      totalCents: -(old?.totalCents ?? 0),
    });
    const price = closingPrice(40, 47);
    expect(revised).toMatchObject({
      number: 3,
      kind: "closing",
      revision: 2,
      headcount: 47,
      totalCents: price.totalCents,
    });
    expect(await counter(database)).toBe(3);
    const statuses = (await rt.invoices.adminOf(id, later)).map((row) => [row.printed, row.status]);
    expect(statuses).toEqual([
      ["INV-000001", "credited"],
      ["INV-000002", "issued"],
      ["INV-000003", "open"],
    ]);
  });

  it("cancels an unpaid deposit invoice by a credit note when the event is cancelled", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(rt, invoiceCheckout(await firstStart(rt), "pat@initech.example"));
    if (!answer.ok) throw new Error(answer.error);
    const result = await rt.events.cancel(answer.id, eventKey(answer.id, secret), { reason: null }, booked);
    expect(result.ok).toBe(true);
    const [deposit, note] = await invoicesOf(database, answer.id);
    expect(note).toMatchObject({
      kind: "credit_note",
      creditsInvoiceId: deposit?.id,
      amountDueCents: -(deposit?.amountDueCents ?? 0),
    });
  });

  it("pays an open invoice by card for exactly what is due, once", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    await rt.closing.runDue(completedAt);
    await rt.closing.runDue(invoicedAt);
    const [closing] = await invoicesOf(database, id);
    const key = eventKey(id, secret);
    expect(await rt.invoices.pay(id, "wrong", "INV-000001")).toEqual({ ok: false, status: 404 });
    const opened = await rt.invoices.pay(id, key, "INV-000001");
    expect(opened.ok).toBe(true);
    const [session] = await database.db.select().from(paymentSessions);
    expect(session).toMatchObject({ invoiceId: closing?.id, amountCents: closing?.amountDueCents });
    if (!session) throw new Error("no session");
    expect(await rt.deposits.completeTestSession(session, rt.events.onDepositPaid)).toBe("already_accepted");
    const paid = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.invoiceId, closing?.id ?? ""));
    expect(paid).toHaveLength(1);
    expect((await rt.invoices.adminOf(id))[0]?.status).toBe("paid");
    expect(await rt.invoices.pay(id, key, "INV-000001")).toMatchObject({ ok: false, refusal: "nothing-due" });
    // No reminder for a paid invoice.
    await rt.closing.runDue(new Date(invoicedAt.getTime() + (INVOICE_DAYS + OVERDUE_REMINDER_DAYS) * DAY));
    expect(await mailOf(database, "invoice_overdue")).toEqual([]);
  });

  it("reminds the billing contact of an unpaid closing invoice on its due date and once overdue", async () => {
    const database = get();
    const rt = runtimeOf(database);
    await anEvent(database, start, { headcount: 40 });
    await rt.closing.runDue(completedAt);
    await rt.closing.runDue(invoicedAt);
    const due = invoicedAt.getTime() + INVOICE_DAYS * DAY;
    await rt.closing.runDue(new Date(due - MINUTE));
    expect(await mailOf(database, "invoice_due")).toEqual([]);
    await rt.closing.runDue(new Date(due));
    await rt.closing.runDue(new Date(due + HOUR));
    expect(await mailOf(database, "invoice_due")).toHaveLength(1);
    await rt.closing.runDue(new Date(due + OVERDUE_REMINDER_DAYS * DAY));
    await rt.closing.runDue(new Date(due + (OVERDUE_REMINDER_DAYS + 1) * DAY));
    const overdue = await mailOf(database, "invoice_overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ to: "ap@initech.example" });
    expect(
      (
        await rt.invoices.adminOf(
          (await database.db.select().from(invoices))[0]?.orderId ?? "",
          new Date(due + DAY),
        )
      )[0]?.status,
    ).toBe("overdue");
  });

  it("refunds an open credit through the provider that took the payments, once", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const over = await anEvent(database, start, {
      headcount: 40,
      depositCents: 900_000,
      totalCents: 900_000,
    });
    await rt.closing.runDue(completedAt);
    await rt.closing.runDue(invoicedAt);
    const { credits } = await rt.invoices.adminList(invoicedAt);
    expect(credits).toHaveLength(1);
    const [credit] = await database.db.select().from(eventCredits);
    if (!credit) throw new Error("no credit");
    expect(credit).toMatchObject({ orderId: over, status: "open", billingEmail: "ap@initech.example" });
    expect(await rt.invoices.refundCredit("not-a-credit")).toMatchObject({ ok: false, status: 404 });
    expect((await rt.invoices.refundCredit(credit.id)).ok).toBe(true);
    const refunds = await database.db.select().from(eventPayments).where(eq(eventPayments.kind, "refund"));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ orderId: over, amountCents: credit.cents });
    expect(await rt.invoices.refundCredit(credit.id)).toMatchObject({ ok: false, status: 409 });
    expect((await rt.invoices.adminList()).credits).toEqual([]);
  });

  it("gives the event's page its invoices and, once completed, the closing statement", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const id = await anEvent(database, start, { headcount: 40 });
    await joined(database, id, 44);
    const before = await findEvent(database.db, id);
    if (!before) throw new Error("seeded");
    expect(await rt.invoices.pageOf(before)).toMatchObject({ invoices: [], statement: null });
    await rt.closing.runDue(completedAt);
    await rt.closing.runDue(invoicedAt);
    const event = await findEvent(database.db, id);
    if (!event) throw new Error("seeded");
    const page = await rt.invoices.pageOf(event, new URLSearchParams("invoice_pay=nothing-due"), invoicedAt);
    expect(page.refused).toMatch(/Nothing is due/);
    expect(page.invoices).toEqual([
      expect.objectContaining({
        printed: "INV-000001",
        kind: "Closing invoice",
        status: "open",
        pdf: `/events/${id}/invoices/INV-000001.pdf?key=${eventKey(id, secret)}`,
      }),
    ]);
    expect(page.statement).toMatchObject({ booked: 40, coming: 44, joined: 44, attended: 44, billed: 44 });
    expect(page.statement?.rule).toMatch(/^After the event we bill the headcount you booked/);
    // A made-up refusal says nothing.
    expect(
      (await rt.invoices.pageOf(event, new URLSearchParams("invoice_pay=<b>hi</b>"))).refused,
    ).toBeNull();
  });

  it("re-issues an unpaid deposit invoice when the headcount changes its amount", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(rt, invoiceCheckout(await firstStart(rt), "pat@initech.example"));
    if (!answer.ok) throw new Error(answer.error);
    const changed = await rt.events.changeHeadcount(answer.id, eventKey(answer.id, secret), "30", booked);
    expect(changed.ok).toBe(true);
    const event = await findEvent(database.db, answer.id);
    const [first, note, second] = await invoicesOf(database, answer.id);
    expect(note).toMatchObject({ kind: "credit_note", creditsInvoiceId: first?.id });
    expect(second).toMatchObject({
      kind: "deposit",
      revision: 2,
      amountDueCents: event?.depositCents,
      headcount: 30,
    });
    expect(second?.dueAt).toEqual(first?.dueAt);
    // Staff's mark-paid settles the current deposit invoice.
    expect((await rt.events.admin.markInvoicePaid(answer.id, booked)).ok).toBe(true);
    const [payment] = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.orderId, answer.id));
    expect(payment?.invoiceId).toBe(second?.id);
  });

  it("cancels a re-issued unpaid deposit invoice with a second credit note when the event is cancelled", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(rt, invoiceCheckout(await firstStart(rt), "pat@initech.example"));
    if (!answer.ok) throw new Error(answer.error);
    const key = eventKey(answer.id, secret);
    expect((await rt.events.changeHeadcount(answer.id, key, "30", booked)).ok).toBe(true);
    // The browser journey's order: a headcount change, then a cancellation (it answered 500).
    expect(await rt.events.cancel(answer.id, key, { reason: null, by: "buyer" }, booked)).toMatchObject({
      ok: true,
    });
    const rows = await invoicesOf(database, answer.id);
    expect(rows.map((row) => [row.kind, row.revision])).toEqual([
      ["deposit", 1],
      ["credit_note", 1],
      ["deposit", 2],
      ["credit_note", 1],
    ]);
    expect(rows[3]?.creditsInvoiceId).toBe(rows[2]?.id);
    // Numbered in one sequence without a gap.
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
  });

  it("invoices the other events when one cannot be invoiced, and says which", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const retired = await anEvent(database, start);
    // The catalogue no longer sells its activity: the engine cannot price it.
    await database.db
      .update(eventOrders)
      .set({ activitySlug: "retired-activity" })
      .where(eq(eventOrders.id, retired));
    const fine = await anEvent(database, start + 3 * HOUR);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await rt.closing.runDue(new Date(start + 6 * HOUR));
    expect(
      (await rt.closing.runDue(new Date(start + 6 * HOUR + site.invoicing.closingDelayHours * HOUR)))
        .invoiced,
    ).toBe(1);
    expect(logged).toHaveBeenCalledWith(
      `Event ${retired}: its closing invoice could not be issued`,
      expect.any(Error),
    );
    logged.mockRestore();
    expect(await invoicesOf(database, retired)).toEqual([]);
    expect(await invoicesOf(database, fine)).toHaveLength(1);
    // The failed event gave its number back: the sequence has no gap.
    expect(await counter(database)).toBe(1);
  });

  it("a card deposit proves the mailbox: the booker's invoiced event then sends its invoice", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const slots = await freeStarts(rt);
    const first = slots[0]?.start ?? 0;
    const later = slots.find((slot) => slot.start >= first + DAY)?.start ?? 0;
    const invoiced = await checkout(rt, invoiceCheckout(first, "pat@initech.example"));
    if (!invoiced.ok) throw new Error(invoiced.error);
    expect((await rt.closing.runDue(booked)).invoiceEmails).toBe(0);
    const card = await checkout(rt, invoiceCheckout(later, "pat@initech.example", { payment: "card" }));
    if (!card.ok) throw new Error(card.error);
    const row = await rt.deposits.sessionWithQuote(card.next.split("/").pop() ?? "");
    if (!row) throw new Error("the card checkout's session");
    expect(await rt.deposits.completeTestSession(row.session, rt.events.onDepositPaid)).toBe("accepted");
    expect((await findEvent(database.db, invoiced.id))?.emailConfirmedAt).not.toBeNull();
    await rt.closing.runDue(booked);
    const subjects = (await mailOf(database, "invoice_issued")).map((mail) => mail.subject);
    expect(subjects).toContain("Deposit invoice INV-000001 from Rallyroom, Inc.");
  });

  it("emails a deposit invoice only once the mailbox is proven or money arrived", async () => {
    const database = get();
    const rt = runtimeOf(database);
    const answer = await checkout(rt, invoiceCheckout(await firstStart(rt), "pat@initech.example"));
    if (!answer.ok) throw new Error(answer.error);
    expect((await findEvent(database.db, answer.id))?.emailConfirmedAt).toBeNull();
    expect((await rt.closing.runDue(booked)).invoiceEmails).toBe(0);
    expect((await rt.invoices.markPaid("INV-000001", booked)).ok).toBe(true);
    expect((await rt.closing.runDue(booked)).invoiceEmails).toBe(1);
    expect((await rt.closing.runDue(booked)).invoiceEmails).toBe(0);
    const [mail] = await mailOf(database, "invoice_issued");
    expect(mail).toMatchObject({
      to: "ap@initech.example",
      subject: "Deposit invoice INV-000001 from Rallyroom, Inc.",
    });
    expect(mail?.text).toContain("it is paid in full");
    // Nothing is due on it: no amount of $0 due by a day.
    expect(mail?.text).toContain("Amount due: Nothing: paid in full");
    expect(mail?.text).not.toContain("Due by");
    const event = await findEvent(database.db, answer.id);
    if (!event) throw new Error("booked");
    const [listed] = (await rt.invoices.pageOf(event, undefined, booked)).invoices;
    expect(listed).toMatchObject({ printed: "INV-000001", status: "paid" });
    expect(listed?.amount).toBe(formatPrice(event.depositCents));
  });
});
