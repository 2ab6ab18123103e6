/**
 * Text that cannot be stored or shown faithfully: NUL and the other C0/C1 control characters
 * (PostgreSQL refuses NUL in text; the rest corrupt emails, CSV and logs) and lone UTF-16
 * surrogates (not valid Unicode, refused by PostgreSQL's UTF-8). Tab, line feed and carriage
 * return are ordinary in multi-line text and allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const unsafeControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasUnsafeText(value: string): boolean {
  return unsafeControl.test(value) || !value.isWellFormed();
}

/** The message a form shows under a field whose text is unsafe. */
export const unsafeTextMessage = "Remove the invisible control characters from this field";
