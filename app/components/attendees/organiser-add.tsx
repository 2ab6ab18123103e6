import { Form } from "react-router";
import { Field, Notice } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * The organiser's add form on /events/:id/attendees (issue 41, point 1): a box of names and
 * emails, one per line, and/or a CSV file, posted as multipart to the page with the event's
 * key, working without JavaScript. A refused list shows every refused line above the form, tied
 * to both fields (aria-describedby); nothing was added then.
 */

/** Refused lines shown at once: the rest are counted, so a broken file does not fill the page. */
const SHOWN = 20;

export function OrganiserAdd({
  keyValue,
  cap,
  headcount,
  room,
  error,
  lines,
  busy,
}: {
  keyValue: string;
  cap: number;
  headcount: number;
  /** Places left under the cap. */
  room: number;
  error: string | null;
  lines: readonly string[];
  busy: boolean;
}) {
  const errorId = "attendee-add-errors";
  const hintId = "attendee-add-hint";
  const described = error ? `${hintId} ${errorId}` : hintId;
  return (
    <section aria-labelledby="attendee-add-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="attendee-add-heading" className="text-2xl font-bold text-ink">
        Invite people
      </h2>
      <p id={hintId} className="mt-2 text-slate-700">
        {`Up to ${cap} people: your ${headcount} plus a margin (${room} ${room === 1 ? "place" : "places"} left). Each person gets their own invitation with a calendar entry and a personal page to answer and join from. Addresses already on the list are skipped.`}
      </p>
      {error ? (
        <Notice variant="error" className="mt-4" focusKey={lines.length > 0 ? lines : error}>
          <div id={errorId}>
            <p>{error}</p>
            {lines.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
                {lines.slice(0, SHOWN).map((line) => (
                  <li key={line}>{line}</li>
                ))}
                {lines.length > SHOWN ? <li>…and {lines.length - SHOWN} more lines to correct.</li> : null}
              </ul>
            ) : null}
          </div>
        </Notice>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="invite" />
        <Field id="attendee-pasted" label="Names and emails, one per line" error={undefined}>
          {(control) => (
            <textarea
              {...control}
              name="pasted"
              rows={6}
              aria-describedby={described}
              aria-invalid={error ? true : undefined}
              placeholder={"Ada Lovelace, ada@example.com\nGrace Hopper <grace@example.com>"}
              spellCheck={false}
              autoCapitalize="off"
            />
          )}
        </Field>
        <Field
          id="attendee-csv"
          label="Or upload a CSV"
          hint="A header row naming the columns: name and email, or first name, last name and email."
          error={undefined}
        >
          {(control) => (
            <input
              {...control}
              name="csv"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`attendee-csv-hint${error ? ` ${errorId}` : ""}`}
              aria-invalid={error ? true : undefined}
            />
          )}
        </Field>
        <button type="submit" className={buttonStyles.primaryWrap} disabled={busy}>
          Send invitations
        </button>
      </Form>
    </section>
  );
}
