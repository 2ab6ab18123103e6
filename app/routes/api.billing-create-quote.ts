import { createQuoteFor } from "../../server/billing-http";
import { readJsonBody } from "../../server/http";
import type { Route } from "./+types/api.billing-create-quote";

const methodNotAllowed = () =>
  Response.json({ error: "Create quotes with POST." }, { status: 405, headers: { Allow: "POST" } });

export const loader = methodNotAllowed;

/** SPEC.md §7 billing-create-quote: the server prices the quote; amounts in the body are ignored. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const answer = await createQuoteFor(request, body.value);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.status === 200 && answer.setCookie) headers.append("Set-Cookie", answer.setCookie);
  return Response.json(answer.body, { status: answer.status, headers });
}
