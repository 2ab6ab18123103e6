import { Form } from "react-router";
import { Notice, TextField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * Shown on /events/:id/attendees in place of the add form while the booker's address is
 * unproven and nothing is paid (app/server/services/attendees/proof.server.ts), and where the
 * event page's "Confirm your email" leads: one button emails a code to the booking's address, one
 * field takes it. Works without JavaScript.
 */
export function OrganiserProof({
  keyValue,
  email,
  sent,
  error,
  busy,
}: {
  keyValue: string;
  email: string;
  /** What the last "email me a code" said; null: not asked yet. */
  sent: string | null;
  error: string | null;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="attendee-proof-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="attendee-proof-heading" className="text-2xl font-bold text-ink">
        Confirm your email to send invitations and invoices
      </h2>
      <p className="mt-2 text-slate-700">
        {`Invitations and invoices go to other people's inboxes (your guests', your billing contact's), so we first check that ${email} is yours. Signing in to your events or paying the deposit confirms it too.`}
      </p>
      {sent ? (
        <Notice variant="success" className="mt-4">
          {sent}
        </Notice>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="send-code" />
        <button type="submit" className={buttonStyles.outline} disabled={busy}>
          {sent ? "Email me another code" : "Email me a code"}
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="key" value={keyValue} />
        <input type="hidden" name="intent" value="prove" />
        <div className="w-40">
          <TextField
            id="attendee-proof-code"
            name="code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            error={error ?? undefined}
          />
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          Confirm
        </button>
      </Form>
    </section>
  );
}
