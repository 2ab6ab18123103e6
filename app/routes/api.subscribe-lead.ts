import { leadJsonAction } from "~/server/forms.server";
import type { Route } from "./+types/api.subscribe-lead";

/** JSON adapter of the toolkit form (docs/api.md): name, email, company, teamSize, consent, source. */
export function action({ request }: Route.ActionArgs) {
  return leadJsonAction(request, "toolkit");
}
