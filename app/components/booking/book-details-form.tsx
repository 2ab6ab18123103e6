import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { attributedFormData } from "~/components/forms/attributed-form-data";
import { checkConstraints, focusFirstInvalid } from "~/components/forms/constraints";
import { Honeypot, Notice } from "~/components/forms/kit";
import { type FieldErrors, HONEYPOT_FIELD, invalidFormMessage } from "~/domain/lead-fields";
import { ChosenTime, ConfirmBooking, DetailsFields } from "./details-ui";

/**
 * The details step of /book/:type: the POST form (name, email, company, team size, a note) with
 * the chosen time, and the notice of a refused time.
 */

/** What the page's action answers when it refuses a booking. */
export interface BookingRefusal {
  error: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  /** The time was taken meanwhile: the visitor picks another. */
  taken: boolean;
}

/** The server refused a field (not the time, not the whole form). */
const refusedField = (answer: BookingRefusal | undefined) =>
  answer !== undefined && !answer.taken && Object.keys(answer.fieldErrors).length > 0;

export function BookDetailsForm({
  meeting,
  chosen,
  zone,
  game,
  refused,
  change,
}: {
  meeting: string;
  chosen: { start: string; when: string; zone: string; business: string | null };
  /** The visitor's time zone, sent with the booking. */
  zone: string;
  game: { id: string } | null;
  refused: BookingRefusal | undefined;
  /** The way back to the calendar. */
  change: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // With JavaScript the browser checks the inputs' attributes first, so an empty or malformed
  // field is shown at once; the server checks the rest (a work email) with the booking schema.
  const [checked, setChecked] = useState<{ fieldErrors: FieldErrors } | null>(null);
  const submit = useSubmit();
  // The server refused a field (a free provider): focus goes to it, as after the browser's check.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusedField(refused)) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refused]);

  return (
    <Form
      ref={formRef}
      method="post"
      className="mt-4 space-y-5"
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const invalid = checkConstraints(form);
        setChecked(invalid);
        if (invalid) {
          focusFirstInvalid(form);
          return;
        }
        // Where the visit started goes with the post, read when it is sent (as the lead forms do).
        void submit(attributedFormData(form), { method: "post" });
      }}
    >
      <ChosenTime
        meeting={meeting}
        when={chosen.when}
        zone={chosen.zone}
        businessWhen={chosen.business}
        change={change}
      />
      {checked ? (
        <Notice variant="error">{invalidFormMessage}</Notice>
      ) : refused && !refused.taken ? (
        <Notice variant="error" focusKey={refusedField(refused) ? undefined : refused.error}>
          {refused.error}
        </Notice>
      ) : null}
      <input type="hidden" name="start" value={chosen.start} />
      <input type="hidden" name="timeZone" value={zone} />
      {game ? <input type="hidden" name="game" value={game.id} /> : null}
      <Honeypot id="book-website" name={HONEYPOT_FIELD} />
      <DetailsFields
        key={JSON.stringify(refused?.values ?? null)}
        idPrefix="book"
        values={refused?.values ?? {}}
        errors={checked?.fieldErrors ?? refused?.fieldErrors ?? {}}
      />
      <ConfirmBooking busy={busy} />
    </Form>
  );
}

/** A time that was taken while the visitor filled in the form: shown above the calendar again. */
export function TakenNotice({ message }: { message: string }) {
  return (
    <Notice variant="error" className="mt-4" focusKey={message}>
      {message}
    </Notice>
  );
}
