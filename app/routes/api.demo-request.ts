import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.demo-request";

export const loader = postOnly;

/** Home's 'Schedule My Demo' request. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, "demo");
}
