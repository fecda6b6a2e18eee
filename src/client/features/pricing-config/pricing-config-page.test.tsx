import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAppSettings } from '#contracts/app-settings.contract';
import { getMe } from '#contracts/auth.contract';
import { pricingConfigVersions } from '#contracts/config-versions.contract';
import { type PricingPreview, previewPricingConfig } from '#contracts/pricing-preview.contract';
import { getPricingConfig, updatePricingConfig } from '#contracts/pricing.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { renderAt, TEST_STAFF } from '#client/testing/render-app';
import { on, stubEndpoints, type StubRoute } from '#client/testing/stub-endpoints';

const CONFIG = {
  baseRate: 78,
  calloutFee: 25,
  materialMarkup: 0.15,
  minimumCharge: 50,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const LEAD_ID = '11111111-1111-4111-8111-111111111111';

function aPreview(draftHigh: number): PricingPreview {
  return {
    leads: [
      {
        id: LEAD_ID,
        customerName: 'Priya Shah',
        jobDescription: 'Replace the leaking kitchen mixer tap and put up two shelves in the living room',
        urgency: 'asap',
        createdAt: '2026-11-20T09:00:00.000Z',
        stored: { low: 12_700, high: 17_100 },
        draft: { low: 12_700, high: draftHigh },
        change: (draftHigh - 17_100) / 2,
        changePercent: 3.4,
      },
    ],
    comparedCount: 1,
    averageChange: (draftHigh - 17_100) / 2,
    averageChangePercent: 3.4,
  };
}

const FIRST_RENDER = { timeout: 5_000 };

function stubPricing(...routes: StubRoute[]) {
  return stubEndpoints(
    on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
    on(getAppSettings, () => ({ status: 200, body: { ...DEFAULT_APP_SETTINGS, businessPhone: '0117 496 0123', whatsappNumber: '447700900123', updatedAt: CONFIG.updatedAt } })),
    ...routes,
    on(getPricingConfig, () => ({ status: 200, body: CONFIG })),
    on(pricingConfigVersions.list, () => ({ status: 200, body: { versions: [] } })),
    on(previewPricingConfig, () => ({ status: 200, body: aPreview(17_100) })),
  );
}

async function openPricing() {
  const rendered = renderAt('/admin/pricing');
  await screen.findByRole('heading', { level: 2, name: 'Basic Pricing' }, FIRST_RENDER);
  return rendered;
}

describe('the Pricing Configuration screen', { timeout: 15_000 }, () => {
  it('shows the values in force, section by section, with the sample calculation', async () => {
    stubPricing();
    await openPricing();

    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Configuration' })).toBeVisible();
    for (const section of ['Urgency Modifiers', 'Complexity Modifiers', 'Sample Calculation']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByText('£78.00 an hour')).toBeVisible();
    expect(screen.getByText('15 %')).toBeVisible();
    expect(screen.getByText('Hourly rate = base rate × (1 + urgency modifier + complexity modifier)')).toBeVisible();
    // 3 hours × £78 + £40 × 1.15 + £25 call-out.
    expect(screen.getByText('£305.00')).toBeVisible();
    expect(await screen.findByText('No saved changes yet')).toBeVisible();
    expect(screen.queryByLabelText('Base rate (£ an hour)')).not.toBeInTheDocument();
  });

  it('edits with a live sample and lead preview, saves, and goes back to view mode', async () => {
    const saved: unknown[] = [];
    const previews: unknown[] = [];
    let stored = CONFIG;
    stubPricing(
      on(previewPricingConfig, ({ body }) => {
        previews.push(body);
        return { status: 200, body: aPreview(body.baseRate > 78 ? 17_800 : 17_100) };
      }),
      on(updatePricingConfig, ({ body }) => {
        saved.push(body);
        stored = { ...body, baseRate: 80.5, updatedAt: '2026-11-21T11:00:00.000Z' };
        return { status: 200, body: stored };
      }),
      on(getPricingConfig, () => ({ status: 200, body: stored })),
    );
    const { user } = await openPricing();

    await user.click(screen.getByRole('button', { name: 'Edit Pricing' }));
    expect(screen.getByText(/rates end in 00 or 50/)).toBeVisible();
    expect(screen.getByLabelText('Material markup (%)')).toHaveValue(15);
    expect(screen.getByLabelText('Max daily hours')).toHaveAttribute('step', '0.5');
    expect(screen.getByLabelText('High')).toHaveAttribute('step', '0.1');
    const preview = within(await screen.findByRole('region', { name: 'Recent leads priced with your changes' }));
    expect(await preview.findByText('Priya Shah')).toBeVisible();

    const baseRate = screen.getByLabelText('Base rate (£ an hour)');
    await user.clear(baseRate);
    await user.type(baseRate, '80.99');
    // Rounded down to £80.50 as the save will: 3 × £80.50 + £46 + £25.
    expect(await screen.findByText('£312.50')).toBeVisible();
    expect(await screen.findByText(/Average change: \+£3\.50/, {}, { timeout: 3000 })).toBeVisible();
    expect(previews.at(-1)).toMatchObject({ baseRate: 80.99 });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Pricing configuration updated successfully')).toBeVisible();
    expect(saved).toEqual([expect.objectContaining({ baseRate: 80.99, materialMarkup: 0.15 })]);
    expect(await screen.findByText('£80.50 an hour')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Pricing' })).toBeVisible();
  });

  it('refuses a value that makes no sense beside its field, and sends nothing', async () => {
    const fetchMock = stubPricing();
    const { user } = await openPricing();

    await user.click(screen.getByRole('button', { name: 'Edit Pricing' }));
    const hours = screen.getByLabelText('Max daily hours');
    await user.clear(hours);
    await user.type(hours, '25');
    const low = screen.getByLabelText('Low');
    await user.clear(low);
    await user.type(low, '-0.9');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Must be between 1 and 24 hours.')).toBeVisible();
    expect(screen.getByText('With the simple complexity modifier this makes the hourly rate negative.')).toBeVisible();
    expect(screen.getByLabelText('Max daily hours')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the highlighted values to see the preview.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says why a save failed, with the status', async () => {
    stubPricing(
      on(updatePricingConfig, () =>
        Response.json(
          { type: 'about:blank', title: 'Unprocessable Content', status: 422, code: 'invalid_pricing_config', detail: 'The pricing configuration is not valid.', invalidParams: [{ name: 'materialMarkup', reason: 'Must be between 0 % and 200 %.' }] },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = await openPricing();

    await user.click(screen.getByRole('button', { name: 'Edit Pricing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update pricing configuration: 422: The pricing configuration is not valid.')).toBeVisible();
    expect(screen.getByText('Must be between 0 % and 200 %.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  it('goes back to view mode on Cancel without saving', async () => {
    const fetchMock = stubPricing();
    const { user } = await openPricing();

    await user.click(screen.getByRole('button', { name: 'Edit Pricing' }));
    await user.clear(screen.getByLabelText('Base rate (£ an hour)'));
    await user.type(screen.getByLabelText('Base rate (£ an hour)'), '99');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('£78.00 an hour')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says when the prices cannot be loaded and offers Try Again', async () => {
    let fail = true;
    stubPricing(on(getPricingConfig, () => (fail ? new Response('Down', { status: 500 }) : { status: 200, body: CONFIG })));
    const { user } = renderAt('/admin/pricing');

    await screen.findByText('The pricing configuration could not be loaded.', {}, FIRST_RENDER);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('£78.00 an hour')).toBeVisible());
  });
});
