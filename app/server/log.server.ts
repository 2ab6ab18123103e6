/**
 * What the server writes to its log about an error: its kind, its message and where it
 * happened, never the values a visitor submitted. A failed database query's error carries its
 * SQL parameters (a whole lead: names, emails, messages); only the database's own reason is
 * kept from it.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `Non-error thrown: ${typeof error}`;
  const query = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (query.query !== undefined || query.params !== undefined) {
    const cause = query.cause as { message?: unknown; code?: unknown } | undefined;
    const reason = typeof cause?.message === "string" ? cause.message : "unknown reason";
    const code = typeof cause?.code === "string" ? ` (SQLSTATE ${cause.code})` : "";
    return `Database query failed: ${firstLine(reason)}${code}\n${frames(error)}`;
  }
  return `${error.name}: ${firstLine(error.message)}\n${frames(error)}`;
}

function firstLine(text: string): string {
  return (text.split("\n")[0] ?? "").slice(0, 300);
}

/** The stack's "at …" lines only: the first line of a stack repeats the message. */
function frames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8)
    .join("\n");
}

/** console.error for server errors, through describeError. */
export function logError(context: string, error: unknown): void {
  console.error(`${context}: ${describeError(error)}`);
}
