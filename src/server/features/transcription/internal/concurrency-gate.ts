/**
 * A bound on the clips in hand at once. Past it a request is turned away at once with 503 and
 * Retry-After, rather than joining a queue that only grows while the customers wait.
 */
export type ConcurrencyGate = {
  /** A release function, or null when the gate is full. */
  tryEnter: () => (() => void) | null;
  inFlight: () => number;
};

export function createConcurrencyGate(limit: number): ConcurrencyGate {
  let active = 0;
  return {
    tryEnter() {
      if (active >= limit) return null;
      active += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active -= 1;
      };
    },
    inFlight: () => active,
  };
}
