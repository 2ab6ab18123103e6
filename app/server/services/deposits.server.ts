import { randomBytes } from "node:crypto";
import { and, desc, eq, getViewSelectedFields, gt, inArray, isNull, sql } from "drizzle-orm";
import { publicOrigin } from "~/config/origin";
import type { Db } from "~/server/db/client.server";
import {
  billingCatalogItems,
  paymentSessions,
  processedWebhookEvents,
  quotes,
  quoteView,
} from "~/server/db/schema.server";
import type {
  CheckoutRequest,
  PaymentMode,
  PaymentProvider,
} from "~/server/services/payments/provider.server";
import {
  DEPOSIT_STATUSES,
  EVENT_QUOTE_REFUSAL,
  isUuid,
  PAYABLE_STATUSES,
  type Quote,
  type Tx,
} from "~/server/services/quote/model.server";

export type PaymentSession = typeof paymentSessions.$inferSelect;

export type DepositSessionResult =
  | { ok: true; sessionUrl: string; sessionId: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      error: string;
      fieldErrors?: Record<string, string[]>;
      /** This server takes no card payment: the client can request an invoice instead. */
      invoiceOnly?: true;
    };

export const NO_CARD_CHECKOUT =
  "Card payment is not available for deposits on this site: request an invoice instead.";

/** What fulfilment needs from a checkout event, whether Stripe or the test checkout sent it. */
export interface CheckoutEvent {
  eventId: string;
  type:
    | "checkout.session.completed"
    | "checkout.session.async_payment_succeeded"
    | "checkout.session.async_payment_failed";
  sessionId: string;
  /** metadata.quote_id as the provider echoes it. */
  quoteId: string | null;
  amountTotal: number | null;
  currency: string | null;
  /** Stripe's payment_status: "paid", "unpaid" (async method pending) or "no_payment_required". */
  paymentStatus: string | null;
  /** The payment intent the session created (refunds name it); null when the provider sent none. */
  paymentReference?: string | null;
}

/** A deposit that has just become a payment, for what depends on it (an event's booking). */
export interface PaidDeposit {
  quoteId: string;
  provider: "stripe" | "test";
  sessionId: string;
  amountCents: number;
  paymentReference: string | null;
  /** The invoice the checkout was opened for (an event's invoice paid by card); null for a deposit. */
  invoiceId?: string | null | undefined;
}

/** Called in fulfilment's transaction once a deposit is paid (not for a replay). */
export type OnDepositPaid = (tx: Tx, paid: PaidDeposit) => Promise<void>;

export type FulfilmentOutcome =
  | "accepted"
  | "already_accepted"
  | "pending"
  | "failed"
  | "duplicate"
  | "unknown_session"
  | "amount_mismatch";

const quoteFields = getViewSelectedFields(quoteView);

/** Stripe keeps idempotency keys for 24 hours: reuse an open session only inside that window. */
const REUSE_WINDOW = sql`now() - interval '23 hours'`;

export interface DepositsOptions {
  /** The public origin of the success and cancel URLs; the build's public origin by default. */
  origin?: string | undefined;
}

/**
 * One card checkout as its caller asks for it: what to charge is the caller's to say (a quote's
 * deposit, an event order's deposit), never read back here from another module's tables. The
 * idempotency key is this module's.
 */
export type DepositCheckout = Omit<CheckoutRequest, "idempotencyKey"> & {
  /** An event's invoice paid by card: the session and its payment are attributed to it. */
  invoiceId?: string | undefined;
};

/**
 * Deposits through `provider`; null means no card checkout (no Stripe key and the test
 * checkout off), so every attempt to open one is refused and clients request invoices.
 */
export function createDeposits(db: Db, provider: PaymentProvider | null, options: DepositsOptions = {}) {
  // The success page reads one session by its id on every visit: prepared once, not rebuilt.
  const sessionWithQuoteQuery = db
    .select({ session: paymentSessions, quote: quoteFields })
    .from(paymentSessions)
    .innerJoin(quoteView, eq(quoteView.id, paymentSessions.quoteId))
    .where(eq(paymentSessions.sessionId, sql.placeholder("sessionId")))
    .prepare("deposits_session_with_quote");
  // Checkout return URLs are built on the configured origin only: a request's Host header
  // never reaches a stored or provider-held URL.
  const origin = (options.origin ?? publicOrigin).replace(/\/+$/, "");
  const mode: PaymentMode = provider?.name ?? "invoice";

  /**
   * Opens (or reuses, while Stripe keeps its idempotency key) a checkout for exactly what the
   * caller asks: the quote's own flow and the event checkout both come here.
   */
  async function openCheckout({ invoiceId, ...request }: DepositCheckout): Promise<DepositSessionResult> {
    if (!provider) return { ok: false, status: 409, error: NO_CARD_CHECKOUT, invoiceOnly: true };
    const [open] = await db
      .select()
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.quoteId, request.quoteId),
          eq(paymentSessions.provider, provider.name),
          eq(paymentSessions.status, "open"),
          eq(paymentSessions.amountCents, request.amountCents),
          invoiceId ? eq(paymentSessions.invoiceId, invoiceId) : isNull(paymentSessions.invoiceId),
          gt(paymentSessions.createdAt, REUSE_WINDOW),
        ),
      )
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    if (open) return { ok: true, sessionUrl: open.url, sessionId: open.sessionId };

    const session = await provider.createCheckoutSession({
      ...request,
      // One key per invoice: paying an invoice never reuses a deposit's session of the same amount.
      idempotencyKey: invoiceId
        ? `invoice:${invoiceId}:${request.amountCents}:${request.currency}:${new URL(request.successUrl).pathname}`
        : `deposit:${request.quoteId}:${request.amountCents}:${request.currency}`,
    });
    // Stripe answers a repeated idempotency key with the same session: store it once.
    await db
      .insert(paymentSessions)
      .values({
        provider: provider.name,
        sessionId: session.sessionId,
        quoteId: request.quoteId,
        amountCents: request.amountCents,
        currency: request.currency,
        url: session.url,
        invoiceId: invoiceId ?? null,
        successUrl: request.successUrl,
      })
      .onConflictDoNothing({ target: paymentSessions.sessionId });
    return { ok: true, sessionUrl: session.url, sessionId: session.sessionId };
  }

  return {
    /** Which checkout runs: "stripe", "test" (built-in, no money taken) or none ("invoice"). */
    mode,
    provider: provider?.name ?? null,
    openCheckout,

    /**
     * Opens (or reuses) a checkout for a /billing quote's deposit. Only the browser that created
     * the quote may do so, only while the quote is draft or sent, and only when a checkout runs.
     */
    async createSession(quoteId: unknown, ownerHash: string): Promise<DepositSessionResult> {
      if (typeof quoteId !== "string" || !isUuid(quoteId)) {
        return {
          ok: false,
          status: 400,
          error: "Choose a quote",
          fieldErrors: { quote_id: ["Choose a quote"] },
        };
      }
      const [row] = await db
        .select({ quote: quoteFields, title: billingCatalogItems.title })
        .from(quoteView)
        .innerJoin(billingCatalogItems, eq(billingCatalogItems.activitySlug, quoteView.activitySlug))
        .where(and(eq(quoteView.id, quoteId), eq(quoteView.ownerHash, ownerHash)));
      if (!row) return { ok: false, status: 404, error: "Quote not found" };
      const { quote, title } = row;
      if (quote.eventId !== null) return { ok: false, status: 409, error: EVENT_QUOTE_REFUSAL };
      if (!DEPOSIT_STATUSES.includes(quote.status)) {
        return { ok: false, status: 409, error: `This quote is ${quote.status}: no deposit is due.` };
      }
      return openCheckout({
        quoteId: quote.id,
        amountCents: quote.depositCents,
        currency: quote.currency,
        description: `Deposit for ${title} (${quote.estHeadcount} people)`,
        customerEmail: quote.contactEmail,
        successUrl: `${origin}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/billing`,
      });
    },

    async session(sessionId: string): Promise<PaymentSession | undefined> {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.sessionId, sessionId));
      return session;
    },

    /** The session with its quote, for the success page's server-side check. */
    async sessionWithQuote(
      sessionId: string,
    ): Promise<{ session: PaymentSession; quote: Quote } | undefined> {
      const [row] = await sessionWithQuoteQuery.execute({ sessionId });
      return row;
    },

    /** Fulfils a checkout event; `onPaid` settles what the deposit was for (an event's booking). */
    fulfil: (event: CheckoutEvent, onPaid?: OnDepositPaid) => fulfilCheckout(db, event, onPaid),

    /**
     * The built-in test checkout's 'Pay deposit (test)': a completed-and-paid event for exactly
     * the stored amount, through the same fulfilment as Stripe's webhook.
     */
    async completeTestSession(session: PaymentSession, onPaid?: OnDepositPaid): Promise<FulfilmentOutcome> {
      if (provider?.name !== "test" || session.provider !== "test") return "unknown_session";
      return fulfilCheckout(
        db,
        {
          eventId: `evt_rrtest_${randomBytes(12).toString("hex")}`,
          type: "checkout.session.completed",
          sessionId: session.sessionId,
          quoteId: session.quoteId,
          amountTotal: session.amountCents,
          currency: session.currency,
          paymentStatus: "paid",
          paymentReference: `pi_rrtest_${randomBytes(12).toString("hex")}`,
        },
        onPaid,
      );
    },
  };
}

/**
 * The one place a checkout deposit becomes a payment: the Stripe webhook and the test checkout
 * both call it. In one transaction it records the event id (a replay finds it and changes
 * nothing), checks the amount and currency against the stored session and the quote's deposit,
 * and marks the session paid and the quote accepted, recording how it was paid: the session's
 * provider, so a test checkout payment is `test` wherever it is shown or counted.
 */
export async function fulfilCheckout(
  db: Db,
  event: CheckoutEvent,
  onPaid?: OnDepositPaid,
): Promise<FulfilmentOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.eventId, type: event.type, outcome: "processing" })
      .onConflictDoNothing({ target: processedWebhookEvents.eventId })
      .returning({ eventId: processedWebhookEvents.eventId });
    if (recorded.length === 0) return "duplicate";

    const outcome = await (async (): Promise<FulfilmentOutcome> => {
      const [row] = await tx
        .select({ session: paymentSessions, quote: quotes })
        .from(paymentSessions)
        .innerJoin(quotes, eq(quotes.id, paymentSessions.quoteId))
        .where(eq(paymentSessions.sessionId, event.sessionId))
        .for("update");
      if (!row) return "unknown_session";
      const { session, quote } = row;
      if (event.quoteId !== null && event.quoteId !== quote.id) return "amount_mismatch";
      // The session stores what its caller asked to charge: the payment must be exactly that.
      if (event.amountTotal !== session.amountCents || event.currency?.toLowerCase() !== session.currency) {
        return "amount_mismatch";
      }
      if (event.type === "checkout.session.async_payment_failed") {
        await tx
          .update(paymentSessions)
          .set({ status: "failed", completedAt: sql`now()` })
          .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, "open")));
        return "failed";
      }
      const paid =
        event.type === "checkout.session.async_payment_succeeded" ||
        event.paymentStatus === "paid" ||
        event.paymentStatus === "no_payment_required";
      if (!paid) return "pending";
      await tx
        .update(paymentSessions)
        .set({ status: "paid", completedAt: sql`now()`, paymentReference: event.paymentReference ?? null })
        .where(eq(paymentSessions.id, session.id));
      const accepted = await tx
        .update(quotes)
        .set({
          status: "accepted",
          acceptedAt: sql`now()`,
          paymentMethod: session.provider,
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(quotes.id, quote.id), inArray(quotes.status, [...PAYABLE_STATUSES])))
        .returning({ id: quotes.id });
      const paidDeposit: PaidDeposit = {
        quoteId: quote.id,
        provider: session.provider,
        sessionId: session.sessionId,
        amountCents: session.amountCents,
        paymentReference: event.paymentReference ?? null,
        invoiceId: session.invoiceId,
      };
      if (accepted.length === 0) {
        // The quote was accepted by an earlier payment; this session's money is new all the same
        // (an event's deposit topped up after its headcount grew): it is recorded, once.
        if (session.status !== "paid") await onPaid?.(tx, paidDeposit);
        return "already_accepted";
      }
      await onPaid?.(tx, paidDeposit);
      return "accepted";
    })();

    await tx
      .update(processedWebhookEvents)
      .set({ outcome })
      .where(eq(processedWebhookEvents.eventId, event.eventId));
    return outcome;
  });
}
