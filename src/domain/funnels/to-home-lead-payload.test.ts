import { describe, expect, it } from 'vitest';
import { toHomeLeadPayload } from './to-home-lead-payload';
import type { HomeLeadInput } from './to-home-lead-payload';

const base: HomeLeadInput = {
  save: 'draft',
  outcome: 'job_details_confirmed',
  formStage: 'customer_details',
  funnelKey: '3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11',
  customerType: 'residential',
  jobDescription: ' Fix a dripping tap ',
  customerDetails: { customerName: ' Jo Bloggs ', phone: '07700 900123', email: '', location: 'Didsbury', urgency: 'high' },
  analysedJob: { summary: 'Tap repair' },
  finalRecommendation: null,
  estimatedRange: { lowPence: 8_500, highPence: 11_500 },
  discountApplied: false,
  promoCode: null,
  userAgent: 'Test browser',
  referrer: '',
};

describe('toHomeLeadPayload', () => {
  it('saves a draft with source customer_form_draft and status draft', () => {
    expect(toHomeLeadPayload(base)).toMatchObject({
      customerName: 'Jo Bloggs',
      phone: '07700 900123',
      email: null,
      address: 'Didsbury',
      city: '',
      postcode: '',
      jobDescription: 'Fix a dripping tap',
      status: 'draft',
      isDraft: true,
      source: 'customer_form_draft',
      funnelKey: base.funnelKey,
    });
  });

  it('saves the final outcome with source customer_form and status new', () => {
    expect(toHomeLeadPayload({ ...base, save: 'final', outcome: 'phone_quote' })).toMatchObject({
      status: 'new',
      isDraft: false,
      source: 'customer_form',
      outcome: 'phone_quote',
    });
  });

  it('sends the estimate in pence, the range times 100', () => {
    expect(toHomeLeadPayload(base)).toMatchObject({ estimatedPriceLow: 8500, estimatedPriceHigh: 11500 });
    expect(toHomeLeadPayload({ ...base, estimatedRange: null })).toMatchObject({ estimatedPriceLow: null, estimatedPriceHigh: null });
  });

  it('sends the promo code only when the discount was applied', () => {
    expect(toHomeLeadPayload({ ...base, promoCode: 'july10' }).promoCode).toBeNull();
    expect(toHomeLeadPayload({ ...base, promoCode: 'july10', discountApplied: true })).toMatchObject({
      promoCode: 'july10',
      discountApplied: true,
    });
  });

  it('keeps a malformed email in the notes instead of losing the lead', () => {
    const payload = toHomeLeadPayload({ ...base, customerDetails: { ...base.customerDetails, email: 'jo at home' } });
    expect(payload.email).toBeNull();
    expect(payload.notes).toBe('Email as typed: jo at home');
  });
});
