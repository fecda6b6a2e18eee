import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPricingConfig, updatePricingConfig } from '#contracts/pricing.contract';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';
import { pricingConfigToWire } from '#domain/pricing/pricing-config-wire';
import { createQueryWrapper } from '#client/testing/query-wrapper';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { usePricingConfig, useUpdatePricingConfigMutation } from './pricing-config-api';

/** The built-in defaults as the API sends them: pounds on the wire. */
const WIRE = pricingConfigToWire(DEFAULT_PRICING_CONFIG);

describe('usePricingConfig', () => {
  it('gives the funnels the stored config in pence', async () => {
    stubEndpoints(on(getPricingConfig, () => ({ status: 200, body: { ...WIRE, baseRate: 80.5, updatedAt: '2025-11-21T10:00:00.000Z' } })));

    const { result } = renderHook(() => usePricingConfig(), { wrapper: createQueryWrapper() });

    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.baseRatePence).toBe(8050);
  });

  it('prices with the built-in defaults when the config cannot be loaded', async () => {
    stubEndpoints(on(getPricingConfig, () => new Response('down', { status: 503 })));

    const { result } = renderHook(() => usePricingConfig(), { wrapper: createQueryWrapper() });

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
    const { result } = renderHook(() => ({ config: usePricingConfig(), save: useUpdatePricingConfigMutation() }), { wrapper: createQueryWrapper() });
    await waitFor(() => expect(result.current.config?.baseRatePence).toBe(7800));

    await act(() => result.current.save.mutateAsync({ ...WIRE, baseRate: 90 }));

    expect(result.current.config?.baseRatePence).toBe(9000);
  });
});
