import { Link, useLocation } from "react-router";
import { ActivityCard } from "~/components/sections/activity-card";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { activities } from "~/content/activities";
import { vibeScenes } from "~/content/scenes";
import { type VibePage, vibePageFromPath, vibePages } from "~/content/vibe-pages";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/activity-vibe";

// One module serves the five vibe routes; each route id names its vibe (see routes.ts).
export const handle: PageHandle = {
  sitemap: () => vibePages.map((page) => ({ path: `/activities/${page.slug}` })),
};

export const meta: Route.MetaFunction = ({ location }) => {
  const page = vibePageFromPath(location.pathname);
  if (!page) return [];
  return seo({
    title: page.title,
    description: page.description,
    path: `/activities/${page.slug}`,
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Activities", path: "/activities" },
      { name: page.title, path: `/activities/${page.slug}` },
    ]),
  });
};

export default function ActivityVibe() {
  const page = vibePageFromPath(useLocation().pathname) as VibePage;
  const matching = activities.filter((activity) => activity.vibe.includes(page.vibe));
  return (
    <>
      <PageHero
        variant="split"
        visual={vibeScenes[page.slug]}
        priority
        title={page.title}
        lead={page.lead}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Activities", to: "/activities" },
          { label: page.title },
        ]}
      >
        <Link to="/book-event" className={buttonStyles.primary}>
          Book a {page.vibe} Event
        </Link>
        <BookingButton className={buttonStyles.outlineOnDark}>Book a 15-minute call</BookingButton>
      </PageHero>
      <Section title={`Why teams choose ${page.vibe.toLowerCase()} events`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-brand-50 p-6">
              <h3 className="font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`${page.vibe} activities`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {matching.map((activity) => (
            <li key={activity.slug}>
              <ActivityCard activity={activity} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Explore other vibes">
        <ul className="flex flex-wrap gap-3">
          {vibePages
            .filter((other) => other.slug !== page.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link to={`/activities/${other.slug}`} className={buttonStyles.secondary}>
                  {other.vibe}
                </Link>
              </li>
            ))}
        </ul>
      </Section>
    </>
  );
}
