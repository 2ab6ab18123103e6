import { createDepositFor } from "../../server/billing-http";
import { readJsonBody } from "../../server/http";
import type { Route } from "./+types/api.billing-create-deposit-session";

const methodNotAllowed = () =>
  Response.json({ error: "Create payment sessions with POST." }, { status: 405, headers: { Allow: "POST" } });

export const loader = methodNotAllowed;

/**
 * SPEC.md §7 billing-create-deposit-session: answers `{session_url}`. Only quote_id is read;
 * the amount is the quote's stored deposit, and only the browser that created it may pay.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const value = body.value;
  const quoteId =
    typeof value === "object" && value !== null ? (value as { quote_id?: unknown }).quote_id : undefined;
  const answer = await createDepositFor(request, quoteId);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
