import { describe, expect, it } from 'vitest';
import { canSetTwoFactorRequirement, mustEnrolInTwoFactor } from './two-factor-requirement';

describe('the two-factor requirement', () => {
  it('holds back only accounts without two-factor, and only while it is on', () => {
    expect(mustEnrolInTwoFactor({ required: true, twoFactorEnabled: false })).toBe(true);
    expect(mustEnrolInTwoFactor({ required: true, twoFactorEnabled: true })).toBe(false);
    expect(mustEnrolInTwoFactor({ required: false, twoFactorEnabled: false })).toBe(false);
  });

  it('may be turned on only by an owner who has two-factor, and turned off by any owner', () => {
    expect(canSetTwoFactorRequirement({ required: true, ownerTwoFactorEnabled: false })).toBe(false);
    expect(canSetTwoFactorRequirement({ required: true, ownerTwoFactorEnabled: true })).toBe(true);
    expect(canSetTwoFactorRequirement({ required: false, ownerTwoFactorEnabled: false })).toBe(true);
  });
});
