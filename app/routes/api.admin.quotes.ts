import { runtime } from "../../server/runtime";
import { noStore, requireStaffApi } from "../../server/staff-http";
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

export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request);
  return Response.json(
    { error: "This endpoint only answers GET." },
    { status: 405, headers: { Allow: "GET" } },
  );
}
