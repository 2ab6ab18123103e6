import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  type FieldErrors,
  type LeadAnswer,
  type LeadStored,
  type LeadUnreachable,
  textLimits,
} from "~/domain/lead-fields";
import type { LeadKind } from "~/domain/lead-kinds";
import { track } from "~/lib/analytics";
import { toast } from "~/lib/toast-store";
import { attributedFormData } from "./attributed-form-data";
import { checkConstraints, focusFirstInvalid } from "./constraints";

export type FormValues = Record<string, string | boolean>;

export const genericFailure = {
  title: "Something went wrong",
  description: "Please try again or contact support.",
} as const;

/** What every lead form takes from the page that draws it. */
export interface LeadFormProps {
  /** The lead's source (where on the site it was sent from); each kind has a default. */
  source?: string;
  /** The action's answer to a post made without JavaScript: /forms/:kind draws the form with it. */
  server?: LeadAnswer | undefined;
  /** Where the visitor came from, kept across re-renders of /forms/:kind. */
  returnTo?: string | null | undefined;
}

interface Options {
  kind: LeadKind;
  source: string;
  initialValues: FormValues;
  /** The action's answer to a post made without JavaScript: /forms/:kind draws the form with it. */
  server?: LeadAnswer | undefined;
  /** Where the visitor came from, kept across re-renders of /forms/:kind. */
  returnTo?: string | null | undefined;
  /** Called after a stored submission, once `done` is set; the hook moves focus to the message. */
  onSuccess?: (stored: LeadStored) => void;
  /** Title of the failure toast when the server refuses with a message. */
  refusalTitle?: string;
}

/** Focus the first field in error in the form's order; else a group's error (a fieldset named like its key). */
function focusFirstError(formId: string, order: readonly string[], fieldErrors: FieldErrors) {
  const first = order.find((name) => fieldErrors[name]) ?? Object.keys(fieldErrors)[0];
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}

/**
 * One lead form's state and its one way to post: React Router's fetcher to the /forms/:kind
 * action. The fields' first values, field errors cleared on edit, the browser's check of the inputs' own attributes
 * (required, type, maxLength) before anything is sent, the busy flag, and the answer: field
 * errors from the server's schema, a refusal, or the stored submission. Before hydration, and
 * without JavaScript, the same form is a plain POST to the same action, which draws the page
 * again with its answer.
 */
export function useLeadForm(options: Options) {
  const { kind, server } = options;
  const fetcher = useFetcher<LeadAnswer | LeadUnreachable>();
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const refused = server && !server.ok ? server : undefined;
  // What the fields start with: empty, or what was typed when /forms/:kind draws a refused post
  // again. The fields are the browser's (uncontrolled): what a visitor types, even before the
  // page's scripts run, stays in them and is what the post sends.
  const [defaults, setDefaults] = useState<FormValues>(() => {
    const merged: FormValues = { ...options.initialValues };
    for (const [key, value] of Object.entries(refused?.values ?? {})) {
      if (!(key in merged)) continue;
      // A re-rendered checkbox comes back as the string the browser sent ("on").
      merged[key] = typeof merged[key] === "boolean" ? value === "on" || value === "true" : value;
    }
    return merged;
  });
  // Emptying the form after a success draws its fields anew.
  const [drawn, setDrawn] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>(refused?.fieldErrors ?? {});
  // Drawn again without JavaScript, the form says why above its fields.
  const [formError, setFormError] = useState<string | null>(refused?.error ?? null);
  const busy = fetcher.state !== "idle";
  // Successful posts from this page. Each one moves keyboard focus to the success message (the
  // form it came from may be gone), and the message's status role is its only announcement.
  const [successes, setSuccesses] = useState(0);
  const [stored, setStored] = useState<LeadStored | null>(server?.ok ? server : null);
  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (successes > 0) successRef.current?.focus();
  }, [successes]);
  // The fetcher's answer, handled once. The latest options are read through a ref, so a parent
  // that passes a new callback on each render does not replay an answer.
  const latest = useRef(options);
  latest.current = options;
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || answer === handled.current) return;
    handled.current = answer;
    const { source, refusalTitle, onSuccess } = latest.current;
    if (answer.ok) {
      setErrors({});
      setStored(answer);
      track("lead_submitted", { source, kind });
      setSuccesses((count) => count + 1);
      onSuccess?.(answer);
    } else if ("unreachable" in answer) {
      toast({ ...genericFailure, variant: "destructive" });
    } else if (Object.keys(answer.fieldErrors).length > 0) {
      setErrors(answer.fieldErrors);
      focusFirstError(formId, Object.keys(latest.current.initialValues), answer.fieldErrors);
    } else {
      setFormError(answer.error);
      toast({
        title: refusalTitle ?? genericFailure.title,
        description: answer.error,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, formId, kind]);

  const error = (name: string) => errors[name]?.[0];
  const idOf = (name: string) => `${formId}-${name}`;

  /** An edit clears the field's error. */
  function edited(name: string) {
    if (errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setFormError(null);
    const invalid = checkConstraints(form);
    if (invalid) {
      setErrors(invalid.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    void fetcher.submit(attributedFormData(form), {
      method: "post",
      action: `/forms/${kind}`,
      // A lead changes nothing the page shows: its loaders need not run again.
      defaultShouldRevalidate: false,
    });
  }

  function reset() {
    setDefaults(options.initialValues);
    setDrawn((count) => count + 1);
    setErrors({});
    setFormError(null);
  }

  /** Props a select takes: id, name, what it starts with, its error, and the clearing onChange. */
  function field(name: string) {
    return {
      id: idOf(name),
      name,
      defaultValue: String(defaults[name] ?? ""),
      error: error(name),
      onChange: () => edited(name),
    };
  }

  /** A text input's or textarea's props: the field's, and the longest value its schema takes. */
  function text(name: string) {
    return { ...field(name), maxLength: textLimits[name as keyof typeof textLimits] };
  }

  /** A consent checkbox's props. */
  function checkbox(name: string) {
    return {
      id: idOf(name),
      name,
      defaultChecked: defaults[name] === true,
      onChange: () => edited(name),
      error: error(name),
    };
  }

  return {
    kind,
    /** The fetcher's form element: the shell draws it, posting to /forms/:kind. */
    Form: fetcher.Form,
    /** The server stored a submission: the one from this page, or the one /forms/:kind re-renders. */
    done: successes > 0 || stored !== null,
    /** What the server answered the stored submission (the voucher it issued). */
    stored,
    /**
     * The success came back to this page's script. Without it, /forms/:kind shows the success as
     * the page's own heading, so the form's message carries no heading of its own.
     */
    doneHere: successes > 0,
    /** On the success message's heading: it takes focus after each success here. */
    successRef,
    formId,
    /** The form element's key: it changes when the form is emptied after a success. */
    drawn,
    error,
    errors,
    formError,
    busy,
    onSubmit,
    reset,
    field,
    text,
    checkbox,
    returnTo: options.returnTo ?? undefined,
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
