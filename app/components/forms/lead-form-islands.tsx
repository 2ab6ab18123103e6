import { type ComponentProps, type ComponentType, lazy, Suspense, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import { holdSubmit, submitHeldNatively } from "~/lib/held-submit";
import { lazyModule } from "~/lib/lazy-module";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The lead forms as islands: pages import them from here, not from ./lead-forms, so the forms'
 * code (~4.5 KB) is not part of the page's JavaScript (decision 031).
 *
 * - The server renders each form at once, inside a Suspense boundary.
 * - The browser hydrates the page without them: React keeps a boundary whose code is not there
 *   as the server's HTML. The form shows and works as plain HTML meanwhile: typing is the
 *   browser's own, and a submit posts to /forms/:kind, which answers without JavaScript.
 * - The first sign of intent in a lead form (pointer over it, a press, a touch, focus) imports
 *   the forms; React then hydrates the boundary in place, and useLeadForm adopts what the
 *   visitor typed meanwhile from the fields, so nothing is lost.
 * - A form that mounts after the first page (a client-side navigation) imports them at once and
 *   renders without a boundary: the navigation, a transition, waits for them.
 * - A submit before the form has hydrated is held, and sent again by the form once it has
 *   (app/lib/held-submit.ts): the visitor gets the same checks and messages as later.
 * - A failed import (offline, a new deploy) lets held submits post without JavaScript, leaves
 *   the HTML form working, and is retried at the next intent.
 */

type LeadForms = typeof import("./lead-forms");

const serverForms: LeadForms | undefined = import.meta.env.SSR ? await import("./lead-forms") : undefined;

const leadForms = lazyModule(() => import("./lead-forms"));
/** Settles only with the forms: the islands wait on it, however many imports it takes. */
let resolveForms: (forms: LeadForms) => void = () => {};
const forms = new Promise<LeadForms>((resolve) => {
  resolveForms = resolve;
});
let loading = false;

function loadForms(): void {
  if (loading || serverForms) return;
  loading = true;
  removeIntentListeners();
  leadForms.warm().then(resolveForms, () => {
    loading = false;
    addIntentListeners();
    submitHeldNatively();
  });
}

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const leadFormSelector = 'form[action^="/forms/"]';

function onIntent(event: Event): void {
  if (event.target instanceof Element && event.target.closest(leadFormSelector)) loadForms();
}
function addIntentListeners(): void {
  for (const type of intentEvents) window.addEventListener(type, onIntent, { capture: true, passive: true });
}
function removeIntentListeners(): void {
  for (const type of intentEvents) window.removeEventListener(type, onIntent, { capture: true });
}
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.matches(leadFormSelector) && holdSubmit(event, form))
    loadForms();
}
if (!import.meta.env.SSR) {
  addIntentListeners();
  window.addEventListener("submit", onSubmit, { capture: true });
}

function island<P extends object>(pick: (module: LeadForms) => ComponentType<P>): ComponentType<P> {
  if (serverForms) {
    const Form = pick(serverForms);
    return function ServerIsland(props: P) {
      return (
        <Suspense>
          <Form {...props} />
        </Suspense>
      );
    };
  }
  const Form = lazy(() => forms.then((module) => ({ default: pick(module) })));
  return function Island(props: P) {
    // Fixed for the life of this form: a boundary only where there is server HTML to keep.
    const hydrated = useHydrated();
    const [dehydrated] = useState(!hydrated);
    const navigating = useNavigation().state !== "idle";
    // A navigation that starts before the forms are here reaches the waiting boundary, which
    // must hydrate before the page can change: fetch the forms now rather than at intent.
    if (!dehydrated || navigating) loadForms();
    // A server-rendered form keeps the props of its first render: a boundary still waiting for
    // its code must not receive new props, or React drops its HTML and renders it empty. (The
    // pages give these forms constant props.)
    // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's props, on purpose (above)
    const kept = useMemo(() => (dehydrated ? <Suspense>{<Form {...props} />}</Suspense> : null), []);
    return kept ?? <Form {...props} />;
  };
}

export const LeadCaptureCard = island<ComponentProps<LeadForms["LeadCaptureCard"]>>((m) => m.LeadCaptureCard);
export const GuideLeadForm = island<ComponentProps<LeadForms["GuideLeadForm"]>>((m) => m.GuideLeadForm);
export const NewsletterForm = island<ComponentProps<LeadForms["NewsletterForm"]>>((m) => m.NewsletterForm);
export const DemoRequestForm = island<ComponentProps<LeadForms["DemoRequestForm"]>>((m) => m.DemoRequestForm);
export const ContactForm = island<ComponentProps<LeadForms["ContactForm"]>>((m) => m.ContactForm);
export const BookingRequestForm = island<ComponentProps<LeadForms["BookingRequestForm"]>>(
  (m) => m.BookingRequestForm,
);
