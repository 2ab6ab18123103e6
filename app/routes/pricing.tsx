import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/pricing";

export const handle: PageHandle = { sitemap: () => [{ path: "/pricing" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Pricing: Virtual Team Building Packages",
    description:
      "Transparent per-person pricing for live-hosted virtual team building: Core Experience from $35, Premium Celebration from $50, and an Enterprise Connection Plan.",
    path: "/pricing",
    jsonLd: {
      "@type": "Service",
      name: "Live-hosted virtual team building events",
      provider: { "@type": "Organization", name: "Rallyroom" },
      areaServed: "Worldwide",
      offers: [
        { "@type": "Offer", name: "Core Experience", priceCurrency: "USD", price: 35 },
        { "@type": "Offer", name: "Premium Celebration", priceCurrency: "USD", price: 50 },
        { "@type": "Offer", name: "Enterprise Connection Plan", priceCurrency: "USD", price: 4000 },
      ],
    },
  });

const packages = [
  {
    name: "Core Experience",
    price: "$35–$45",
    unit: "per person",
    blurb: "60 minutes, up to 100 participants, fully hosted.",
  },
  {
    name: "Premium Celebration",
    price: "$50–$65",
    unit: "per person",
    blurb: "75–90 minutes with premium hosting and extras. Most Popular.",
  },
  {
    name: "Enterprise Connection Plan",
    price: "From $4,000",
    unit: "per year",
    blurb: "6–8 events a year for teams that play together all year.",
  },
];

export default function Pricing() {
  return (
    <>
      <PageHero
        title="Simple, Transparent Pricing"
        lead="Pay per person, with a minimum event fee for small teams. Every package includes a professional host and all the game technology."
      />
      <Section title="Packages">
        <ul className="grid gap-6 md:grid-cols-3">
          {packages.map((item) => (
            <li key={item.name} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-ink">{item.name}</h3>
              <p className="mt-3 text-3xl font-extrabold text-brand-700">
                {item.price} <span className="text-base font-medium text-slate-600">{item.unit}</span>
              </p>
              <p className="mt-3 text-slate-700">{item.blurb}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/quiz" className="font-semibold text-brand-700 underline underline-offset-4">
            Find your perfect event (20s)
          </Link>
        </p>
      </Section>
    </>
  );
}
