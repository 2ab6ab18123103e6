import { useState } from "react";
import { useLocation } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { consentText, defaultSources, voucherTeamSizes } from "~/domain/leads";
import { type StoredVoucher, voucherFinePrint } from "~/domain/voucher";
import { track } from "~/lib/analytics";
import { toast } from "~/lib/toast-store";
import { CheckboxField, FormAlert, Honeypot, SelectField, TextField } from "./fields";
import { type ServerFormState, useLeadForm } from "./use-lead-form";
import { copyCode, formatDate, storeVoucher } from "./voucher";

/** The claim form itself: inside the dialog with JavaScript, on /forms/voucher without it. */
export function VoucherClaimForm({
  source = defaultSources.voucher,
  server,
  onClaimed,
}: {
  source?: string;
  server?: ServerFormState;
  onClaimed?: (voucher: StoredVoucher) => void;
}) {
  const location = useLocation();
  const [claimed, setClaimed] = useState<StoredVoucher | null>(
    server?.success?.code && server.success.expires_at
      ? { code: server.success.code, expires_at: server.success.expires_at, claimed_at: "" }
      : null,
  );
  const form = useLeadForm({
    kind: "voucher",
    source,
    server,
    refusalTitle: "Unable to claim upgrade",
    initialValues: { name: "", email: "", company: "", teamSize: "", consent: false },
    onSuccess: (body) => {
      const voucher: StoredVoucher = {
        code: String(body.code),
        expires_at: String(body.expires_at),
        claimed_at: new Date().toISOString(),
      };
      storeVoucher(voucher);
      setClaimed(voucher);
      track("voucher_claimed", { source });
      toast({ title: "You're in!", description: `Your upgrade code: ${voucher.code}`, variant: "success" });
      onClaimed?.(voucher);
    },
  });
  if (claimed) {
    return (
      <div role="status">
        <p className="text-lg font-bold text-ink">You're in!</p>
        <p className="mt-2 text-slate-700">
          Your code{" "}
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base font-bold tracking-wider text-ink">
            {claimed.code}
          </code>{" "}
          expires on {formatDate(claimed.expires_at)}. We emailed it to you too.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void copyCode(claimed.code)}
          >
            Copy code
          </button>
          <BookingButton className={buttonStyles.accent}>Book Your Event</BookingButton>
        </div>
      </div>
    );
  }
  return (
    <form
      method="post"
      action="/forms/voucher"
      noValidate
      onSubmit={form.onSubmit}
      aria-label="Claim your upgrade"
      aria-busy={form.busy}
      className="relative space-y-4"
    >
      <input type="hidden" name="source" value={source} />
      <input
        type="hidden"
        name="return_to"
        value={form.returnTo ?? `${location.pathname}${location.search}`}
      />
      <Honeypot formId={form.formId} />
      <FormAlert message={form.formError} />
      <TextField {...form.text("name")} label="Name" required autoComplete="name" />
      <TextField {...form.text("email")} label="Work email" type="email" required autoComplete="email" />
      <TextField {...form.text("company")} label="Company" required autoComplete="organization" />
      <SelectField
        {...form.text("teamSize")}
        label="Team size (optional)"
        placeholder="Select team size"
        options={voucherTeamSizes.map((value) => ({ value, label: `${value} people` }))}
      />
      <CheckboxField
        formId={form.formId}
        name="consent"
        label={consentText}
        checked={form.values.consent === true}
        onChange={(checked) => form.set("consent", checked)}
        error={form.error("consent")}
      />
      <button type="submit" disabled={form.busy} className={`${buttonStyles.accent} w-full`}>
        {form.busy ? "Claiming..." : "Claim My Upgrade"}
      </button>
      <p className="text-xs text-slate-600">{voucherFinePrint}</p>
    </form>
  );
}
