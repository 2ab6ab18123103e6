import type { ReactNode, Ref } from "react";
import { useLocation } from "react-router";
import { HONEYPOT_FIELD } from "~/domain/lead-fields";
import type { LeadKind } from "~/domain/lead-kinds";
import { FormShell, type SubmitProps } from "./form-shell";
import { Notice } from "./kit";
import type { useLeadForm } from "./use-lead-form";

/**
 * A lead form both ways: without JavaScript it posts to /forms/:kind (which re-renders it with
 * the server's answer); with it, the hook validates and posts JSON.
 */
export function LeadFormShell({
  kind,
  source,
  form,
  label,
  submit,
  footer,
  className,
  requiredNote = true,
  children,
}: {
  kind: LeadKind;
  source: string;
  form: ReturnType<typeof useLeadForm>;
  /** The form's accessible name. */
  label: string;
  submit: SubmitProps;
  footer?: ReactNode;
  className?: string;
  /** Explain the labels' "*" once, above the fields (off where no label is visible). */
  requiredNote?: boolean;
  children: ReactNode | ((submit: ReactNode) => ReactNode);
}) {
  const location = useLocation();
  return (
    <FormShell
      as="form"
      formRef={form.formRef}
      method="post"
      action={`/forms/${kind}`}
      noValidate
      onSubmit={form.onSubmit}
      aria-label={label}
      className={`relative space-y-4 ${className ?? ""}`}
      hiddenFields={{ source, return_to: form.returnTo ?? `${location.pathname}${location.search}` }}
      honeypot={{ id: `${form.formId}-${HONEYPOT_FIELD}`, name: HONEYPOT_FIELD }}
      notice={form.formError ? { variant: "error", message: form.formError } : null}
      busy={form.busy}
      submit={submit}
      footer={footer}
    >
      {typeof children === "function" ? (
        children
      ) : (
        <>
          {requiredNote && form.hasRequired ? (
            // Screen readers hear "required" from each field itself; the note explains the "*" to the eye.
            <p className="text-sm text-slate-600" aria-hidden="true">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
          ) : null}
          {children}
        </>
      )}
    </FormShell>
  );
}

/**
 * What a lead form shows once the server has stored it, with what to do next. A status region
 * (read out once, not again by a toast); its heading takes focus after a success on this page.
 * Without a title the page's own heading says it (/forms/:kind without JavaScript).
 */
export function LeadSuccess({
  title,
  description,
  headingRef,
  headingId,
  children,
}: {
  title?: ReactNode;
  description: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <Notice variant="success">
      {title ? (
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
          {title}
        </h2>
      ) : null}
      <div className={title ? "mt-1 font-normal" : "font-normal"}>{description}</div>
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </Notice>
  );
}
