import { contacts } from "~/config/site";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";

/**
 * For load balancers and uptime checks: 200 when the database answers, 503 when it does not.
 * `contacts` says whether the build still shows the placeholder email and phone.
 */
export async function loader() {
  const { database } = runtime();
  const ok = await database.ping();
  return Response.json(
    {
      status: ok ? "ok" : "unavailable",
      database: ok ? "ok" : "unreachable",
      driver: database.driver,
      contacts,
    },
    { status: ok ? 200 : 503, headers: noStore },
  );
}
