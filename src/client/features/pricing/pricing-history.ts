import type { PricingHistoryMode, PricingStep } from '#domain/funnels/pricing-flow';

/**
 * The pricing flow's steps in the browser history (customer-flows §2.2: Back goes to the
 * previous step). The URL stays /pricing; each entry's state names its step.
 */

type HistoryEntry = { pricingStep?: unknown } | null;

/** The step an entry names: unknown, to be resolved by the flow's guards. */
export function readHistoryStep(entry: unknown): unknown {
  return (entry as HistoryEntry)?.pricingStep;
}

export function writeHistoryStep(mode: PricingHistoryMode, step: PricingStep): void {
  const { href } = window.location;
  if (mode === 'push') window.history.pushState({ pricingStep: step }, '', href);
  else if (mode === 'replace') window.history.replaceState({ ...(window.history.state as object | null), pricingStep: step }, '', href);
  else window.history.back();
}
