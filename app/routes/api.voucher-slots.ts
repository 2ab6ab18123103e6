import { runtime } from "../../server/runtime";

/** SPEC.md §7's slot count: { remaining } this month in the business time zone. */
export async function loader() {
  const remaining = await runtime().vouchers.remaining();
  return Response.json({ remaining }, { headers: { "Cache-Control": "no-store" } });
}
