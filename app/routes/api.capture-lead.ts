import { leadJsonAction } from "~/server/forms.server";
import type { Route } from "./+types/api.capture-lead";

/**
 * JSON adapter of the guide form, or of the newsletter when its tags include 'newsletter'
 * (docs/api.md).
 */
export function action({ request }: Route.ActionArgs) {
  return leadJsonAction(request, (body) =>
    Array.isArray(body.tags) && body.tags.includes("newsletter") ? "newsletter" : "guide",
  );
}
