import { describe, expect, it } from 'vitest';
import { calculateMidpointPence } from './calculate-midpoint-pence';

describe('calculateMidpointPence', () => {
  it.each([
    [85, 115, 100],
    [85, 116, 101],
    [1, 2, 2],
    [100, 100, 100],
    [0, 0, 0],
  ])('the pricing page shows £%s–£%s as £%s', (low, high, midpoint) => {
    expect(calculateMidpointPence(low * 100, high * 100)).toBe(midpoint * 100);
  });
});
