import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { PersonCard } from "~/components/sections/person-card";
import type { PersonCardData } from "~/content/shapes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { listPeople } from "~/server/hosts.server";
import { personCard } from "~/server/people-cards.server";
import type { Route } from "./+types/hosts";

export const handle: PageHandle = { sitemap: () => [{ path: "/hosts" }] };

/** Read from content/hosts/*.md at build time; the page is prerendered (app/content/route-table.ts). */
export function loader() {
  const people = listPeople();
  return {
    founders: people.filter((person) => person.team === "founder").map(personCard),
    hosts: people.filter((person) => person.team === "host").map(personCard),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Our Hosts",
    description:
      "Meet the people who run Rallyroom's live virtual team building events: their languages, time zones and the games each one hosts.",
    path: "/hosts",
  });

function PeopleSection({ title, people }: { title: string; people: readonly PersonCardData[] }) {
  return (
    <Section title={title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {people.map((person) => (
          <li key={person.slug}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Hosts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        variant="compact"
        title="Meet your hosts"
        lead="Every Rallyroom event is run live by one of these people. Each activity's page names who hosts it; when you book, we confirm your host by name."
      />
      <PeopleSection title="Hosts" people={loaderData.hosts} />
      <PeopleSection title="Founders who still host" people={loaderData.founders} />
      <CtaSection
        tone="light"
        heading="Want to meet one first?"
        text="Book a 15-minute intro call and ask about the host for your date."
        primary={{ label: "Schedule a Call", to: "/book-event" }}
        secondary={{ label: "About Rallyroom", to: "/about-us" }}
      />
    </>
  );
}
