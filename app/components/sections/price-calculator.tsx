import { useId, useState } from "react";
import { cardStyles } from "~/components/ui/styles";
import {
  addOnOptions,
  type CalculatorState,
  calculateTotal,
  clampPlayers,
  defaultCalculatorState,
  formatDollars,
  MINIMUM_FEE_NOTE,
  PLAYERS_MAX,
  PLAYERS_MIN,
  packageOptions,
} from "~/domain/calculator";

/** Quick Price Calculator: players by slider and number box kept in sync, package, add-ons. */
export function PriceCalculator() {
  const id = useId();
  const [state, setState] = useState<CalculatorState>({ ...defaultCalculatorState });
  // What the number box shows while someone types; the total always uses the clamped count.
  const [typed, setTyped] = useState(String(defaultCalculatorState.players));
  const result = calculateTotal(state);

  const setPlayers = (value: number) => {
    const players = clampPlayers(value);
    setState((s) => ({ ...s, players }));
    setTyped(String(players));
  };

  return (
    <form className={`${cardStyles.panel} p-6 sm:p-8`} onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor={`${id}-players`} className="font-semibold text-ink">
          Number of players
        </label>
        <div className="mt-3 flex items-center gap-4">
          <input
            id={`${id}-players-range`}
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
                setState((s) => ({ ...s, players: clampPlayers(value) }));
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
        <legend className="font-semibold text-ink">Package</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {packageOptions.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-package`}
                value={option.id}
                checked={state.package === option.id}
                onChange={() => setState((s) => ({ ...s, package: option.id }))}
                className="size-5 accent-brand-700"
              />
              <span className="font-semibold text-ink">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="font-semibold text-ink">Add-ons</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {addOnOptions.map((option) => (
            <label
              key={option.key}
              className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                checked={state[option.key]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setState((s) => ({ ...s, [option.key]: checked }));
                }}
                className="size-5 accent-brand-700"
              />
              <span className="text-slate-800">
                {option.label}{" "}
                <span className="text-slate-600">
                  (+{formatDollars(option.price)}
                  {option.perPlayer ? " per person" : ""})
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 rounded-2xl bg-brand-50 p-6" aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold text-brand-800">Estimated total</p>
        <p className="mt-1 text-4xl font-extrabold text-ink" data-testid="calculator-total">
          {formatDollars(result.total)}
        </p>
        <p className="mt-2 text-sm text-slate-700">{MINIMUM_FEE_NOTE}</p>
      </div>
    </form>
  );
}
