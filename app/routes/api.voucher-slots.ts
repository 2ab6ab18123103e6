import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";

/** How many first-event upgrades are left this month in the business time zone: { remaining }. */
export async function loader() {
  const remaining = await runtime().vouchers.remaining();
  return Response.json({ remaining }, { headers: noStore });
}
