import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.claim-voucher";

export const loader = postOnly;

/** SPEC.md §7 claim-voucher: answers { code, expires_at } or { error, fieldErrors }. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, "voucher");
}
