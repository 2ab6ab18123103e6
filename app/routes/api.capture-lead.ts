import { handleApiSubmission } from "~/server/forms.server";
import type { Route } from "./+types/api.capture-lead";

/**
 * The guide form, or the newsletter when its tags include 'newsletter' (the blog's
 * subscription box sends email, source and tags).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApiSubmission(request, (body) =>
    Array.isArray(body.tags) && body.tags.includes("newsletter") ? "newsletter" : "guide",
  );
}
