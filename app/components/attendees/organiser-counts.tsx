import { cardStyles } from "~/components/ui/styles";

/**
 * The counts at the top of the organiser's attendee page: booked against coming, the answers,
 * failed emails, and with the kits add-on how many kit addresses are given or missing. Counts
 * only: the organiser never sees an address.
 */
export function EventAttendeeCounts({
  headcount,
  counts,
  kits,
}: {
  headcount: number;
  counts: {
    invited: number;
    coming: number;
    notComing: number;
    joined: number;
    failed: number;
    kitsSubmitted: number;
    kitsMissing: number;
  };
  /** With kits: when addresses are due, and the engine's rush line for those given after it. */
  kits: { deadline: string | null; rush: { label: string; price: string } | null } | null;
}) {
  const items: [string, number][] = [
    ["Booked", headcount],
    ["Invited", counts.invited],
    ["Coming", counts.coming],
    ["Not coming", counts.notComing],
    ["Email failed", counts.failed],
    ...(counts.joined > 0 ? ([["Joined", counts.joined]] as [string, number][]) : []),
    ...(kits
      ? ([
          ["Kit addresses given", counts.kitsSubmitted],
          ["Kit addresses missing", counts.kitsMissing],
        ] as [string, number][])
      : []),
  ];
  return (
    <section aria-labelledby="attendee-counts-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="attendee-counts-heading" className="sr-only">
        Counts
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {counts.coming > headcount ? (
        <p className="mt-4 font-medium text-red-800">
          {counts.coming} said they are coming, more than the {headcount} you booked: raise the headcount on
          your event's page in time.
        </p>
      ) : null}
      {kits ? (
        <p className="mt-4 text-sm text-slate-700">
          Each attendee gives their kit's shipping address on their own page
          {kits.deadline ? `, by ${kits.deadline}` : ""}; only our staff and the partner who ships the kits
          see it. An address given later ships as a rush kit.
        </p>
      ) : null}
      {kits?.rush ? (
        <p className="mt-2 text-sm font-medium text-ink" data-testid="rush-kits">
          {kits.rush.label}: {kits.rush.price}, added to the balance after the event.
        </p>
      ) : null}
    </section>
  );
}
