import { describe, expect, it } from 'vitest';
import { calculateAccuracyPercent, calculateTrainingStats, isTrainingAgreement, toTrainingStats } from './calculate-training-stats';

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

describe('toTrainingStats', () => {
  it('gives the same cards from counts as from the evaluations themselves', () => {
    expect(toTrainingStats(3, 2)).toEqual(calculateTrainingStats(evaluations(2, 1)));
    expect(toTrainingStats(0, 0)).toEqual({ totalEvaluations: 0, agreements: 0, disagreements: 0, agreementRate: 0 });
  });

  it('never reports more agreements than evaluations, nor negative counts', () => {
    expect(toTrainingStats(2, 5)).toEqual({ totalEvaluations: 2, agreements: 2, disagreements: 0, agreementRate: 100 });
    expect(toTrainingStats(-1, Number.NaN)).toEqual({ totalEvaluations: 0, agreements: 0, disagreements: 0, agreementRate: 0 });
  });
});

describe('isTrainingAgreement', () => {
  it('agrees only when staff chose the method the AI recommended', () => {
    expect(isTrainingAgreement({ aiRecommendation: 'video_quote', humanRecommendation: 'video_quote' })).toBe(true);
    expect(isTrainingAgreement({ aiRecommendation: 'video_quote', humanRecommendation: 'site_visit' })).toBe(false);
  });
});
