import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAppSettings } from '#contracts/app-settings.contract';
import { getQuoteRecap } from '#contracts/quote-links.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';

const TOKEN = 'ab'.repeat(20);
const SETTINGS = { ...DEFAULT_APP_SETTINGS, businessPhone: '0117 496 0000', updatedAt: '2026-11-24T10:00:00.000Z' };
const RECAP = {
  firstName: 'Sarah',
  routeTitle: 'Instant Quote',
  tasks: ['Fix the leaking kitchen tap', 'Put up two shelves'],
  estimatedPriceLow: 15_400,
  estimatedPriceHigh: 20_800,
  vatLine: 'No VAT to add: we are not VAT-registered',
  reference: '3B0F6C1E',
  businessPhone: '0117 496 0000',
  validUntil: '2026-12-24T10:00:00.000Z',
};

describe('the quote link page', () => {
  it('shows the saved recap: first name, route, tasks, price range, VAT line, reference and validity', async () => {
    const fetchMock = stubEndpoints(
      on(getAppSettings, () => ({ status: 200, body: SETTINGS })),
      on(getQuoteRecap, ({ params }) => ({ status: 200, body: { ...RECAP, reference: params.token === TOKEN ? '3B0F6C1E' : 'WRONG' } })),
    );
    renderAt(`/q/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    expect(screen.getByText(/Hi Sarah,/)).toBeVisible();
    expect(screen.getByText('Instant Quote')).toBeVisible();
    expect(screen.getByText('£154 – £208')).toBeVisible();
    expect(screen.getByText(RECAP.vatLine)).toBeVisible();
    expect(screen.getByText('3B0F6C1E')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Your tasks' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Call 0117 496 0000' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/api/quotes/${TOKEN}`))).toBe(true);
  });

  it('says so when the link is unknown or expired, with a way to call and to go home', async () => {
    stubEndpoints(
      on(getAppSettings, () => ({ status: 200, body: SETTINGS })),
      on(getQuoteRecap, () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Quote link was not found.', code: 'not_found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
      ),
    );
    renderAt(`/q/${TOKEN}`);

    expect(await screen.findByText('This quote link has expired or does not exist')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Call 0117 496 0000' })).toBeVisible();
  });
});
