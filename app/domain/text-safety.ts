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

/**
 * The rule for repeating a visitor's own words in an email that goes to an address nobody has
 * verified (a booking, a quote, a lead receipt): text passes only when it reads as a name or a
 * short label, at most `max` characters on one line, of letters, digits, spaces and a little
 * punctuation (. ' ’ - & , ( ) / #), with no web or email address in it ("evil.example",
 * "www.x", "a@b"; "J.R. Smith" is a name). Anything else (a link, a line break, a sales pitch
 * typed into the name field) would let a stranger send our email, with their words in it, to
 * someone else: the email then says something neutral instead. Every email uses this one rule,
 * and so does every PDF we print a visitor's words in (on our letterhead, a stranger's link reads
 * as ours): the event receipt, with `quotableLines` for the address.
 */
export function quotableText(value: string | null | undefined, max = 60): string | null {
  if (typeof value !== "string" || /[\r\n]/.test(value) || hasUnsafeText(value)) return null;
  const plain = value.replace(/\s+/g, " ").trim();
  if (plain.length === 0 || plain.length > max) return null;
  if (!/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’&,()/#-]*$/u.test(plain)) return null;
  if (/\p{L}{2,}\.\p{L}{2,}/u.test(plain)) return null;
  return plain;
}

/**
 * `quotableText` for a postal address a visitor typed over several lines (the invoice address a
 * receipt prints under "Bill to"): each non-blank line must pass it, at up to `max` characters (an
 * address line runs longer than a name), with a colon before a space allowed ("Attn: Accounts
 * Payable": no link has one there), and at most `maxLines` lines. One line that fails, a link in
 * any line, fails the whole address: the document then prints a neutral line instead of any of
 * it, since the lines that pass could be the rest of the stranger's message.
 */
export function quotableLines(value: string | null | undefined, max = 80, maxLines = 8): string[] | null {
  if (typeof value !== "string" || hasUnsafeText(value)) return null;
  const lines = value
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length === 0 || lines.length > maxLines) return null;
  const passes = lines.every((line) => quotableText(line.replace(/:(?= )/g, ""), max) !== null);
  return passes ? lines : null;
}

/** How an email greets its reader: the name they typed when it passes `quotableText`, else "there". */
export function greetingName(name: string | null | undefined): string {
  return quotableText(name) ?? "there";
}

/**
 * A name, company or reference is one line: line breaks (CR, LF and the Unicode line and
 * paragraph separators) become spaces at the door, so no stored name can add a line to an
 * email, a header, a CSV row or a log. Anything else passes unchanged for the schema to check.
 */
export function toOneLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/[\r\n\u2028\u2029]+/g, " ") : value;
}
