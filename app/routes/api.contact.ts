import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.contact";

/** The /contact message. */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "contact");
}
