import { Link } from "react-router";
import type { ActivityFactsData } from "~/content/activity-facts";
import { activityFacts } from "~/domain/activity-facts";
import { ActivityFactList } from "./activity-fact-list";

/** Each activity's duration, team size and price per person, as the catalogue states them (an id is its page's slug). */
export function ActivityPriceList({
  activities,
}: {
  activities: readonly (ActivityFactsData & { id: string })[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-price-list="">
      {activities.map((activity) => {
        const facts = activityFacts(activity);
        return (
          <li
            key={activity.id}
            className="rounded-2xl border border-slate-200 p-5"
            data-activity={activity.id}
          >
            <h3 className="font-semibold text-ink">
              <Link
                to={`/activities/${activity.id}`}
                className="underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {activity.title}
              </Link>
            </h3>
            <ActivityFactList
              className="mt-3 grid grid-cols-3 gap-3 text-sm"
              facts={facts}
              price={{ term: "Per person", value: facts.priceRange }}
            />
          </li>
        );
      })}
    </ul>
  );
}
