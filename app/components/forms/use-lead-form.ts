import leadConstraints from "virtual:form-constraints/lead";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { InputConstraints } from "~/domain/input-constraints";
import { type FieldErrors, HONEYPOT_FIELD } from "~/domain/lead-fields";
import type { LeadKind } from "~/domain/lead-kinds";
import { track } from "~/lib/analytics";
import { readAttribution } from "~/lib/attribution";
import { lazyModule, useLoadOnIntent } from "~/lib/lazy-module";
import { toast } from "~/lib/toast-store";

export type FormValues = Record<string, string | boolean>;

/** What the no-JavaScript route (/forms/:kind) hands back to the form it re-renders. */
export interface ServerFormState {
  values?: Record<string, string>;
  fieldErrors?: FieldErrors;
  error?: string;
  success?: { code?: string; expires_at?: string };
  /** The page the visitor came from, kept across re-renders of /forms/:kind. */
  returnTo?: string | null;
}

export const apiEndpoints: Record<LeadKind, string> = {
  toolkit: "/api/subscribe-lead",
  guide: "/api/capture-lead",
  newsletter: "/api/capture-lead",
  voucher: "/api/claim-voucher",
  booking: "/api/book-event",
  contact: "/api/contact",
  demo: "/api/demo-request",
  procurement: "/api/procurement-request",
};

export const genericFailure = {
  title: "Something went wrong",
  description: "Please try again or contact support.",
} as const;

/** The schemas (and zod) load once a visitor starts on a form, not with the page's scripts. */
const leadChecks = lazyModule(() => import("~/domain/leads"));

/** The fields' errors by the shared schema, or null when they pass (or the check cannot load). */
async function browserCheck(kind: LeadKind, payload: Record<string, unknown>): Promise<FieldErrors | null> {
  const schemas = await leadChecks.ready(`Form ${kind}`);
  if (!schemas) return null;
  const parsed = schemas.parseLead(kind, payload);
  return parsed.ok ? null : parsed.fieldErrors;
}

interface Options<K extends LeadKind> {
  kind: K;
  source: string;
  initialValues: FormValues;
  server?: ServerFormState | undefined;
  /** Extra JSON the API expects (the newsletter's tags). */
  extra?: Record<string, unknown>;
  /** Called after a stored submission, once `done` is set; the hook moves focus to the message. */
  onSuccess?: (response: Record<string, unknown>, values: FormValues) => void;
  /** Title of the failure toast when the server refuses with a message. */
  refusalTitle?: string;
}

/**
 * One form's state: values, field errors cleared on edit, browser validation with the shared
 * schema, the busy flag, and the JSON post. The same markup posts to /forms/:kind without JS.
 */
export function useLeadForm<K extends LeadKind>(options: Options<K>) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [values, setValues] = useState<FormValues>(() => {
    const merged: FormValues = { ...options.initialValues };
    for (const [key, value] of Object.entries(options.server?.values ?? {})) {
      if (!(key in merged)) continue;
      // A re-rendered checkbox comes back as the string the browser sent ("on").
      merged[key] = typeof merged[key] === "boolean" ? value === "on" || value === "true" : value;
    }
    return merged;
  });
  const [errors, setErrors] = useState<FieldErrors>(options.server?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(options.server?.error ?? null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Successful posts from this page. Each one moves keyboard focus to the success message (the
  // form it came from may be gone), and the message's status role is its only announcement.
  const [successes, setSuccesses] = useState(0);
  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (successes > 0) successRef.current?.focus();
  }, [successes]);
  useLoadOnIntent(leadChecks);
  // Each field's input attributes (required, maxLength, type), read from its schema at build time.
  const constraints: Record<string, InputConstraints> = leadConstraints[options.kind];

  const error = (name: string) => errors[name]?.[0];
  const idOf = (name: string) => `${formId}-${name}`;

  function set(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
  }

  function focusFirstError(fieldErrors: FieldErrors) {
    // A field first, in the form's order; else a group's error (a fieldset named like its key).
    const first =
      Object.keys(options.initialValues).find((name) => fieldErrors[name]) ?? Object.keys(fieldErrors)[0];
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const form = event.currentTarget;
    const trap = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    const payload = { ...values, source: options.source, ...options.extra };
    setBusy(true);
    try {
      const invalid = await browserCheck(options.kind, payload);
      if (invalid) {
        setErrors(invalid);
        focusFirstError(invalid);
        return;
      }
      const response = await fetch(apiEndpoints[options.kind], {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...readAttribution(), ...payload, [HONEYPOT_FIELD]: trap }),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) {
        setErrors({});
        track("lead_submitted", { source: options.source, kind: options.kind });
        setSuccesses((count) => count + 1);
        options.onSuccess?.(body, values);
        return;
      }
      const fieldErrors = (body.fieldErrors ?? {}) as FieldErrors;
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
        return;
      }
      if (response.status < 500 && typeof body.error === "string") {
        setFormError(body.error);
        toast({
          title: options.refusalTitle ?? genericFailure.title,
          description: body.error,
          variant: "destructive",
        });
        return;
      }
      console.error(`Form ${options.kind}: the server answered ${response.status}`);
      toast({ ...genericFailure, variant: "destructive" });
    } catch (failure) {
      console.error(`Form ${options.kind}:`, failure);
      toast({ ...genericFailure, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setValues(options.initialValues);
    setErrors({});
    setFormError(null);
  }

  /** Props a select or textarea takes: id, name, value, error, required, and the clearing onChange. */
  function field(name: string) {
    return {
      id: idOf(name),
      name,
      value: String(values[name] ?? ""),
      error: error(name),
      required: constraints[name]?.required,
      onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    };
  }

  /** An input's props: the field's, plus the type and length its schema gives it. */
  function text(name: string) {
    const { required: _required, ...input } = constraints[name] ?? {};
    return { ...field(name), ...input };
  }

  /** A consent checkbox's props. */
  function checkbox(name: string) {
    return {
      id: idOf(name),
      name,
      checked: values[name] === true,
      onChange: (checked: boolean) => set(name, checked),
      error: error(name),
    };
  }

  const returnTo = options.server?.returnTo ?? undefined;
  return {
    /** The server stored a submission: the one from this page, or the one /forms/:kind re-renders. */
    done: successes > 0 || Boolean(options.server?.success),
    /**
     * The success came back to this page's script. Without it, /forms/:kind shows the success as
     * the page's own heading, so the form's message carries no heading of its own.
     */
    doneHere: successes > 0,
    /** On the success message's heading: it takes focus after each success here. */
    successRef,
    /** Some field is required: the form explains the "*" its labels carry. */
    hasRequired: Object.values(constraints).some((constraint) => constraint.required),
    formId,
    formRef,
    values,
    set,
    error,
    errors,
    formError,
    busy,
    onSubmit,
    reset,
    field,
    text,
    checkbox,
    returnTo,
  };
}
