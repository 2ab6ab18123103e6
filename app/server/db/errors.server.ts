/**
 * What the database refused, read the same way from both drivers: postgres.js and PGlite put the
 * SQLSTATE in `code` (and the constraint in `constraint_name` or `constraint`), and Drizzle wraps
 * either error in its own with the driver's as `cause`.
 */

/** SQLSTATE exclusion_violation: a row conflicts with another under an EXCLUDE constraint. */
export const EXCLUSION_VIOLATION = "23P01";

/**
 * SQLSTATE deadlock_detected: transactions waited on each other and PostgreSQL ended this one.
 * Two writers that insert overlapping rows under an exclusion constraint at once can meet it;
 * run again, the survivor's row is simply there to see.
 */
export const DEADLOCK_DETECTED = "40P01";

/** The constraint a database error names when its SQLSTATE is `sqlState`; null otherwise. */
export function violatedConstraint(error: unknown, sqlState: string): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const fields = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (fields.code === sqlState) {
      const name = fields.constraint_name ?? fields.constraint;
      return typeof name === "string" ? name : "";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** SQLSTATE unique_violation: a unique index already holds the value (an event's voucher code). */
export const UNIQUE_VIOLATION = "23505";
