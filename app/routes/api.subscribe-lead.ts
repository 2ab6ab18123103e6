import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.subscribe-lead";

export const loader = postOnly;

/** SPEC.md §7 subscribe-lead: the toolkit lead capture (name, email, company, teamSize, consent, source). */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, "toolkit");
}
