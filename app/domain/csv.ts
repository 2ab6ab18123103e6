/**
 * CSV for spreadsheets (RFC 4180, CRLF). Lead fields are typed by visitors, so a cell that a
 * spreadsheet would read as a formula (= + - @, or a leading tab/CR that some apps strip before
 * evaluating) gets a leading apostrophe: the value shows as text instead of running.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
