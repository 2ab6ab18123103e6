import type { ReactNode } from "react";

/** One answer of a quiz step: a radio (one answer) or a checkbox (several), its label the whole tile. */
export function QuizChoice({
  type,
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-4 font-semibold text-ink transition hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
      <input
        type={type}
        name={name}
        value={value}
        required={type === "radio"}
        checked={checked}
        onChange={onChange}
        className="size-5 accent-brand-700"
      />
      {children}
    </label>
  );
}
