import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from "react";
import { type SelectOption, SelectOptions } from "~/components/ui/select-options";

/**
 * The site's form pieces: one Field (label, required marker, hint, error and their ARIA wiring),
 * the controls built on it, one input look, and one Notice for whole-form messages. The lead
 * forms, /billing and the admin all draw their forms from here, so they look and announce alike.
 * Nothing here imports a schema: zod stays on the server.
 */

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

const labelClass = "block text-sm font-semibold text-slate-800";
const hintClass = "mt-1 text-sm text-slate-700";
const errorClass = "mt-1 text-sm font-medium text-red-700";

export interface FieldProps {
  /** The control's id; its hint and error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shows the marker and sets `required` (forms that validate themselves also set noValidate). */
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /**
   * Only screen readers read the label (a lone field whose placeholder and button say what it is).
   * Its required marker goes with it: a visible "*" with no visible label explains nothing.
   */
  hideLabel?: boolean | undefined;
}

/** What a control needs to be wired to its label and messages. */
export interface ControlProps {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={errorClass}>
      {error}
    </p>
  ) : null;
}

/**
 * Label, hint, control and error: the control is drawn by `children` with the wiring, so any
 * input, select or textarea announces its hint and its error the same way.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  hideLabel,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClass}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: inputClass,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type Without<T> = Omit<T, "id" | "required" | "className">;

/** A field component's props, split into the Field's and the rest (the control's own). */
function splitField<P extends FieldProps>({ id, label, required, hint, error, hideLabel, ...rest }: P) {
  return [{ id, label, required, hint, error, hideLabel }, rest] as const;
}

export function TextField(props: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(control) => <input {...control} {...input} />}</Field>;
}

export function TextareaField(props: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [field, textarea] = splitField(props);
  return <Field {...field}>{(control) => <textarea rows={5} {...control} {...textarea} />}</Field>;
}

export function SelectField(
  props: FieldProps & {
    /** The first, empty choice. */
    placeholder: string;
    options: readonly SelectOption[];
  } & Without<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const [field, { placeholder, options, ...select }] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/** A single checkbox with its label beside it (consent): the label is a sentence, so no marker. */
export function CheckboxField({
  id,
  name,
  label,
  error,
  required,
  defaultChecked,
  onChange,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
  /** The box must be ticked (consent): the label already says so. */
  required?: boolean;
  /** Ticked at first; then the box is the browser's, so a tick before hydration stays. */
  defaultChecked: boolean;
  onChange?: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="on"
          required={required}
          defaultChecked={defaultChecked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A group of choices under one legend (checkboxes), with the group's error wired to it. */
export function Fieldset({
  id,
  legend,
  error,
  className,
  focusable = false,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string | undefined;
  className?: string;
  /** The group itself takes focus when its error is the first (id on the fieldset, tabIndex -1). */
  focusable?: boolean;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      {...(focusable ? { id, tabIndex: -1 } : {})}
      className={className}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass}>{legend}</legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Hidden from people (off-screen, out of the tab order, skipped by screen readers); bots fill it. */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export type NoticeVariant = "error" | "success" | "info";

const noticeClass: Record<NoticeVariant, string> = {
  error: "border-red-300 bg-red-50 text-red-900",
  success: "border-green-300 bg-green-50 text-green-900",
  info: "border-indigo-200 bg-indigo-50 text-indigo-950",
};

/**
 * A message about a whole form or page. An error is an alert (read out at once); a success or
 * an information is a status (read out when the reader is free).
 */
export function Notice({
  variant,
  title,
  children,
  className,
  focusKey,
}: {
  variant: NoticeVariant;
  /** A bold first line; the children follow it as the body. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Set to take focus each time it changes (an error summary after a refused submit). */
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusable = focusKey !== undefined;
  // Keyed on focusKey, not on the message: a second refused submit with the same message still
  // moves focus back to the summary.
  useEffect(() => {
    if (focusKey !== undefined) ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      role={variant === "error" ? "alert" : "status"}
      tabIndex={focusable ? -1 : undefined}
      className={`rounded-lg border p-4 font-medium ${noticeClass[variant]} ${className ?? ""}`}
    >
      {title ? (
        <>
          <p className="text-lg font-bold">{title}</p>
          {children ? <div className="mt-1 font-normal">{children}</div> : null}
        </>
      ) : (
        children
      )}
    </div>
  );
}
