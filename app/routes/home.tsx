import { Link } from "react-router";
import { DemoRequestForm, GuideLeadForm } from "~/components/forms/lead-forms";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid, TestimonialList } from "~/components/sections/testimonial-card";
import { bookEventHref } from "~/components/ui/booking-button";
import { CheckList } from "~/components/ui/check-list";
import { GameCarousel } from "~/components/ui/game-carousel";
import { buttonStyles, container } from "~/components/ui/styles";
import { claims, facts } from "~/content/facts";
import { demoPoints, gameSlides, homeBenefits, homeTestimonials } from "~/content/home";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { sharedPageHeaders } from "~/server/http.server";
import { pageRating } from "~/server/rating-pages.server";
import type { Route } from "./+types/home";

export const handle: PageHandle = { sitemap: () => [{ path: "/" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Rallyroom | Live-Hosted Virtual Team Building Events",
    fullTitle: true,
    description: `Play. Connect. Celebrate. Live-hosted virtual team building games for remote and hybrid teams of ${claims.teamSizes}, fully hosted on Zoom, Teams or Meet.`,
    path: "/",
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's copy and pictures come from its loader, so they reach the browser as data in the
 * page, not as JavaScript (decision 031). Rendered per request: it states the live rating.
 */
export async function loader() {
  const rating = await pageRating();
  return {
    heroScene: scenes["video-call"],
    gameSlides,
    homeBenefits: homeBenefits(rating),
    homeTestimonials,
    demoPoints,
    rating,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroScene, gameSlides, homeBenefits, homeTestimonials, demoPoints, rating } = loaderData;
  return (
    <>
      <PageHero
        variant="split"
        visual={heroScene}
        priority
        title="Play. Connect. Celebrate."
        lead="Unforgettable virtual team building activities designed to energize and bring your team together."
      >
        <Link to="/activities" className={buttonStyles.primary}>
          Explore Events
        </Link>
        <Link to="/book-event" className={buttonStyles.outlineOnDark}>
          Request Demo
        </Link>
        <Link
          to="/quiz"
          className="inline-flex items-center px-2 py-3 font-semibold text-sun underline underline-offset-4"
        >
          Find your event in 20 seconds
        </Link>
      </PageHero>

      <Section title="Why Teams Love Rallyroom" id="why">
        <BenefitGrid items={homeBenefits} />
        <Link to={bookEventHref} className={`${buttonStyles.primary} mt-8`}>
          Book Event
        </Link>
      </Section>

      <section className="bg-slate-50 py-14" aria-labelledby="games-heading">
        <div className={container}>
          <h2 id="games-heading" className="text-3xl font-bold tracking-tight text-ink">
            Interactive Games for Every Team
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Trivia, game shows, creative challenges and puzzles, each hosted live with scoring your team can
            see in real time.
          </p>
          <div className="mt-8">
            <GameCarousel slides={gameSlides} interval={4000} label="Interactive games" />
          </div>
          <div className="mt-8 text-center">
            <Link to="/activities" className={buttonStyles.primary}>
              Browse All Activities
            </Link>
          </div>
        </div>
      </section>

      <Section>
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          Build Stronger, Happier Teams
        </p>
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-ink">
          {facts.eventsHosted} events, rated {rating.short}
        </h2>
        <p className="mt-2 text-slate-700">
          For {facts.companies} companies since {facts.founded}. {rating.basis}
        </p>
        <TestimonialList testimonials={homeTestimonials} columns="md:grid-cols-3" />
      </Section>

      <section id="demo" className="bg-gradient-to-br from-brand-900 to-[#5b21b6] py-16 text-white">
        <div className={`${container} grid items-start gap-10 lg:grid-cols-2`}>
          <div>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Let Us Show You the Magic</h2>
            <p className="mt-4 max-w-xl text-lg leading-8 text-indigo-50">
              Book a free live demo and play a round with one of our hosts. Bring a colleague or two: it is
              more fun with competition.
            </p>
            <CheckList
              items={demoPoints}
              className="mt-6 space-y-3"
              itemClassName="flex gap-3 text-indigo-50"
              checkClassName="text-amber-300"
            />
          </div>
          <div className="text-slate-800">
            <DemoRequestForm />
          </div>
        </div>
      </section>

      <Section>
        <div className="grid items-center gap-10 rounded-3xl bg-amber-50 p-8 sm:p-12 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">Ready to Transform Your Team?</h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Get our free guide, <em>The Remote Team Playbook</em>: twelve proven event formats, a quarterly
              planning calendar and the questions that make icebreakers actually work.
            </p>
            <p className="mt-6">
              <Link to="/activities" className="font-semibold text-brand-700 underline underline-offset-4">
                Or browse every activity
              </Link>
            </p>
          </div>
          <GuideLeadForm source="homepage" title="Get the free guide" />
        </div>
      </Section>
    </>
  );
}
