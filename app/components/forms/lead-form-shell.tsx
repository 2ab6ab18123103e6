import type { ReactNode } from "react";
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
      {...form.intent}
      aria-label={label}
      className={`relative space-y-4 ${className ?? ""}`}
      hiddenFields={{ source, return_to: form.returnTo ?? `${location.pathname}${location.search}` }}
      honeypot={{ id: `${form.formId}-${HONEYPOT_FIELD}`, name: HONEYPOT_FIELD }}
      notice={form.formError ? { variant: "error", message: form.formError } : null}
      busy={form.busy}
      submit={submit}
      footer={footer}
    >
      {children}
    </FormShell>
  );
}

/** What a lead form shows once the server has stored it, with what to do next. */
export function LeadSuccess({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Notice variant="success" title={title}>
      <p>{description}</p>
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </Notice>
  );
}
