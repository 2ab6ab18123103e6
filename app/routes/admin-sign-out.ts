import { redirect } from "react-router";
import { runtime } from "~/server/runtime.server";
import { clearStaffCookie, requireStaffPost, staffToken } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-sign-out";

export function loader() {
  throw redirect("/admin");
}

/** Deletes the session row, so the cookie is worthless even if it was copied. Never rate-limited. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffPost(request, { quota: false });
  await runtime().staff.signOut(await staffToken(request));
  throw redirect("/admin/sign-in", {
    status: 303,
    headers: { "Set-Cookie": await clearStaffCookie(request) },
  });
}
