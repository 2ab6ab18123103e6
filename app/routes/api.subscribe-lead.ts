import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.subscribe-lead";

/** The toolkit lead capture: name, email, company, teamSize, consent and source. */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, "toolkit");
}
