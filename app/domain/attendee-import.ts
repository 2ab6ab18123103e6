import { EMAIL_MAX_LENGTH, isPlainEmailAddress } from "./email-policy";
import { hasUnsafeText, quotableText } from "./text-safety";

/**
 * The people an organiser adds to their event (issue 41, point 8): what one line of the pasted
 * box says, and whether each person may be invited. A name goes into the invitation only when
 * it passes `quotableText` (the one sanitiser of a stranger's words), so a name that does not is
 * refused by its line, never rewritten; an email must be one plain address, stored lower-cased.
 * The list is taken whole or not at all: any refused line refuses the import. A repeated
 * address (twice in the list, or already invited) is not an error: it is skipped and said so.
 * Reading an uploaded CSV file is app/server/services/attendees/import.server.ts (csv-parse);
 * both give the entries this module checks.
 */

/** Where a list came from: the pasted box or the uploaded CSV file. */
export type ImportSource = "pasted" | "csv";

/** One person as a line gave them, before any check, or what is wrong with the line itself. */
export type ImportEntry = { line: number; name: string; email: string } | { line: number; problem: string };

/** A person who may be invited: the name as `quotableText` gives it, the address lower-cased. */
export interface ImportedPerson {
  name: string;
  email: string;
  /** "Line 7", or "CSV file, line 7" when both the box and a file were sent. */
  where: string;
}

export type ImportCheck =
  | { ok: true; people: ImportedPerson[]; skipped: string[] }
  | { ok: false; errors: string[] };

/** A value a message repeats: one line, at most 40 characters. */
function shown(value: string): string {
  const line = value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ").trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

export const importMessages = {
  empty: "Paste names and emails, one per line, or choose a CSV file.",
  format: "write one person per line as “Name, email” or “Name <email>”",
  nameMissing: "a name is needed with the email (write “Name, email”)",
  nameUnusable: (name: string) =>
    `the name '${shown(name)}' cannot go in an invitation: use letters, spaces and . ' - only, up to 60 characters, with no web or email address`,
  emailMissing: "there is no email address",
  emailInvalid: (email: string) => `the email '${shown(email)}' is not an address`,
  repeated: (email: string, first: string) =>
    `${email} is also on ${first.replace(/^(Line|Pasted)/, (word) => word.toLowerCase())}: this line is skipped`,
  existing: (email: string) =>
    `${email} is already on your list: skipped (use Re-send to send their invitation again)`,
} as const;

/** Quotes a spreadsheet or a mail client puts around a name. */
const unquoted = (value: string) =>
  value
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();

const looksLikeEmail = (value: string) => value.includes("@") && !/\s/.test(value.trim());

/**
 * One line of the pasted box: "Name, email", "Name <email>", "Name\temail" (cells copied from a
 * spreadsheet), "email, Name", or "Name email"; a bare email is refused (a name is needed).
 */
export function pastedLine(text: string, line: number): ImportEntry | null {
  const value = text.trim();
  if (value === "") return null;
  const angle = /^(.*?)<\s*([^<>]*?)\s*>[\s,;]*$/.exec(value);
  if (angle) return { line, name: unquoted(angle[1] ?? "").replace(/[,;]$/, ""), email: angle[2] ?? "" };
  const cut = Math.max(value.lastIndexOf(","), value.lastIndexOf(";"), value.lastIndexOf("\t"));
  if (cut >= 0) {
    const before = value.slice(0, cut).trim();
    const after = value.slice(cut + 1).trim();
    // "email, Name": the address came first.
    if (!after.includes("@") && looksLikeEmail(before)) return { line, name: unquoted(after), email: before };
    return { line, name: unquoted(before), email: after };
  }
  const space = value.lastIndexOf(" ");
  if (space > 0 && looksLikeEmail(value.slice(space + 1)))
    return { line, name: unquoted(value.slice(0, space)), email: value.slice(space + 1) };
  if (looksLikeEmail(value)) return { line, name: "", email: value };
  return { line, problem: importMessages.format };
}

/** Every line of the pasted box, blank lines left out, numbered as the box shows them. */
export function pastedEntries(text: string): ImportEntry[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line, index) => pastedLine(line, index + 1))
    .filter((entry): entry is ImportEntry => entry !== null);
}

/** The address as stored (trimmed, lower-cased), or null when it is not one plain address. */
export function attendeeEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || hasUnsafeText(email)) return null;
  return isPlainEmailAddress(email) ? email.toLowerCase() : null;
}

/** Why one entry cannot be invited, or the person it is. */
function checkEntry(entry: ImportEntry): { problem: string } | { name: string; email: string } {
  if ("problem" in entry) return { problem: entry.problem };
  if (entry.email.trim() === "") return { problem: importMessages.emailMissing };
  const email = attendeeEmail(entry.email);
  if (!email) return { problem: importMessages.emailInvalid(entry.email) };
  if (entry.name.trim() === "") return { problem: importMessages.nameMissing };
  const name = quotableText(entry.name);
  if (!name) return { problem: importMessages.nameUnusable(entry.name) };
  return { name, email };
}

/**
 * The whole list, checked: every refused line by its number (nothing is invited then), or the
 * people to invite with the repeated and already-invited addresses skipped and named.
 * `existing`: the addresses the event already holds, lower-cased.
 */
export function checkImport(
  lists: readonly { source: ImportSource; entries: readonly ImportEntry[] }[],
  existing: ReadonlySet<string>,
): ImportCheck {
  const given = lists.filter((list) => list.entries.length > 0);
  if (given.length === 0) return { ok: false, errors: [importMessages.empty] };
  const label = (source: ImportSource, line: number) =>
    given.length === 1 ? `Line ${line}` : `${source === "csv" ? "CSV file" : "Pasted list"}, line ${line}`;
  const errors: string[] = [];
  const skipped: string[] = [];
  const people: ImportedPerson[] = [];
  const seen = new Map<string, string>();
  for (const { source, entries } of given) {
    for (const entry of entries) {
      const where = label(source, entry.line);
      const checked = checkEntry(entry);
      if ("problem" in checked) {
        errors.push(`${where}: ${checked.problem}`);
        continue;
      }
      const first = seen.get(checked.email);
      if (first) skipped.push(`${where}: ${importMessages.repeated(checked.email, first)}`);
      else if (existing.has(checked.email))
        skipped.push(`${where}: ${importMessages.existing(checked.email)}`);
      else people.push({ ...checked, where });
      seen.set(checked.email, first ?? where);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, people, skipped };
}
