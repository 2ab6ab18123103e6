import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.book-event";

export const loader = postOnly;

/** The /book-event recommendation request. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, "booking");
}
