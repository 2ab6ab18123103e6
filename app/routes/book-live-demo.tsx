import { InlineScheduler } from "~/components/booking/inline-scheduler";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero, Section } from "~/components/sections/page-hero";
import { SchedulerEmbed } from "~/components/sections/scheduler-embed";
import { Accordion } from "~/components/ui/accordion";
import { CheckList } from "~/components/ui/check-list";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { demoIncludes, demoSteps } from "~/content/book-live-demo";
import { demoFaq } from "~/content/faq";
import { games } from "~/content/games";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { sharedPageHeaders } from "~/server/http.server";
import type { Route } from "./+types/book-live-demo";

export const handle: PageHandle = { sitemap: () => [{ path: "/book-live-demo" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Book a Live Demo",
    description:
      "See a Rallyroom game live in a free 30-minute demo: pick a game mode, invite your team with no downloads or logins, and we host.",
    path: "/book-live-demo",
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("game");
  const game = id ? games.find((g) => g.id === id) : undefined;
  return {
    game: game ? { id: game.id, name: game.name, emoji: game.emoji } : null,
    // Copy and pictures as data in the page, not as JavaScript (decision 031).
    heroScene: scenes["lightning-feud"],
    faq: demoFaq,
  };
}

export default function BookLiveDemo({ loaderData }: Route.ComponentProps) {
  const { game, heroScene, faq } = loaderData;
  const schedulerUrl = game ? `${site.demo.url}?a1=${encodeURIComponent(game.name)}` : site.demo.url;
  return (
    <>
      <PageHero
        variant="split"
        visual={heroScene}
        priority
        title="Book a Live Demo"
        lead={
          game
            ? `You picked ${game.name}. Book a free 30-minute demo and we'll play it live with you.`
            : "See a Rallyroom game live in a free 30-minute demo with one of our hosts."
        }
      >
        <a href="#booking" className={buttonStyles.primary}>
          Choose a time
        </a>
      </PageHero>

      {game ? (
        <p
          className="mx-auto mt-8 w-fit rounded-full bg-amber-50 px-5 py-2 text-center font-semibold text-ink"
          data-chosen-game={game.id}
        >
          <span aria-hidden="true">{game.emoji}</span> Your demo game: {game.name}
        </p>
      ) : null}

      <Section title="How the demo works">
        <NumberedSteps steps={demoSteps} />
      </Section>

      <Section title="What's included">
        <CheckList
          items={demoIncludes}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="flex gap-3 rounded-xl border border-slate-200 p-4 text-slate-700"
          checkClassName="text-brand-700"
        />
      </Section>

      <Section title="Schedule your 30-minute demo" id="booking">
        {site.scheduler.provider === "native" ? (
          <InlineScheduler type="demo" game={game?.id} />
        ) : (
          <SchedulerEmbed url={schedulerUrl} />
        )}
        <div className="mt-8 rounded-2xl bg-slate-50 p-6">
          <h3 className="text-lg font-semibold text-ink">Prefer email?</h3>
          <p className="mt-1 text-slate-700">Tell us a few dates and we'll send an invite within 24 hours.</p>
          <a
            href={`mailto:${site.email.hello}?subject=${encodeURIComponent(game ? `Live demo request: ${game.name}` : "Live demo request")}`}
            className={`${buttonStyles.secondaryWrap} mt-4`}
          >
            Email <span className="wrap-anywhere">{site.email.hello}</span>
          </a>
        </div>
      </Section>

      <Section title="Demo FAQ">
        <div className="max-w-3xl">
          <Accordion items={faq} />
        </div>
      </Section>
    </>
  );
}
