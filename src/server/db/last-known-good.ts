import type { Database } from './client';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * The last value read from each database, used only while that database cannot be reached:
 * customers keep getting quotes from the pricing and engine configs in force when it went away
 * (docs/limits.md#database-down). Any other error is thrown as it is.
 */
export function createLastKnownGood<T>(): (db: Database, load: () => Promise<T>) => Promise<T> {
  const lastKnown = new WeakMap<Database, T>();
  return async (db, load) => {
    try {
      const value = await load();
      lastKnown.set(db, value);
      return value;
    } catch (error) {
      if (isDatabaseUnavailable(error) && lastKnown.has(db)) return lastKnown.get(db) as T;
      throw error;
    }
  };
}
