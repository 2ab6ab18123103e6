import { useEffect, useState } from "react";
import { buttonStyles } from "~/components/ui/styles";
import { teamSizes } from "~/domain/lead-fields";
import { consentText, defaultSources } from "~/domain/lead-kinds";
import { type StoredVoucher, voucherFinePrint } from "~/domain/voucher";
import { track } from "~/lib/analytics";
import { toast } from "~/lib/toast-store";
import { CheckboxField, SelectField, TextField } from "./kit";
import { LeadFormShell, LeadSuccess } from "./lead-form-shell";
import { type ServerFormState, useLeadForm } from "./use-lead-form";
import { storeVoucher, VoucherCodeActions, VoucherCodeLine } from "./voucher-code";

/** What a claim shows once the code is issued (also the heading of /forms/voucher without JavaScript). */
export const voucherSuccessTitle = "You're in!";

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
  const [claimed, setClaimed] = useState<StoredVoucher | null>(
    server?.success?.code && server.success.expires_at
      ? { code: server.success.code, expires_at: server.success.expires_at, claimed_at: "" }
      : null,
  );
  // A claim posted before the page's scripts ran (or without them) is remembered by this browser
  // as soon as they run, like one made in the dialog: later visits show the code again.
  const issued = server?.success?.code && server.success.expires_at ? server.success : null;
  useEffect(() => {
    if (issued?.code && issued.expires_at)
      storeVoucher({
        code: issued.code,
        expires_at: issued.expires_at,
        claimed_at: new Date().toISOString(),
      });
  }, [issued?.code, issued?.expires_at]);
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
      if (onClaimed) {
        // The dialog closes with the claim: the toast carries the code meanwhile. On its own page
        // the form's success message says it, once.
        toast({
          title: voucherSuccessTitle,
          description: "Your upgrade code:",
          code: voucher.code,
          variant: "success",
        });
        onClaimed(voucher);
      }
    },
  });
  if (claimed) {
    return (
      <LeadSuccess
        title={form.doneHere ? voucherSuccessTitle : undefined}
        headingRef={form.successRef}
        description={<VoucherCodeLine voucher={claimed} after="We emailed it to you too." />}
      >
        <VoucherCodeActions code={claimed.code} />
      </LeadSuccess>
    );
  }
  return (
    <LeadFormShell
      kind="voucher"
      source={source}
      form={form}
      label="Claim your upgrade"
      submit={{
        label: "Claim My Upgrade",
        busyLabel: "Claiming...",
        className: `${buttonStyles.accent} w-full`,
      }}
      footer={<p className="text-xs text-slate-600">{voucherFinePrint}</p>}
    >
      <TextField {...form.text("name")} label="Name" autoComplete="name" />
      <TextField {...form.text("email")} label="Work email" autoComplete="email" />
      <TextField {...form.text("company")} label="Company" autoComplete="organization" />
      <SelectField
        {...form.field("teamSize")}
        label="Team size (optional)"
        placeholder="Select team size"
        options={teamSizes}
      />
      <CheckboxField {...form.checkbox("consent")} label={consentText} />
    </LeadFormShell>
  );
}
