import { useEffect, useState } from "react";
import { buttonStyles } from "~/components/ui/styles";
import { teamSizes } from "~/domain/lead-fields";
import { consentText, defaultSources } from "~/domain/lead-kinds";
import { type StoredVoucher, voucherFinePrint } from "~/domain/voucher";
import { track } from "~/lib/analytics";
import { toast } from "~/lib/toast-store";
import { CheckboxField, SelectField, TextField } from "./kit";
import { successCopy } from "./lead-copy";
import { LeadFormShell, LeadSuccess } from "./lead-form-shell";
import { type LeadFormProps, useLeadForm } from "./use-lead-form";
import { storeVoucher, VoucherCodeActions, VoucherCodeLine } from "./voucher-code";

const voucherSuccessTitle = successCopy.voucher.title;

/** The claim form itself: inside the dialog with JavaScript, on /forms/voucher without it. */
export function VoucherClaimForm({
  source = defaultSources.voucher,
  server,
  returnTo,
  onClaimed,
}: LeadFormProps & { onClaimed?: (voucher: StoredVoucher) => void }) {
  // A claim posted before the page's scripts ran (or without them) is remembered by this browser
  // as soon as they run, like one made in the dialog: later visits show the code again.
  const issued = server?.ok ? server.voucher : null;
  const [claimed, setClaimed] = useState<StoredVoucher | null>(issued ? { ...issued, claimed_at: "" } : null);
  useEffect(() => {
    if (issued) storeVoucher({ ...issued, claimed_at: new Date().toISOString() });
  }, [issued]);
  const form = useLeadForm({
    kind: "voucher",
    source,
    server,
    returnTo,
    refusalTitle: "Unable to claim upgrade",
    initialValues: { name: "", email: "", company: "", teamSize: "", consent: false },
    onSuccess: ({ voucher: answer }) => {
      if (!answer) return;
      const voucher: StoredVoucher = { ...answer, claimed_at: new Date().toISOString() };
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
      <TextField {...form.text("name")} required label="Name" autoComplete="name" />
      <TextField {...form.text("email")} type="email" required label="Work email" autoComplete="email" />
      <TextField {...form.text("company")} required label="Company" autoComplete="organization" />
      <SelectField
        {...form.field("teamSize")}
        label="Team size (optional)"
        placeholder="Select team size"
        options={teamSizes}
      />
      <CheckboxField {...form.checkbox("consent")} required label={consentText} />
    </LeadFormShell>
  );
}
