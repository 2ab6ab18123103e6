import { redirect } from "react-router";
import { endSession, requireAccountPost } from "~/server/account-http.server";
import { noStore } from "~/server/http.server";
import type { Route } from "./+types/account-sign-out";

/**
 * `POST /account/sign-out` (issue 43): ends this browser's session, or with `everywhere=1` every
 * session of the address on every device. The session's CSRF token is required, so another site
 * cannot sign a visitor out.
 */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAccountPost(request);
  const cookie = await endSession(request, form.get("everywhere") === "1");
  throw redirect("/account/sign-in?signed_out=1", {
    status: 303,
    headers: { ...noStore, "Set-Cookie": cookie },
  });
}
