import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { analyseJob } from '#contracts/analysis.contract';
import { getPricingConfig } from '#contracts/pricing.contract';
import {
  DEFAULT_APP_SETTINGS,
  type PublicBusinessSettings,
} from '#domain/settings/default-app-settings';
import { apiRequest, isApiError } from '#client/lib/api-client';
import { appSettingsQueryOptions } from '#client/features/app-settings/api/app-settings-api';

/**
 * The calls both customer funnels make (customer-flows §7): the job analysis, the public app
 * settings and the pricing config. Lead saves go through the outbox, tracking through
 * tracking.ts.
 */

export const pricingConfigKeys = {
  all: ['pricing-config'] as const,
  detail: () => [...pricingConfigKeys.all, 'detail'] as const,
};

/** customer-flows §7: the pricing config is fetched on load (pounds on the wire). */
export function pricingConfigQueryOptions() {
  return queryOptions({
    queryKey: pricingConfigKeys.detail(),
    queryFn: ({ signal }) => apiRequest(getPricingConfig, { signal }),
  });
}

/**
 * The app settings as the funnels read them. One cache entry with the admin screen's query,
 * so a change saved in the back office invalidates both.
 */
export function publicSettingsQueryOptions() {
  return appSettingsQueryOptions();
}

export type PublicSettings = PublicBusinessSettings & {
  /** True until the first answer; screens may hold back a phone number until then. */
  isPending: boolean;
};

/**
 * Business name, phone and WhatsApp number from the app settings, or the built-in defaults
 * while they load and when loading fails (customer-flows §8 'App settings failure').
 */
export function usePublicSettings(): PublicSettings {
  const settings = useQuery(publicSettingsQueryOptions());
  const source = settings.data ?? DEFAULT_APP_SETTINGS;
  return {
    businessName: source.businessName,
    businessPhone: source.businessPhone,
    whatsappNumber: source.whatsappNumber,
    isPending: settings.isPending,
  };
}

/** customer-flows §8: a failed analysis is logged and rethrown with this message. */
export function toAnalysisErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to analyse job: ${error.status} ${error.bodyText}`;
  const reason = error instanceof Error ? error.message : String(error);
  // No HTTP status when the request never reached the server (offline, aborted).
  return `Failed to analyse job: 0 ${reason}`;
}

export async function requestJobAnalysis(jobDescription: string) {
  try {
    return await apiRequest(analyseJob, { body: { jobDescription } });
  } catch (error) {
    const message = toAnalysisErrorMessage(error);
    console.warn(message, error);
    throw new Error(message, { cause: error });
  }
}

/** customer-flows §7 POST /api/analyze-job; the caller shows the 'Analysis Error' toast. */
export function useAnalyseJobMutation() {
  return useMutation({ mutationFn: requestJobAnalysis });
}
