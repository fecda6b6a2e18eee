import { describe, expect, it } from 'vitest';
import { applyPromoCode, isPromoCode } from './apply-promo-code';

describe('applyPromoCode', () => {
  it.each(['JULY10', 'july10', 'July10', '  july10 '])('accepts %j, ignoring case and spaces around it', (code) => {
    expect(isPromoCode(code)).toBe(true);
  });

  it.each(['', '   ', 'JULY 10', 'JULY100', 'AUGUST10', null, undefined])('refuses %j as an invalid promo code', (code) => {
    expect(applyPromoCode(code, 10000)).toEqual({ ok: false, reason: 'invalid_code', message: 'Invalid promo code' });
  });

  it.each([
    [10000, 9000, 1000],
    // 90 % of £123.45 is £111.105, which rounds to £111.
    [12345, 11100, 1245],
    // 90 % of £155.50 is £139.95, which rounds to £140.
    [15550, 14000, 1550],
    [0, 0, 0],
  ])('takes 10 %% off %s pence and rounds the price to %s pence', (amountPence, discountedPence, discountPence) => {
    expect(applyPromoCode('july10', amountPence)).toEqual({
      ok: true,
      code: 'JULY10',
      discountPercent: 10,
      originalPence: amountPence,
      discountedPence,
      discountPence,
    });
  });
});
