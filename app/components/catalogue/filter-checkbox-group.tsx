import type { FilterListKey } from "~/domain/catalogue";

/** One filter list of /activities (team size, duration, vibe or budget) as a group of checkboxes. */
export function FilterCheckboxGroup({
  legend,
  name,
  options,
  isChecked,
  onToggle,
}: {
  legend: string;
  name: FilterListKey;
  options: readonly { value: string; label: string }[];
  isChecked: (value: string) => boolean;
  onToggle: (name: FilterListKey, value: string, checked: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-wide text-ink uppercase">{legend}</legend>
      <div className="mt-3 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(name, option.value, event.currentTarget.checked)}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
