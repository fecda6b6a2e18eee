import { useEffect, useEffectEvent } from 'react';
import { type PricingHistoryMode, type PricingStep, toPricingHistoryMode } from '#domain/funnels/pricing-flow';

/**
 * The pricing flow's steps in the browser history (docs/product/pricing-flow.md#history: Back
 * goes to the previous step). The URL stays /pricing; each entry's state names its step. The home flow
 * keeps its stage in the URL instead (ADR 0008 says why the two differ).
 */

type HistoryEntry = { pricingStep?: unknown } | null;

/** The step an entry names: unknown, to be resolved by the flow's guards. */
function readHistoryStep(entry: unknown): unknown {
  return (entry as HistoryEntry)?.pricingStep;
}

function writeHistoryStep(mode: PricingHistoryMode, step: PricingStep): void {
  const { href } = window.location;
  if (mode === 'push') window.history.pushState({ pricingStep: step }, '', href);
  else if (mode === 'replace') window.history.replaceState({ ...(window.history.state as object | null), pricingStep: step }, '', href);
  else window.history.back();
}

export type PricingHistory = {
  /** Writes a step change made by an event: push, replace or back (`toPricingHistoryMode`). */
  recordStepChange: (from: PricingStep, to: PricingStep) => void;
};

/**
 * Keeps the browser history in step with the flow. The page's entry names the step it opened
 * on; each later change is pushed, replaced or popped; Back and Forward hand the entry's step
 * to `onStepRequested`, which answers with the step it shows, and an entry naming a step that
 * can no longer be shown is corrected so that the history and the screen agree.
 */
export function usePricingHistory(getStep: () => PricingStep, onStepRequested: (requested: unknown) => PricingStep): PricingHistory {
  // Idempotent, so React's strict mode running it twice does no harm.
  const handleMount = useEffectEvent(() => writeHistoryStep('replace', getStep()));

  const handlePopState = useEffectEvent((event: PopStateEvent) => {
    const requested = readHistoryStep(event.state);
    const shown = onStepRequested(requested);
    if (shown !== requested) writeHistoryStep('replace', shown);
  });

  useEffect(() => {
    handleMount();
    const onPopState = (event: PopStateEvent) => handlePopState(event);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return {
    recordStepChange(from, to) {
      writeHistoryStep(toPricingHistoryMode(from, to), to);
    },
  };
}
