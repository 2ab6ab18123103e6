import { Link } from "react-router";
import { ActivityCard } from "~/components/sections/activity-card";
import { buttonStyles } from "~/components/ui/styles";
import type { ActivityCardData } from "~/content/shapes";
import { emptyStateText } from "~/domain/catalogue";

/** The list of /activities after its filters: a count read out on change, the cards, or what to try. */
export function ActivityResults({
  list,
  filtered,
  countText,
}: {
  list: readonly ActivityCardData[];
  /** Whether any filter narrows the list. */
  filtered: boolean;
  /** "6 activities". */
  countText: string;
}) {
  const empty = emptyStateText(filtered);
  return (
    <section id="results" aria-labelledby="results-heading" className="min-w-0 scroll-mt-8">
      <h2 id="results-heading" className="sr-only">
        Activities
      </h2>
      <p className="text-slate-700" aria-live="polite">
        {countText}
        {filtered ? " match your filters" : ""}
      </p>
      {list.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((activity, index) => (
            <li key={activity.slug}>
              <ActivityCard activity={activity} headingLevel={3} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl bg-slate-50 p-10 text-center">
          <h3 className="text-2xl font-bold text-ink">{empty.title}</h3>
          <p className="mt-2 text-slate-700">{empty.body}</p>
          {empty.showClear ? (
            <Link to="/activities" replace preventScrollReset className={`${buttonStyles.secondary} mt-6`}>
              Clear all filters
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
