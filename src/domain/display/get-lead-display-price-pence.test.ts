import { describe, expect, it } from 'vitest';
import { getLeadDisplayPricePence, toLeadPriceRangeText } from './get-lead-display-price-pence';

describe('getLeadDisplayPricePence', () => {
  it.each([
    [{ quoteAmount: 12500, estimatedPriceLow: 8500, estimatedPriceHigh: 11500 }, 12500],
    [{ quoteAmount: null, estimatedPriceLow: 8500, estimatedPriceHigh: 11500 }, 10000],
    [{ quoteAmount: 0, estimatedPriceLow: 8500, estimatedPriceHigh: 11500 }, 10000],
    [{ estimatedPriceLow: 8501, estimatedPriceHigh: 11500 }, 10001],
    [{ estimatedPriceLow: 8500 }, 8500],
    [{ estimatedPriceHigh: 11500 }, 11500],
    [{ quoteAmount: -5 }, 0],
    [{}, 0],
  ])('a lead with %o shows %s pence', (lead, pricePence) => {
    expect(getLeadDisplayPricePence(lead)).toBe(pricePence);
  });
});

describe('toLeadPriceRangeText', () => {
  it.each([
    [{ estimatedPriceLow: 8500, estimatedPriceHigh: 11500 }, '£85 - £115'],
    [{ estimatedPriceLow: 123450, estimatedPriceHigh: 150000 }, '£1,235 - £1,500'],
    [{ estimatedPriceLow: 0, estimatedPriceHigh: 0 }, '£0 - £0'],
    [{ estimatedPriceLow: null, estimatedPriceHigh: 11500 }, 'No estimate'],
    [{ estimatedPriceLow: 8500 }, 'No estimate'],
    [{}, 'No estimate'],
  ])('a lead with %o reads %s', (lead, text) => {
    expect(toLeadPriceRangeText(lead)).toBe(text);
  });
});
