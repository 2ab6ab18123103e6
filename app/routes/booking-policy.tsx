import { LegalDocumentView } from "~/components/sections/legal-document";
import { bookingPolicy } from "~/content/booking-policy";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/booking-policy";

export const handle: PageHandle = { sitemap: () => [{ path: "/booking-policy" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Booking Policy",
    description:
      "Notice, minimum fee, deposit and invoice, headcount changes, rescheduling and cancellation refunds for Rallyroom events.",
    path: "/booking-policy",
    markdown: true,
  });

/** The policy as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return { document: bookingPolicy };
}

export default function BookingPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
