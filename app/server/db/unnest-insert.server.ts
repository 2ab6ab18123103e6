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

export interface UnnestInsert<Row> {
  /** The statement; its parameters are `$first` to `$first + keys.length - 1`. */
  text: string;
  /** The parameters for `rows`: one text array per column, one element per row. */
  params(rows: readonly Row[]): (string | null)[][];
}

/**
 * `insert into <table> (<columns>) select … from unnest($1::text[], …)` for rows of a Drizzle
 * table, built once: one text-array parameter per column, whatever the number of rows. The text
 * depends only on the table, `keys` and `first` (the number of its first parameter), so a driver
 * can prepare it once and run it for every batch (PostgreSQL then skips the describe round trip).
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
  first = 1,
): UnnestInsert<Partial<T["$inferInsert"]>> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  if (keys.length === 0) throw new Error("unnestInsert needs columns.");
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`unnestInsert: ${getTableName(table)} has no column ${key}.`);
    return {
      key,
      column,
      name: quote(column.name),
      fallback: column.hasDefault && !is(column.default, SQL) ? column.default : null,
    };
  });
  const names = columns.map(({ name }) => name).join(", ");
  const casts = columns.map(({ name, column }) => `${name}::${castOf(column)}`).join(", ");
  const arrays = columns.map((_, i) => `$${first + i}::text[]`).join(", ");
  return {
    text: `insert into ${quote(getTableName(table))} (${names}) select ${casts} from unnest(${arrays}) as rows(${names})`,
    params: (rows) =>
      columns.map(({ key, column, fallback }) =>
        rows.map((row) => {
          const given = (row as Record<string, unknown>)[key];
          const value = given === undefined ? fallback : given;
          if (value === undefined || value === null) return null;
          const mapped = column.mapToDriverValue(value);
          return typeof mapped === "string" ? mapped : String(mapped);
        }),
      ),
  };
}
