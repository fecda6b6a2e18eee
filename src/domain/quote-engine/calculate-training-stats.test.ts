import { describe, expect, it } from 'vitest';
import { calculateAccuracyPercent, calculateTrainingStats } from './calculate-training-stats';

function evaluations(agreeing: number, disagreeing: number) {
  return [
    ...Array.from({ length: agreeing }, () => ({ aiRecommendation: 'video_quote', humanRecommendation: 'video_quote' })),
    ...Array.from({ length: disagreeing }, () => ({ aiRecommendation: 'video_quote', humanRecommendation: 'site_visit' })),
  ];
}

describe('calculateTrainingStats', () => {
  it('gives an agreement rate of 0, not NaN, before any evaluation', () => {
    expect(calculateTrainingStats([])).toEqual({ totalEvaluations: 0, agreements: 0, disagreements: 0, agreementRate: 0 });
  });

  it.each([
    [3, 1, 75],
    [1, 2, 33.3],
    [2, 1, 66.7],
    [4, 0, 100],
    [0, 4, 0],
  ])('%s agreements and %s disagreements give an agreement rate of %s %%', (agreeing, disagreeing, rate) => {
    expect(calculateTrainingStats(evaluations(agreeing, disagreeing))).toEqual({
      totalEvaluations: agreeing + disagreeing,
      agreements: agreeing,
      disagreements: disagreeing,
      agreementRate: rate,
    });
  });
});

describe('calculateAccuracyPercent', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33.3],
    [3, 3, 100],
    [2, -1, 0],
  ])('%s correct of %s completed is %s %%', (correct, completed, percent) => {
    expect(calculateAccuracyPercent(correct, completed)).toBe(percent);
  });
});
