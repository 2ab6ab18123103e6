import { Link } from "react-router";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { Accordion } from "~/components/ui/accordion";
import { BookingButton, bookEventHref } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { holidayCountdown, holidayFaq, holidayIdeas } from "~/content/holiday-events";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/holiday-events";

export const handle: PageHandle = { sitemap: () => [{ path: "/holiday-events" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Holiday Party Events for Remote Teams",
    description:
      "Plan a virtual holiday party your remote team will remember: festive trivia, game shows and cozy kits, live-hosted by Rallyroom. Book two weeks ahead.",
    path: "/holiday-events",
  });

export default function HolidayEvents() {
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["tiny-campfire"]}
        priority
        eyebrow="Seasonal events"
        title="Virtual Holiday Parties Your Team Will Remember"
        lead="End the year together, wherever everyone is. Our hosts run festive games for teams of 5 to 500+. Book at least two weeks ahead; December dates go fast."
      >
        <Link to={bookEventHref} className={buttonStyles.primary}>
          Book Your Holiday Event
        </Link>
        <BookingButton className={buttonStyles.outlineOnDark}>Book a 15-minute call</BookingButton>
        <Link to="/pricing" className={buttonStyles.outlineOnDark}>
          See pricing
        </Link>
      </PageHero>
      <Section title="Holiday party ideas">
        <BenefitGrid items={holidayIdeas} columns="lg:grid-cols-3" />
        <Link to="/activities" className={`${buttonStyles.secondary} mt-8`}>
          See all activities
        </Link>
      </Section>
      <Section title="Your six-week countdown">
        <ol className="grid gap-6 md:grid-cols-4">
          {holidayCountdown.map((step) => (
            <li key={step.when} className="rounded-2xl bg-brand-50 p-6">
              <h3 className="font-bold text-brand-800">{step.when}</h3>
              <p className="mt-2 text-slate-700">{step.what}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-slate-700">
          Want every template and deadline in one place?{" "}
          <Link to="/toolkits/holiday-party-planning" className="font-semibold text-brand-700 underline">
            Get the Holiday Party Planning Toolkit
          </Link>{" "}
          or read{" "}
          <Link to="/blog/virtual-holiday-party-ideas" className="font-semibold text-brand-700 underline">
            our favourite holiday party ideas
          </Link>
          .
        </p>
      </Section>
      <Section title="Holiday event questions">
        <div className="max-w-3xl">
          <Accordion items={holidayFaq} />
        </div>
      </Section>
      <CtaSection
        tone="festive"
        heading="Save your date before December fills up"
        text="Pick an activity, a date and your add-ons online, or take a 15-minute call to choose the format, date and kits with an event planner."
        primary={{ label: "Book Your Holiday Event", to: bookEventHref }}
        secondary={{ label: "Book a 15-minute call", booking: true }}
      />
    </>
  );
}
