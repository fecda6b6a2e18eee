import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuoteEngineConfig, type QuoteEngineConfigDto, saveQuoteEngineConfig } from '#contracts/quote-engine.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { apiRequest } from '#client/lib/api-client';

/**
 * The quote-engine config: the weights and thresholds behind the method a customer sees
 * marked RECOMMENDED (docs/product/quote-engine.md#config). One cache entry for every screen.
 */
export const quoteEngineConfigKeys = {
  all: ['quote-engine-config'] as const,
  detail: () => [...quoteEngineConfigKeys.all, 'detail'] as const,
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

export function useSaveQuoteEngineConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteEngineConfigDto) => apiRequest(saveQuoteEngineConfig, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(quoteEngineConfigKeys.detail(), saved);
      return queryClient.invalidateQueries({ queryKey: quoteEngineConfigKeys.all });
    },
  });
}
