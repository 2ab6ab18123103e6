import { data, Link } from "react-router";
import { ActivityCard } from "~/components/sections/activity-card";
import { PageHero, Section } from "~/components/sections/page-hero";
import { ReasonGrid } from "~/components/sections/testimonial-card";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { vibePageData } from "~/server/activity-pages.server";
import type { Route } from "./+types/activity-vibe";

// One module serves the five vibe routes; each route id names its vibe (see routes.ts).
export const handle: PageHandle = { sitemap: "vibe-pages" };

/** The vibe's copy and its activities' cards, chosen at build time (the page is prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's own (a client navigation's request.url ends in .data).
  const found = vibePageData(url.pathname);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
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

export default function ActivityVibe({ loaderData }: Route.ComponentProps) {
  const { page, scene, activities, otherVibes } = loaderData;
  return (
    <>
      <PageHero
        variant="split"
        visual={scene}
        priority
        title={page.title}
        lead={page.lead}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Activities", to: "/activities" },
          { label: page.title },
        ]}
      >
        {/* This page's own list: each card books its event at its checkout. */}
        <a href="#vibe-activities" className={buttonStyles.primary}>
          Book a {page.vibe} Event
        </a>
        <BookingButton className={buttonStyles.outlineOnDark}>Book a 15-minute call</BookingButton>
      </PageHero>
      <Section title={`Why teams choose ${page.vibe.toLowerCase()} events`}>
        <ReasonGrid items={page.benefits} />
      </Section>
      <Section id="vibe-activities" title={`${page.vibe} activities`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {activities.map((activity) => (
            <li key={activity.slug}>
              <ActivityCard activity={activity} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Explore other vibes">
        <ul className="flex flex-wrap gap-3">
          {otherVibes.map((other) => (
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
