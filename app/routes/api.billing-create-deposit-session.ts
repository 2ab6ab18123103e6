import { createDepositFor } from "~/server/billing-http.server";
import { noStore, readJsonBody } from "~/server/http.server";
import type { Route } from "./+types/api.billing-create-deposit-session";

/**
 * Opens a payment session and answers `{session_url}`. Only quote_id is read: the amount is the
 * quote's stored deposit, and only the browser that created the quote may pay it.
 */
export async function action({ request }: Route.ActionArgs) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const value = body.value;
  const quoteId =
    typeof value === "object" && value !== null ? (value as { quote_id?: unknown }).quote_id : undefined;
  const answer = await createDepositFor(request, quoteId);
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}
