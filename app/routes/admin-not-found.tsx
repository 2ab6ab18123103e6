import { data } from "react-router";
import type { PageHandle } from "~/lib/handle";
import { requireStaffPage } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-not-found";

export const handle: PageHandle = { sitemap: false };

/** Unknown admin paths: sign-in first (so a scan learns nothing), then 404. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  throw data({ error: "There is no admin page at this address." }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
