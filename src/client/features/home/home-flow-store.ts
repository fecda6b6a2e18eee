import { useState } from 'react';
import type { HomeCustomerDetails, HomeFlowData } from './home-flow-schema';
import { createEmptyHomeFlowData } from './home-flow-defaults';

export type { HomeCustomerDetails, HomeFlowData } from './home-flow-schema';
export { createEmptyHomeFlowData, createFunnelKey } from './home-flow-defaults';

/**
 * The home flow's answers (docs/product/home-flow.md#persisted-answers), kept in session storage
 * under one fixed key so a reload keeps every answer. Data read back is validated field by
 * field (home-flow-schema.ts): a stale or hand-edited field falls back to empty without losing
 * the others.
 */
export const HOME_FLOW_STORAGE_KEY = 'handyman.homeFlow.v1';

type StoredDataReader = (json: unknown) => HomeFlowData;

/** The schema's reader, once loaded; a first visit (nothing saved) never needs it. */
let readStoredJson: StoredDataReader | undefined;
let loadingReader: Promise<void> | undefined;

/** Loads the reader of saved answers; a failed download reads them as unreadable (fresh answers). */
export function loadStoredAnswersReader(): Promise<void> {
  loadingReader ??= import('./home-flow-schema').then(
    (schema) => {
      readStoredJson = schema.parseStoredHomeFlowData;
    },
    (error: unknown) => {
      console.warn('The saved answers could not be read', error);
      readStoredJson = () => createEmptyHomeFlowData();
    },
  );
  return loadingReader;
}

function readStoredRaw(storage: Storage | null): string | null {
  try {
    return storage?.getItem(HOME_FLOW_STORAGE_KEY) ?? null;
  } catch (error) {
    console.warn('The saved answers could not be read', error);
    return null;
  }
}

function readStoredData(storage: Storage | null): HomeFlowData {
  const raw = readStoredRaw(storage);
  if (!raw) return createEmptyHomeFlowData();
  if (!readStoredJson) throw new Error('Saved answers need loadStoredAnswersReader() first');
  try {
    return readStoredJson(JSON.parse(raw));
  } catch (error) {
    console.warn('The saved answers could not be read', error);
    return createEmptyHomeFlowData();
  }
}

export type HomeFlowPatch = Partial<Omit<HomeFlowData, 'customerDetails' | 'funnelKey'>> & {
  customerDetails?: Partial<HomeCustomerDetails>;
};

export type HomeFlowStore = {
  get: () => HomeFlowData;
  subscribe: (listener: () => void) => () => void;
  update: (patch: HomeFlowPatch) => void;
  /**
   * 'Submit Another Request': a new run with everything cleared, the customer type included
   * (docs/product/home-flow.md#confirmations).
   */
  startAgain: () => void;
  /** 'Start Over': everything cleared. */
  clear: () => void;
};

function findSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One store per mounted flow; every change is written through to session storage. */
export function createHomeFlowStore(storage: Storage | null = findSessionStorage()): HomeFlowStore {
  let data = readStoredData(storage);
  const listeners = new Set<() => void>();

  function set(next: HomeFlowData) {
    data = next;
    try {
      storage?.setItem(HOME_FLOW_STORAGE_KEY, JSON.stringify(next));
    } catch (error) {
      // A session-storage failure is only logged; the flow goes on in memory
      // (docs/product/home-flow.md#persisted-answers).
      console.warn('The answers could not be saved in this tab', error);
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => data,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (patch) => {
      const { customerDetails, ...rest } = patch;
      set({ ...data, ...rest, customerDetails: { ...data.customerDetails, ...customerDetails } });
    },
    startAgain: () => set(createEmptyHomeFlowData()),
    clear: () => set(createEmptyHomeFlowData()),
  };
}

/**
 * The flow's store for a component: with saved answers to read, it first suspends until their
 * reader has loaded (a reload mid-flow); a first visit renders at once.
 */
export function useHomeFlowStore(): HomeFlowStore {
  // Decided once per mount; suspends (the Suspense protocol: a thrown promise) only until the
  // reader has loaded, then reads synchronously like any first visit.
  const [hasSavedAnswers] = useState(() => readStoredRaw(findSessionStorage()) !== null);
  if (hasSavedAnswers && !readStoredJson) throw loadStoredAnswersReader();
  const [store] = useState(() => createHomeFlowStore());
  return store;
}
