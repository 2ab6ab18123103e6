import type { RouterContextProvider } from "react-router";
import type { LeadKind } from "../app/domain/leads";
import { clientAddress, readJsonBody } from "./http";
import { runtime } from "./runtime";
import { formPostRule } from "./services/rate-limit";

/**
 * Cross-site form posts are refused: a browser sends Origin (or at least Referer) with a POST,
 * and it must name this site. Requests with neither (mail clients' one-click unsubscribe,
 * server-to-server API calls) carry no browser credentials and pass.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url);
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return false;
  const origin = request.headers.get("origin");
  const claimed = origin && origin !== "null" ? origin : request.headers.get("referer");
  if (origin === "null") return false;
  if (!claimed) return true;
  try {
    return new URL(claimed).host === own.host;
  } catch {
    return false;
  }
}

export const crossSiteMessage = "This form can only be sent from the Rallyroom website.";
export const rateLimitedMessage =
  "Too many submissions from your network. Please wait a few minutes and try again.";

export type Refusal = { status: 403 | 429; error: string; headers: Record<string, string> };

/** Same-origin check, then the per-IP limit; null when the post may proceed. */
export async function guardPublicPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  scope: string,
): Promise<Refusal | null> {
  if (!isSameOrigin(request)) return { status: 403, error: crossSiteMessage, headers: {} };
  const limit = await runtime().rateLimiter.hit(`post:${clientAddress(context)}`, formPostRule);
  if (!limit.allowed) {
    return {
      status: 429,
      error: rateLimitedMessage,
      headers: { "Retry-After": String(limit.retryAfterSeconds), "X-RateLimit-Scope": scope },
    };
  }
  return null;
}

export function refusalResponse(refusal: Refusal): Response {
  return Response.json(
    { error: refusal.error, fieldErrors: {} },
    { status: refusal.status, headers: refusal.headers },
  );
}

const methodNotAllowed = (allow: string) =>
  Response.json({ error: `Use ${allow} for this endpoint.` }, { status: 405, headers: { Allow: allow } });

export const postOnly = () => methodNotAllowed("POST");

/** The JSON API's shared path: method, guard, body, then the lead service. */
export async function handleApiSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kindOf: LeadKind | ((body: Record<string, unknown>) => LeadKind),
): Promise<Response> {
  if (request.method !== "POST") return postOnly();
  const refusal = await guardPublicPost(request, context, "api");
  if (refusal) return refusalResponse(refusal);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const value = body.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return Response.json(
      { error: "Send the form fields as a JSON object.", fieldErrors: {} },
      { status: 400 },
    );
  }
  const kind = typeof kindOf === "function" ? kindOf(value as Record<string, unknown>) : kindOf;
  const result = await runtime().leads.submit(kind, value);
  if (!result.ok) {
    return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  }
  if (result.voucher) {
    return Response.json(
      { code: result.voucher.code, expires_at: result.voucher.expires_at },
      { status: result.voucher.existing ? 200 : 201 },
    );
  }
  return Response.json({ ok: true, id: result.leadId }, { status: 201 });
}
