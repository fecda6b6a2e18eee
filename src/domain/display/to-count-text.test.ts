import { describe, expect, it } from 'vitest';
import { groupThousands, toCountText } from './to-count-text';

describe('counts as en-GB writes them', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['1234567', '1,234,567'],
  ])('groups %s as %s', (digits, text) => {
    expect(groupThousands(digits)).toBe(text);
  });

  it.each([
    [0, '0'],
    [69, '69'],
    [12_345, '12,345'],
    [2.5, '3'],
    [2.4, '2'],
    [-1_200, '\u22121,200'],
    [-0.4, '0'],
  ])('writes %d as %s', (count, text) => {
    expect(toCountText(count)).toBe(text);
  });

  it('writes what Intl writes for whole counts', () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
    for (const count of [0, 7, 1_000, 65_536, 9_876_543]) expect(toCountText(count)).toBe(intl.format(count));
  });
});
