import type { ReactNode } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700 focus:outline-none aria-[invalid=true]:border-red-700";

/**
 * A labelled control with its hint and error wired through aria-describedby once, so every form
 * built from it announces its errors.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required ? (
          <span className="text-red-800" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
