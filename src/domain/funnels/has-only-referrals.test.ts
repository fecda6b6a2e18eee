import { describe, expect, it } from 'vitest';
import { hasOnlyReferrals } from './has-only-referrals';

describe('hasOnlyReferrals', () => {
  it('is true only with a referral and nothing to price', () => {
    expect(hasOnlyReferrals({ tasks: [], flags: [{ code: 'building_contractor_required' }] })).toBe(true);
    expect(hasOnlyReferrals({ tasks: [{}], flags: [{ code: 'building_contractor_required' }] })).toBe(false);
    expect(hasOnlyReferrals({ tasks: [], flags: [{ code: 'out_of_scope' }, { code: 'emergency' }] })).toBe(false);
  });
});
