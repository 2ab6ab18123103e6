import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { HONEYPOT_FIELD } from "~/domain/leads";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

interface Common {
  /** The form's id prefix, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
}

function ids(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(error: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Messages({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string | undefined;
  hint?: ReactNode;
  errorId: string;
  hintId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The props every text-like control shares: its id, name and the ARIA wiring to its messages. */
interface ControlProps {
  id: string;
  name: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** Label, control and messages: the control is drawn by `children` with the shared props. */
function Field({
  formId,
  name,
  label,
  error,
  required,
  hint,
  children,
}: Common & { children: (control: ControlProps) => ReactNode }) {
  const { id, errorId, hintId } = ids(formId, name);
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {children({
        id,
        name,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(error, hint, errorId, hintId),
        className: inputClass,
      })}
      <Messages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

export function TextField({
  formId,
  name,
  label,
  error,
  required,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required">) {
  return (
    <Field formId={formId} name={name} label={label} error={error} required={required} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

export function TextareaField({
  formId,
  name,
  label,
  error,
  required,
  hint,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required">) {
  return (
    <Field formId={formId} name={name} label={label} error={error} required={required} hint={hint}>
      {(control) => <textarea rows={5} {...control} {...input} />}
    </Field>
  );
}

export function SelectField({
  formId,
  name,
  label,
  error,
  required,
  hint,
  placeholder,
  options,
  ...select
}: Common & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required">) {
  return (
    <Field formId={formId} name={name} label={label} error={error} required={required} hint={hint}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  formId,
  name,
  label,
  error,
  checked,
  onChange,
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, errorId } = ids(formId, name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="on"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Hidden from people (off-screen, out of the tab order, skipped by screen readers); bots fill it. */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${formId}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** A whole-form message (a refusal the server gave without field errors). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
    >
      {message}
    </p>
  );
}
