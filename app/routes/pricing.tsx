import { Link } from "react-router";
import { LeadCaptureCard } from "~/components/forms/lead-forms";
import { ActivityPriceList } from "~/components/sections/activity-price-list";
import { PageHero, Section } from "~/components/sections/page-hero";
import { PriceCalculator } from "~/components/sections/price-calculator";
import { ReasonGrid } from "~/components/sections/testimonial-card";
import { CheckList } from "~/components/ui/check-list";
import { buttonStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { catalogueFactList } from "~/content/activity-facts";
import { addOns, minimumEventFee, packageRanges, packages, pricingReasons } from "~/content/pricing";
import { formatPrice, RUSH_FEE_CENTS, STANDARD_NOTICE_DAYS } from "~/domain/pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/pricing";

export const handle: PageHandle = { sitemap: () => [{ path: "/pricing" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Pricing: Virtual Team Building Packages",
    description: `Transparent per-person pricing for live-hosted virtual team building: Core Experience from $${packageRanges.core.from}, Premium Celebration from $${packageRanges.premium.from}, and an Enterprise Connection Plan.`,
    path: "/pricing",
    markdown: true,
    jsonLd: {
      "@type": "Service",
      name: "Live-hosted virtual team building events",
      provider: { "@type": "Organization", name: "Rallyroom" },
      areaServed: "Worldwide",
      offers: [
        { "@type": "Offer", name: "Core Experience", priceCurrency: "USD", price: packageRanges.core.from },
        {
          "@type": "Offer",
          name: "Premium Celebration",
          priceCurrency: "USD",
          price: packageRanges.premium.from,
        },
        { "@type": "Offer", name: "Enterprise Connection Plan", priceCurrency: "USD", price: 4000 },
      ],
    },
  });

export default function Pricing() {
  return (
    <>
      <PageHero
        title="Simple, Transparent Pricing"
        lead="Pay per person, with a minimum event fee for small teams. Every package includes a professional host and all the game technology."
      />
      <Section title="Why Rallyroom?">
        <ReasonGrid items={pricingReasons} />
      </Section>
      <Section title="Packages">
        <ul className="grid gap-6 md:grid-cols-3">
          {packages.map((item) => (
            <li
              key={item.name}
              className={`relative flex flex-col rounded-2xl border p-6 shadow-sm ${item.highlight ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"}`}
            >
              {item.highlight ? (
                <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
                  Most Popular
                </p>
              ) : null}
              <h3 className="text-xl font-semibold text-ink">{item.name}</h3>
              <p className="mt-3 text-3xl font-extrabold text-brand-700">
                {item.price} <span className="text-base font-medium text-slate-600">{item.unit}</span>
              </p>
              <p className="mt-3 text-slate-700">{item.blurb}</p>
              <CheckList
                items={item.features}
                className="mt-4 flex-1 space-y-2 text-slate-800"
                itemClassName="flex gap-2"
                checkClassName="text-emerald-700"
              />
              {item.name === "Enterprise Connection Plan" ? (
                <a
                  href={`mailto:${site.email.hello}?subject=${encodeURIComponent("Enterprise Connection Plan")}`}
                  className={`${buttonStyles.secondary} mt-6`}
                >
                  Talk to us
                </a>
              ) : (
                <Link
                  to="/billing"
                  className={`${item.highlight ? buttonStyles.primary : buttonStyles.secondary} mt-6`}
                >
                  Get a quote
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/quiz" className="font-semibold text-brand-700 underline underline-offset-4">
            Find your perfect event (20s)
          </Link>
        </p>
      </Section>
      <div className="bg-slate-50">
        <Section title="Every activity at a glance">
          <p className="mb-6 max-w-2xl text-slate-700">
            The rate per person falls as your group grows: up to 30 people pay the higher figure, 31 to 80 the
            midpoint, 81 or more the lower, and small teams pay the {minimumEventFee} minimum event fee. A
            date under {STANDARD_NOTICE_DAYS} days away adds the {formatPrice(RUSH_FEE_CENTS)} rush fee.
          </p>
          <ActivityPriceList activities={catalogueFactList} />
        </Section>
      </div>
      <div className={`${container} py-12`}>
        <LeadCaptureCard
          source="pricing_above_calculator"
          title="Planning a budget? Get the free toolkit"
          className="mx-auto max-w-2xl"
        />
      </div>
      <div className="bg-slate-50">
        <Section title="Quick Price Calculator">
          <p className="mb-6 max-w-2xl text-slate-700">
            The same figures as your quote and checkout: pick an activity, your headcount and any add-ons.
          </p>
          <PriceCalculator />
        </Section>
      </div>
      <Section title="Add-ons">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {addOns.map((card) => (
            <li key={card.title} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="font-semibold text-ink">{card.title}</h3>
              <p className="mt-1 font-semibold text-brand-700">{card.price}</p>
              <p className="mt-2 text-sm text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <div className={`${container} pb-16`}>
        <LeadCaptureCard source="pricing_page" className="mx-auto max-w-2xl" />
      </div>
    </>
  );
}
