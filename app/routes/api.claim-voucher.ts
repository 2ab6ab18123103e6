import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.claim-voucher";

/**
 * Claims the first-event upgrade: { code, expires_at } (201; 200 when the address already has
 * one), or { error, fieldErrors }.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "voucher");
}
