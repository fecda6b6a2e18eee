import { describe, expect, it } from 'vitest';
import { LEFT_DETAILS_LABEL, toCustomerRouteLabel, toShownRangeText, UNKNOWN_ROUTE_LABEL } from './to-customer-route-label';

describe('the route the customer chose', () => {
  it.each([
    [{ outcome: 'phone_quote', status: 'new' }, 'Online Quote (locked in)'],
    [{ outcome: 'video_assessment_requested', status: 'new' }, 'Video quote requested'],
    [{ outcome: 'whatsapp_video', status: 'contacted' }, 'Video quote requested'],
    [{ outcome: 'site_visit', status: 'new' }, 'Site visit requested'],
    [{ outcome: 'referral_callback_requested', status: 'new' }, 'Call back (specialist work)'],
    [{ outcome: 'pricing_page_quote_viewed', status: 'new' }, 'Pricing page quote shown'],
    [{ outcome: ' Phone_Quote ', status: 'new' }, 'Online Quote (locked in)'],
    [{ outcome: 'job_details_confirmed', status: 'draft' }, LEFT_DETAILS_LABEL],
    [{ outcome: 'quote_method_selected_site_visit', status: 'draft' }, LEFT_DETAILS_LABEL],
    [{ outcome: null, status: 'draft' }, LEFT_DETAILS_LABEL],
    [{ outcome: null, status: 'new' }, UNKNOWN_ROUTE_LABEL],
    [{ outcome: 'something_else', status: 'new' }, UNKNOWN_ROUTE_LABEL],
  ])('%j reads %s', (lead, label) => {
    expect(toCustomerRouteLabel(lead)).toBe(label);
  });
});

describe('the range the customer was shown', () => {
  it('reads the stored estimate in whole pounds, marking the promo discount', () => {
    expect(toShownRangeText({ estimatedPriceLow: 8500, estimatedPriceHigh: 11_600, discountApplied: false })).toBe('£85 - £116');
    expect(toShownRangeText({ estimatedPriceLow: 8500, estimatedPriceHigh: 11_600, discountApplied: true })).toBe('£85 - £116 (promo discount applied)');
    expect(toShownRangeText({ estimatedPriceLow: 8500, estimatedPriceHigh: 11_600 })).toBe('£85 - £116');
  });

  it('is null without a whole range', () => {
    expect(toShownRangeText({ estimatedPriceLow: null, estimatedPriceHigh: 11_600 })).toBeNull();
    expect(toShownRangeText({})).toBeNull();
  });
});
