import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getQuoteEngineConfig, saveQuoteEngineConfig } from '#contracts/quote-engine.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { createQueryWrapper } from '#client/testing/query-wrapper';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { useQuoteEngineConfig, useSaveQuoteEngineConfigMutation } from './quote-engine-config-api';

describe('the quote-engine config', () => {
  it('falls back to the built-in defaults when it cannot be loaded, and says so', async () => {
    stubEndpoints(on(getQuoteEngineConfig, () => new Response('down', { status: 503 })));

    const { result } = renderHook(() => useQuoteEngineConfig(), { wrapper: createQueryWrapper() });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toEqual({ config: DEFAULT_QUOTE_ENGINE_CONFIG, isPending: false, isFallback: true });
  });

  it('serves the saved weights to every reader after a save', async () => {
    let stored = { ...DEFAULT_QUOTE_ENGINE_CONFIG, updatedAt: '2025-11-21T10:00:00.000Z' };
    stubEndpoints(
      on(getQuoteEngineConfig, () => ({ status: 200, body: stored })),
      on(saveQuoteEngineConfig, ({ body }) => {
        stored = { ...body, updatedAt: '2025-11-22T10:00:00.000Z' };
        return { status: 200, body: stored };
      }),
    );
    const { result } = renderHook(() => ({ read: useQuoteEngineConfig(), save: useSaveQuoteEngineConfigMutation() }), { wrapper: createQueryWrapper() });
    await waitFor(() => expect(result.current.read.isPending).toBe(false));

    const weights = { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, urgency: 0.45 };
    await act(() => result.current.save.mutateAsync({ ...DEFAULT_QUOTE_ENGINE_CONFIG, weights }));

    expect(result.current.read.config.weights.urgency).toBe(0.45);
    expect(result.current.read.isFallback).toBe(false);
  });
});
