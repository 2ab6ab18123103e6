import type { LeadKind } from "~/domain/lead-kinds";
import { readJsonBody } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";

/**
 * The lead forms' JSON endpoints share this path: body, then the lead service. The request
 * policy has already admitted the request (POST, same origin, JSON, size, rate limit).
 */
export async function handleApiSubmission(
  request: Request,
  kindOf: LeadKind | ((body: Record<string, unknown>) => LeadKind),
): Promise<Response> {
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
