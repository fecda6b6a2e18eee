import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The toast store: a tiny external store so that `toast()` works from anywhere, including
 * mutation callbacks outside React. <Toaster /> renders it.
 */

/** At most one toast is on screen; a new one replaces it (docs/product/shared-behaviour.md#toasts). */
export const TOAST_LIMIT = 1;

/** Each toast shows for 5 seconds (docs/product/shared-behaviour.md#toasts). */
export const TOAST_DURATION_MS = 5_000;

/**
 * A dismissed toast is removed from memory after 1,000,000 ms, about 17 minutes
 * (docs/product/shared-behaviour.md#toasts). It is already off screen once dismissed, so the
 * value only bounds memory; it is kept as the original had it rather than tuned.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the one on screen. Returns a handle to dismiss it early. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.filter((item) => !kept.includes(item))) cancelRemoval(dropped.id);
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string) {
  setToasts(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Closes every toast when the flow moves to another step: a message belongs to the step that
 * raised it, and one left over would cover the next step's buttons
 * (docs/product/shared-behaviour.md#toasts). Not on the first render, and not again for the same
 * step (React's strict mode runs effects twice).
 */
export function useDismissToastsOnStepChange(stepKey: string | null): void {
  const previousKey = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const isFirstRender = previousKey.current === undefined;
    const isSameStep = previousKey.current === stepKey;
    previousKey.current = stepKey;
    if (isFirstRender || isSameStep) return;
    dismissToast();
  }, [stepKey]);
}
