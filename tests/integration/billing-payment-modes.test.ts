import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { emailOutbox, paymentSessions, quotes } from "~/server/db/schema.server";
import { createRuntime, paymentProvider } from "~/server/runtime.server";
import { createDeposits, fulfilCheckout, NO_CARD_CHECKOUT } from "~/server/services/deposits.server";
import { createFunnel } from "~/server/services/funnel.server";
import { createTestCheckoutProvider } from "~/server/services/payments/test-checkout.server";
import { quoteKey } from "~/server/services/quote-link.server";
import { createQuotes } from "~/server/services/quotes.server";
import { openSession, quoteRequest } from "../support/billing";
import { describeEachDatabase, migrationsFolder } from "../support/db";

const OWNER = "owner-hash-modes";
const OTHER = "owner-hash-stranger";
const ORIGIN = "https://www.rallyroom.example";
const SECRET = "payment-modes-test-secret-0123456789abcdef";

const validQuote = quoteRequest("PO-42");

describeEachDatabase("payment modes: Stripe, the test checkout, or invoices only", (get) => {
  const quoteService = () => createQuotes(get().db, { link: { origin: ORIGIN, secret: SECRET } });

  async function draftQuote(owner = OWNER) {
    const created = await quoteService().create(validQuote, owner);
    if (!created.ok) throw new Error("quote not created");
    return created.quote;
  }

  async function stored(id: string) {
    const [row] = await get().db.select().from(quotes).where(eq(quotes.id, id));
    if (!row) throw new Error("quote missing");
    return row;
  }

  type DraftQuote = Awaited<ReturnType<typeof draftQuote>>;

  /** Fulfils `quote`'s deposit session as Stripe's completed-checkout event for it does. */
  const checkoutCompleted = (quote: DraftQuote, sessionId: string, eventId: string, paymentStatus = "paid") =>
    fulfilCheckout(get().db, {
      eventId,
      type: "checkout.session.completed",
      sessionId,
      quoteId: quote.id,
      amountTotal: quote.depositCents,
      currency: "usd",
      paymentStatus,
    });

  /** Stores a Stripe checkout session for `quote`'s deposit and pays it: the fulfilment's outcome. */
  async function payByStripe(quote: DraftQuote, sessionId: string, eventId: string) {
    await get()
      .db.insert(paymentSessions)
      .values({
        provider: "stripe",
        sessionId,
        quoteId: quote.id,
        amountCents: quote.depositCents,
        currency: "usd",
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
    return checkoutCompleted(quote, sessionId, eventId);
  }

  it("chooses Stripe with a key, else the test checkout when it is on, else no card checkout", () => {
    expect(paymentProvider({ stripeSecretKey: "sk_test_x", testCheckout: false })?.name).toBe("stripe");
    expect(paymentProvider({ stripeSecretKey: "sk_test_x", testCheckout: true })?.name).toBe("stripe");
    expect(paymentProvider({ testCheckout: true })?.name).toBe("test");
    expect(paymentProvider({})?.name).toBe("test");
    expect(paymentProvider({ testCheckout: false })).toBeNull();
    expect(createRuntime(get(), { testCheckout: false }).deposits.mode).toBe("invoice");
    expect(createRuntime(get(), {}).deposits.mode).toBe("test");
  });

  it("with the test checkout off, refuses a card checkout and never pays a test session opened earlier", async () => {
    const quote = await draftQuote();
    // A session opened while the test checkout was on…
    const before = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const { sessionId, session } = await openSession(before, quote.id, OWNER);

    // …and the server restarted with it off.
    const off = createRuntime(get(), { testCheckout: false, origin: ORIGIN }).deposits;
    expect(off.mode).toBe("invoice");
    expect(off.provider).toBeNull();
    expect(await off.createSession(quote.id, OWNER)).toEqual({
      ok: false,
      status: 409,
      error: NO_CARD_CHECKOUT,
      invoiceOnly: true,
    });
    expect(await off.completeTestSession(session)).toBe("unknown_session");
    expect((await stored(quote.id)).status).toBe("draft");
    expect((await stored(quote.id)).paymentMethod).toBeNull();
    expect(await get().db.select().from(paymentSessions)).toHaveLength(1);
    expect((await off.session(sessionId))?.status).toBe("open");
  });

  it("records how a checkout deposit was paid: the session's provider, set by the one fulfilment", async () => {
    const testQuote = await draftQuote();
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const { session } = await openSession(deposits, testQuote.id, OWNER);
    expect(await deposits.completeTestSession(session)).toBe("accepted");
    const paidTest = await stored(testQuote.id);
    expect(paidTest).toMatchObject({ status: "accepted", paymentMethod: "test" });
    expect(paidTest.paidAt).toBeInstanceOf(Date);

    const stripeQuote = await draftQuote();
    expect(await payByStripe(stripeQuote, "cs_test_modes0001", "evt_modes_stripe")).toBe("accepted");
    expect(await stored(stripeQuote.id)).toMatchObject({ status: "accepted", paymentMethod: "stripe" });
    // A pending (unpaid) event records no payment.
    const pendingQuote = await draftQuote();
    const pending = await deposits.createSession(pendingQuote.id, OWNER);
    if (!pending.ok) throw new Error("no session");
    await checkoutCompleted(pendingQuote, pending.sessionId, "evt_modes_pending", "unpaid");
    expect(await stored(pendingQuote.id)).toMatchObject({
      status: "draft",
      paymentMethod: null,
      paidAt: null,
    });
  });

  it("an invoice request stores its status and queues the team's notice and the client's confirmation", async () => {
    const kicked = vi.fn();
    const service = createQuotes(get().db, { link: { origin: ORIGIN, secret: SECRET }, onQueued: kicked });
    const quote = await draftQuote();
    const result = await service.requestInvoice(quote.id, OWNER);
    expect(result.ok).toBe(true);
    expect(kicked).toHaveBeenCalledTimes(1);
    const row = await stored(quote.id);
    expect(row).toMatchObject({ status: "invoice_requested", paymentMethod: null, paidAt: null });
    expect(row.invoiceRequestedAt).toBeInstanceOf(Date);

    const emails = await get().db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(emails.map((email) => [email.to, email.kind, email.status])).toEqual([
      [site.email.team, "team_invoice_request", "queued"],
      ["planner@example.com", "invoice_request_receipt", "queued"],
    ]);
    const [team, client] = emails;
    expect(team?.headers).toEqual({ "Reply-To": "planner@example.com" });
    expect(team?.subject).toContain("Invoice requested: planner@example.com");
    expect(team?.text).toContain(quote.id);
    expect(team?.text).toContain("$1,100.00");
    expect(team?.text).toContain(`${ORIGIN}/admin/quotes?status=invoice_requested`);
    expect(client?.text).toContain("Nothing has been charged.");
    expect(client?.text).toContain("$1,100.00 deposit");
    expect(client?.text).toContain(`${ORIGIN}/billing/quote/${quote.id}?key=${quoteKey(quote.id, SECRET)}`);

    // Once only, only by the owner, only while no deposit is under way.
    expect(await service.requestInvoice(quote.id, OWNER)).toMatchObject({ ok: false, status: 409 });
    expect(await service.requestInvoice((await draftQuote()).id, OTHER)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await service.requestInvoice("not-a-uuid", OWNER)).toMatchObject({ ok: false, status: 400 });
    expect(await get().db.select().from(emailOutbox)).toHaveLength(2);
    expect(kicked).toHaveBeenCalledTimes(1);
  });

  it("an invoice request whose emails cannot be queued changes nothing (one transaction)", async () => {
    const quote = await draftQuote();
    await get().db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      await expect(quoteService().requestInvoice(quote.id, OWNER)).rejects.toThrow();
    } finally {
      await get().db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect(await stored(quote.id)).toMatchObject({ status: "draft", invoiceRequestedAt: null });
    expect(await get().db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("staff mark an invoice request invoiced, then paid: accepted, paid by invoice, once", async () => {
    const service = quoteService();
    const quote = await draftQuote();
    await service.requestInvoice(quote.id, OWNER);
    expect(await service.markPaid(quote.id)).toBeNull();
    expect((await service.markInvoiced(quote.id))?.status).toBe("invoiced");
    const paid = await service.markPaid(quote.id);
    expect(paid).toMatchObject({ status: "accepted", paymentMethod: "invoice" });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.acceptedAt).toBeInstanceOf(Date);
    expect(await service.markPaid(quote.id)).toBeNull();
    // The balance is invoiced later; the deposit stays paid by invoice and cannot be paid again.
    expect(await service.markInvoiced(quote.id)).toMatchObject({
      status: "invoiced",
      paymentMethod: "invoice",
    });
    expect(await service.markPaid(quote.id)).toBeNull();
    expect(await service.markPaid("not-a-uuid")).toBeNull();
    // A draft, or a quote paid through the test checkout and then invoiced, is never marked paid.
    const draft = await draftQuote();
    expect(await service.markPaid(draft.id)).toBeNull();
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const testQuote = await draftQuote();
    const { session } = await openSession(deposits, testQuote.id, OWNER);
    await deposits.completeTestSession(session);
    expect(await service.markInvoiced(testQuote.id)).toMatchObject({
      status: "invoiced",
      paymentMethod: "test",
    });
    expect(await service.markPaid(testQuote.id)).toBeNull();
    expect((await stored(testQuote.id)).paymentMethod).toBe("test");
  });

  it("leaves test payments out of the funnel's and the overview's paid figures, and counts them apart", async () => {
    const service = quoteService();
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    // One deposit through the test checkout…
    const testQuote = await draftQuote();
    const { session } = await openSession(deposits, testQuote.id, OWNER);
    await deposits.completeTestSession(session);
    // …one paid by invoice…
    const invoiceQuote = await draftQuote();
    await service.requestInvoice(invoiceQuote.id, OWNER);
    await service.markInvoiced(invoiceQuote.id);
    await service.markPaid(invoiceQuote.id);
    // …one by card through Stripe, and one still a draft.
    const stripeQuote = await draftQuote();
    await payByStripe(stripeQuote, "cs_test_funnel0001", "evt_funnel_stripe");
    await draftQuote();

    const funnel = await createFunnel(get().db).weekly(12);
    const sum = (key: "deposits" | "testDeposits" | "quotes") =>
      funnel.weeks.reduce((total, week) => total + week[key], 0);
    expect(sum("quotes")).toBe(4);
    expect(sum("deposits")).toBe(2);
    expect(sum("testDeposits")).toBe(1);

    expect(await service.paymentTotals()).toEqual({
      paid: { count: 2, depositCents: 2 * 110000, totalCents: 2 * 220000 },
      test: { count: 1, depositCents: 110000, totalCents: 220000 },
    });
    const counts = await service.countsByStatus();
    expect(counts.accepted).toEqual({ count: 2, totalCents: 2 * 220000 });
    expect(counts.draft).toEqual({ count: 1, totalCents: 220000 });
    expect(counts.invoice_requested).toEqual({ count: 0, totalCents: 0 });
    expect((await service.listAll({ payment: "test" })).map((quote) => quote.id)).toEqual([testQuote.id]);
    expect(await service.listAll({ payment: "unpaid" })).toHaveLength(1);
    expect(await service.listAll({ status: "accepted", payment: "stripe" })).toHaveLength(1);
  });

  it("the migration labels deposits paid before it by the provider of their paid session", async () => {
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const quote = await draftQuote();
    const { sessionId, session } = await openSession(deposits, quote.id, OWNER);
    await deposits.completeTestSession(session);
    // As it was before the column existed: accepted, with nothing saying how it was paid.
    await get().db.update(quotes).set({ paymentMethod: null, paidAt: null }).where(eq(quotes.id, quote.id));
    const migration = readFileSync(path.join(migrationsFolder, "0006_honest-deposits.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/UPDATE "quotes"/);
    await get().db.execute(sql.raw(backfill));
    const row = await stored(quote.id);
    expect(row.paymentMethod).toBe("test");
    expect(row.paidAt?.getTime()).toBe((await deposits.session(sessionId))?.completedAt?.getTime());
    // The columns go together: a method without a time (or the reverse) is refused.
    await expect(
      get().db.update(quotes).set({ paidAt: null }).where(eq(quotes.id, quote.id)),
    ).rejects.toThrow();
  });
});
