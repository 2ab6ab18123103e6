import { methodNotAllowed, noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { requireStaffApi } from "~/server/staff-http.server";
import type { Route } from "./+types/api.admin.quotes";

/** Staff JSON: every client's quotes. 401 without a staff session. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffApi(request);
  const quotes = await runtime().quotes.listAll();
  return Response.json(
    {
      quotes: quotes.map(({ ownerHash: _owner, ...quote }) => quote),
    },
    { headers: noStore },
  );
}

/** Other methods: 401 without a session (nothing is told to strangers), then 405. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed("GET, HEAD");
}
