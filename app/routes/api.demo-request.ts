import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.demo-request";

/** Home's 'Schedule My Demo' request. */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "demo");
}
