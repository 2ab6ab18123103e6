import type { ReactNode, Ref } from "react";
import { useLocation } from "react-router";
import { HONEYPOT_FIELD } from "~/domain/lead-fields";
import { FormShell, type SubmitProps } from "./form-shell";
import { Notice } from "./kit";
import type { LeadForm } from "./use-lead-form";

/**
 * A lead form: React Router's fetcher form posting to /forms/:kind. With JavaScript the hook
 * checks it and the fetcher posts it; before hydration and without JavaScript it is a plain POST
 * to the same action, which draws the page again with the answer.
 */
export function LeadFormShell({
  source,
  form,
  label,
  submit,
  footer,
  className,
  tags,
  requiredNote = true,
  children,
}: {
  source: string;
  form: LeadForm;
  /** The form's accessible name. */
  label: string;
  submit: SubmitProps;
  footer?: ReactNode;
  className?: string;
  /** Sent as `tags` (the guide and the newsletter name their list and where it was joined). */
  tags?: readonly string[];
  /** Explain the labels' "*" once, above the fields (off where no label is visible). Every lead form has a required field. */
  requiredNote?: boolean;
  children: ReactNode | ((submit: ReactNode) => ReactNode);
}) {
  const location = useLocation();
  const note =
    requiredNote && typeof children !== "function" ? (
      // Screen readers hear "required" from each field itself; the note explains the "*" to the eye.
      <p className="text-sm text-slate-600" aria-hidden="true">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
    ) : null;
  return (
    <FormShell
      key={form.drawn}
      as={form.Form}
      method="post"
      action={`/forms/${form.kind}`}
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
      {(button) => (
        <>
          {[...new Set(tags)].map((tag) => (
            <input key={tag} type="hidden" name="tags" value={tag} />
          ))}
          {note}
          {typeof children === "function" ? (
            children(button)
          ) : (
            <>
              {children}
              {button}
            </>
          )}
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
