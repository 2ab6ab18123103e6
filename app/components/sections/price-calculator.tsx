import { useId, useState } from "react";
import { eventCheckoutHref } from "~/components/catalogue/event-checkout-href";
import { SelectOptions } from "~/components/ui/select-options";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { pricedActivities } from "~/content/activity-facts";
import {
  type CalculatorState,
  type CalculatorTotal,
  calculateTotal,
  clampPlayers,
  defaultCalculatorState,
  MINIMUM_FEE_NOTE,
  selectedActivity,
} from "~/domain/calculator";
import { addOnPriceLabel, addOnRules, formatPrice, type PricedActivity } from "~/domain/pricing";
import { track } from "~/lib/analytics";
import { useFormAtMount } from "~/lib/use-form-at-mount";

/**
 * The calculator's result: the engine's total, lines and deposit (read out as they change), then
 * "Book this event" to the activity's checkout with the same players and ticked add-ons, which
 * the checkout prices with the same engine.
 */
export function CalculatorResult({
  activity,
  result,
  addOns,
}: {
  activity: Pick<PricedActivity, "id" | "title">;
  result: CalculatorTotal;
  addOns: CalculatorState["addOns"];
}) {
  const checkout = eventCheckoutHref(activity.id, {
    headcount: result.players,
    addOns: addOnRules.filter((rule) => addOns[rule.id]).map((rule) => rule.id),
  });
  return (
    <>
      <div className="mt-8 rounded-2xl bg-brand-50 p-6" aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold text-brand-800">Estimated total</p>
        <p className="mt-1 text-4xl font-extrabold text-ink" data-testid="calculator-total">
          {formatPrice(result.totalCents)}
        </p>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {result.lines.map((line) => (
            <li key={line.kind === "addon" ? line.id : line.kind} className="flex justify-between gap-4">
              <span>
                {line.kind === "people" || line.kind === "minimum"
                  ? `${line.headcount} people × ${formatPrice(line.rateCents)}${
                      line.kind === "minimum" ? `, raised to the minimum event fee` : ""
                    }`
                  : line.kind === "band"
                    ? `${line.label}: ${line.headcount} × ${formatPrice(line.rateCents)} would be less`
                    : line.label}
              </span>
              <span className="tabular-nums">{formatPrice(line.cents)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-4">
            <span>Deposit ({result.depositPercent}%) to hold your date</span>
            <span className="tabular-nums">{formatPrice(result.depositCents)}</span>
          </li>
        </ul>
        <p className="mt-2 text-sm text-slate-700">{MINIMUM_FEE_NOTE}</p>
      </div>
      {/* Outside the live region: the link follows every choice, which is no news to read out. */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* A plain link: the calculator needs no router around it. */}
        <a
          href={checkout}
          className={buttonStyles.primary}
          onClick={() => track("activity_book_click", { activity_id: activity.id, source: "calculator" })}
        >
          Book this event<span className="sr-only">: {activity.title}</span>
        </a>
        <p className="text-sm text-slate-700">Pick a date, pay the deposit or get an invoice.</p>
      </div>
    </>
  );
}

/**
 * Quick Price Calculator: an activity, players by slider and number box kept in sync, add-ons;
 * the total, deposit and balance are the price engine's (app/domain/pricing.ts).
 */
export function PriceCalculator() {
  const id = useId();
  const [state, setState] = useState<CalculatorState>({ ...defaultCalculatorState });
  // What the number box shows while someone types; the total always uses the clamped count.
  const [typed, setTyped] = useState(String(defaultCalculatorState.players));
  const activity = selectedActivity(pricedActivities, state.activityId);
  const result = calculateTotal(state, activity);
  const PLAYERS_MIN = activity.headcountMin;
  const PLAYERS_MAX = activity.headcountMax;

  const setPlayers = (value: number) => {
    const players = clampPlayers(value, activity);
    setState((s) => ({ ...s, players }));
    setTyped(String(players));
  };

  // What was chosen, typed or slid before the page's scripts ran is priced now.
  const formRef = useFormAtMount((form) => {
    const data = new FormData(form);
    const picked = selectedActivity(pricedActivities, String(data.get("activity") ?? state.activityId));
    const count = [data.get("players"), data.get("slider")]
      .map((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN))
      .find((value) => Number.isFinite(value) && value !== state.players);
    const ticked = data.getAll("addOns");
    const adopted: CalculatorState = {
      activityId: picked.id,
      players: clampPlayers(count ?? state.players, picked),
      addOns: Object.fromEntries(
        addOnRules.map((rule) => [rule.id, ticked.includes(rule.id)]),
      ) as CalculatorState["addOns"],
    };
    const same =
      adopted.activityId === state.activityId &&
      adopted.players === state.players &&
      addOnRules.every((rule) => adopted.addOns[rule.id] === state.addOns[rule.id]);
    if (same) return;
    setState(adopted);
    setTyped(String(adopted.players));
  });

  return (
    <form ref={formRef} className={`${cardStyles.panel} p-6 sm:p-8`} onSubmit={(e) => e.preventDefault()}>
      <div className="mb-6">
        <label htmlFor={`${id}-activity`} className="font-semibold text-ink">
          Activity
        </label>
        <select
          id={`${id}-activity`}
          name="activity"
          value={activity.id}
          onChange={(event) => {
            const next = selectedActivity(pricedActivities, event.currentTarget.value);
            const players = clampPlayers(result.players, next);
            setState((s) => ({ ...s, activityId: next.id, players }));
            setTyped(String(players));
          }}
          className="mt-3 block w-full rounded-lg border border-slate-400 px-3 py-2"
        >
          <SelectOptions options={pricedActivities.map((a) => ({ value: a.id, label: a.title }))} />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-players`} className="font-semibold text-ink">
          Number of players
        </label>
        <div className="mt-3 flex items-center gap-4">
          <input
            id={`${id}-players-range`}
            name="slider"
            type="range"
            min={PLAYERS_MIN}
            max={PLAYERS_MAX}
            step={1}
            value={state.players}
            onChange={(event) => setPlayers(Number(event.currentTarget.value))}
            aria-label="Number of players (slider)"
            className="h-2 flex-1 cursor-pointer accent-brand-700"
          />
          <input
            id={`${id}-players`}
            name="players"
            type="number"
            inputMode="numeric"
            min={PLAYERS_MIN}
            max={PLAYERS_MAX}
            value={typed}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyped(text);
              const value = Number(text);
              if (text !== "" && Number.isFinite(value))
                setState((s) => ({ ...s, players: clampPlayers(value, activity) }));
            }}
            onBlur={() => setPlayers(Number(typed === "" ? Number.NaN : typed))}
            className="w-24 rounded-lg border border-slate-400 px-3 py-2 text-right"
          />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          From {PLAYERS_MIN} to {PLAYERS_MAX} players.
        </p>
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold text-ink">Add-ons</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {addOnRules.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="addOns"
                value={option.id}
                checked={state.addOns[option.id]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setState((s) => ({ ...s, addOns: { ...s.addOns, [option.id]: checked } }));
                }}
                className="size-5 accent-brand-700"
              />
              <span className="text-slate-800">
                {option.label} <span className="text-slate-600">({addOnPriceLabel(option)})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <CalculatorResult activity={activity} result={result} addOns={state.addOns} />
    </form>
  );
}
