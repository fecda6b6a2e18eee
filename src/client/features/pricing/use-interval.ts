import { useEffect, useEffectEvent } from 'react';

/** Calls `onTick` every `delayMs`; a null delay stops it (paused, or motion reduced). */
export function useInterval(onTick: () => void, delayMs: number | null): void {
  const tick = useEffectEvent(onTick);
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setInterval(() => tick(), delayMs);
    return () => clearInterval(timer);
  }, [delayMs]);
}
