import { describe, expect, it } from 'vitest';
import { calculateMidpointPounds } from './calculate-midpoint-pounds';

describe('calculateMidpointPounds', () => {
  it.each([
    [85, 115, 100],
    [85, 116, 101],
    [1, 2, 2],
    [100, 100, 100],
    [0, 0, 0],
  ])('the pricing page shows £%s–£%s as £%s', (low, high, midpoint) => {
    expect(calculateMidpointPounds(low, high)).toBe(midpoint);
  });
});
