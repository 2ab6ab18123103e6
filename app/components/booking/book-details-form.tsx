import { type ReactNode, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigation, useSubmit } from "react-router";
import { attributedFormData } from "~/components/forms/attributed-form-data";
import { Honeypot, Notice } from "~/components/forms/kit";
import { type FieldErrors, HONEYPOT_FIELD, invalidFormMessage } from "~/domain/lead-fields";
import type { MeetingTypeId } from "~/domain/meetings";
import { lazyModule, submitWhenChecked, useLoadOnIntent } from "~/lib/lazy-module";
import { useHydrated } from "~/lib/use-hydrated";
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

/** The booking schema (and zod) load when the visitor starts on the details form. */
const bookingChecks = /* @__PURE__ */ lazyModule(() => import("~/domain/booking-form"));

export function BookDetailsForm({
  type,
  meeting,
  chosen,
  zone,
  game,
  refused,
  change,
}: {
  type: MeetingTypeId;
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
  // With JavaScript the form checks itself first (the same schema as the server), so a wrong
  // field is shown at once instead of after a round trip.
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<{ fieldErrors: FieldErrors } | null>(null);
  useLoadOnIntent(bookingChecks);
  const submit = useSubmit();

  return (
    <Form
      method="post"
      className="mt-4 space-y-5"
      aria-busy={busy || undefined}
      noValidate={hydrated}
      onSubmit={submitWhenChecked(
        bookingChecks,
        "Booking form",
        (checks, form) => {
          const values = Object.fromEntries(
            [...new FormData(form)].filter(
              (entry): entry is [string, string] => typeof entry[1] === "string",
            ),
          );
          const result = checks.parseBookingRequest({ ...values, type });
          if (result.ok) return true;
          flushSync(() => setChecked({ fieldErrors: result.fieldErrors }));
          form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
          return false;
        },
        (form) => {
          setChecked(null);
          // Where the visit started goes with the post, read when it is sent (as the lead forms do).
          return submit(attributedFormData(form), { method: "post" });
        },
      )}
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
        <Notice variant="error" focusKey={refused.error + JSON.stringify(refused.fieldErrors)}>
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
