import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The type a parameter is cast to: the column's own, serial types as their integer type. */
function castOf(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === "bigserial") return "bigint";
  if (type === "serial") return "integer";
  if (type === "smallserial") return "smallint";
  return type;
}

/**
 * `insert into <table> (<columns>) values (…), (…)` for rows of a Drizzle table, as plain SQL
 * text with `$n` parameters appended to `params`. Values go through each column's own
 * `mapToDriverValue` (JSON for jsonb, ISO strings for timestamps), are sent as text and cast to
 * the column's type, so both drivers store exactly what a Drizzle insert would. A key a row
 * leaves undefined gets the column's default. Column names come from the schema, never from
 * the rows.
 */
export function plainInsert<T extends Table>(
  table: T,
  rows: readonly Partial<T["$inferInsert"]>[],
  params: unknown[],
): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  if (rows.length === 0 || keys.length === 0) throw new Error("plainInsert needs rows with columns.");
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const values = rows.map((row) => {
    const cells = keys.map((key) => {
      const column = columns[key] as PgColumn;
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) return "default";
      if (value === null) {
        params.push(null);
      } else {
        const mapped = column.mapToDriverValue(value);
        params.push(typeof mapped === "string" ? mapped : String(mapped));
      }
      return `$${params.length}::${castOf(column)}`;
    });
    return `(${cells.join(", ")})`;
  });
  const names = keys.map((key) => quote((columns[key] as PgColumn).name)).join(", ");
  return `insert into ${quote(getTableName(table))} (${names}) values ${values.join(", ")}`;
}
