import { describe, expect, it } from 'vitest';
import { toEstimatedRange, VIDEO_SCREEN_FALLBACK_RANGE_TEXT } from './estimated-range';

describe('toEstimatedRange', () => {
  it.each([
    [10000, 85, 115],
    [0, 0, 0],
    [5000, 43, 58],
    [37190, 316, 428],
    [100, 1, 1],
  ])('an estimate of %s pence shows as £%s to £%s', (estimatePence, low, high) => {
    expect(toEstimatedRange(estimatePence)).toEqual({ low, high });
  });

  it('offers the video screens a fallback of 100–200', () => {
    expect(VIDEO_SCREEN_FALLBACK_RANGE_TEXT).toBe('100–200');
  });
});
