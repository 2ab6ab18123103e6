import { leadJsonAction } from "~/server/forms.server";
import type { Route } from "./+types/api.contact";

/** JSON adapter of the contact form (docs/api.md): the load test (`npm run bench`) posts here. */
export function action({ request }: Route.ActionArgs) {
  return leadJsonAction(request, "contact");
}
