import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Leaving a funnel before its goal is an abandonment (docs/product/shared-behaviour.md#interaction-tracking).
 * On a phone the page is often only hidden (the customer switches apps) and `pagehide` may
 * never come, so either counts. Each step is reported once: a customer who switches away and
 * comes back, then leaves again, has not abandoned the same step twice.
 *
 * `getStep` names the step on screen at the moment of leaving, or null when nothing should be
 * reported (no step yet, or the funnel's goal reached); `onAbandon` sends the event, which
 * must go out by beacon because the page may be unloading (`trackAbandon`).
 */
export function useAbandonment(getStep: () => string | null, onAbandon: (step: string) => void): void {
  const reportedStep = useRef<string | null>(null);

  const handleLeave = useEffectEvent(() => {
    const step = getStep();
    if (step === null || reportedStep.current === step) return;
    reportedStep.current = step;
    onAbandon(step);
  });

  useEffect(() => {
    function handleVisibilityChange() {
      if (document.visibilityState === 'hidden') handleLeave();
    }
    function handlePageHide() {
      handleLeave();
    }
    document.addEventListener('visibilitychange', handleVisibilityChange);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      window.removeEventListener('pagehide', handlePageHide);
    };
  }, []);
}
