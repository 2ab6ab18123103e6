import { Link, redirect } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { activities, getActivity } from "~/content/activities";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/activity";

export const handle: PageHandle = {
  sitemap: () => activities.map((activity) => ({ path: `/activities/${activity.slug}` })),
};

export function loader({ params }: Route.LoaderArgs) {
  const activity = getActivity(params.slug);
  if (!activity) throw redirect("/activities");
  return { slug: activity.slug };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const activity = loaderData ? getActivity(loaderData.slug) : undefined;
  if (!activity) return [];
  const path = `/activities/${activity.slug}`;
  return seo({
    title: `${activity.title}: Virtual Team Building Activity`,
    description: activity.summary,
    path,
    jsonLd: [
      {
        "@type": "Service",
        name: activity.title,
        description: activity.summary,
        provider: { "@type": "Organization", name: "Rallyroom" },
        offers: {
          "@type": "Offer",
          priceCurrency: "USD",
          price: activity.priceFromPP,
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: activity.priceFromPP,
            priceCurrency: "USD",
            unitText: "per person",
          },
        },
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Activities", path: "/activities" },
        { name: activity.title, path },
      ]),
    ],
  });
};

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const activity = getActivity(loaderData.slug);
  if (!activity) return null;
  return (
    <>
      <PageHero
        title={activity.title}
        lead={activity.tagline}
        background={activity.heroColor}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Activities", to: "/activities" },
          { label: activity.title },
        ]}
      >
        <p className="w-full text-indigo-50">
          {activity.durationMinutes} minutes · {activity.teamSizeMin}–{activity.teamSizeMax} people · From $
          {activity.priceFromPP}/person
        </p>
        <BookingButton className={buttonStyles.onDark}>Book Now</BookingButton>
      </PageHero>
      <Section title="How It Works">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {activity.howItWorks.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <p className="text-sm font-bold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What's Included">
        <ul className="grid list-disc gap-2 pl-6 text-slate-700 sm:grid-cols-2">
          {activity.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-4">
            See pricing
          </Link>
        </p>
      </Section>
    </>
  );
}
