import { Link } from "react-router";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { type EventRecapData, RATING_MAX } from "~/domain/survey";

/**
 * The recap on a completed event's page (/events/:id, issue 42, point 3): who came (the closing
 * statement's figures, the ones the closing invoice bills), the ratings so far with the
 * organiser's own, the host's note and the winners, and "Book again" (the checkout with the same
 * activity, headcount and add-ons). Plain links: it works without JavaScript.
 */

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-lg bg-paper p-3 sm:p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

export function EventRecap({ recap, activity }: { recap: EventRecapData; activity: string }) {
  const { ratings } = recap;
  const corrected = recap.attended !== recap.joined;
  return (
    <section aria-labelledby="recap-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="recap-heading" className="text-2xl font-bold text-ink">
        How it went
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure value={String(recap.booked)} label="Booked" />
        <Figure value={String(recap.joined)} label="Joined by their link" />
        <Figure
          value={ratings.average === null ? "—" : `${ratings.average.toFixed(1)}/${RATING_MAX}`}
          label={ratings.count === 1 ? "1 rating so far" : `${ratings.count} ratings so far`}
        />
      </dl>
      {corrected ? (
        <p className="mt-3 text-sm text-slate-700">
          Billed for {recap.attended} attended: our staff corrected the count of those who joined.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {ratings.organiser === null
          ? "Your own rating is not in yet: the survey link is in the email we sent you after the event."
          : `Your own rating: ${ratings.organiser}/${RATING_MAX}. Thank you.`}{" "}
        Everyone who joined got the same one-question survey.
      </p>
      {recap.note ? (
        <div className="mt-5">
          <h3 className="font-semibold text-ink">Your host's note</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{recap.note}</p>
        </div>
      ) : null}
      {recap.winners ? (
        <div className="mt-5">
          <h3 className="font-semibold text-ink">Winners</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{recap.winners}</p>
        </div>
      ) : null}
      <div className="mt-6 border-t border-line pt-5">
        <h3 className="font-semibold text-ink">Book again</h3>
        <p className="mt-1 text-sm text-slate-700">
          The same activity for {recap.booked} people, with the same extras: pick a new time and pay as
          before. Once it is booked, its attendee page offers to invite the same people as last time.
        </p>
        <Link to={recap.bookAgainHref} className={`${buttonStyles.primary} mt-3`}>
          Book {activity} again
        </Link>
      </div>
    </section>
  );
}
