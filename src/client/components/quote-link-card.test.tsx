import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLead } from '#contracts/leads.contract';
import { createQueryWrapper } from '#client/testing/query-wrapper';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { saveLead } from '#client/resources/leads/lead-outbox';
import { QuoteLinkCard } from '#client/components/quote-link-card';

const TOKEN = 'cd'.repeat(20);

describe('the confirmation quote link', () => {
  it('waits for the save to answer, then shows the whole link with a Copy button', async () => {
    stubEndpoints(
      on(createLead, () => ({
        status: 201,
        body: {
          id: '0b9d9a3e-5c1e-4a53-8f55-7c1d3b9a6e21',
          customerName: 'Sarah Jones',
          status: 'new',
          source: 'customer_form',
          outcome: 'phone_quote',
          estimatedPriceLow: 15_400,
          estimatedPriceHigh: 20_800,
          discountApplied: false,
          createdAt: '2026-11-24T10:00:00.000Z',
          quoteLinkToken: TOKEN,
          quoteLinkExpiresAt: '2026-12-24T10:00:00.000Z',
        },
      })),
    );
    render(<QuoteLinkCard funnelKey="run-quote-link-1" />, { wrapper: createQueryWrapper() });
    expect(screen.getByText('Preparing your quote link…')).toBeVisible();

    saveLead({
      customerName: 'Sarah Jones',
      phone: '07700 900123',
      jobDescription: 'Fix the tap',
      source: 'customer_form',
      status: 'new',
      isDraft: false,
      discountApplied: false,
      funnelKey: 'run-quote-link-1',
    });

    const link = await screen.findByRole('link', { name: `${window.location.origin}/q/${TOKEN}` });
    expect(link).toHaveAttribute('href', `${window.location.origin}/q/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.getByText(/Valid until/)).toBeVisible();
  });
});
