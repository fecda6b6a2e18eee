import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getPricingConfig, updatePricingConfig } from '#contracts/pricing.contract';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';
import { createQueryClient } from '#client/lib/query-client';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { usePricingConfig, useUpdatePricingConfigMutation } from './pricing-config-api';

function createWrapper() {
  const queryClient = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

const WIRE = {
  baseRate: 78,
  calloutFee: 25,
  materialMarkup: 0.15,
  minimumCharge: 50,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
};

describe('usePricingConfig', () => {
  it('gives the funnels the stored config in pence', async () => {
    stubEndpoints(on(getPricingConfig, () => ({ status: 200, body: { ...WIRE, baseRate: 80.5, updatedAt: '2025-11-21T10:00:00.000Z' } })));

    const { result } = renderHook(() => usePricingConfig(), { wrapper: createWrapper() });

    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.baseRatePence).toBe(8050);
  });

  it('prices with the built-in defaults when the config cannot be loaded', async () => {
    stubEndpoints(on(getPricingConfig, () => new Response('down', { status: 503 })));

    const { result } = renderHook(() => usePricingConfig(), { wrapper: createWrapper() });

    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual(DEFAULT_PRICING_CONFIG);
  });

  it('reprices the funnels as soon as staff save a new base rate', async () => {
    let stored = { ...WIRE, updatedAt: '2025-11-21T10:00:00.000Z' };
    stubEndpoints(
      on(getPricingConfig, () => ({ status: 200, body: stored })),
      on(updatePricingConfig, ({ body }) => {
        stored = { ...body, updatedAt: '2025-11-22T10:00:00.000Z' };
        return { status: 200, body: stored };
      }),
    );
    const { result } = renderHook(() => ({ config: usePricingConfig(), save: useUpdatePricingConfigMutation() }), { wrapper: createWrapper() });
    await waitFor(() => expect(result.current.config?.baseRatePence).toBe(7800));

    await act(() => result.current.save.mutateAsync({ ...WIRE, baseRate: 90 }));

    expect(result.current.config?.baseRatePence).toBe(9000);
  });
});
