import { redirect } from "react-router";
import { runtime } from "~/server/runtime.server";
import {
  clearStaffCookie,
  clearStaffDeviceCookie,
  requireStaffPost,
  staffDeviceToken,
  staffToken,
} from "~/server/staff-http.server";
import type { Route } from "./+types/admin-sign-out";

export function loader() {
  throw redirect("/admin");
}

/**
 * Deletes the session row and this browser's device row, and clears both cookies: copies of
 * either are worthless afterwards (a copied device cookie meets the strict sign-in throttle
 * again). Never rate-limited.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffPost(request, { quota: false });
  await runtime().staff.signOut(await staffToken(request), await staffDeviceToken(request));
  const headers = new Headers();
  headers.append("Set-Cookie", await clearStaffCookie(request));
  headers.append("Set-Cookie", await clearStaffDeviceCookie(request));
  throw redirect("/admin/sign-in", { status: 303, headers });
}
