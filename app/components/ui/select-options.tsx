/** One choice of a `<select>`: what is submitted and what is shown. */
export type SelectOption = { value: string; label: string };

/** The `<option>`s of a `<select>`, one per choice, keyed by its value. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
