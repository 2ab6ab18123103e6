import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.procurement-request";

/** The trust page's request for procurement documents (DPA, W-9, insurance, questionnaire). */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "procurement");
}
