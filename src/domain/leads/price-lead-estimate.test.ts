import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG } from '../pricing/pricing-config';
import { priceLeadEstimate } from './price-lead-estimate';

const TAP = { description: 'Replace the kitchen tap', complexity: 'moderate', estimatedHours: 1, estimatedMaterials: 40 };

describe("a lead's stored estimate", () => {
  it('is the customer range of the priced tasks, in pence', () => {
    // 1 h × £78 + £40 × 1.15 + £25 call-out = £149 → £127 to £171.
    expect(priceLeadEstimate({ tasks: [TAP] }, DEFAULT_PRICING_CONFIG, 'medium', false)).toEqual({ lowPence: 12_700, highPence: 17_100 });
  });

  it('follows the urgency', () => {
    const medium = priceLeadEstimate({ tasks: [TAP] }, DEFAULT_PRICING_CONFIG, 'medium', false);
    const high = priceLeadEstimate({ tasks: [TAP] }, DEFAULT_PRICING_CONFIG, 'high', false);
    expect(high.highPence ?? 0).toBeGreaterThan(medium.highPence ?? 0);
  });

  it('carries the promo discount when it was applied', () => {
    expect(priceLeadEstimate({ tasks: [TAP] }, DEFAULT_PRICING_CONFIG, 'medium', true)).toEqual({ lowPence: 11_400, highPence: 15_400 });
  });

  it('is empty when there was nothing to price', () => {
    expect(priceLeadEstimate({ tasks: [], totalEstimatedHours: 3 }, DEFAULT_PRICING_CONFIG, 'medium', false)).toEqual({ lowPence: null, highPence: null });
  });
});
