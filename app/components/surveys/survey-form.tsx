import { Form } from "react-router";
import { CheckboxField, Fieldset, Notice, TextareaField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import {
  COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  ratingWords,
  type SurveyField,
  surveyLabels,
} from "~/domain/survey";

/**
 * The survey's form (/survey/:id, issue 42, point 2): a rating from 1 to 5 as radio buttons, an
 * optional comment and, for an attendee, the consent to quote it. A plain POST form: it works
 * without JavaScript; each refused field shows its message under it, with what was typed kept.
 */

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export interface SurveyFormValues {
  rating: string;
  comment: string;
  consent: boolean;
}

export function SurveyForm({
  keyValue,
  askConsent,
  values,
  errors,
  busy,
}: {
  keyValue: string;
  /** Attendees may agree to be quoted; the organiser's survey does not ask. */
  askConsent: boolean;
  values: SurveyFormValues | null;
  errors: Partial<Record<SurveyField, string>>;
  busy: boolean;
}) {
  const summary = Object.values(errors);
  return (
    <Form method="post" className={`${cardStyles.panel} space-y-6 p-5 sm:p-8`} noValidate>
      <input type="hidden" name="key" value={keyValue} />
      {summary.length > 0 ? (
        <Notice variant="error" title="Nothing is saved yet" focusKey={summary.join(" ")}>
          {summary.join(" ")}
        </Notice>
      ) : null}
      <Fieldset id="rating" legend={`${surveyLabels.rating} (required)`} error={errors.rating} focusable>
        <p className="mt-1 text-sm text-slate-700">
          {RATING_MIN} is poor, {RATING_MAX} is excellent.
        </p>
        <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
          {ratings.map((value) => (
            <label
              key={value}
              className="flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-1 py-2 text-center text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                required
                defaultChecked={values?.rating === String(value)}
                className="sr-only"
              />
              <span className="text-2xl font-bold" aria-hidden="true">
                {value}
              </span>
              <span className="text-xs text-slate-700 sm:text-sm">
                <span className="sr-only">{value}: </span>
                {ratingWords[value]}
              </span>
            </label>
          ))}
        </div>
      </Fieldset>
      <TextareaField
        id="comment"
        name="comment"
        label={`${surveyLabels.comment} (optional)`}
        hint={`What worked, what we could do better. At most ${COMMENT_MAX} characters.`}
        maxLength={COMMENT_MAX}
        rows={4}
        defaultValue={values?.comment ?? ""}
        error={errors.comment}
      />
      {askConsent ? (
        <CheckboxField
          id="consent"
          name="consent"
          label={`${surveyLabels.consent}. We show it only after we read it, never with your full name or email.`}
          defaultChecked={values?.consent ?? false}
          error={errors.consent}
        />
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? "Sending…" : "Send my answer"}
      </button>
    </Form>
  );
}
