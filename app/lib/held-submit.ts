/**
 * Submits that arrive before a form's script. The lead forms hydrate on intent
 * (app/components/forms/lead-form-islands.tsx), so a visitor can press Send before their code
 * is here: the press is held, and the form submits it again once hydrated (useLeadForm). If the
 * code cannot load, the held forms post the browser's way, to /forms/:kind.
 */

const hydrated = new WeakSet<HTMLFormElement>();
const held = new Map<HTMLFormElement, HTMLElement | null>();
const native = new WeakSet<HTMLFormElement>();

/** A lead form's script runs: its submits go to React from now on. */
export function markFormHydrated(form: HTMLFormElement): void {
  hydrated.add(form);
}

/**
 * A submit event on a lead form: true if it was held (its default prevented) because the form
 * is not hydrated yet; false if it may go on (to React, or to the browser after a failed load).
 */
export function holdSubmit(event: SubmitEvent, form: HTMLFormElement): boolean {
  if (hydrated.has(form)) return false;
  if (native.delete(form)) return false;
  event.preventDefault();
  held.set(form, event.submitter);
  return true;
}

/** The held submit of a form that has just hydrated, if any (`null`: no submit button named). */
export function takeHeldSubmit(form: HTMLFormElement): HTMLElement | null | undefined {
  const submitter = held.get(form);
  held.delete(form);
  return submitter;
}

/** The forms' code could not load: every held form posts without it. */
export function submitHeldNatively(): void {
  for (const [form, submitter] of held) {
    held.delete(form);
    native.add(form);
    form.requestSubmit(submitter ?? undefined);
  }
}
