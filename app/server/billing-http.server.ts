import { site } from "~/config/site";
import type { PublicQuote, QuoteFailure } from "~/domain/quote-form";

export type { PublicQuote };

import type { PricingItem } from "~/domain/quote-pricing";
import { dateIn, formatDayLong, formatTime, zoneLabel } from "~/domain/scheduling";
import { runtime } from "~/server/runtime.server";
import {
  browserIdFrom,
  browserOwnerHash,
  ensureBrowserId,
  ownerHashOf,
} from "~/server/services/cookies.server";
import { eventPaths } from "~/server/services/events/view.server";
import type { PaymentMode } from "~/server/services/payments/provider.server";
import { type Quote, type QuoteSummary, shownQuoteStatus } from "~/server/services/quote/model.server";

/**
 * The billing calls (create a quote, open its deposit session, request an invoice) as the
 * /billing page action and the JSON endpoints both make them: same validation, same ownership
 * rule, same answers. Absolute URLs are built on the runtime's public origin, never the Host.
 */

export type CreateQuoteAnswer =
  | { status: 200; body: { ok: true; quote: PublicQuote }; setCookie?: string | undefined }
  | {
      status: 400 | 503;
      /** Why, for the page to act on; the JSON body stays the documented one. */
      code: QuoteFailure;
      body: { ok: false; error: string; fieldErrors: Record<string, string[] | undefined> };
    };

export function publicQuote(quote: Quote): PublicQuote {
  return {
    id: quote.id,
    activity_slug: quote.activitySlug,
    contact_email: quote.contactEmail,
    client_ref: quote.clientRef,
    est_headcount: quote.estHeadcount,
    addons: quote.addons,
    rate_cents: quote.rateCents,
    total_cents: quote.totalCents,
    deposit_cents: quote.depositCents,
    balance_cents: quote.balanceCents,
    status: shownQuoteStatus(quote),
    payment_method: quote.paymentMethod,
    created_at: quote.createdAt.toISOString(),
    event_starts_at: quote.eventStartsAt?.toISOString() ?? null,
    event_when: quote.eventStartsAt ? eventWhen(quote.eventStartsAt) : null,
    event_url: quote.eventId ? eventPaths(quote.eventId, runtime().cookieSecret).manage : null,
  };
}

/** An event's start as a quote shows it: in the business time zone, named. */
export function eventWhen(start: Date): string {
  const at = start.getTime();
  const zone = site.businessTimeZone;
  return `${formatDayLong(dateIn(at, zone))}, ${formatTime(at, zone)} (${zoneLabel(zone, at)})`;
}

export async function createQuoteFor(request: Request, fields: unknown): Promise<CreateQuoteAnswer> {
  const { cookieSecret, quotes } = runtime();
  const { browserId, setCookie } = await ensureBrowserId(request, cookieSecret);
  try {
    const result = await quotes.create(fields, ownerHashOf(browserId));
    if (!result.ok) {
      return {
        status: 400,
        code: result.code,
        body: { ok: false, error: result.error, fieldErrors: result.fieldErrors },
      };
    }
    return { status: 200, body: { ok: true, quote: publicQuote(result.quote) }, setCookie };
  } catch (error) {
    console.error("Creating a quote failed:", error);
    return {
      status: 503,
      code: "unavailable",
      body: { ok: false, error: "Failed to create quote", fieldErrors: {} },
    };
  }
}

/** What the /billing page shows: the catalogue for the form, and this browser's quotes only. */
export interface BillingPageData {
  loadError: boolean;
  catalog: PricingItem[];
  quotes: PublicQuote[];
  summary: QuoteSummary;
  /** Which deposit action the page offers: a card checkout (Stripe or test) or an invoice request. */
  payment: PaymentMode;
}

const emptySummary: QuoteSummary = { totalQuotes: 0, acceptedQuotes: 0, totalValueCents: 0 };

/** The page's data; a failed read is a page with nothing listed and `loadError` set (503). */
export async function billingPageFor(
  request: Request,
): Promise<{ status: 200 | 503; page: BillingPageData }> {
  const { quotes, cookieSecret, deposits } = runtime();
  try {
    // The signed browser cookie names the owner: a browser without one owns no quotes.
    const owner = await browserOwnerHash(request, cookieSecret);
    const [catalog, list, summary] = await Promise.all([
      quotes.catalog(),
      owner ? quotes.listForOwner(owner) : Promise.resolve([]),
      owner ? quotes.summaryForOwner(owner) : Promise.resolve(emptySummary),
    ]);
    return {
      status: 200,
      page: {
        loadError: false,
        catalog,
        quotes: list.map(publicQuote),
        summary,
        payment: deposits.mode,
      },
    };
  } catch (error) {
    console.error("Loading billing data failed:", error);
    return {
      status: 503,
      page: { loadError: true, catalog: [], quotes: [], summary: emptySummary, payment: deposits.mode },
    };
  }
}

export type DepositAnswer =
  | { status: 200; body: { session_url: string } }
  | {
      status: 400 | 404 | 409 | 502;
      /** `invoice_only`: this site takes no card payment; request an invoice instead. */
      body: { error: string; fieldErrors?: Record<string, string[]>; code?: "invoice_only" };
    };

export async function createDepositFor(request: Request, quoteId: unknown): Promise<DepositAnswer> {
  const { cookieSecret, deposits } = runtime();
  const browserId = await browserIdFrom(request, cookieSecret);
  // A browser without our cookie owns no quote: the same answer as someone else's quote.
  if (!browserId) return { status: 404, body: { error: "Quote not found" } };
  try {
    const result = await deposits.createSession(quoteId, ownerHashOf(browserId));
    if (!result.ok) {
      return {
        status: result.status,
        body: result.fieldErrors
          ? { error: result.error, fieldErrors: result.fieldErrors }
          : result.invoiceOnly
            ? { error: result.error, code: "invoice_only" }
            : { error: result.error },
      };
    }
    return { status: 200, body: { session_url: result.sessionUrl } };
  } catch (error) {
    console.error("Creating a payment session failed:", error);
    return { status: 502, body: { error: "Failed to create payment session" } };
  }
}

/**
 * Where to send the browser for a checkout URL. Our own test checkout is stored on the public
 * origin; the redirect names only its path, so the visitor stays on the host they are using
 * (a loopback test server, a staging name). Any other checkout (Stripe) is absolute.
 */
export function checkoutLocation(sessionUrl: string): string {
  const { origin } = runtime();
  return sessionUrl.startsWith(`${origin}/`) ? sessionUrl.slice(origin.length) : sessionUrl;
}

export type InvoiceAnswer =
  | { status: 200; body: { ok: true; quote: PublicQuote } }
  | { status: 400 | 404 | 409 | 503; body: { ok: false; error: string } };

/**
 * 'Request an invoice': the deposit is paid by invoice instead of a card checkout. Only the
 * browser that created the quote (signed cookie); the team and the client are emailed.
 */
export async function requestInvoiceFor(request: Request, quoteId: unknown): Promise<InvoiceAnswer> {
  const { cookieSecret, quotes } = runtime();
  const browserId = await browserIdFrom(request, cookieSecret);
  if (!browserId) return { status: 404, body: { ok: false, error: "Quote not found" } };
  try {
    const result = await quotes.requestInvoice(quoteId, ownerHashOf(browserId));
    if (!result.ok) return { status: result.status, body: { ok: false, error: result.error } };
    return { status: 200, body: { ok: true, quote: publicQuote(result.quote) } };
  } catch (error) {
    console.error("Requesting an invoice failed:", error);
    return { status: 503, body: { ok: false, error: "Failed to request an invoice" } };
  }
}
