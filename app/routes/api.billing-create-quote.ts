import { createQuoteFor } from "~/server/billing-http.server";
import { noStore, readJsonBody } from "~/server/http.server";
import type { Route } from "./+types/api.billing-create-quote";

/** Creates a quote priced by the server: amounts in the body are ignored. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const answer = await createQuoteFor(request, body.value);
  const headers = new Headers(noStore);
  if (answer.status === 200 && answer.setCookie) headers.append("Set-Cookie", answer.setCookie);
  return Response.json(answer.body, { status: answer.status, headers });
}
