import { penceToWholePounds, roundToPence, wholePoundsToPence } from '../money';

/** The one promo code, compared case-insensitively after trimming (docs/product/home-flow.md#promo-code). */
export const PROMO_CODE = 'JULY10';
export const PROMO_DISCOUNT_PERCENT = 10;

/** The texts the screen shows for each outcome (docs/product/home-flow.md#promo-code). */
export const PROMO_INVALID_MESSAGE = 'Invalid promo code';
export const PROMO_APPLIED_TEXT = '✓ 10% discount applied!';

export type PromoResult =
  | {
      ok: true;
      code: typeof PROMO_CODE;
      discountPercent: number;
      originalPence: number;
      discountPence: number;
      discountedPence: number;
    }
  | { ok: false; reason: 'invalid_code'; message: typeof PROMO_INVALID_MESSAGE };

export function isPromoCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim().toUpperCase() === PROMO_CODE;
}

/**
 * A 10 % discount, the price rounded (docs/product/pricing-rules.md#promo). The customer sees whole
 * pounds on the quote screens, so the discounted price is rounded to the nearest whole pound (in
 * pence); the discount is whatever makes the two add up. An unknown code is a result, not an
 * exception, because a customer mistyping a code is an everyday event.
 */
export function applyPromoCode(code: string | null | undefined, amountPence: number): PromoResult {
  if (!isPromoCode(code)) return { ok: false, reason: 'invalid_code', message: PROMO_INVALID_MESSAGE };
  const originalPence = Math.max(0, roundToPence(amountPence));
  const discountedPence = wholePoundsToPence(
    penceToWholePounds((originalPence * (100 - PROMO_DISCOUNT_PERCENT)) / 100),
  );
  return {
    ok: true,
    code: PROMO_CODE,
    discountPercent: PROMO_DISCOUNT_PERCENT,
    originalPence,
    discountPence: originalPence - discountedPence,
    discountedPence,
  };
}
