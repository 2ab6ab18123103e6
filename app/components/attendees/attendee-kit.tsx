import { Form } from "react-router";
import { Notice, SelectField, TextField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import {
  type KitAddressField,
  kitAddressLabels as labels,
  kitAddressLimits as limits,
} from "~/domain/kit-address-fields";

/**
 * The kit address form of an attendee's page (/attend/:id), for an event with kits: where their
 * kit ships, due by the deadline (shown in their zone); later it still ships, as a rush kit. The
 * countries come from the server (the ISO list is not in the browser's bundle); the server
 * checks everything (app/domain/kit-address.ts) and a refused form comes back filled in, each
 * message under its field. Only the attendee and staff ever see the address.
 */

export interface AttendeeKitData {
  deadline: string;
  late: boolean;
  rushPrice: string;
  /** The form is offered: a booked event before its start, and not "not coming". */
  open: boolean;
  declined: boolean;
  countries: readonly { code: string; name: string }[];
  saved: Record<KitAddressField, string> | null;
}

/** The text fields, in the form's order, labelled as the server's messages name them. */
const fields: readonly {
  name: Exclude<KitAddressField, "country" | "phone">;
  required: boolean;
  autoComplete: string;
  hint?: string;
}[] = [
  { name: "recipient", required: true, autoComplete: "shipping name" },
  {
    name: "line1",
    required: true,
    autoComplete: "shipping address-line1",
    hint: "A street address: couriers cannot deliver to a PO box.",
  },
  { name: "line2", required: false, autoComplete: "shipping address-line2" },
  { name: "city", required: true, autoComplete: "shipping address-level2" },
  { name: "region", required: false, autoComplete: "shipping address-level1" },
  {
    name: "postalCode",
    required: false,
    autoComplete: "shipping postal-code",
    hint: "Needed in the US, Canada, the UK, most of Europe and other countries that use one.",
  },
];

export function AttendeeKit({
  kit,
  keyValue,
  values,
  errors,
  refused,
  busy,
}: {
  kit: AttendeeKitData;
  keyValue: string;
  /** What was typed, after a refused POST; else the saved address. */
  values: Partial<Record<KitAddressField, string>> | null;
  errors: Partial<Record<string, string[]>>;
  refused: string | null;
  busy: boolean;
}) {
  const shown = values ?? kit.saved ?? {};
  const error = (name: string) => errors[name]?.[0];
  return (
    <section id="kit" aria-labelledby="kit-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="kit-heading" className="text-2xl font-bold text-ink">
        Your event kit
      </h2>
      {kit.late ? (
        <p className="mt-3 text-slate-700" data-kit="late">
          Addresses were due by <strong className="text-ink">{kit.deadline}</strong>. An address given now
          still ships, as a rush kit by express courier ({kit.rushPrice} more, added to your organiser's
          bill).
        </p>
      ) : (
        <p className="mt-3 text-slate-700" data-kit="due">
          We ship a kit to each player. Tell us where yours goes by{" "}
          <strong className="text-ink">{kit.deadline}</strong>. Only our staff and the courier see this
          address, never your organiser, and it is deleted after the event.
        </p>
      )}
      {kit.saved && !values ? (
        <p className="mt-3 font-semibold text-ink" data-kit="saved">
          We have your address. Change it below if it is wrong.
        </p>
      ) : null}
      {!kit.open ? (
        <p className="mt-3 text-slate-700">
          {kit.declined
            ? "You said you are not coming, so no kit ships to you. Answer “Coming” above to give an address."
            : "Kit addresses can no longer be given for this event."}
        </p>
      ) : (
        <Form method="post" className="mt-5 space-y-4" preventScrollReset noValidate>
          <input type="hidden" name="key" value={keyValue} />
          <input type="hidden" name="intent" value="kit" />
          {refused ? (
            <Notice variant="error" focusKey={refused}>
              {refused}
            </Notice>
          ) : null}
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`kit-${field.name}`}
              name={field.name}
              label={labels[field.name]}
              maxLength={limits[field.name]}
              required={field.required}
              hint={field.hint}
              autoComplete={field.autoComplete}
              defaultValue={shown[field.name] ?? ""}
              error={error(field.name)}
            />
          ))}
          <SelectField
            id="kit-country"
            name="country"
            label={labels.country}
            required
            placeholder="Choose a country"
            autoComplete="shipping country"
            options={kit.countries.map((country) => ({ value: country.code, label: country.name }))}
            defaultValue={shown.country ?? ""}
            error={error("country")}
          />
          <TextField
            id="kit-phone"
            name="phone"
            type="tel"
            label={labels.phone}
            maxLength={limits.phone}
            required
            autoComplete="shipping tel"
            hint="With the country code if it is not the address's country. Used only by the courier."
            defaultValue={shown.phone ?? ""}
            error={error("phone")}
          />
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {kit.saved ? "Save the new address" : "Save my address"}
          </button>
        </Form>
      )}
    </section>
  );
}
