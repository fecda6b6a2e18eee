import { type ComponentProps, type ComponentType, createElement, lazy, useEffect } from 'react';
import type * as LaterStepsModule from './components/later-steps';

type LaterSteps = typeof LaterStepsModule;

/** One download for the steps after the first; started early by usePreloadLaterSteps. */
let laterSteps: Promise<LaterSteps> | undefined;
/** The module once downloaded: a step then renders at once, without suspending. */
let loaded: LaterSteps | undefined;

export function preloadLaterSteps(): Promise<LaterSteps> {
  laterSteps ??= import('./components/later-steps').then((module) => {
    loaded = module;
    return module;
  }, (error: unknown) => {
    // Forget the failure so the next attempt downloads again.
    laterSteps = undefined;
    throw error;
  });
  return laterSteps;
}

/**
 * After the first screen is up, the later steps download while the customer types
 * (docs/decisions/0016-performance-budgets-and-caches.md), so the next step never waits.
 */
const PRELOAD_DELAY_MS = 1_000;

export function usePreloadLaterSteps(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      preloadLaterSteps().catch((error: unknown) => console.warn('The later steps could not be preloaded', error));
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

/** A later step: suspends (the page shows its loading state) only while the chunk downloads. */
function lazyStep<K extends keyof LaterSteps>(name: K): ComponentType<ComponentProps<LaterSteps[K]>> {
  const Lazy = lazy(async () => ({ default: (await preloadLaterSteps())[name] as ComponentType<ComponentProps<LaterSteps[K]>> }));
  function Step(props: ComponentProps<LaterSteps[K]>) {
    const Loaded = loaded?.[name] as ComponentType<ComponentProps<LaterSteps[K]>> | undefined;
    // The generic props cannot be checked here; the returned type carries them to callers.
    return createElement((Loaded ?? Lazy) as ComponentType<object>, props as object);
  }
  Step.displayName = name;
  return Step;
}

export const JobConfirmationStep = lazyStep('JobConfirmationStep');
export const LeadCaptureStep = lazyStep('LeadCaptureStep');
export const QuoteDisplayStep = lazyStep('QuoteDisplayStep');
export const ReferralCallbackStep = lazyStep('ReferralCallbackStep');
