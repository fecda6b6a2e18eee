import { describe, expect, it } from 'vitest';
import { fromWholePoundsRange, toEstimatedRange, toWholePoundsRange, VIDEO_SCREEN_FALLBACK_RANGE_TEXT } from './estimated-range';

describe('toEstimatedRange', () => {
  it.each([
    [10000, 85, 115],
    [0, 0, 0],
    [5000, 43, 58],
    [37190, 316, 428],
    [100, 1, 1],
  ])('an estimate of %s pence shows as £%s to £%s', (estimatePence, low, high) => {
    expect(toEstimatedRange(estimatePence)).toEqual({ lowPence: low * 100, highPence: high * 100 });
  });

  it('offers the video screens a fallback of 100–200', () => {
    expect(VIDEO_SCREEN_FALLBACK_RANGE_TEXT).toBe('100–200');
  });
});

describe('the wire range in whole pounds', () => {
  it('is the pence range in pounds', () => {
    expect(toWholePoundsRange({ lowPence: 31_600, highPence: 42_800 })).toEqual({ low: 316, high: 428 });
  });

  it('reads back into the same pence range', () => {
    const range = toEstimatedRange(37190);
    expect(fromWholePoundsRange(toWholePoundsRange(range))).toEqual(range);
  });

  it('rounds a fractional pound from the wire to the nearest pound', () => {
    expect(fromWholePoundsRange({ low: 84.6, high: 115.4 })).toEqual({ lowPence: 8500, highPence: 11500 });
  });
});
