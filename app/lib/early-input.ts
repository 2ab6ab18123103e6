/**
 * What a visitor types, ticks or picks before the page has hydrated is kept and applied once it
 * has (docs/decisions/042-standard-runtime.md).
 *
 * React hydrates over the fields as they are: an `<input>` keeps what was typed into it, but the
 * component's state still holds the server's value, so the next render of a controlled field
 * puts the server's value back (a ticked filter unticks itself), and a `<select>` is reset at once.
 * React's own fix replays change events after hydration, but it is behind a flag that the stable
 * build leaves off (react#33129, `enableHydrationChangeEvent`). This does the same for the page's
 * first render: `rememberEarlyInput()` notes the lists picked from just before hydration starts,
 * `replayEarlyInput()` (once hydrated) fires the browser's own events on each field that differs
 * from what React drew, so each component's onChange sees the change.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no visitor's choice, or none React could have drawn differently. */
const notChoices = new Set(["hidden", "file", "submit", "reset", "button", "image", "password"]);

const early = new Map<HTMLSelectElement, string | boolean>();

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>("input, textarea, select")].filter(
    (field) => !(field instanceof HTMLInputElement && notChoices.has(field.type)),
  );
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** The field's current value, or null when it is what the HTML (or React, once hydrated) says. */
function changedValue(field: Field): string | boolean | null {
  if (isToggle(field)) return field.checked === field.defaultChecked ? null : field.checked;
  if (field instanceof HTMLSelectElement) {
    const moved = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return moved ? field.value : null;
  }
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * Called just before hydration: the lists the visitor picked from in the server's HTML. (Inputs
 * and text areas keep their value through hydration; a `<select>` does not.)
 */
export function rememberEarlyInput(root: ParentNode = document): void {
  for (const select of root.querySelectorAll("select")) {
    const value = changedValue(select);
    if (value !== null) early.set(select, value);
  }
}

/** Sets a field's value past React's value tracker, so the event that follows reads as a change. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
}

function replay(field: Field, wanted: string | boolean): void {
  if (!field.isConnected || field.disabled) return;
  if (isToggle(field)) {
    if (typeof wanted !== "boolean" || (field.type === "radio" && !wanted)) return;
    // Through React's tracker to the other state, then the browser's own click back: React sees
    // the click change the box, as it would have seen the visitor's.
    field.checked = !wanted;
    field.click();
    return;
  }
  if (typeof wanted !== "string") return;
  const focused = document.activeElement === field && !(field instanceof HTMLSelectElement);
  const selection = focused ? ([field.selectionStart, field.selectionEnd] as const) : null;
  if (field instanceof HTMLSelectElement) {
    setNatively(field, wanted);
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  setNatively(field, wanted);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // Inputs of type email or number have no selection (null), and refuse to set one.
  if (selection?.[0] != null && document.activeElement === field)
    field.setSelectionRange(selection[0], selection[1]);
}

/**
 * Called once the first page has hydrated: notes each field whose value differs from what React
 * drew (typed before or during hydration, or picked before it), then fires the browser's own
 * change events on them one task at a time, so each component has re-rendered with the previous
 * change before it sees the next (a filter and a sort picked early both reach the URL). Resolves
 * once all are replayed.
 */
export function replayEarlyInput(root: ParentNode = document): Promise<void> {
  const changes: [Field, string | boolean][] = [];
  for (const field of fieldsOf(root)) {
    const wanted = (field instanceof HTMLSelectElement ? early.get(field) : undefined) ?? changedValue(field);
    if (wanted !== null) changes.push([field, wanted]);
  }
  early.clear();
  return new Promise((resolve) => {
    const next = () => {
      const change = changes.shift();
      if (!change) return resolve();
      replay(...change);
      setTimeout(next);
    };
    setTimeout(next);
  });
}
