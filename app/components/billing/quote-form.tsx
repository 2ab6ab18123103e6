import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { checkConstraints } from "~/components/forms/constraints";
import { FormShell } from "~/components/forms/form-shell";
import { Fieldset, SelectField, TextField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { quoteForm, quoteToasts } from "~/content/billing";
import { EMAIL_MAX_LENGTH } from "~/domain/email-policy";
import { CLIENT_REF_MAX, INVALID_MESSAGE, type QuoteFailure, REQUIRED_MESSAGE } from "~/domain/quote-fields";
import type { CreateQuoteInput, QuoteFormErrors } from "~/domain/quote-form";
import { formatCents, HEADCOUNT_MAX, HEADCOUNT_MIN } from "~/domain/quote-pricing";
import { toast } from "~/lib/toast-store";
import { useFormAtMount } from "~/lib/use-form-at-mount";
import type { BillingActionResult, CatalogEntry } from "./types";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The toast for how a submission ended; a refused value shows only its field errors. */
function notify(outcome: "created" | QuoteFailure) {
  const message = quoteToasts[outcome];
  if (message) toast(message);
}

/**
 * The add-ons of the chosen activity. Before one is chosen (and without JavaScript, where the
 * list cannot follow the choice) every add-on is listed once, saying which activities offer it,
 * and the server refuses one the activity lacks.
 */
function addonChoices(catalog: CatalogEntry[], selected: CatalogEntry | undefined) {
  if (selected) return selected.addons.map((addon) => ({ ...addon, note: "" }));
  const unique = [
    ...new Map(catalog.flatMap((item) => item.addons).map((addon) => [addon.key, addon])).values(),
  ];
  return unique.map((addon) => {
    const offeredBy = catalog.filter((item) => item.addons.some((a) => a.key === addon.key));
    const note =
      offeredBy.length === catalog.length
        ? ""
        : quoteForm.addons.onlyFor(offeredBy.map((item) => item.title));
    return { ...addon, note };
  });
}

/**
 * The create-quote form. The browser checks the inputs' attributes before posting (a required
 * field left empty: "Please fill in all required fields", and nothing is sent); the server parses
 * it with the schema. The post is the same with or without JavaScript: a refusal comes back with its code and field
 * errors, a created quote redirects to /billing?created=1.
 */
export function QuoteForm({
  catalog,
  result,
  created,
  onDone,
  headingLevel,
}: {
  catalog: CatalogEntry[];
  /** h2 when the form is the page's first step, h3 under "Your quotes". */
  headingLevel: "h2" | "h3";
  /** The action's answer to a post made without JavaScript. */
  result: BillingActionResult | undefined;
  /** The page says a quote was just created (the redirect's ?created=1). */
  created: boolean;
  onDone: () => void;
}) {
  const fetcher = useFetcher<BillingActionResult>();
  const [clientErrors, setClientErrors] = useState<QuoteFormErrors | null>(null);
  const latest = fetcher.data ?? result;
  const failed = latest?.intent === "create" ? latest : null;
  const values = failed?.values ?? {};
  const [activity, setActivity] = useState(text(values.activity_slug));
  // An activity picked before the page's scripts ran: its add-ons are the ones to list.
  const formRef = useFormAtMount((form) => {
    const picked = new FormData(form).get("activity_slug");
    if (typeof picked === "string" && picked !== activity) setActivity(picked);
  });
  const shown = clientErrors ?? failed;
  const errorOf = (field: keyof CreateQuoteInput) => shown?.fieldErrors[field]?.[0];
  /** A text field's id and name, its first error and what was sent. */
  const textInput = (id: string, name: "est_headcount" | "contact_email" | "client_ref") => ({
    id,
    name,
    error: errorOf(name),
    defaultValue: text(values[name]),
  });
  const busy = fetcher.state !== "idle";

  // When this form's post settles: a refusal answers with its code. A created quote answers with
  // a redirect instead (the fetcher keeps no data), and the page it lands on says `created`.
  const posted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      posted.current = true;
      return;
    }
    if (!posted.current) return;
    if (fetcher.data?.intent === "create") {
      posted.current = false;
      notify(fetcher.data.code);
    } else if (created) {
      posted.current = false;
      notify("created");
      onDone();
    }
  }, [fetcher.state, fetcher.data, created, onDone]);

  const selected = catalog.find((item) => item.activitySlug === activity);
  const submittedAddons = Array.isArray(values.addons) ? values.addons : [];
  // The minimum event fee of the chosen activity, or the one every activity shares.
  const fees = new Set(catalog.map((item) => item.minEventFee));
  const minimumFee = selected?.minEventFee ?? (fees.size === 1 ? [...fees][0] : undefined);
  const Heading = headingLevel;

  return (
    <FormShell
      as={fetcher.Form}
      formRef={formRef}
      method="post"
      noValidate
      preventScrollReset
      aria-labelledby="new-quote-title"
      className={`${cardStyles.base} p-6 sm:p-8 ${headingLevel === "h3" ? "mt-6" : ""}`}
      heading={
        <Heading
          id="new-quote-title"
          className={
            headingLevel === "h2"
              ? "text-2xl font-bold tracking-tight text-ink"
              : "text-xl font-semibold text-ink"
          }
        >
          {quoteForm.title}
        </Heading>
      }
      hiddenFields={{ intent: "create" }}
      notice={shown ? { variant: "error", message: shown.error, focusKey: shown, className: "mt-4" } : null}
      busy={busy}
      submit={{
        label: quoteForm.submit,
        busyLabel: quoteForm.submitting,
        className: `${buttonStyles.primary} mt-5`,
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const invalid = checkConstraints(form);
        if (!invalid) {
          setClientErrors(null);
          void fetcher.submit(form);
          return;
        }
        const code = invalid.missing ? "missing_required" : "invalid";
        setClientErrors({
          code,
          error: invalid.missing ? REQUIRED_MESSAGE : INVALID_MESSAGE,
          fieldErrors: invalid.fieldErrors,
        });
        // The summary above the fields takes focus (its focusKey), as after the server's refusal.
        notify(code);
      }}
    >
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <SelectField
          id="quote-activity"
          name="activity_slug"
          label={quoteForm.activity.label}
          required
          error={errorOf("activity_slug")}
          placeholder={quoteForm.activity.placeholder}
          options={catalog.map((item) => ({
            value: item.activitySlug,
            label: quoteForm.activity.option(
              item.title,
              formatCents(item.priceMinPp),
              formatCents(item.priceMaxPp),
            ),
          }))}
          defaultValue={text(values.activity_slug)}
          onChange={(event) => setActivity(event.target.value)}
        />
        <TextField
          {...textInput("quote-headcount", "est_headcount")}
          type="number"
          inputMode="numeric"
          required
          min={selected?.headcountMin ?? HEADCOUNT_MIN}
          max={selected?.headcountMax ?? HEADCOUNT_MAX}
          step={1}
          label={quoteForm.headcount.label}
          hint={
            selected
              ? quoteForm.headcount.hintFor(selected.title, selected.headcountMin, selected.headcountMax)
              : quoteForm.headcount.hint(HEADCOUNT_MIN, HEADCOUNT_MAX)
          }
        />
        <TextField
          {...textInput("quote-email", "contact_email")}
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          label={quoteForm.email.label}
          autoComplete="email"
        />
        <TextField
          {...textInput("quote-ref", "client_ref")}
          maxLength={CLIENT_REF_MAX}
          label={quoteForm.reference.label}
          hint={quoteForm.reference.hint}
        />
      </div>
      <Fieldset id="quote-addons" legend={quoteForm.addons.legend} error={errorOf("addons")} className="mt-5">
        <AddonList
          choices={addonChoices(catalog, selected)}
          checked={submittedAddons.filter((key): key is string => typeof key === "string")}
        />
      </Fieldset>
      <p className="mt-5 text-sm text-slate-700">
        {quoteForm.pricingNote(minimumFee === undefined ? null : formatCents(minimumFee))}
      </p>
    </FormShell>
  );
}

function AddonList({ choices, checked }: { choices: ReturnType<typeof addonChoices>; checked: string[] }) {
  if (choices.length === 0) {
    return <p className="mt-2 text-sm text-slate-700">{quoteForm.addons.chooseActivityFirst}</p>;
  }
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-3">
      {choices.map((addon) => (
        <li key={addon.key}>
          <label className="flex items-start gap-2 rounded-lg border border-slate-300 p-3">
            <input
              type="checkbox"
              name="addons"
              value={addon.key}
              defaultChecked={checked.includes(addon.key)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              {addon.name}
              <span className="block text-sm text-slate-700">
                {formatCents(addon.cents)}
                {addon.perPerson ? quoteForm.addons.perPerson : ""}
                {addon.note}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
