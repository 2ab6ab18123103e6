import { handleApiSubmission, postOnly } from "../../server/forms";
import type { Route } from "./+types/api.capture-lead";

export const loader = postOnly;

/**
 * SPEC.md §7 capture-lead: the guide form, or the newsletter when its tags include
 * 'newsletter' (the blog's subscription box sends email, source and tags).
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleApiSubmission(request, context, (body) =>
    Array.isArray(body.tags) && body.tags.includes("newsletter") ? "newsletter" : "guide",
  );
}
