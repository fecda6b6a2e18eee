import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IssuedQuote } from '#contracts/quotes.contract';
import { aLeadDetail } from '../testing/lead-fixtures';
import { LeadIssuedQuoteSection } from './lead-issued-quote-section';

const QUOTE: IssuedQuote = {
  id: '5d1c2a9e-7b3f-4e0a-8c61-3f9d2b7a1e44',
  screen: 'instant_quote',
  urgency: 'high',
  promoCode: 'JULY10',
  pricingVersion: 7,
  lines: [
    { kind: 'task', description: 'Fix a dripping kitchen tap', complexity: 'simple', range: { lowPence: 9_000, highPence: 12_200 } },
    { kind: 'callout', description: 'Call-out fee', complexity: null, range: { lowPence: 2_100, highPence: 2_900 } },
    { kind: 'discount', description: 'Promo JULY10 (10% off)', complexity: null, range: { lowPence: 1_200, highPence: 1_600 } },
  ],
  moreTasksText: null,
  fullRange: { lowPence: 11_100, highPence: 15_100 },
  totalRange: { lowPence: 9_900, highPence: 13_500 },
  midpointPence: 11_700,
  discountApplied: true,
  minimumChargeApplied: false,
  taskCount: 1,
  issuedAt: '2026-11-24T10:00:00.000Z',
  validUntil: '2026-12-24T10:00:00.000Z',
};

const term = (region: HTMLElement, name: string) => within(region).getByText(name).nextElementSibling;

describe("the panel's issued quote", () => {
  it('shows exactly the quote the customer was shown: lines, total, promo, urgency, validity and version', () => {
    render(<LeadIssuedQuoteSection lead={aLeadDetail({ issuedQuote: QUOTE })} />);
    const region = screen.getByRole('region', { name: 'Quote shown to the customer' });
    expect(term(region, 'Screen')).toHaveTextContent('Online Quote (home page)');
    expect(term(region, 'Promo')).toHaveTextContent('JULY10: 10% off (was £111 - £151)');
    expect(term(region, 'Urgency priced')).toHaveTextContent('High');
    expect(term(region, 'Pricing version')).toHaveTextContent('v7');
    expect(term(region, 'Quote id')).toHaveTextContent(QUOTE.id);
    const rows = within(screen.getByRole('table', { name: 'The lines the customer saw, adding up to the total' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'LineRange',
      'Fix a dripping kitchen tapSimple£90 - £122',
      'Call-out fee£21 - £29',
      'Promo JULY10 (10% off)− £12 - £16',
      'Total estimate£99 - £135',
    ]);
  });

  it('is left out for a lead that stores no issued quote', () => {
    const { container } = render(<LeadIssuedQuoteSection lead={aLeadDetail({ issuedQuote: null })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
