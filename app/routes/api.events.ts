import { clientAddress, readJsonBody } from "../../server/http";
import { runtime } from "../../server/runtime";
import type { Route } from "./+types/api.events";

export function loader() {
  return Response.json(
    { error: "Send analytics events with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** Cookie-less analytics beacon: validated, stored without the IP address, answered 204. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      { error: "Send analytics events with POST." },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const body = await readJsonBody(request, { allowTextPlain: true });
  if (!body.ok) return body.response;
  const result = await runtime().analytics.record(body.value, {
    ip: clientAddress(context),
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (!result.ok)
    return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: 400 });
  return new Response(null, { status: 204 });
}
