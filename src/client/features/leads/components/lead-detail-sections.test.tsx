import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeadDetail } from '../testing/lead-fixtures';
import { LeadCustomerChoiceSection } from './lead-detail-sections';

function section() {
  return screen.getByRole('region', { name: 'What the customer chose' });
}

describe("the panel's customer choice", () => {
  it('names the route the customer chose and the range they saw, with the promo marked', () => {
    render(<LeadCustomerChoiceSection lead={aLeadDetail({ outcome: 'phone_quote', status: 'new', estimatedPriceLow: 15_400, estimatedPriceHigh: 20_800, discountApplied: true })} />);
    expect(within(section()).getByText('Route chosen').nextElementSibling).toHaveTextContent('Online Quote (locked in)');
    expect(within(section()).getByText('Range shown').nextElementSibling).toHaveTextContent('£154 - £208 (promo discount applied)');
  });

  it('says a draft left its details without choosing, and a lead without an estimate shows none', () => {
    render(<LeadCustomerChoiceSection lead={aLeadDetail({ outcome: 'job_details_confirmed', status: 'draft', estimatedPriceLow: null, estimatedPriceHigh: null, discountApplied: false })} />);
    expect(within(section()).getByText('Route chosen').nextElementSibling).toHaveTextContent('Left details, did not choose');
    expect(within(section()).getByText('Range shown').nextElementSibling).not.toHaveTextContent('£');
  });
});
