import { describe, expect, it } from 'vitest';
import { toLeadEstimatePence } from './to-lead-estimate-pence';

describe('the estimate a lead stores', () => {
  it('is the range the customer saw, in pence', () => {
    expect(toLeadEstimatePence({ tasks: [{}], estimatedRange: { lowPence: 8500, highPence: 11500 } }, false)).toEqual({ lowPence: 8500, highPence: 11500 });
  });

  it('carries the 10 % promo discount, rounded to whole pounds, on both ends', () => {
    expect(toLeadEstimatePence({ tasks: [{}], estimatedRange: { lowPence: 8500, highPence: 11500 } }, true)).toEqual({ lowPence: 7700, highPence: 10400 });
  });

  it('is empty when there was nothing to price', () => {
    expect(toLeadEstimatePence({ tasks: [], estimatedRange: { lowPence: 0, highPence: 0 } }, true)).toEqual({ lowPence: null, highPence: null });
  });
});
