import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: a slider dragged across ten steps asks
 * the server once, not ten times. Values are compared by their JSON, so a new object with the
 * same contents is not a change.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
