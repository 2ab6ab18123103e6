import { leadJsonAction } from "~/server/forms.server";
import type { Route } from "./+types/api.contact";

/** JSON adapter of the contact form (docs/api.md): the load test and outside callers post here. */
export function action({ request }: Route.ActionArgs) {
  return leadJsonAction(request, "contact");
}
