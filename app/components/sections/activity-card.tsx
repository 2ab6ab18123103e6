import { Link } from "react-router";
import { eventCheckoutHref } from "~/components/catalogue/event-checkout-href";
import { Image } from "~/components/ui/image";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import type { ActivityCardData } from "~/content/shapes";
import { track } from "~/lib/analytics";
import { ActivityFactList } from "./activity-fact-list";

/**
 * One activity in a grid: /activities, the vibe pages. `priority` for the first card of a page
 * whose first screen it is in: its picture is then the largest paint, so it loads at once.
 * The title's link covers the whole card (its page); the small "Book this event" link, raised
 * above that cover, is the card's only other target: the activity's checkout.
 */
export function ActivityCard({
  activity,
  headingLevel = 2,
  priority = false,
}: {
  activity: ActivityCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { scene, facts } = activity;
  const { shown, extra } = activity.tags;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden ${cardStyles.base} transition hover:shadow-md`}
    >
      {scene ? (
        <Image
          {...scene}
          priority={priority}
          className="aspect-[8/5] h-auto w-full border-b border-slate-200 bg-ink"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-ink">
          <Link
            to={`/activities/${activity.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-700"
            onClick={() => track("activities_card_click", { activity_id: activity.id })}
          >
            {activity.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{activity.tagline}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Vibes">
          {shown.map((vibe) => (
            <li
              key={vibe}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {vibe}
            </li>
          ))}
          {extra > 0 ? (
            <li className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              +{extra}
              <span className="sr-only"> more</span>
            </li>
          ) : null}
        </ul>
        <ActivityFactList
          className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4 text-sm"
          facts={facts}
          price={{ term: "From", value: `${facts.priceFrom}/person` }}
        />
        <p className="mt-3 text-sm font-semibold text-ink" data-sample-price="">
          {facts.samplePrice}
        </p>
        <Link
          to={eventCheckoutHref(activity.slug)}
          className={`${buttonStyles.secondarySmall} relative z-10 mt-4 self-start`}
          onClick={() => track("activity_book_click", { activity_id: activity.id, source: "card" })}
        >
          Book this event<span className="sr-only">: {activity.title}</span>
        </Link>
      </div>
    </article>
  );
}
