import { StaffForm } from "~/components/admin/admin-session";
import { TextareaField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { recapLimits as limits } from "~/domain/survey";

/**
 * `/admin/events/:id`'s recap (issue 42, point 3): the host's note and the winners staff type once
 * the event has started; the organiser sees them on the event's page once it is completed.
 */
export function EventRecapForm({
  recap,
  busy,
  errors,
}: {
  recap: { note: string | null; winners: string | null };
  busy: boolean;
  errors: Record<string, string> | undefined;
}) {
  return (
    <section aria-labelledby="recap-heading" className="mt-10 max-w-2xl">
      <h2 id="recap-heading" className="text-xl font-bold text-ink">
        Recap for the organiser
      </h2>
      <p className="mt-2 text-slate-700">
        Shown on the organiser's event page once the event is completed, beside who joined and the ratings.
      </p>
      <StaffForm
        hiddenFields={{ intent: "recap" }}
        disabled={busy}
        className="mt-3 space-y-3"
        submit={{ label: "Save the recap", className: buttonStyles.small }}
      >
        <TextareaField
          id="note"
          name="note"
          label="The host's note"
          hint={`A few lines from the host about the event. At most ${limits.note} characters; empty: none.`}
          maxLength={limits.note}
          rows={4}
          defaultValue={recap.note ?? ""}
          error={errors?.note}
        />
        <TextareaField
          id="winners"
          name="winners"
          label="Winners"
          hint={`The winning team or players, one per line. At most ${limits.winners} characters; empty: none.`}
          maxLength={limits.winners}
          rows={3}
          defaultValue={recap.winners ?? ""}
          error={errors?.winners}
        />
      </StaffForm>
    </section>
  );
}
