import type { FieldErrors } from "~/domain/lead-fields";

/** What the browser found wrong with a form, judged by its controls' own attributes. */
export interface ConstraintCheck {
  /** Each invalid control's message, under its name, in the form's order. */
  fieldErrors: FieldErrors;
  /** A required control is empty (some forms word that case apart). */
  missing: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * The browser's own check of a form against what its controls say (required, type, maxLength,
 * min, max, step), before anything is sent: null when every control passes. The forms carry
 * `noValidate`, so the browser draws no bubbles of its own and the form shows these messages
 * under their fields, as it shows the server's. The server parses the same form with its schema
 * and answers whatever attributes cannot say (a work email, a date in the past).
 */
export function checkConstraints(form: HTMLFormElement): ConstraintCheck | null {
  const fieldErrors: FieldErrors = {};
  let missing = false;
  for (const control of [...form.elements].filter(isControl)) {
    if (!control.willValidate || control.validity.valid || !control.name) continue;
    missing ||= control.validity.valueMissing;
    fieldErrors[control.name] ??= [control.validationMessage];
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors, missing } : null;
}

/** Moves focus to the form's first control that failed its check. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const first = [...form.elements].filter(isControl).find((c) => c.willValidate && !c.validity.valid);
  first?.focus();
}
