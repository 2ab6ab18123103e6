import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { helpCenterGroups } from "~/content/faq";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/help-center";

export const handle: PageHandle = { sitemap: () => [{ path: "/help-center" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Help Center",
    description:
      "Get help with your Rallyroom event: getting started, technical requirements, pricing and customization, or reach our support team by email or phone.",
    path: "/help-center",
  });

export default function HelpCenter() {
  return (
    <>
      <PageHero
        title="How can we help?"
        lead="Answers about getting started, technical setup, pricing and customization."
      />
      <Section title="Contact support">
        <ul className="grid gap-6 sm:grid-cols-2">
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">Email Support</h3>
            <p className="mt-2 text-slate-700">We reply within 24 hours.</p>
            <a
              href={`mailto:${site.email.support}`}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              Send Email
            </a>
          </li>
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">Phone Support</h3>
            <p className="mt-2 text-slate-700">Toll-free, Mon–Fri 9 AM–6 PM EST, Sat 10 AM–4 PM EST.</p>
            <a
              href={`tel:${site.phone.tel}`}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {site.phone.display}
            </a>
          </li>
        </ul>
      </Section>
      {helpCenterGroups.map((group) => (
        <Section key={group.id} title={group.title}>
          <dl className="max-w-3xl space-y-6">
            {group.items.map((item) => (
              <div key={item.q}>
                <dt className="font-semibold text-ink">{item.q}</dt>
                <dd className="mt-2 text-slate-700">{item.a}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}
      <Section>
        <div className="flex flex-wrap gap-4">
          <Link to="/book-event" className={buttonStyles.primary}>
            Contact Support
          </Link>
          <Link to="/faq" className={buttonStyles.secondary}>
            View More FAQs
          </Link>
        </div>
      </Section>
    </>
  );
}
