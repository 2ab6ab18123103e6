import { Link } from "react-router";
import { cardStyles } from "~/components/ui/styles";

/**
 * The event page's line about its attendees (issue 41, point 6): how many are invited and how
 * many said they are coming, against the booked headcount, and the link to manage them
 * (/events/:id/attendees, with the event's key).
 */
export function EventAttendeeSummary({
  href,
  invited,
  coming,
  headcount,
}: {
  href: string;
  invited: number;
  coming: number;
  headcount: number;
}) {
  return (
    <section aria-labelledby="attendees-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="attendees-heading" className="text-2xl font-bold text-ink">
        Attendees
      </h2>
      <p className="mt-2 text-slate-700">
        {`${invited} invited · ${coming} coming of ${headcount} booked${
          coming > headcount ? ": more are coming than you booked, so raise the headcount in time." : "."
        }`}
      </p>
      <p className="mt-3">
        <Link
          to={href}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {invited === 0 ? "Invite your attendees" : "Manage attendees"}
        </Link>
      </p>
    </section>
  );
}
