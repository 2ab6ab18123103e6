import { preload } from "react-dom";
import { Link, redirect } from "react-router";
import { ActivityComments } from "~/components/catalogue/activity-comments";
import { eventCheckoutHref } from "~/components/catalogue/event-checkout-href";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { Portrait } from "~/components/sections/person-card";
import { Accordion } from "~/components/ui/accordion";
import { BookingButton } from "~/components/ui/booking-button";
import { CheckList } from "~/components/ui/check-list";
import { Image } from "~/components/ui/image";
import { buttonStyles } from "~/components/ui/styles";
import { absoluteUrl } from "~/config/origin";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { activityComments, activityPageData } from "~/server/activity-pages.server";
import { sharedPageHeaders } from "~/server/http.server";
import type { Route } from "./+types/activity";

export const handle: PageHandle = { sitemap: "activities" };

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The one activity the page shows, its facts formatted, and the attendees' comments staff
 * approved: rendered per request (shared cache), so an approval shows without a rebuild.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = activityPageData(params.slug);
  if (!page) throw redirect("/activities");
  return { ...page, comments: await activityComments(page.activity.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { activity } = loaderData;
  const path = `/activities/${activity.slug}`;
  return seo({
    title: `${activity.title}: Virtual Team Building Activity`,
    description: activity.summary,
    path,
    markdown: true,
    jsonLd: [
      {
        "@type": "Service",
        name: activity.title,
        description: activity.summary,
        provider: { "@type": "Organization", name: "Rallyroom" },
        serviceType: "Virtual team building event",
        url: absoluteUrl(path),
        // The catalogue's price per person: the lowest for large groups, the highest for small ones.
        offers: {
          "@type": "Offer",
          url: absoluteUrl(path),
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            minPrice: activity.priceFromPP,
            maxPrice: activity.priceUpToPP,
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
  const { activity, facts, callScenes } = loaderData;
  // The page's one goal is the checkout (pick a date, pay the deposit or get an invoice); a call
  // with an event planner stays beside it for buyers who want to talk first.
  const checkout = eventCheckoutHref(activity.slug);
  const book = (source: "detail_page" | "sticky_bar") => () =>
    track("activity_book_click", { activity_id: activity.id, source, action: "checkout" });
  const talk = () =>
    track("activity_book_click", { activity_id: activity.id, source: "detail_page", action: "call" });
  // The game's screen is the hero's picture from 1024 px and the first of "What you'll see on the
  // call" below it: the largest paint on every screen, so one preload for all (React keeps the
  // first preload of a URL, and the hero's own is for wide screens only).
  if (callScenes) preload(callScenes.game.src, { as: "image", fetchPriority: "high" });
  return (
    <>
      <PageHero
        title={activity.title}
        lead={activity.tagline}
        variant="split"
        visual={callScenes?.game}
        priority
        accent={activity.heroColor}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Activities", to: "/activities" },
          { label: activity.title },
        ]}
      >
        <ul className="flex w-full flex-wrap gap-2 text-sm text-white">
          <li className="rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/15">
            {facts.duration}
          </li>
          <li className="rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/15">
            {facts.teamSize} people
          </li>
          <li className="rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/15">
            From {facts.priceFrom}/person
          </li>
        </ul>
        <Link to={checkout} className={buttonStyles.primary} onClick={book("detail_page")}>
          Book this event
        </Link>
        <BookingButton className={buttonStyles.outlineOnDark} onBook={talk}>
          Talk to an event planner
        </BookingButton>
      </PageHero>
      {callScenes ? (
        <Section title="What you'll see on the call">
          <div className="grid gap-6 lg:grid-cols-3">
            {/* From 1024 px the hero already shows the game's screen: the activity's moment takes its place
                here. Below 1024 px this is the page's picture, in view at once on a phone (its
                largest paint): it loads with the hero's priority, and wider screens fetch none of it. */}
            {[
              {
                picture: callScenes.game,
                media: "(max-width: 63.98rem)",
                className: "lg:hidden",
                caption: `${activity.title} as your guests see it: the game your host shares, beside everyone's video.`,
              },
              {
                picture: callScenes.moment.scene,
                className: "hidden lg:col-span-2 lg:block",
                caption: callScenes.moment.caption,
              },
              {
                picture: callScenes.videoCall,
                className: "",
                caption: "Everyone joins the video call your team already uses, with the host in view.",
              },
            ].map(({ picture, media, className, caption }) => (
              <figure key={picture.src} className={className}>
                <Image
                  {...picture}
                  media={media}
                  priority={media !== undefined}
                  className="aspect-[8/5] h-auto w-full rounded-2xl bg-ink shadow-lg ring-1 ring-slate-900/10"
                />
                <figcaption className="mt-3 text-sm text-slate-700">{caption}</figcaption>
              </figure>
            ))}
          </div>
        </Section>
      ) : null}
      <Section title="How It Works">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {activity.howItWorks.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <p className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </p>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <div className="bg-slate-50">
        <Section title="What's Included">
          <CheckList
            items={activity.includes}
            className="grid gap-3 sm:grid-cols-2"
            itemClassName="flex gap-3 text-slate-800"
            checkClassName="text-emerald-700"
          />
        </Section>
      </div>
      <Section title="Event Details">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.eventDetails.map((detail) => (
            <div key={detail.label} className="rounded-2xl border border-slate-200 p-5">
              <dt className="text-sm font-semibold text-slate-600">{detail.label}</dt>
              <dd className="mt-1 font-semibold text-ink">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <ActivityComments comments={loaderData.comments} />
      <Section title="Who hosts it">
        <p className="text-lg text-slate-700" data-hosted-by="">
          Hosted by {loaderData.hosts.map((host) => host.name).join(" or ")}, live on your call.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.hosts.map((host) => (
            <li key={host.slug} className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4">
              <Portrait src={host.portrait} size={64} className="h-16 w-16 shrink-0" />
              <div>
                <Link
                  to={`/hosts#${host.slug}`}
                  className="font-bold text-ink underline-offset-4 hover:underline"
                >
                  {host.name}
                </Link>
                <p className="text-sm text-slate-700">{host.role}</p>
                <p className="text-sm text-slate-600">Speaks {host.languages.join(", ")}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Event Vibe">
        <ul className="flex flex-wrap gap-3">
          {loaderData.vibes.map((vibe) => (
            <li key={vibe.id}>
              <Link
                to={`/activities/${vibe.id}`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
              >
                {vibe.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <Section title="Pricing">
          <p className="text-3xl font-extrabold text-ink">{facts.priceRange} per person</p>
          <p className="mt-2 text-xl font-semibold text-ink" data-sample-price="">
            {facts.samplePrice}
          </p>
          <p className="mt-2 text-slate-700">
            The rate per person falls as your group grows (the top rate up to 30 people, the midpoint to 80,
            the lowest from 81), and small teams pay the {facts.minimumFee} minimum event fee.
          </p>
          <Link
            to="/pricing"
            className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            See full pricing
          </Link>
        </Section>
      </div>
      <Section title="What teams say">
        <ul className="grid gap-6 md:grid-cols-2">
          {activity.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="h-full rounded-2xl border border-slate-200 p-6">
                <blockquote className="text-lg leading-8 text-slate-800">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-ink">{testimonial.name}</span>
                  <span className="text-slate-600">, {testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Frequently asked questions">
        <Accordion items={activity.faqs} />
      </Section>
      <CtaSection
        layout="band"
        heading={`Book ${activity.title}`}
        text={
          <>
            Pick a date, pay the deposit or get an invoice. Rather talk it through first? Book a 15-minute
            call and we'll tailor {activity.title} to your group, your date and your goals.
          </>
        }
        primary={{ label: "Book this event", to: checkout }}
        secondary={{ label: "Book Your 15-Minute Call", booking: true, onBook: talk }}
      />
      <div
        data-sticky="bottom"
        className="sticky bottom-0 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:hidden"
      >
        {/* The label may take two lines on a 320 px phone rather than widen the page. */}
        <Link to={checkout} className={`${buttonStyles.primaryWrap} w-full`} onClick={book("sticky_bar")}>
          Book this event - From {facts.priceFrom}/person
        </Link>
      </div>
    </>
  );
}
