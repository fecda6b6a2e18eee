import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { ApiError } from '#client/lib/api-client';
import { createQueryClient } from '#client/lib/query-client';
import { jsonResponse, stubApi } from '#client/testing/render-app';
import { requestJobAnalysis, toAnalysisErrorMessage, usePublicSettings } from './funnel-api';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('usePublicSettings', () => {
  it('reads the business name, phone and WhatsApp number from the app settings', async () => {
    stubApi({
      'GET /api/app-settings': () =>
        jsonResponse({ ...DEFAULT_APP_SETTINGS, businessName: 'Fix-It Pete', businessPhone: '0161 496 0000', updatedAt: '2025-11-21T10:00:00.000Z' }),
    });

    const { result } = renderHook(() => usePublicSettings(), { wrapper });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toMatchObject({ businessName: 'Fix-It Pete', businessPhone: '0161 496 0000' });
  });

  it('falls back to the built-in defaults when the settings cannot be loaded', async () => {
    stubApi({ 'GET /api/app-settings': () => new Response('Oops', { status: 500 }) });

    const { result } = renderHook(() => usePublicSettings(), { wrapper });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toEqual({
      businessName: DEFAULT_APP_SETTINGS.businessName,
      businessPhone: DEFAULT_APP_SETTINGS.businessPhone,
      whatsappNumber: DEFAULT_APP_SETTINGS.whatsappNumber,
      isPending: false,
    });
  });
});

describe('the job analysis', () => {
  it("fails with 'Failed to analyse job: {status} {body}'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'POST /api/analyze-job': () => new Response('The analysis is unavailable', { status: 503 }) });

    await expect(requestJobAnalysis('Fix a tap')).rejects.toThrow('Failed to analyse job: 503 The analysis is unavailable');
    expect(console.warn).toHaveBeenCalled();
  });

  it('uses the status text when the body is empty', () => {
    expect(toAnalysisErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Failed to analyse job: 502 Bad Gateway');
  });
});
