import type { ComponentType } from "react";
import { toolkitForSource } from "~/content/toolkits";
import type { LeadKind } from "~/domain/lead-kinds";
import { formTitles } from "./lead-copy";
import {
  BookingRequestForm,
  ContactForm,
  DemoRequestForm,
  GuideLeadForm,
  LeadCaptureCard,
  NewsletterForm,
  ProcurementRequestForm,
} from "./lead-forms";
import type { LeadFormProps } from "./use-lead-form";
import { UpgradeChoices } from "./voucher";
import { VoucherClaimForm } from "./voucher-claim-form";

/**
 * What /forms/:kind draws for each kind: its form, alone on the page (where every form posts
 * without JavaScript, and where the voucher teaser's link leads before hydration). One row per
 * kind: a kind without its form does not compile.
 */
export const leadFormPages: Record<LeadKind, ComponentType<LeadFormProps>> = {
  // A toolkit page's form names its toolkit in the source: the page offers that one.
  toolkit: (props) => (
    <LeadCaptureCard {...props} toolkit={toolkitForSource(props.source)} title="Your details" />
  ),
  guide: (props) => <GuideLeadForm {...props} title={formTitles.guide} />,
  newsletter: NewsletterForm,
  voucher: (props) => {
    const stored = props.server?.ok === true;
    return (
      <div className="space-y-6">
        {/* The code first once it is issued; the choices it unlocks after it. */}
        {stored ? null : <UpgradeChoices />}
        <VoucherClaimForm {...props} />
        {stored ? <UpgradeChoices /> : null}
      </div>
    );
  },
  booking: BookingRequestForm,
  contact: ContactForm,
  demo: DemoRequestForm,
  procurement: ProcurementRequestForm,
};

/** The heading of /forms/:kind before the form is sent: a toolkit page's form names its toolkit. */
export function leadFormPageTitle(kind: LeadKind, source: string | undefined): string {
  return kind === "toolkit" ? `Get the ${toolkitForSource(source).title}` : formTitles[kind];
}
