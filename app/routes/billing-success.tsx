import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/billing-success";

export const handle: PageHandle = { sitemap: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Deposit Status",
    description: "The status of your Rallyroom deposit payment.",
    path: "/billing/success",
    noindex: true,
  });

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { sessionId: sessionId && SESSION_ID.test(sessionId) ? sessionId : null };
}

export default function BillingSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Deposit Status"
        lead="We mark a quote as accepted only after our payment provider confirms the deposit to our server, never from this page alone."
      />
      <Section>
        {loaderData.sessionId ? (
          <p className="text-slate-700">
            Payment session:{" "}
            <code className="rounded bg-slate-100 px-2 py-1 break-all">{loaderData.sessionId}</code>
          </p>
        ) : (
          <p className="text-slate-700">No payment session was given in this link.</p>
        )}
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/billing" className={buttonStyles.primary}>
            Back to Billing
          </Link>
          <Link to="/" className={buttonStyles.secondary}>
            Home
          </Link>
        </div>
      </Section>
    </>
  );
}
