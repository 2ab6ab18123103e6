import type { ReactNode } from "react";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { freeGuide, generalToolkitOffer, type ToolkitOffer } from "~/content/toolkit-offers";
import { occasions, procurementDocuments, teamSizes } from "~/domain/lead-fields";
import { consentText, defaultSources, guideConsentText, newsletterConsentText } from "~/domain/lead-kinds";
import { CheckboxField, Fieldset, SelectField, TextareaField, TextField } from "./kit";
import { successCopy } from "./lead-copy";
import { LeadFormShell, LeadSuccess } from "./lead-form-shell";
import { type FormValues, type LeadForm, type LeadFormProps, useLeadForm } from "./use-lead-form";

const cardClass = `${cardStyles.base} p-6`;
const fullWidth = { className: `${buttonStyles.primaryWrap} w-full` };
/** A download button: its label never wraps. */
const downloadClass = `${buttonStyles.primary} whitespace-nowrap`;

/** The success view's heading, when this page's script got the success (else the page's h1 says it). */
function successTitle(form: LeadForm) {
  return form.doneHere ? successCopy[form.kind].title : undefined;
}

/** A form's success message from its kind's copy, moving focus to itself (`form.successRef`). */
function FormSuccess({ form }: { form: LeadForm }) {
  return (
    <LeadSuccess
      title={successTitle(form)}
      headingRef={form.successRef}
      description={successCopy[form.kind].description}
    />
  );
}

/**
 * A form that stays after a success, emptied, with the message above it (a second message can
 * follow): the booking request, contact and procurement forms.
 */
function SuccessAbove({ form, children }: { form: LeadForm; children: ReactNode }) {
  return (
    <div>
      {form.done ? (
        <div className="mb-6">
          <FormSuccess form={form} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** A PDF link that opens in a new tab, named with what it downloads. */
export function PdfDownload({
  href,
  title,
  label = "Download PDF",
}: {
  href: string;
  title: string;
  label?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={downloadClass}
      // The visible label first, then what it downloads and that it opens a tab (one exact name).
      aria-label={`${label}: ${title} (opens in a new tab)`}
      data-lead-download=""
    >
      {label}
    </a>
  );
}

// ───────────────────────────── Toolkit lead capture ─────────────────────────────

export function LeadCaptureCard({
  source = defaultSources.toolkit,
  title = "Get the Free Team Event Toolkit",
  className,
  server,
  returnTo,
  toolkit = generalToolkitOffer,
  intro = toolkit.description,
  plain = false,
}: LeadFormProps & {
  title?: string;
  className?: string;
  /** The PDF offered once the lead is stored: a toolkit page's own, else the general toolkit. */
  toolkit?: ToolkitOffer;
  /** Above the form; null where the page already describes the toolkit. */
  intro?: ReactNode;
  /** Inside a dialog that already shows a title and a description: no frame, heading or intro. */
  plain?: boolean;
}) {
  const form = useLeadForm({
    kind: "toolkit",
    source,
    server,
    returnTo,
    initialValues: { name: "", email: "", company: "", teamSize: "", consent: false },
  });
  const headingId = `${form.formId}-title`;
  const frameClass = `${plain ? "" : cardClass} ${className ?? ""}`;
  if (form.done) {
    // The message takes the card's place rather than sitting in a second frame.
    return (
      <div className={className}>
        <LeadSuccess
          title={successTitle(form)}
          headingId={headingId}
          headingRef={form.successRef}
          description={
            <p>
              <strong className="font-semibold">{toolkit.title}</strong> is ready to download. We've also
              emailed you a link to it.
            </p>
          }
        >
          <PdfDownload href={toolkit.pdf} title={toolkit.title} />
          <BookingButton className={`${buttonStyles.secondary} whitespace-nowrap`}>
            Book 15-min Call
          </BookingButton>
        </LeadSuccess>
      </div>
    );
  }
  const Frame = plain ? "div" : "section";
  return (
    <Frame aria-labelledby={plain ? undefined : headingId} className={frameClass}>
      {plain ? null : (
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {title}
        </h2>
      )}
      {plain || intro === null ? null : <p className="mt-2 text-slate-700">{intro}</p>}
      <p className={`${plain ? "" : "mt-2"} text-sm text-slate-600`}>
        Free PDF. The download appears here as soon as you send the form, and we email you a copy.
      </p>
      <LeadFormShell
        source={source}
        form={form}
        label={title}
        className="mt-5"
        submit={{ ...fullWidth, label: "Get Free Toolkit", busyLabel: "Getting Toolkit..." }}
      >
        <TextField {...form.text("name")} required label="Name" autoComplete="name" />
        <TextField {...form.text("email")} type="email" required label="Work email" autoComplete="email" />
        <TextField {...form.text("company")} label="Company (optional)" autoComplete="organization" />
        <SelectField
          {...form.field("teamSize")}
          label="Team size (optional)"
          placeholder="Select team size"
          options={teamSizes}
        />
        <CheckboxField {...form.checkbox("consent")} required label={consentText} />
      </LeadFormShell>
    </Frame>
  );
}

// ───────────────────────────── Guide lead form ─────────────────────────────

export function GuideLeadForm({
  source = defaultSources.guide,
  title = "Ready to Transform Your Team?",
  server,
  returnTo,
}: LeadFormProps & { title?: string }) {
  const form = useLeadForm({
    kind: "guide",
    source,
    server,
    returnTo,
    initialValues: { email: "", first_name: "", last_name: "", company: "", phone: "" },
  });
  const headingId = `${form.formId}-title`;
  if (form.done) {
    return (
      <LeadSuccess
        title={successTitle(form)}
        headingId={headingId}
        headingRef={form.successRef}
        description={
          <p>
            <strong className="font-semibold">{freeGuide.title}</strong> is ready to download. We've emailed
            you a copy too, with a few short team building tips to follow.
          </p>
        }
      >
        <PdfDownload href={freeGuide.pdf} title={freeGuide.title} label="Download the guide" />
      </LeadSuccess>
    );
  }
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <LeadFormShell
        source={source}
        form={form}
        label={title}
        className="mt-5"
        tags={[source, "guide"]}
        submit={{ ...fullWidth, label: "Get Free Guide", busyLabel: "Sending..." }}
      >
        <TextField {...form.text("email")} type="email" required label="Email" autoComplete="email" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("first_name")} label="First name" autoComplete="given-name" />
          <TextField {...form.text("last_name")} label="Last name" autoComplete="family-name" />
        </div>
        <TextField {...form.text("company")} label="Company" autoComplete="organization" />
        <TextField {...form.text("phone")} label="Phone" type="tel" autoComplete="tel" />
        <p className="text-sm text-slate-600">{guideConsentText}</p>
      </LeadFormShell>
    </section>
  );
}

// ───────────────────────────── Newsletter ─────────────────────────────

export function NewsletterForm({ source = defaultSources.newsletter, server, returnTo }: LeadFormProps) {
  const form = useLeadForm({ kind: "newsletter", source, server, returnTo, initialValues: { email: "" } });
  if (form.done) {
    return (
      <LeadSuccess
        title={successTitle(form)}
        headingRef={form.successRef}
        description={<p>{successCopy.newsletter.description}</p>}
      />
    );
  }
  return (
    <LeadFormShell
      source={source}
      form={form}
      label="Newsletter"
      requiredNote={false}
      tags={[source, "newsletter"]}
      submit={{
        label: "Subscribe",
        busyLabel: "Subscribing...",
        className: `${buttonStyles.primary} whitespace-nowrap sm:mt-1`,
      }}
    >
      {(submit) => (
        <>
          {/* The button sits beside the email box, so the form places it itself. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <TextField
                {...form.text("email")}
                type="email"
                required
                label="Email address"
                hideLabel
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

export function DemoRequestForm({ source = defaultSources.demo, server, returnTo }: LeadFormProps) {
  const form = useLeadForm({
    kind: "demo",
    source,
    server,
    returnTo,
    initialValues: { name: "", email: "", company: "", teamSize: "", preferredDate: "" },
  });
  const headingId = `${form.formId}-title`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Schedule My Demo
      </h2>
      <p className="mt-1 text-slate-700">Tell us a little about your team and pick a date.</p>
      {form.done ? (
        <div className="mt-4">
          <FormSuccess form={form} />
        </div>
      ) : (
        <LeadFormShell
          source={source}
          form={form}
          label="Schedule My Demo"
          className="mt-5"
          submit={{ ...fullWidth, label: "Schedule My Demo", busyLabel: "Sending..." }}
        >
          <TextField {...form.text("name")} required label="Name" autoComplete="name" />
          <TextField {...form.text("email")} type="email" required label="Email" autoComplete="email" />
          <TextField {...form.text("company")} required label="Company" autoComplete="organization" />
          <SelectField
            {...form.field("teamSize")}
            label="Team size"
            placeholder="Select team size"
            options={teamSizes}
          />
          <TextField {...form.text("preferredDate")} type="date" required label="Preferred date" />
        </LeadFormShell>
      )}
    </section>
  );
}

// ───────────────────────── Contact and procurement documents ─────────────────────────

/** Where the contact and procurement forms differ: words, and the procurement's documents. */
const messageForms = {
  contact: {
    label: "Contact form",
    email: "Email",
    company: "Company (optional)",
    companyRequired: false,
    messageRequired: true,
    message: { label: "Message", placeholder: undefined },
    submit: { label: "Send Message", busyLabel: "Sending...", className: buttonStyles.primary },
  },
  procurement: {
    label: "Request procurement documents",
    email: "Work email",
    company: "Company",
    companyRequired: true,
    messageRequired: false,
    message: {
      label: "Message (optional)",
      placeholder: "e.g. our vendor portal link, or the questionnaire's due date",
    },
    submit: { label: "Request documents", busyLabel: "Sending...", className: buttonStyles.primary },
  },
} as const;

/**
 * The contact form and the procurement request are one form: name, email, company, a message,
 * and (procurement) the documents asked for between company and message. It stays after a
 * success, emptied, under the message.
 */
function MessageRequestForm({
  kind,
  source,
  server,
  returnTo,
  choices = {},
  renderChoices,
}: LeadFormProps & {
  kind: keyof typeof messageForms;
  source: string;
  /** Checkbox fields the form adds, unticked. */
  choices?: FormValues;
  renderChoices?: (form: LeadForm) => ReactNode;
}) {
  const form = useLeadForm({
    kind,
    source,
    server,
    returnTo,
    initialValues: { name: "", email: "", company: "", ...choices, message: "" },
    onSuccess: () => form.reset(),
  });
  const words = messageForms[kind];
  return (
    <SuccessAbove form={form}>
      <LeadFormShell source={source} form={form} label={words.label} submit={words.submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} required label="Name" autoComplete="name" />
          <TextField {...form.text("email")} type="email" required label={words.email} autoComplete="email" />
        </div>
        <TextField
          {...form.text("company")}
          required={words.companyRequired}
          label={words.company}
          autoComplete="organization"
        />
        {renderChoices?.(form)}
        <TextareaField
          {...form.text("message")}
          required={words.messageRequired}
          label={words.message.label}
          placeholder={words.message.placeholder}
        />
      </LeadFormShell>
    </SuccessAbove>
  );
}

export function ContactForm({ source = defaultSources.contact, ...props }: LeadFormProps) {
  return <MessageRequestForm kind="contact" source={source} {...props} />;
}

const unticked = Object.fromEntries(procurementDocuments.map((document) => [document.name, false]));

/** The trust page's request for a DPA, W-9, insurance certificate or security questionnaire. */
export function ProcurementRequestForm({ source = defaultSources.procurement, ...props }: LeadFormProps) {
  return (
    <MessageRequestForm
      kind="procurement"
      source={source}
      {...props}
      choices={unticked}
      renderChoices={(form) => (
        <Fieldset
          id={`${form.formId}-documents`}
          legend="Which documents do you need? Choose one or more."
          error={form.error("documents")}
          focusable
          className="space-y-3"
        >
          {procurementDocuments.map((document) => (
            <CheckboxField key={document.name} {...form.checkbox(document.name)} label={document.label} />
          ))}
        </Fieldset>
      )}
    />
  );
}

// ───────────────────────────── Booking request ─────────────────────────────

export function BookingRequestForm({ source = defaultSources.booking, server, returnTo }: LeadFormProps) {
  const form = useLeadForm({
    kind: "booking",
    source,
    server,
    returnTo,
    initialValues: {
      name: "",
      email: "",
      companyName: "",
      teamSize: "",
      occasion: "",
      preferredDates: "",
      budget: "",
    },
    onSuccess: () => form.reset(),
  });
  return (
    <SuccessAbove form={form}>
      <LeadFormShell
        source={source}
        form={form}
        label="Get Custom Recommendations"
        submit={{ ...fullWidth, label: "Submit & Get Custom Recommendations", busyLabel: "Sending..." }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.text("name")} required label="Name" autoComplete="name" />
          <TextField {...form.text("email")} type="email" required label="Email" autoComplete="email" />
        </div>
        <TextField {...form.text("companyName")} required label="Company name" autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.field("teamSize")}
            required
            label="Team size"
            placeholder="Select team size"
            options={teamSizes}
          />
          <SelectField
            {...form.field("occasion")}
            required
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
    </SuccessAbove>
  );
}
