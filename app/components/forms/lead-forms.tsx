import { useState } from "react";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { bookingTeamSizes, demoTeamSizes, occasions } from "~/domain/lead-fields";
import { consentText, defaultSources, guideConsentText, newsletterConsentText } from "~/domain/lead-kinds";
import { toast } from "~/lib/toast-store";
import { CheckboxField, SelectField, TextareaField, TextField } from "./kit";
import { LeadFormShell, LeadSuccess } from "./lead-form-shell";
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

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const fullWidth = { className: `${buttonStyles.primary} w-full` };

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
          <LeadSuccess title={successCopy.toolkit.title} description={successCopy.toolkit.description}>
            <a href={downloadHref} target="_blank" rel="noopener" className={buttonStyles.primary}>
              Download PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <BookingButton className={buttonStyles.secondary}>Book 15-min Call</BookingButton>
          </LeadSuccess>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Checklists, a run-of-show template and icebreakers for teams of 5 to 500+. Free, in your inbox.
          </p>
          <LeadFormShell
            kind="toolkit"
            source={source}
            form={form}
            label={title}
            className="mt-5"
            submit={{ ...fullWidth, label: "Get Free Toolkit", busyLabel: "Getting Toolkit..." }}
          >
            <TextField {...form.text("name")} label="Name" autoComplete="name" />
            <TextField {...form.text("email")} label="Work email" autoComplete="email" />
            <TextField {...form.text("company")} label="Company (optional)" autoComplete="organization" />
            <TextField
              {...form.text("teamSize")}
              label="Team size (optional)"
              inputMode="numeric"
              placeholder="e.g. 25"
            />
            <CheckboxField {...form.checkbox("consent")} label={consentText} />
          </LeadFormShell>
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
          <LeadSuccess {...successCopy.guide} />
        </div>
      ) : (
        <LeadFormShell
          kind="guide"
          source={source}
          form={form}
          label={title}
          className="mt-5"
          submit={{ ...fullWidth, label: "Get Free Guide", busyLabel: "Sending..." }}
        >
          <TextField {...form.text("email")} label="Email" autoComplete="email" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...form.text("first_name")} label="First name" autoComplete="given-name" />
            <TextField {...form.text("last_name")} label="Last name" autoComplete="family-name" />
          </div>
          <TextField {...form.text("company")} label="Company" autoComplete="organization" />
          <TextField {...form.text("phone")} label="Phone" type="tel" autoComplete="tel" />
          <p className="text-sm text-slate-600">{guideConsentText}</p>
        </LeadFormShell>
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
  if (done) return <LeadSuccess {...successCopy.newsletter} />;
  return (
    <LeadFormShell
      kind="newsletter"
      source={source}
      form={form}
      label="Newsletter"
      submit={{
        label: "Subscribe",
        busyLabel: "Subscribing...",
        className: `${buttonStyles.primary} sm:mt-1`,
      }}
    >
      {(submit) => (
        <>
          {/* The button sits beside the email box, so the form places it itself. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <TextField
                {...form.text("email")}
                label={<span className="sr-only">Email address</span>}
                placeholder="Enter your email"
                autoComplete="email"
              />
            </div>
            {submit}
          </div>
          <p className="text-sm text-slate-600">{newsletterConsentText}</p>
        </>
      )}
    </LeadFormShell>
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
          <LeadSuccess {...successCopy.demo} />
        </div>
      ) : (
        <LeadFormShell
          kind="demo"
          source={source}
          form={form}
          label="Schedule My Demo"
          className="mt-5"
          submit={{ ...fullWidth, label: "Schedule My Demo", busyLabel: "Sending..." }}
        >
          <TextField {...form.text("name")} label="Name" autoComplete="name" />
          <TextField {...form.text("email")} label="Email" autoComplete="email" />
          <TextField {...form.text("company")} label="Company" autoComplete="organization" />
          <SelectField
            {...form.field("teamSize")}
            label="Team size"
            placeholder="Select team size"
            options={demoTeamSizes}
          />
          <TextField {...form.text("preferredDate")} label="Preferred date" />
        </LeadFormShell>
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
          <LeadSuccess {...successCopy.contact} />
        </div>
      ) : null}
      <LeadFormShell
        kind="contact"
        source={source}
        form={form}
        label="Contact form"
        submit={{ label: "Send Message", busyLabel: "Sending...", className: buttonStyles.primary }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} label="Name" autoComplete="name" />
          <TextField {...form.text("email")} label="Email" autoComplete="email" />
        </div>
        <TextField {...form.text("company")} label="Company (optional)" autoComplete="organization" />
        <TextareaField {...form.text("message")} label="Message" />
      </LeadFormShell>
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
          <LeadSuccess {...successCopy.booking} />
        </div>
      ) : null}
      <LeadFormShell
        kind="booking"
        source={source}
        form={form}
        label="Get Custom Recommendations"
        submit={{ ...fullWidth, label: "Submit & Get Custom Recommendations", busyLabel: "Sending..." }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} label="Name" autoComplete="name" />
          <TextField {...form.text("email")} label="Email" autoComplete="email" />
        </div>
        <TextField {...form.text("companyName")} label="Company name" autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.field("teamSize")}
            label="Team size"
            placeholder="Select team size"
            options={bookingTeamSizes.map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.field("occasion")}
            label="Occasion"
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
      </LeadFormShell>
    </div>
  );
}
