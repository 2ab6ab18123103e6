import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/billing";

export const handle: PageHandle = { sitemap: () => [{ path: "/billing" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Get Quote & Pay Deposit",
    description:
      "Create a quote for your Rallyroom event in a minute and secure your date with a deposit. Prices are calculated for your team size and add-ons.",
    path: "/billing",
  });

export default function Billing() {
  return (
    <>
      <PageHero
        title="Get Quote & Pay Deposit"
        lead={`Choose an activity, tell us how many people will play, and we price your event on the spot. A ${site.deposit.percent}% deposit secures your date; the balance is invoiced after the event.`}
      />
      <Section title="How quotes work">
        <ol className="grid gap-6 sm:grid-cols-3">
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">1. Build your quote</h3>
            <p className="mt-2 text-slate-700">
              Pick the activity, your estimated headcount and any add-ons such as custom branding.
            </p>
          </li>
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">2. Pay the deposit</h3>
            <p className="mt-2 text-slate-700">
              Pay {site.deposit.percent}% by card through our secure payment provider to hold your date.
            </p>
          </li>
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">3. Play</h3>
            <p className="mt-2 text-slate-700">
              Your host confirms the details; the balance is invoiced on net-30 terms.
            </p>
          </li>
        </ol>
        <Link to="/pricing" className={`${buttonStyles.secondary} mt-8`}>
          See pricing
        </Link>
      </Section>
    </>
  );
}
