import { LegalDocumentView } from "~/components/sections/legal-document";
import { accessibilityStatement } from "~/content/accessibility";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const handle: PageHandle = { sitemap: () => [{ path: "/accessibility" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Accessibility Statement",
    description:
      "How accessible the Rallyroom website is (WCAG 2.2 AA), how it is tested, the limitations we know of, and how to report a barrier.",
    path: "/accessibility",
    markdown: true,
  });

/** The statement as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return { document: accessibilityStatement };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
