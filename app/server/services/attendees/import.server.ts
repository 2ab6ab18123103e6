import { CsvError, parse } from "csv-parse/sync";
import type { ImportEntry } from "~/domain/attendee-import";
import { hasUnsafeText } from "~/domain/text-safety";

/**
 * An uploaded list of attendees read by csv-parse (issue 41): the header row names the columns
 * (`name` and `email`, or `first name` and `last name` joined, in any case and order; comma,
 * semicolon or tab between cells, as spreadsheets save them), each record numbered by the line
 * the parser saw it on, a byte-order mark dropped, any line ending. What a file cannot be read
 * as becomes one problem at its line, and app/domain/attendee-import.ts checks the people.
 */

export const csvMessages = {
  notText: "this file is not a CSV: save the spreadsheet as “CSV (comma delimited)” and upload that",
  header:
    "the first row must name the columns: “name” and “email” (or “first name”, “last name” and “email”)",
  unreadable: (reason: string) => `the file cannot be read from here: ${reason}`,
} as const;

/** What each parser failure means to someone who saved a spreadsheet. */
const reasons: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote (") is opened and never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote (") is followed by more text in the same cell',
  INVALID_OPENING_QUOTE: 'a quote (") starts in the middle of a cell',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote (") is followed by more text in the same cell',
  CSV_MAX_RECORD_SIZE: "a row is far too long",
};

/** Header cells as compared: lower case, spaces, underscores and hyphens alike. */
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();

const columnNames = {
  name: ["name", "full name", "attendee", "attendee name"],
  email: ["email", "e mail", "email address", "e mail address", "mail"],
  first: ["first name", "firstname", "given name"],
  last: ["last name", "lastname", "surname", "family name"],
} as const;

function columnsOf(header: readonly string[]) {
  const keys = header.map(headerKey);
  const find = (names: readonly string[]) => {
    const index = keys.findIndex((key) => names.includes(key));
    return index === -1 ? null : index;
  };
  return {
    name: find(columnNames.name),
    email: find(columnNames.email),
    first: find(columnNames.first),
    last: find(columnNames.last),
  };
}

interface Parsed {
  record: string[];
  info: { lines: number };
}

/** The people of an uploaded CSV file, by the line each record ends on. */
export function csvEntries(text: string): ImportEntry[] {
  if (text.trim() === "") return [];
  if (hasUnsafeText(text)) return [{ line: 1, problem: csvMessages.notText }];
  let records: Parsed[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [",", ";", "\t"],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 4096,
    }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 1;
    return [{ line, problem: csvMessages.unreadable(reasons[error.code] ?? "it is not a well-formed CSV") }];
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const columns = columnsOf(header.record);
  if (columns.email === null || (columns.name === null && columns.first === null))
    return [{ line: header.info.lines, problem: csvMessages.header }];
  const cell = (record: readonly string[], index: number | null) =>
    index === null ? "" : (record[index] ?? "").trim();
  return rows.flatMap(({ record, info }): ImportEntry[] => {
    const name =
      columns.name !== null && cell(record, columns.name) !== ""
        ? cell(record, columns.name)
        : [cell(record, columns.first), cell(record, columns.last)].filter(Boolean).join(" ");
    const email = cell(record, columns.email);
    // A row of empty cells (a spreadsheet's trailing ",,") is no one.
    if (name === "" && email === "") return [];
    return [{ line: info.lines, name, email }];
  });
}
