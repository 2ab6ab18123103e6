import { Form, Link } from "react-router";
import { type HrefFor, type LinkPickerData, LinkTimePicker } from "~/components/booking/link-time-picker";
import { TextField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * The changes a buyer makes on their event's page (/events/:id), with or without JavaScript:
 * moving it (pick a day and time, then confirm the move) and changing the headcount. Each posts
 * to the page with the event's key; cancelling is CancelOffer and CancelConfirm
 * (app/components/events/event-panels.tsx).
 */

/** Pick a new time, then "Move the event" (a POST); `refused`: why the last move was refused. */
export function EventReschedule({
  picker,
  href,
  action,
  keyValue,
  refused,
  note,
  busy,
}: {
  picker: LinkPickerData & { chosen: { start: string; when: string; zone: string } | null };
  href: HrefFor;
  action: string;
  keyValue: string;
  refused: string | null;
  /** What the move does to the price (the rush fee), before it is confirmed. */
  note: string | null;
  busy: boolean;
}) {
  return (
    <section
      id="reschedule"
      aria-labelledby="reschedule-heading"
      className={`${cardStyles.panel} p-5 sm:p-8`}
    >
      {picker.chosen ? (
        <Form method="post" className="space-y-4">
          <h2 id="reschedule-heading" className="text-2xl font-bold text-ink">
            Move to this time?
          </h2>
          <input type="hidden" name="key" value={keyValue} />
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="start" value={picker.chosen.start} />
          <p className="text-lg font-bold text-ink">{picker.chosen.when}</p>
          <p className="text-sm text-slate-700">{picker.chosen.zone}</p>
          {note ? <p className="font-medium text-ink">{note}</p> : null}
          {refused ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              Move the event
            </button>
            <Link to={href({ start: null })} className={`${buttonStyles.outlineSmall} min-h-11`}>
              Pick another time
            </Link>
          </div>
        </Form>
      ) : (
        <LinkTimePicker
          picker={picker}
          href={href}
          action={action}
          hidden={{ key: keyValue, move: "1" }}
          headingId="reschedule-heading"
          heading="Pick a new day and time"
        />
      )}
    </section>
  );
}

/** The new headcount, within the activity's range, until the policy's deadline. */
export function EventHeadcount({
  keyValue,
  headcount,
  range,
  deadlineHours,
  error,
  busy,
}: {
  keyValue: string;
  headcount: number;
  range: { headcountMin: number; headcountMax: number } | null | undefined;
  deadlineHours: number;
  error: string | undefined;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="headcount-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="headcount-heading" className="text-2xl font-bold text-ink">
        Change the headcount
      </h2>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="headcount" />
        <div className="w-full max-w-xs">
          <TextField
            id="event-headcount"
            name="headcount"
            type="number"
            inputMode="numeric"
            min={range?.headcountMin}
            max={range?.headcountMax}
            label="People"
            required
            defaultValue={String(headcount)}
            error={error}
            hint={`Until ${deadlineHours} hours before the event. The price is worked out again.`}
          />
        </div>
        <button type="submit" className={`${buttonStyles.outlineSmall} min-h-11`} disabled={busy}>
          Change headcount
        </button>
      </Form>
    </section>
  );
}
