import { describe, expect, it } from 'vitest';
import { allocateRange } from './allocate-range';

const pounds = (low: number, high: number) => ({ lowPence: low * 100, highPence: high * 100 });

function sum(ranges: { lowPence: number; highPence: number }[]) {
  return ranges.reduce((total, range) => ({ lowPence: total.lowPence + range.lowPence, highPence: total.highPence + range.highPence }), pounds(0, 0));
}

describe('allocateRange', () => {
  it('shares the total in proportion to the parts, each end in whole pounds', () => {
    expect(allocateRange(pounds(170, 230), [10_000, 10_000])).toEqual([pounds(85, 115), pounds(85, 115)]);
  });

  it('gives the pound lost by rounding to the part with the largest remainder, so the lines add up', () => {
    const parts = allocateRange(pounds(100, 136), [3_333, 3_333, 3_334]);
    expect(sum(parts)).toEqual(pounds(100, 136));
    expect(parts.map((part) => part.lowPence % 100)).toEqual([0, 0, 0]);
  });

  it.each([
    [pounds(64, 86), [6_000, 1_234, 2_500]],
    [pounds(51, 69), [4_567, 1_500]],
    [pounds(1_234, 1_670), [12_345, 67, 89, 300_000, 1]],
  ])('always adds up to %o', (total, weights) => {
    expect(sum(allocateRange(total, weights))).toEqual(total);
  });

  it('gives a part of weight 0 nothing, and with no weight at all the first part takes the whole range', () => {
    expect(allocateRange(pounds(85, 115), [0, 5_000])).toEqual([pounds(0, 0), pounds(85, 115)]);
    expect(allocateRange(pounds(85, 115), [0, 0])).toEqual([pounds(85, 115), pounds(0, 0)]);
    expect(allocateRange(pounds(85, 115), [])).toEqual([]);
  });
});
