import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { Accordion } from "~/components/ui/accordion";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import type { BenefitCard } from "~/content/home";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/holiday-events";

export const handle: PageHandle = { sitemap: () => [{ path: "/holiday-events" }] };

const faq = [
  {
    q: "How far ahead should we book a holiday event?",
    a: "At least two weeks ahead, and earlier for December: the first three weeks of the month book out first. If you are mailing kits, allow three weeks in the US and four to five weeks internationally.",
  },
  {
    q: "Can we make it inclusive for a global team?",
    a: "Yes. Most teams celebrate the end of the year rather than one holiday, keep alcohol optional and run two sessions when time zones are more than eight hours apart. Your host adapts the rounds accordingly.",
  },
  {
    q: "How long should a holiday party be?",
    a: "75 minutes is the sweet spot: a warm-up, three or four game rounds, a kit moment and an awards ceremony, finishing before energy dips.",
  },
  {
    q: "What does it cost?",
    a: "Core Experience events run $35–$45 per person and Premium Celebrations with awards and custom themes $50–$65 per person. Small teams pay a minimum event fee; kits are priced per person.",
  },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Holiday Party Events for Remote Teams",
    description:
      "Plan a virtual holiday party your remote team will remember: festive trivia, game shows and cozy kits, live-hosted by Rallyroom. Book two weeks ahead.",
    path: "/holiday-events",
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: faq.map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
    },
  });

const ideas: BenefitCard[] = [
  {
    icon: "tree",
    title: "Festive trivia night",
    description: "Holiday traditions from around the world, with a live leaderboard and awards.",
  },
  {
    icon: "camera",
    title: "Year-in-review game show",
    description: "Your team's own highlights of the year, turned into buzzer rounds.",
  },
  {
    icon: "fire",
    title: "Cozy campfire kits",
    description: "Hot-cocoa and s'mores kits shipped to every desk for a relaxed evening of stories.",
  },
  {
    icon: "music",
    title: "Holiday music showdown",
    description: "Name the seasonal song in three notes; sing-alongs strictly optional.",
  },
  {
    icon: "trophy",
    title: "End-of-year awards",
    description: "Playful categories your team votes on, announced by the host with due ceremony.",
  },
  {
    icon: "gift",
    title: "Gift exchange game",
    description: "A virtual white-elephant round with digital gift cards, fair for every country.",
  },
];

const countdown = [
  { when: "6 weeks before", what: "Agree on the budget and date; book your host." },
  { when: "4 weeks before", what: "Order kits; check shipping deadlines for every country." },
  { when: "2 weeks before", what: "Send the invitation with the joining link; share branding." },
  { when: "1 week before", what: "Confirm headcount and awards categories; plan the thank-you." },
];

export default function HolidayEvents() {
  return (
    <>
      <PageHero
        eyebrow="Seasonal events"
        title="Virtual Holiday Parties Your Team Will Remember"
        lead="End the year together, wherever everyone is. Our hosts run festive games for teams of 5 to 500+. Book at least two weeks ahead; December dates go fast."
      >
        <BookingButton className={buttonStyles.onDark}>Book Your Holiday Event</BookingButton>
        <Link
          to="/pricing"
          className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
        >
          See pricing
        </Link>
      </PageHero>
      <Section title="Holiday party ideas">
        <BenefitGrid items={ideas} columns="lg:grid-cols-3" />
        <Link to="/activities" className={`${buttonStyles.secondary} mt-8`}>
          See all activities
        </Link>
      </Section>
      <Section title="Your six-week countdown">
        <ol className="grid gap-6 md:grid-cols-4">
          {countdown.map((step) => (
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
          <Accordion items={faq} />
        </div>
      </Section>
      <Section>
        <div className="rounded-3xl bg-gradient-to-br from-[#7c2d12] to-[#be123c] p-8 text-white sm:p-12">
          <h2 className="text-3xl font-bold tracking-tight">Save your date before December fills up</h2>
          <p className="mt-3 max-w-2xl text-lg text-rose-50">
            A 15-minute call is all it takes to pick the format, date and kits.
          </p>
          <div className="mt-8">
            <BookingButton className={buttonStyles.onDark}>Book Your Holiday Event</BookingButton>
          </div>
        </div>
      </Section>
    </>
  );
}
