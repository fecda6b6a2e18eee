import { useState } from 'react';
import { resolvePricingStep } from '#domain/funnels/pricing-flow';
import { type PricingFlowAction, reducePricingFlow } from './pricing-flow-reducer';
import { type PricingFlowState, createPricingFlowState, toPricingFlowFacts } from './pricing-flow-state';

/** Session storage of one pricing-page run, so a reload keeps the customer's step and data. */
export const PRICING_FLOW_STORAGE_KEY = 'handyman.pricingFlow.v1';

type StoredRunReader = (json: unknown) => PricingFlowState | null;

/** The schema's reader, once loaded; a first visit (nothing saved) never needs it. */
let readStoredJson: StoredRunReader | undefined;
let loadingReader: Promise<void> | undefined;

/**
 * Loads the reader of a saved run (zod and the analysis contract, off the first screen:
 * docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript); a failed
 * download reads the run as unreadable (a fresh run).
 */
export function loadStoredRunReader(): Promise<void> {
  loadingReader ??= import('./pricing-flow-schema').then(
    (schema) => {
      readStoredJson = schema.parseStoredPricingFlowState;
    },
    (error: unknown) => {
      console.warn('The pricing flow could not be restored', error);
      readStoredJson = () => null;
    },
  );
  return loadingReader;
}

function readStoredRaw(storage: Storage | null): string | null {
  try {
    return storage?.getItem(PRICING_FLOW_STORAGE_KEY) ?? null;
  } catch (error) {
    console.warn('The pricing flow could not be restored', error);
    return null;
  }
}

/** The stored run with its step resolved (a waiting screen is never resumed as such). */
function readStoredState(storage: Storage | null): PricingFlowState {
  const raw = readStoredRaw(storage);
  if (!raw) return createPricingFlowState();
  if (!readStoredJson) throw new Error('A saved run needs loadStoredRunReader() first');
  try {
    const stored = readStoredJson(JSON.parse(raw));
    if (!stored) return createPricingFlowState();
    return { ...stored, step: resolvePricingStep(stored.step, toPricingFlowFacts(stored)) };
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

/**
 * The run's store for a component: with a saved run to read, it first suspends until its reader
 * has loaded (a reload mid-run); a first visit renders at once.
 */
export function usePricingFlowStore(): PricingFlowStore {
  // Decided once per mount; suspends (the Suspense protocol: a thrown promise) only until the
  // reader has loaded, then reads synchronously like any first visit.
  const [hasSavedRun] = useState(() => readStoredRaw(findSessionStorage()) !== null);
  if (hasSavedRun && !readStoredJson) throw loadStoredRunReader();
  const [store] = useState(() => createPricingFlowStore());
  return store;
}
