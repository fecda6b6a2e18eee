import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteEngineConfigVersions } from '#contracts/config-versions.contract';
import {
  analyseQuoteMethod,
  getQuoteEngineConfig,
  previewQuoteEngineImpact,
  type QuoteEngineConfigDto,
  saveQuoteEngineConfig,
} from '#contracts/quote-engine.contract';
import {
  type CustomerType,
  DEFAULT_QUOTE_ENGINE_CONFIG,
  type JobScope,
  type QuoteEngineConfig,
  type QuoteEngineUrgency,
} from '#domain/quote-engine/quote-engine-config';
import { apiRequest } from '#client/lib/api-client';
import { trainingKeys } from '#client/resources/training/training-api';

/**
 * The quote-engine config: the weights and thresholds behind the method a customer sees
 * marked RECOMMENDED (docs/product/quote-engine.md#config). One cache entry for every screen.
 */
export const quoteEngineConfigKeys = {
  all: ['quote-engine-config'] as const,
  detail: () => [...quoteEngineConfigKeys.all, 'detail'] as const,
  versions: () => [...quoteEngineConfigKeys.all, 'versions'] as const,
  impact: (draft: QuoteEngineConfig) => [...quoteEngineConfigKeys.all, 'impact', draft] as const,
  test: (input: QuoteEngineTestInput, draft: QuoteEngineConfig) => [...quoteEngineConfigKeys.all, 'test', input, draft] as const,
};

/** The test box's job (docs/product/quote-engine.md#test-box). */
export type QuoteEngineTestInput = {
  jobDescription: string;
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
};

export function quoteEngineConfigQueryOptions() {
  return queryOptions({
    queryKey: quoteEngineConfigKeys.detail(),
    queryFn: ({ signal }) => apiRequest(getQuoteEngineConfig, { signal }),
  });
}

/** The config without its timestamp, as the engine and the editing screen use it. */
export function selectQuoteEngineConfig({ updatedAt: _updatedAt, ...config }: QuoteEngineConfigDto & { updatedAt: string }): QuoteEngineConfig {
  return config;
}

/**
 * The saved config, or the built-in defaults when it cannot be loaded
 * (docs/product/quote-engine.md#messages).
 */
export function useQuoteEngineConfig(): { config: QuoteEngineConfig; isPending: boolean; isFallback: boolean } {
  const query = useQuery({ ...quoteEngineConfigQueryOptions(), select: selectQuoteEngineConfig });
  return { config: query.data ?? DEFAULT_QUOTE_ENGINE_CONFIG, isPending: query.isPending, isFallback: query.isError };
}

/**
 * What a draft would change on the most recent leads, worked out by the server
 * (docs/product/quote-engine.md#impact-before-saving). The draft is the key: each draft is
 * asked once, and the last answer stays on screen while the next one loads.
 */
export function quoteEngineImpactQueryOptions(draft: QuoteEngineConfig) {
  return queryOptions({
    queryKey: quoteEngineConfigKeys.impact(draft),
    queryFn: ({ signal }) => apiRequest(previewQuoteEngineImpact, { body: { config: draft }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The test box's result for a job under the draft on screen (`config` in the body), so staff
 * see an edit's effect before saving it (docs/product/quote-engine.md#test-box).
 */
export function quoteEngineTestQueryOptions(input: QuoteEngineTestInput, draft: QuoteEngineConfig) {
  return queryOptions({
    queryKey: quoteEngineConfigKeys.test(input, draft),
    queryFn: ({ signal }) => apiRequest(analyseQuoteMethod, { body: { ...input, config: draft }, signal }),
    placeholderData: keepPreviousData,
    // The same job under the same draft always scores the same.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saves the config. Every reader refreshes, and so do the game's real-lead scenarios (judged
 * with the saved config) and the suggested tuning (measured against it).
 */
export function useSaveQuoteEngineConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteEngineConfigDto) => apiRequest(saveQuoteEngineConfig, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(quoteEngineConfigKeys.detail(), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteEngineConfigKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.gameScenarios() }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.suggestedTuning() }),
      ]);
    },
  });
}

/** The config's recent versions, newest first (docs/product/quote-engine.md#history). */
export function quoteEngineConfigVersionsQueryOptions() {
  return queryOptions({
    queryKey: quoteEngineConfigKeys.versions(),
    queryFn: ({ signal }) => apiRequest(quoteEngineConfigVersions.list, { signal }),
    staleTime: 0,
  });
}

/** Puts an earlier version back; the customer flows are routed by it from the next recommendation. */
export function useRestoreQuoteEngineConfigVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest(quoteEngineConfigVersions.restore, { params: { version: String(version) } }),
    onSuccess: (restored) => {
      queryClient.setQueryData(quoteEngineConfigKeys.detail(), restored);
      return queryClient.invalidateQueries({ queryKey: quoteEngineConfigKeys.all });
    },
  });
}
