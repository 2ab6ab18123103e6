import { LegalDocumentView } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export const handle: PageHandle = { sitemap: () => [{ path: "/terms-of-service" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Terms of Service",
    description:
      "The terms for booking and taking part in Rallyroom events: quotes, deposits, cancellations, conduct and more.",
    path: "/terms-of-service",
    markdown: true,
  });

/** The document as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return { document: termsOfService };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
