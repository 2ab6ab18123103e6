/**
 * The entry of a fixed table that a query parameter names (`?done=`, `?join=`), or null for
 * anything else, an inherited key such as "toString" included (`key in table` would take it).
 */
export function tableEntry<T extends Record<string, string>>(table: T, key: unknown): T[keyof T] | null {
  return typeof key === "string" && Object.hasOwn(table, key) ? (table[key as keyof T] ?? null) : null;
}
