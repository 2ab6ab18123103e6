import { clientAddress, readJsonBody } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/api.events";

/** Cookie-less analytics beacon: validated, stored without the IP address, answered 204. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await runtime().analytics.record(body.value, {
    ip: clientAddress(context),
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (!result.ok)
    return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: 400 });
  return new Response(null, { status: 204 });
}
