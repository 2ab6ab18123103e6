import { LegalDocumentView } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const handle: PageHandle = { sitemap: () => [{ path: "/privacy-policy" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Privacy Policy",
    description:
      "How Rallyroom collects, uses and protects personal information, and the rights you have over it.",
    path: "/privacy-policy",
    markdown: true,
  });

/** The document as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return { document: privacyPolicy };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
