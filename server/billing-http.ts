import { runtime } from "./runtime";
import { browserIdFrom, ensureBrowserId, ownerHashOf } from "./services/cookies";
import type { Quote } from "./services/quotes";

/**
 * The two billing calls (SPEC.md §7) as the /billing page action and the JSON endpoints both
 * make them: same validation, same ownership rule, same answers.
 */

export type CreateQuoteAnswer =
  | { status: 200; body: { ok: true; quote: PublicQuote }; setCookie?: string | undefined }
  | {
      status: 400 | 503;
      body: { ok: false; error: string; fieldErrors: Record<string, string[] | undefined> };
    };

export interface PublicQuote {
  id: string;
  activity_slug: string;
  contact_email: string;
  client_ref: string | null;
  est_headcount: number;
  addons: string[];
  rate_cents: number;
  total_cents: number;
  deposit_cents: number;
  balance_cents: number;
  status: string;
  created_at: string;
}

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
    status: quote.status,
    created_at: quote.createdAt.toISOString(),
  };
}

export async function createQuoteFor(request: Request, fields: unknown): Promise<CreateQuoteAnswer> {
  const { cookieSecret, quotes } = runtime();
  const { browserId, setCookie } = ensureBrowserId(request, cookieSecret);
  try {
    const result = await quotes.create(fields, ownerHashOf(browserId));
    if (!result.ok)
      return { status: 400, body: { ok: false, error: result.error, fieldErrors: result.fieldErrors } };
    return { status: 200, body: { ok: true, quote: publicQuote(result.quote) }, setCookie };
  } catch (error) {
    console.error("Creating a quote failed:", error);
    return { status: 503, body: { ok: false, error: "Failed to create quote", fieldErrors: {} } };
  }
}

export type DepositAnswer =
  | { status: 200; body: { session_url: string } }
  | { status: 400 | 404 | 409 | 502; body: { error: string; fieldErrors?: Record<string, string[]> } };

export async function createDepositFor(request: Request, quoteId: unknown): Promise<DepositAnswer> {
  const { cookieSecret, deposits } = runtime();
  const browserId = browserIdFrom(request, cookieSecret);
  // A browser without our cookie owns no quote: the same answer as someone else's quote.
  if (!browserId) return { status: 404, body: { error: "Quote not found" } };
  const origin = new URL(request.url).origin;
  try {
    const result = await deposits.createSession(quoteId, ownerHashOf(browserId), origin);
    if (!result.ok) {
      return {
        status: result.status,
        body: result.fieldErrors
          ? { error: result.error, fieldErrors: result.fieldErrors }
          : { error: result.error },
      };
    }
    return { status: 200, body: { session_url: result.sessionUrl } };
  } catch (error) {
    console.error("Creating a payment session failed:", error);
    return { status: 502, body: { error: "Failed to create payment session" } };
  }
}
