import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/virtual-team-building-events";

export const handle: PageHandle = {
  sitemap: () => [{ path: "/virtual-team-building-events" }],
  ownFooter: true,
};

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building Events: Not Just a Game, an Experience",
    description:
      "Live-hosted virtual team building events with your branding, leaderboards and a professional host. For teams of 5 to 500+ on Zoom, Teams or Meet.",
    path: "/virtual-team-building-events",
  });

function LandingFooter() {
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <div className={`${container} flex flex-wrap items-center justify-between gap-4 py-8 text-sm`}>
        <p>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
        <nav aria-label="Landing page">
          <ul className="flex flex-wrap gap-6">
            <li>
              <a href="#pricing" className="hover:text-white hover:underline">
                Pricing
              </a>
            </li>
            <li>
              <a href="#why" className="hover:text-white hover:underline">
                Why Rallyroom
              </a>
            </li>
            <li>
              <Link to="/contact" className="hover:text-white hover:underline">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export default function VirtualTeamBuildingEvents() {
  return (
    <>
      <PageHero
        title="Not Just a Game. An Experience."
        lead="Live-hosted virtual team building with your branding, live leaderboards and a host who makes everyone feel part of it."
      >
        <BookingButton className={buttonStyles.onDark}>Book a Free Demo</BookingButton>
        <Link
          to="/pricing"
          className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
        >
          Get Pricing
        </Link>
      </PageHero>
      <Section title="Why teams choose Rallyroom" id="why">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Remote teams are tired of awkward video-call games. Our hosts run polished, branded events where
          every person plays, from a 5-person squad to a 500-person all-hands.
        </p>
      </Section>
      <Section title="Transparent pricing" id="pricing">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Events start at $35 per person with a minimum event fee for small teams.{" "}
          <Link to="/billing" className="font-semibold text-brand-700 underline">
            Get Quote &amp; Pay Deposit
          </Link>
        </p>
      </Section>
      <LandingFooter />
    </>
  );
}
