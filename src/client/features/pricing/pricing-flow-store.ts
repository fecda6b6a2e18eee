import { resolvePricingStep } from '#domain/funnels/pricing-flow';
import { type PricingFlowAction, reducePricingFlow } from './pricing-flow-reducer';
import { type PricingFlowState, PricingFlowStateSchema, createPricingFlowState, toPricingFlowFacts } from './pricing-flow-state';

/** Session storage of one pricing-page run, so a reload keeps the customer's step and data. */
export const PRICING_FLOW_STORAGE_KEY = 'handyman.pricingFlow.v1';

/** The stored run with its step resolved (a waiting screen is never resumed as such). */
function readStoredState(storage: Storage | null): PricingFlowState {
  try {
    const raw = storage?.getItem(PRICING_FLOW_STORAGE_KEY);
    if (!raw) return createPricingFlowState();
    const parsed = PricingFlowStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return createPricingFlowState();
    return { ...parsed.data, step: resolvePricingStep(parsed.data.step, toPricingFlowFacts(parsed.data)) };
  } catch (error) {
    console.warn('The pricing flow could not be restored', error);
    return createPricingFlowState();
  }
}

export type PricingFlowStore = {
  get: () => PricingFlowState;
  subscribe: (listener: () => void) => () => void;
  /** The one way to change the run: through the reducer, written through to session storage. */
  dispatch: (action: PricingFlowAction) => void;
};

function findSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One store per mounted flow, read with useSyncExternalStore (as the home flow's is). */
export function createPricingFlowStore(storage: Storage | null = findSessionStorage()): PricingFlowStore {
  let state = readStoredState(storage);
  const listeners = new Set<() => void>();

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const next = reducePricingFlow(state, action);
      if (next === state) return;
      state = next;
      try {
        storage?.setItem(PRICING_FLOW_STORAGE_KEY, JSON.stringify(next));
      } catch (error) {
        // A failed session-storage save is only logged; the run goes on in memory
        // (docs/product/shared-behaviour.md#browser-storage).
        console.warn('The pricing flow could not be saved for a reload', error);
      }
      for (const listener of listeners) listener();
    },
  };
}
