import { Form } from "react-router";
import { Fieldset, inputClass, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import type { FieldErrors } from "~/domain/lead-fields";
import { addOnPriceLabel, addOnRule, addOnRules, voucherUpgradeIds } from "~/domain/pricing";

export interface TeamChoicesData {
  activity: { slug: string; title: string; headcountMin: number; headcountMax: number; kitIncluded: boolean };
  choices: { headcount: number; addOns: string[]; voucherCode: string; voucherUpgrade: string };
  choiceErrors: FieldErrors;
}

/** The add-ons and voucher upgrades, from the price engine the page's scripts already carry. */
const addOnOptions = addOnRules.map((rule) => ({ ...rule, price: addOnPriceLabel(rule) }));
const upgradeOptions = voucherUpgradeIds.map((id) => ({ value: id, label: addOnRule(id)?.label ?? id }));

/**
 * The checkout's first choices: how many people, which add-ons, a voucher. A GET form, so the
 * calendar and the price follow the URL with or without JavaScript; with it, ticking a box or
 * choosing an upgrade updates the page at once.
 */
export function TeamChoices({ data, keep }: { data: TeamChoicesData; keep: Record<string, string> }) {
  const { activity, choices, choiceErrors } = data;
  return (
    <Form
      method="get"
      preventScrollReset
      className="space-y-5"
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.type === "checkbox" || target.tagName === "SELECT") event.currentTarget.requestSubmit();
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        id="checkout-headcount"
        name="headcount"
        type="number"
        inputMode="numeric"
        min={activity.headcountMin}
        max={activity.headcountMax}
        label="How many people will play?"
        hint={`${activity.title} takes ${activity.headcountMin} to ${activity.headcountMax} people. You can change it until ${HEADCOUNT_CHANGE_HOURS} hours before.`}
        defaultValue={String(choices.headcount)}
        error={choiceErrors.headcount?.[0]}
        required
      />
      <Fieldset id="checkout-addons" legend="Add-ons (optional)">
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {addOnOptions.map((option) => {
            // An activity whose kit is part of it: the kit is in its price, not a choice.
            const included = option.id === "kits" && activity.kitIncluded;
            return (
              <li key={option.id}>
                <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    name="addOns"
                    value={option.id}
                    defaultChecked={included || choices.addOns.includes(option.id)}
                    disabled={included}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold text-ink">{option.label}</span>{" "}
                    <span className="text-slate-700">{option.price}</span>
                    <span className="mt-0.5 block text-slate-700">
                      {included
                        ? `Always part of ${activity.title}: one for every guest, charged per person.`
                        : option.text}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </Fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="checkout-voucher"
          name="voucher"
          label="First-event voucher (optional)"
          hint="The code from your upgrade email, e.g. RALLY-AB23-CD45."
          autoComplete="off"
          defaultValue={choices.voucherCode}
          error={choiceErrors.voucherCode?.[0]}
        />
        <div>
          <label htmlFor="checkout-upgrade" className="block text-sm font-semibold text-slate-800">
            Your voucher's upgrade
          </label>
          <p id="checkout-upgrade-hint" className="mt-1 text-sm text-slate-700">
            Included free with a voucher.
          </p>
          <select
            id="checkout-upgrade"
            name="upgrade"
            defaultValue={choices.voucherUpgrade}
            aria-invalid={choiceErrors.voucherUpgrade ? true : undefined}
            aria-describedby={
              choiceErrors.voucherUpgrade
                ? "checkout-upgrade-hint checkout-upgrade-error"
                : "checkout-upgrade-hint"
            }
            className={inputClass}
          >
            <option value="">No voucher</option>
            {upgradeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {choiceErrors.voucherUpgrade ? (
            <p id="checkout-upgrade-error" className="mt-1 text-sm font-medium text-red-700">
              {choiceErrors.voucherUpgrade[0]}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className={`${buttonStyles.outlineSmall} min-h-11`}>
        Update price and times
      </button>
    </Form>
  );
}
