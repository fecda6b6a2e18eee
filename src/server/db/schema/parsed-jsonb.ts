import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column whose every read goes through `parse`, so the row's type is true at the one
 * place a row is loaded, whichever query loads it. PostgreSQL vouches only that the value is
 * JSON: `parse` turns anything it cannot read into null rather than failing the whole row.
 * Null columns never reach `parse`. The SQL type is plain jsonb, so no migration follows.
 */
export function parsedJsonb<T>(name: string, parse: (value: unknown) => T | null) {
  return customType<{ data: T | null; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    // node-postgres already parses jsonb; a string only arrives through drivers that do not.
    fromDriver: (value) => parse(typeof value === 'string' ? readJson(value) : value),
  })(name);
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
