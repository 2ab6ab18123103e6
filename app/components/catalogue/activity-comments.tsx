import { Section } from "~/components/sections/page-hero";
import { RATING_MAX } from "~/domain/survey";

/**
 * What attendees said after playing (issue 42, point 5): comments from the post-event survey that
 * their authors agreed to have quoted and our staff approved, each under the first name and the
 * company's initial ("Dana · A. — verified attendee"), never the full name or the email. Nothing
 * is drawn until there is one.
 */
export function ActivityComments({
  comments,
}: {
  comments: readonly { id: string; author: string; rating: number; comment: string }[];
}) {
  if (comments.length === 0) return null;
  return (
    <Section title="What attendees said">
      <p className="-mt-2 max-w-2xl text-slate-700">
        From the survey we send everyone who joined an event, quoted with their consent.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {comments.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 p-5">
            <figure>
              <p className="text-sm font-semibold text-brand-800">
                Rated {item.rating}/{RATING_MAX}
              </p>
              <blockquote className="mt-2 whitespace-pre-line text-slate-800">“{item.comment}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-700">
                {item.author} — verified attendee
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
