import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.book-event";

/** The /book-event recommendation request. */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "booking");
}
