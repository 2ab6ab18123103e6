import { leadJsonAction } from "~/server/forms.server";
import type { Route } from "./+types/api.claim-voucher";

/**
 * JSON adapter of the voucher claim form (docs/api.md): { code, expires_at } (201; 200 when the
 * address already has one), or { error, fieldErrors }.
 */
export function action({ request }: Route.ActionArgs) {
  return leadJsonAction(request, "voucher");
}
