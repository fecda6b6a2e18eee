import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppSettings, getAppSettings, updateAppSettings } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { createQueryWrapper } from '#client/testing/query-wrapper';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { usePublicSettings, useUpdateAppSettingsMutation } from './app-settings-api';

const STORED: AppSettings = { ...DEFAULT_APP_SETTINGS, businessName: 'Fix-It Pete', businessPhone: '0161 496 0000', updatedAt: '2025-11-21T10:00:00.000Z' };

describe('usePublicSettings', () => {
  it('reads every setting customers see from the app settings', async () => {
    stubEndpoints(on(getAppSettings, () => ({ status: 200, body: { ...STORED, trustBadge2: 'Local firm', offerText: 'Fast prices' } })));

    const { result } = renderHook(() => usePublicSettings(), { wrapper: createQueryWrapper() });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toMatchObject({ businessName: 'Fix-It Pete', businessPhone: '0161 496 0000', trustBadge2: 'Local firm', offerText: 'Fast prices' });
    expect(result.current).not.toHaveProperty('updatedAt');
  });

  it('falls back to the built-in defaults when the settings cannot be loaded', async () => {
    stubEndpoints(on(getAppSettings, () => new Response('Oops', { status: 500 })));

    const { result } = renderHook(() => usePublicSettings(), { wrapper: createQueryWrapper() });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toEqual({ ...DEFAULT_APP_SETTINGS, isPending: false });
  });
});

describe('saving the app settings', () => {
  it('shows the saved business details to the customer screens at once, from the one shared cache', async () => {
    let stored = STORED;
    stubEndpoints(
      on(getAppSettings, () => ({ status: 200, body: stored })),
      on(updateAppSettings, ({ body }) => {
        stored = { ...body, updatedAt: '2025-11-22T09:30:00.000Z' };
        return { status: 200, body: stored };
      }),
    );
    const wrapper = createQueryWrapper();
    const { result } = renderHook(() => ({ publicSettings: usePublicSettings(), save: useUpdateAppSettingsMutation() }), { wrapper });
    await waitFor(() => expect(result.current.publicSettings.businessName).toBe('Fix-It Pete'));

    const { updatedAt: _updatedAt, ...input } = STORED;
    await act(() => result.current.save.mutateAsync({ ...input, businessName: 'Pete & Daughters', businessPhone: '0161 496 0999' }));

    expect(result.current.publicSettings).toMatchObject({ businessName: 'Pete & Daughters', businessPhone: '0161 496 0999' });
  });
});
