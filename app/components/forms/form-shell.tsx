import type { ComponentType, ReactNode, RefAttributes } from "react";
import { type FetcherFormProps, Form } from "react-router";
import { buttonStyles } from "~/components/ui/styles";
import { Honeypot, Notice, type NoticeVariant } from "./kit";

/** A native <form>, React Router's <Form>, or a fetcher's Form: the shell draws any of them. */
type FormElement = "form" | ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;

export interface SubmitProps {
  label: ReactNode;
  /** Shown instead of the label while this form's submission is pending. */
  busyLabel?: ReactNode;
  className?: string;
}

/** The submit button: disabled while the form is busy (no double posts), with its busy label. */
export function SubmitButton({
  label,
  busyLabel,
  className,
  busy = false,
  disabled = false,
}: SubmitProps & { busy?: boolean; disabled?: boolean }) {
  return (
    <button type="submit" disabled={busy || disabled} className={className ?? buttonStyles.primary}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

export interface FormShellProps extends Omit<FetcherFormProps, "children" | "ref"> {
  /** The form element; React Router's <Form> unless the caller posts some other way. */
  as?: FormElement;
  formRef?: React.Ref<HTMLFormElement>;
  /** Drawn first, inside the form (a heading the form is labelled by). */
  heading?: ReactNode;
  /** Hidden inputs by name (the intent, a row's id, the CSRF token, where to go back to). */
  hiddenFields?: Record<string, string | number>;
  /** Public forms only: the trap field bots fill in, and its element id. */
  honeypot?: { id: string; name: string };
  /** The whole-form message (a refusal, or what a submission did). */
  notice?: {
    variant: NoticeVariant;
    message: ReactNode;
    /** The notice takes focus each time this changes (the summary of a refused submit). */
    focusKey?: unknown;
    className?: string;
  } | null;
  submit?: SubmitProps;
  /** This form's submission is pending: the button shows its busy label and is disabled. */
  busy?: boolean;
  /** The button is disabled for another reason (another submission on the page is pending). */
  disabled?: boolean;
  /** Drawn after the submit button (fine print). */
  footer?: ReactNode;
  /**
   * The fields. A function receives the submit button to place it inside its own layout (a
   * button beside the field); otherwise the button follows the fields.
   */
  children?: ReactNode | ((submit: ReactNode) => ReactNode);
}

/**
 * One form: the element, its hidden inputs and honeypot, the notice, the fields and the submit
 * button with its pending state. Lead forms, /billing and the admin all render through it.
 */
export function FormShell({
  as: Element = Form,
  formRef,
  heading,
  hiddenFields,
  honeypot,
  notice,
  submit,
  busy = false,
  disabled = false,
  footer,
  children,
  ...form
}: FormShellProps) {
  const button = submit ? <SubmitButton {...submit} busy={busy} disabled={disabled} /> : null;
  return (
    <Element ref={formRef} aria-busy={busy || undefined} {...form}>
      {heading}
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {honeypot ? <Honeypot {...honeypot} /> : null}
      {notice ? (
        <Notice variant={notice.variant} focusKey={notice.focusKey} className={notice.className}>
          {notice.message}
        </Notice>
      ) : null}
      {typeof children === "function" ? (
        children(button)
      ) : (
        <>
          {children}
          {button}
        </>
      )}
      {footer}
    </Element>
  );
}
