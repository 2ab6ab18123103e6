import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const handle: PageHandle = { sitemap: () => [{ path: "/about-us" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "About Us",
    description:
      "Rallyroom's mission is to make remote teams feel like teams. Meet the people who host live virtual team building for 500+ companies.",
    path: "/about-us",
  });

export default function AboutUs() {
  return (
    <>
      <PageHero
        title="About Rallyroom"
        lead="We started Rallyroom after one too many silent video-call happy hours. Today our hosts run live games for more than 500 companies around the world."
      />
      <Section title="Our mission">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          To make remote and hybrid teams feel like teams: people who know each other, trust each other and
          enjoy working together, wherever they log in from.
        </p>
      </Section>
      <Section title="Our vision">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          A world where distance is no reason for a team to feel distant, and where connection is planned as
          carefully as any project.
        </p>
        <Link to="/book-event" className={`${buttonStyles.primary} mt-8`}>
          Schedule a Call
        </Link>
      </Section>
    </>
  );
}
