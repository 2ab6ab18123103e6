import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.contact";

export const loader = postOnly;

/** The /contact message. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, "contact");
}
