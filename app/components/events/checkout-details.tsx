import { Form, Link, useNavigation } from "react-router";
import { Honeypot, Notice, TextareaField, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { FieldErrors } from "~/domain/lead-fields";
import { HONEYPOT_FIELD } from "~/domain/lead-fields";

/** What the checkout's action answers when it refuses (nothing is stored). */
export interface CheckoutRefusal {
  error: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  /** The time was taken meanwhile: the nearest free times, as links. */
  nearby: { href: string; label: string }[];
  /** Not a fault: the code emailed to the address is asked for (decision 064). */
  codeRequested?: boolean;
}

/**
 * The checkout's last step: who the event is for, who pays, and how. A POST form that works
 * without JavaScript; the chosen time and team choices travel as hidden fields.
 */
export function CheckoutDetails({
  hidden,
  payments,
  refusal,
  deposit,
  total,
}: {
  hidden: [string, string][];
  payments: readonly { value: string; label: string }[];
  refusal: CheckoutRefusal | undefined;
  deposit: string;
  total: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = refusal?.fieldErrors ?? {};
  const values = refusal?.values ?? {};
  const first = (name: string) => errors[name]?.[0];
  const payment = values.payment ?? payments[0]?.value ?? "invoice";
  return (
    <Form method="post" className="space-y-5" aria-busy={busy || undefined}>
      {refusal ? (
        <Notice
          variant={refusal.codeRequested ? "info" : "error"}
          title={refusal.error}
          focusKey={refusal.error}
        >
          {refusal.nearby.length > 0 ? (
            <>
              <p>These times are still free:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {refusal.nearby.map((slot) => (
                  <li key={slot.href}>
                    <Link to={slot.href} className={`${buttonStyles.outlineSmall} min-h-11`}>
                      {slot.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
      {hidden.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <Honeypot id="checkout-website" name={HONEYPOT_FIELD} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="checkout-name"
          name="name"
          label="Your name"
          autoComplete="name"
          required
          defaultValue={values.name}
          error={first("name")}
        />
        <TextField
          id="checkout-email"
          name="email"
          type="email"
          label="Work email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={first("email")}
          hint="The confirmation, invitation and receipt go here."
        />
        {refusal?.codeRequested || errors.emailCode || values.emailCode ? (
          <TextField
            id="checkout-email-code"
            name="emailCode"
            label="Code from our email"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            defaultValue={errors.emailCode ? "" : values.emailCode}
            error={first("emailCode")}
            hint={`Six digits, sent to ${values.email ?? "your email"} just now.`}
          />
        ) : null}
        <TextField
          id="checkout-company"
          name="company"
          label="Company"
          autoComplete="organization"
          required
          defaultValue={values.company}
          error={first("company")}
        />
        <TextField
          id="checkout-po"
          name="poNumber"
          label="PO number (optional)"
          defaultValue={values.poNumber}
          error={first("poNumber")}
        />
        <TextField
          id="checkout-billing-name"
          name="billingName"
          label="Billing contact"
          required
          defaultValue={values.billingName}
          error={first("billingName")}
        />
        <TextField
          id="checkout-billing-email"
          name="billingEmail"
          type="email"
          label="Billing contact's email"
          required
          defaultValue={values.billingEmail}
          error={first("billingEmail")}
        />
      </div>
      <TextareaField
        id="checkout-address"
        name="invoiceAddress"
        label="Invoice address"
        rows={3}
        autoComplete="street-address"
        required
        defaultValue={values.invoiceAddress}
        error={first("invoiceAddress")}
      />
      <fieldset aria-describedby={first("payment") ? "checkout-payment-error" : undefined}>
        <legend className="block text-sm font-semibold text-slate-800">
          How would you like to pay the deposit of {deposit}?
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {payments.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="payment"
                value={choice.value}
                defaultChecked={choice.value === payment}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="font-semibold text-ink">{choice.label}</span>
            </label>
          ))}
        </div>
        {first("payment") ? (
          <p id="checkout-payment-error" className="mt-1 text-sm font-medium text-red-700">
            {first("payment")}
          </p>
        ) : null}
      </fieldset>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="checkout-agree"
            name="agree"
            type="checkbox"
            value="on"
            required
            defaultChecked={values.agree === "on"}
            aria-invalid={first("agree") ? true : undefined}
            aria-describedby={first("agree") ? "checkout-agree-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="checkout-agree" className="text-sm text-slate-800">
            I accept the{" "}
            <Link to="/booking-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              booking policy
            </Link>{" "}
            (changes, cancellations and refunds).
          </label>
        </div>
        {first("agree") ? (
          <p id="checkout-agree-error" className="mt-1 text-sm font-medium text-red-700">
            {first("agree")}
          </p>
        ) : null}
      </div>
      <p className="text-base font-semibold text-ink" data-checkout-total="">
        Total {total} · deposit {deposit} · balance invoiced after the event
      </p>
      <button type="submit" className={`${buttonStyles.primaryWrap} w-full sm:w-auto`} disabled={busy}>
        {busy ? "Booking…" : "Book the event"}
      </button>
      <p className="text-sm text-slate-700">
        The time is held for {site.events.holdMinutes} minutes while you pay. With an invoice the event is
        booked at once; the deposit invoice is due in {site.events.invoiceWithdrawDays} days (sooner for a
        near date), or the booking is withdrawn.
      </p>
    </Form>
  );
}
