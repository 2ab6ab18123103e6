import { Form } from "react-router";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * "Invite the same people as last time" on a new event's attendee page (issue 42, point 3, "Book
 * again"): the organiser's last completed event's list, imported by the server through the one
 * attendee import (a POST with `previous=1`), so the cap, the duplicates and the send limits apply
 * as for a pasted list. A plain form: it works without JavaScript.
 */
export function InviteAgain({
  keyValue,
  previous,
  busy,
}: {
  keyValue: string;
  previous: { title: string; when: string; count: number };
  busy: boolean;
}) {
  const people = previous.count === 1 ? "1 person" : `${previous.count} people`;
  return (
    <section aria-labelledby="invite-again-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="invite-again-heading" className="text-2xl font-bold text-ink">
        Invite the same people as last time
      </h2>
      <p className="mt-2 text-slate-700">
        The {people} on your list for {previous.title} on {previous.when}, without anyone who unsubscribed.
        Each gets this event's invitation; anyone already on this list is skipped, and the list's limit still
        applies.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="previous" value="1" />
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          Invite the same {people}
        </button>
      </Form>
    </section>
  );
}
