import type { ActivityFacts } from "~/domain/activity-facts";

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** An activity's duration and team size, then its price as the place that lists it states it. */
export function ActivityFactList({
  facts,
  price,
  className,
}: {
  facts: Pick<ActivityFacts, "durationShort" | "teamSize">;
  price: { term: string; value: string };
  className: string;
}) {
  return (
    <dl className={className}>
      <Fact term="Duration" value={facts.durationShort} />
      <Fact term="Team" value={facts.teamSize} />
      <Fact {...price} />
    </dl>
  );
}
