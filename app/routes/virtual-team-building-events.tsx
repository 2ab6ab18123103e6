import type { ReactNode } from "react";
import { Link } from "react-router";
import { LeadCaptureCard } from "~/components/forms/lead-forms";
import { LandingFooter } from "~/components/landing/landing-footer";
import { MobileToolkitBar } from "~/components/landing/mobile-toolkit-bar";
import { CtaSection } from "~/components/sections/cta-section";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { BenefitGrid, TestimonialList } from "~/components/sections/testimonial-card";
import { Accordion, type AccordionItem } from "~/components/ui/accordion";
import { BookingButton, bookEventHref } from "~/components/ui/booking-button";
import { HeroCarousel } from "~/components/ui/hero-carousel";
import { buttonStyles, container } from "~/components/ui/styles";
import { claims } from "~/content/facts";
import { landingFaq, variantBFaq } from "~/content/faq";
import { eventScenes, howItWorks, landingBenefits, landingTestimonials, lovedByTeams } from "~/content/home";
import { corePackage, packageMinutes, premiumPackage } from "~/content/pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { sharedPageHeaders } from "~/server/http.server";
import { pageRating } from "~/server/rating-pages.server";
import type { Route } from "./+types/virtual-team-building-events";

export const handle: PageHandle = {
  sitemap: () => [{ path: "/virtual-team-building-events" }],
  ownFooter: true,
};

export const headers: Route.HeadersFunction = sharedPageHeaders;

/** The page's copy and pictures as data in the page, not as JavaScript (decision 031), with the live rating. */
export async function loader() {
  return {
    rating: await pageRating(),
    variantBFaq,
    landingFaq,
    eventScenes,
    howItWorks,
    landingBenefits,
    landingTestimonials,
    lovedByTeams,
    corePackage: { name: corePackage.name, price: corePackage.price, unit: corePackage.unit },
    premiumPackage: { name: premiumPackage.name, price: premiumPackage.price, unit: premiumPackage.unit },
    packageMinutes,
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building Events: Not Just a Game, an Experience",
    description: `Live-hosted virtual team building events with your branding, leaderboards and a professional host. For teams of ${claims.teamSizes} on Zoom, Teams or Meet.`,
    path: "/virtual-team-building-events",
  });

const sectionTitle = "text-3xl font-bold tracking-tight text-ink";

/** One of the page's sections: its heading names it for assistive technology. */
function PageSection({
  id,
  headingId,
  heading,
  children,
}: {
  id?: string;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="py-14" aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function FaqSection({
  items,
  ...section
}: {
  headingId: string;
  heading: string;
  items: readonly AccordionItem[];
}) {
  return (
    <PageSection {...section}>
      <div className="mt-8">
        <Accordion items={items} />
      </div>
    </PageSection>
  );
}

export default function VirtualTeamBuildingEvents({ loaderData }: Route.ComponentProps) {
  const {
    variantBFaq,
    landingFaq,
    eventScenes,
    howItWorks,
    landingBenefits,
    landingTestimonials,
    lovedByTeams,
    corePackage,
    premiumPackage,
    packageMinutes,
  } = loaderData;
  return (
    <>
      <section
        data-surface="dark"
        className="bg-ink bg-radial-[at_90%_0%] from-brand-800 to-ink to-60% text-white"
      >
        <div className={`${container} grid items-center gap-10 py-14 lg:grid-cols-2 lg:py-20`}>
          <div>
            <p className="text-eyebrow font-bold text-sun uppercase">Live-hosted virtual team building</p>
            <h1 className="mt-3 text-display font-extrabold">Not Just a Game. An Experience.</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-300">
              Branded games, live leaderboards and a professional host who gets every person playing, from a
              5-person squad to a 500-person all-hands.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <BookingButton className={buttonStyles.primary} type="demo">
                Book a Free Demo
              </BookingButton>
              <Link to="/pricing" className={buttonStyles.outlineOnDark}>
                Get Pricing
              </Link>
            </div>
            <p className="mt-6 text-sm text-slate-300">Rated {loaderData.rating.full}</p>
          </div>
          <HeroCarousel images={eventScenes} interval={5000} label="Moments from Rallyroom events" />
        </div>
      </section>

      <div className={`${container} lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12`}>
        <div className="min-w-0">
          <PageSection
            headingId="problem-heading"
            heading="Remote work broke the hallway. Video calls did not fix it."
          >
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Your team ships together every day, yet many of them have never shared a laugh. Virtual happy
              hours turn into silent grids of cameras, and the same three people do all the talking. New hires
              take months to feel like they belong, and the people who drift away rarely say why.
            </p>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Rallyroom replaces the awkward call with a hosted experience: short, fast rounds, small breakout
              teams and a host whose only job is to make your people enjoy each other.
            </p>
          </PageSection>

          <PageSection id="why" headingId="benefits-heading" heading="Why teams choose Rallyroom">
            <div className="mt-8">
              <BenefitGrid items={landingBenefits} columns="xl:grid-cols-3" />
            </div>
          </PageSection>

          <PageSection headingId="testimonials-heading" heading="What event organisers say">
            <TestimonialList testimonials={landingTestimonials} columns="md:grid-cols-2" />
          </PageSection>

          <PageSection headingId="how-heading" heading="How It Works">
            <NumberedSteps steps={howItWorks} className="mt-8" />
            <div className="mt-8">
              <Link to={bookEventHref} className={buttonStyles.primary}>
                Plan My Event Today
              </Link>
            </div>
          </PageSection>

          <PageSection id="pricing" headingId="pricing-heading" heading="Simple pricing, no surprises">
            <p className="mt-4 text-lg leading-8 text-slate-700">
              {corePackage.name} events run {corePackage.price} {corePackage.unit} for {packageMinutes.core}{" "}
              minutes; {premiumPackage.name}s with awards and custom themes run {premiumPackage.price}{" "}
              {premiumPackage.unit} for {packageMinutes.premium} minutes. Small teams pay a minimum event fee,
              shown up front in your quote.
            </p>
            <div className="mt-6 flex flex-wrap gap-4">
              <Link to="/pricing" className={buttonStyles.secondary}>
                Get Pricing
              </Link>
            </div>
          </PageSection>

          <FaqSection headingId="faq-heading" heading="Frequently asked questions" items={variantBFaq} />

          <CtaSection
            layout="inline"
            id="cta-heading"
            className="my-14"
            heading="Give your team something to talk about"
            text="Tell us your team size and date in a 15-minute call. We will recommend an experience and send a written quote the same day."
            primary={{ label: "Book a 15-Minute Call", booking: true }}
          />

          <PageSection headingId="loved-heading" heading="Loved by teams big and small">
            <TestimonialList testimonials={lovedByTeams} columns="md:grid-cols-3" />
          </PageSection>

          <FaqSection headingId="landing-faq-heading" heading="Before you book" items={landingFaq} />

          <CtaSection
            layout="inline"
            tone="brand"
            id="closing-heading"
            className="mb-14"
            heading="Ready when you are"
            text="Book an event, get a quote and pay the deposit online, or ask us anything first."
            primary={{ label: "Book an Event", to: bookEventHref }}
            secondary={{ label: "Get Quote & Pay Deposit", to: "/billing" }}
            link={{ label: "Contact us", to: "/contact" }}
          />
        </div>

        <aside aria-label="Free toolkit" className="hidden py-14 lg:block">
          {/* Never taller than the screen below the header: on a short screen the card scrolls inside
              itself, so its submit button stays reachable while the card is stuck. */}
          <div className="sticky top-36 max-h-[calc(100dvh-10rem)] overflow-y-auto rounded-2xl shadow-lg">
            <LeadCaptureCard source="homepage_sidebar" title="The Remote Team Event Toolkit" />
          </div>
        </aside>
      </div>

      <MobileToolkitBar />
      <LandingFooter />
    </>
  );
}
