import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { preloadableLazy } from '#client/lib/preloadable-lazy';
import type * as LaterStagesModule from './components/later-stages';

type LaterStages = typeof LaterStagesModule;

/**
 * The job-description screen (with the microphone) is the second screen: its own small download,
 * started as soon as the first screen is idle, so the customer's first answer never waits for it
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */
export const WelcomeStage = preloadableLazy(() => import('./components/welcome-stage'), 'WelcomeStage');

/** One download for every later stage; started early by preloadLaterStages. */
let laterStages: Promise<LaterStages> | undefined;

export function preloadLaterStages(): Promise<LaterStages> {
  laterStages ??= import('./components/later-stages').catch((error: unknown) => {
    // Forget the failure so the next attempt downloads again.
    laterStages = undefined;
    throw error;
  });
  return laterStages;
}

/** After the first screen is up, the later stages download while the customer answers. */
const PRELOAD_DELAY_MS = 1_000;

export function usePreloadLaterStages(): void {
  useEffect(() => {
    const welcome = setTimeout(() => {
      WelcomeStage.preload().catch((error: unknown) => console.warn('The job description screen could not be preloaded', error));
    }, 0);
    const timer = setTimeout(() => {
      preloadLaterStages().catch((error: unknown) => console.warn('The later stages could not be preloaded', error));
    }, PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(welcome);
      clearTimeout(timer);
    };
  }, []);
}

function lazyStage<K extends keyof LaterStages>(name: K): LazyExoticComponent<LaterStages[K]> {
  return lazy(async () => ({ default: (await preloadLaterStages())[name] as LaterStages[K] & ComponentType<never> }));
}

export const AiAnalysisStage = lazyStage('AiAnalysisStage');
export const BookHandymanStage = lazyStage('BookHandymanStage');
export const ConfirmationStage = lazyStage('ConfirmationStage');
export const ConfirmDetailsStage = lazyStage('ConfirmDetailsStage');
export const CustomerDetailsStage = lazyStage('CustomerDetailsStage');
export const GeneratingRecommendationStage = lazyStage('GeneratingRecommendationStage');
export const PhoneQuoteStage = lazyStage('PhoneQuoteStage');
export const QuoteMethodSelectionStage = lazyStage('QuoteMethodSelectionStage');
export const WhatsAppVideoStage = lazyStage('WhatsAppVideoStage');
