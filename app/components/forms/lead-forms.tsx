import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import {
  bookingTeamSizes,
  consentText,
  defaultSources,
  demoTeamSizes,
  guideConsentText,
  type LeadKind,
  newsletterConsentText,
  occasions,
} from "~/domain/leads";
import { toast } from "~/lib/toast-store";
import { CheckboxField, FormAlert, Honeypot, SelectField, TextareaField, TextField } from "./fields";
import { type ServerFormState, useLeadForm } from "./use-lead-form";

/** The toolkit PDF shipped in public/downloads (written by scripts/make-pdfs.ts). */
export const toolkitPdfHref = "/downloads/rallyroom-team-event-toolkit.pdf";

export const successCopy = {
  toolkit: {
    title: "Toolkit unlocked",
    description: "Your toolkit is ready, and a copy is on its way to your inbox.",
  },
  guide: {
    title: `Welcome to ${site.name}!`,
    description: "Check your email for your free guide and team building tips.",
  },
  newsletter: {
    title: "Successfully subscribed!",
    description:
      "Welcome to our community. Check your email for a welcome message and confirm your subscription.",
  },
  booking: {
    title: "Request Submitted!",
    description: "We'll get back to you within 24 hours with custom recommendations.",
  },
  contact: { title: "Message sent!", description: "Thanks for getting in touch. We reply within 24 hours." },
  demo: {
    title: "Demo request received!",
    description: "We'll email you within one business day to confirm your demo time.",
  },
} as const;

interface ShellProps {
  kind: LeadKind;
  source: string;
  form: ReturnType<typeof useLeadForm>;
  children: ReactNode;
  className?: string;
  label: string;
}

/** The form element both ways: posts to /forms/:kind without JavaScript, JSON with it. */
function FormShell({ kind, source, form, children, className, label }: ShellProps) {
  const location = useLocation();
  return (
    <form
      ref={form.formRef}
      method="post"
      action={`/forms/${kind}`}
      noValidate
      onSubmit={form.onSubmit}
      aria-label={label}
      aria-busy={form.busy}
      className={`relative space-y-4 ${className ?? ""}`}
    >
      <input type="hidden" name="source" value={source} />
      <input
        type="hidden"
        name="return_to"
        value={form.returnTo ?? `${location.pathname}${location.search}`}
      />
      <Honeypot formId={form.formId} />
      <FormAlert message={form.formError} />
      {children}
    </form>
  );
}

function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={className ?? `${buttonStyles.primary} w-full`}>
      {busy ? busyLabel : label}
    </button>
  );
}

function SuccessPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-1">{description}</p>
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

// ───────────────────────────── Toolkit lead capture ─────────────────────────────

export function LeadCaptureCard({
  source = defaultSources.toolkit,
  title = "Get the Free Team Event Toolkit",
  className,
  server,
  downloadHref = toolkitPdfHref,
  plain = false,
}: {
  source?: string;
  title?: string;
  className?: string;
  server?: ServerFormState;
  /** The PDF offered once the lead is stored (a toolkit page offers its own). */
  downloadHref?: string;
  /** Inside a dialog that already shows the title: no card frame, no heading of its own. */
  plain?: boolean;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "toolkit",
    source,
    server,
    initialValues: { name: "", email: "", company: "", teamSize: "", consent: false },
    onSuccess: () => {
      setDone(true);
      toast({ ...successCopy.toolkit, variant: "success" });
    },
  });
  const headingId = `${form.formId}-title`;
  const Frame = plain ? "div" : "section";
  return (
    <Frame
      aria-labelledby={plain ? undefined : headingId}
      className={`${plain ? "" : cardClass} ${className ?? ""}`}
    >
      {plain ? null : (
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {done ? successCopy.toolkit.title : title}
        </h2>
      )}
      {done ? (
        <div className={plain ? "" : "mt-4"}>
          <SuccessPanel title={successCopy.toolkit.title} description={successCopy.toolkit.description}>
            <a href={downloadHref} target="_blank" rel="noopener" className={buttonStyles.primary}>
              Download PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <BookingButton className={buttonStyles.secondary}>Book 15-min Call</BookingButton>
          </SuccessPanel>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Checklists, a run-of-show template and icebreakers for teams of 5 to 500+. Free, in your inbox.
          </p>
          <FormShell kind="toolkit" source={source} form={form} label={title} className="mt-5">
            <TextField {...form.text("name")} label="Name" required autoComplete="name" />
            <TextField
              {...form.text("email")}
              label="Work email"
              type="email"
              required
              autoComplete="email"
            />
            <TextField {...form.text("company")} label="Company (optional)" autoComplete="organization" />
            <TextField
              {...form.text("teamSize")}
              label="Team size (optional)"
              inputMode="numeric"
              placeholder="e.g. 25"
            />
            <CheckboxField
              formId={form.formId}
              name="consent"
              label={consentText}
              checked={form.values.consent === true}
              onChange={(checked) => form.set("consent", checked)}
              error={form.error("consent")}
            />
            <SubmitButton busy={form.busy} label="Get Free Toolkit" busyLabel="Getting Toolkit..." />
          </FormShell>
        </>
      )}
    </Frame>
  );
}

// ───────────────────────────── Guide lead form ─────────────────────────────

export function GuideLeadForm({
  source = defaultSources.guide,
  title = "Ready to Transform Your Team?",
  server,
}: {
  source?: string;
  title?: string;
  server?: ServerFormState;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "guide",
    source,
    server,
    extra: { tags: [source, "guide"] },
    initialValues: { email: "", first_name: "", last_name: "", company: "", phone: "" },
    onSuccess: () => {
      setDone(true);
      toast({ ...successCopy.guide, variant: "success" });
    },
  });
  const headingId = `${form.formId}-title`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {done ? (
        <div className="mt-4">
          <SuccessPanel {...successCopy.guide} />
        </div>
      ) : (
        <FormShell kind="guide" source={source} form={form} label={title} className="mt-5">
          <TextField {...form.text("email")} label="Email" type="email" required autoComplete="email" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...form.text("first_name")} label="First name" autoComplete="given-name" />
            <TextField {...form.text("last_name")} label="Last name" autoComplete="family-name" />
          </div>
          <TextField {...form.text("company")} label="Company" autoComplete="organization" />
          <TextField {...form.text("phone")} label="Phone" type="tel" autoComplete="tel" />
          <p className="text-sm text-slate-600">{guideConsentText}</p>
          <SubmitButton busy={form.busy} label="Get Free Guide" busyLabel="Sending..." />
        </FormShell>
      )}
    </section>
  );
}

// ───────────────────────────── Newsletter ─────────────────────────────

export function NewsletterForm({
  source = defaultSources.newsletter,
  server,
}: {
  source?: string;
  server?: ServerFormState;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "newsletter",
    source,
    server,
    extra: { tags: [source, "newsletter"] },
    initialValues: { email: "" },
    onSuccess: () => {
      setDone(true);
      toast({ ...successCopy.newsletter, variant: "success" });
    },
  });
  if (done) return <SuccessPanel {...successCopy.newsletter} />;
  return (
    <FormShell kind="newsletter" source={source} form={form} label="Newsletter">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            {...form.text("email")}
            label={<span className="sr-only">Email address</span>}
            type="email"
            required
            placeholder="Enter your email"
            autoComplete="email"
          />
        </div>
        <SubmitButton
          busy={form.busy}
          label="Subscribe"
          busyLabel="Subscribing..."
          className={`${buttonStyles.primary} sm:mt-1`}
        />
      </div>
      <p className="text-sm text-slate-600">{newsletterConsentText}</p>
    </FormShell>
  );
}

// ───────────────────────────── Demo request ─────────────────────────────

export function DemoRequestForm({
  source = defaultSources.demo,
  server,
}: {
  source?: string;
  server?: ServerFormState;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "demo",
    source,
    server,
    initialValues: { name: "", email: "", company: "", teamSize: "", preferredDate: "" },
    onSuccess: () => {
      setDone(true);
      form.reset();
      toast({ ...successCopy.demo, variant: "success" });
    },
  });
  const headingId = `${form.formId}-title`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Schedule My Demo
      </h2>
      <p className="mt-1 text-slate-700">Tell us a little about your team and pick a date.</p>
      {done ? (
        <div className="mt-4">
          <SuccessPanel {...successCopy.demo} />
        </div>
      ) : (
        <FormShell kind="demo" source={source} form={form} label="Schedule My Demo" className="mt-5">
          <TextField {...form.text("name")} label="Name" required autoComplete="name" />
          <TextField {...form.text("email")} label="Email" type="email" required autoComplete="email" />
          <TextField {...form.text("company")} label="Company" required autoComplete="organization" />
          <SelectField
            {...form.text("teamSize")}
            label="Team size"
            placeholder="Select team size"
            options={demoTeamSizes}
          />
          <TextField {...form.text("preferredDate")} label="Preferred date" type="date" required />
          <SubmitButton busy={form.busy} label="Schedule My Demo" busyLabel="Sending..." />
        </FormShell>
      )}
    </section>
  );
}

// ───────────────────────────── Contact ─────────────────────────────

export function ContactForm({
  source = defaultSources.contact,
  server,
}: {
  source?: string;
  server?: ServerFormState;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "contact",
    source,
    server,
    initialValues: { name: "", email: "", company: "", message: "" },
    onSuccess: () => {
      setDone(true);
      form.reset();
      toast({ ...successCopy.contact, variant: "success" });
    },
  });
  return (
    <div>
      {done ? (
        <div className="mb-6">
          <SuccessPanel {...successCopy.contact} />
        </div>
      ) : null}
      <FormShell kind="contact" source={source} form={form} label="Contact form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} label="Name" required autoComplete="name" />
          <TextField {...form.text("email")} label="Email" type="email" required autoComplete="email" />
        </div>
        <TextField {...form.text("company")} label="Company (optional)" autoComplete="organization" />
        <TextareaField {...form.text("message")} label="Message" required />
        <SubmitButton
          busy={form.busy}
          label="Send Message"
          busyLabel="Sending..."
          className={buttonStyles.primary}
        />
      </FormShell>
    </div>
  );
}

// ───────────────────────────── Booking request ─────────────────────────────

export function BookingRequestForm({
  source = defaultSources.booking,
  server,
}: {
  source?: string;
  server?: ServerFormState;
}) {
  const [done, setDone] = useState(Boolean(server?.success));
  const form = useLeadForm({
    kind: "booking",
    source,
    server,
    initialValues: {
      name: "",
      email: "",
      companyName: "",
      teamSize: "",
      occasion: "",
      preferredDates: "",
      budget: "",
    },
    onSuccess: () => {
      setDone(true);
      form.reset();
      toast({ ...successCopy.booking, variant: "success" });
    },
  });
  return (
    <div>
      {done ? (
        <div className="mb-6">
          <SuccessPanel {...successCopy.booking} />
        </div>
      ) : null}
      <FormShell kind="booking" source={source} form={form} label="Get Custom Recommendations">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} label="Name" required autoComplete="name" />
          <TextField {...form.text("email")} label="Email" type="email" required autoComplete="email" />
        </div>
        <TextField {...form.text("companyName")} label="Company name" required autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.text("teamSize")}
            label="Team size"
            required
            placeholder="Select team size"
            options={bookingTeamSizes.map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.text("occasion")}
            label="Occasion"
            required
            placeholder="Select an occasion"
            options={occasions.map((value) => ({ value, label: value }))}
          />
        </div>
        <TextField
          {...form.text("preferredDates")}
          label="Preferred dates (optional)"
          placeholder="e.g. any Thursday in March"
        />
        <TextField {...form.text("budget")} label="Budget (optional)" placeholder="e.g. $2,000" />
        <SubmitButton
          busy={form.busy}
          label="Submit & Get Custom Recommendations"
          busyLabel="Sending..."
          className={`${buttonStyles.primary} w-full`}
        />
      </FormShell>
    </div>
  );
}
