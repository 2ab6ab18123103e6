import { getTableColumns, getTableName, is, SQL, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The type a value is cast to: the column's own, serial types as their integer type. */
function castOf(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === "bigserial") return "bigint";
  if (type === "serial") return "integer";
  if (type === "smallserial") return "smallint";
  return type;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `insert into <table> (<columns>) select … from unnest($1::text[], …)` for rows of a Drizzle
 * table: one text-array parameter per column, appended to `params`, whatever the number of rows.
 * The statement's text depends only on the table and `keys`, so a driver can prepare it once
 * and run it for every batch (PostgreSQL then skips the describe round trip).
 *
 * Values go through each column's own `mapToDriverValue` (JSON for jsonb, ISO strings for
 * timestamps), are sent as text and cast to the column's type, so both drivers store exactly
 * what a Drizzle insert would. A key a row leaves undefined gets the column's default when that
 * is a value (`.default(false)`), and null otherwise; a column whose default is SQL (`now()`)
 * belongs in `keys` only when every row gives it. Column names come from the schema, never from
 * the rows.
 */
export function unnestInsert<T extends Table>(
  table: T,
  keys: readonly (keyof T["$inferInsert"] & string)[],
  rows: readonly Partial<T["$inferInsert"]>[],
  params: unknown[],
): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (rows.length === 0 || keys.length === 0) throw new Error("unnestInsert needs rows and columns.");
  const names: string[] = [];
  const arrays: string[] = [];
  const casts: string[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`unnestInsert: ${getTableName(table)} has no column ${key}.`);
    const fallback = column.hasDefault && !is(column.default, SQL) ? column.default : null;
    params.push(
      rows.map((row) => {
        const given = (row as Record<string, unknown>)[key];
        const value = given === undefined ? fallback : given;
        if (value === undefined || value === null) return null;
        const mapped = column.mapToDriverValue(value);
        return typeof mapped === "string" ? mapped : String(mapped);
      }),
    );
    names.push(quote(column.name));
    arrays.push(`$${params.length}::text[]`);
    casts.push(`${quote(column.name)}::${castOf(column)}`);
  }
  return (
    `insert into ${quote(getTableName(table))} (${names.join(", ")}) ` +
    `select ${casts.join(", ")} from unnest(${arrays.join(", ")}) as rows(${names.join(", ")})`
  );
}
