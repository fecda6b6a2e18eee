import { describe, expect, it } from 'vitest';
import { ANALYSIS_TUNING_BATCHES } from '#bench/data/analysis-tuning-batches';
import { rulesFindNothing, rulesServiceTypes } from '../analyse-job';
import { hashFeature } from './text-features';
import { TEXT_MODEL } from './text-model.generated';
import { chooseThreshold, trainTextModel } from './train-text-model';

describe('chooseThreshold', () => {
  const scored = [
    { logOdds: 30, positive: true },
    { logOdds: 20, positive: true },
    { logOdds: 10, positive: false },
    { logOdds: 5, positive: true },
    { logOdds: -5, positive: false },
  ];

  it('takes the most recall that keeps the precision asked for, in the middle of the thresholds that give it', () => {
    expect(chooseThreshold(scored, 0.75)).toEqual({ threshold: 0, precision: 0.75, recall: 1 });
    expect(chooseThreshold(scored, 0.95)).toEqual({ threshold: 15, precision: 1, recall: 2 / 3 });
  });

  it('never acts when nothing reaches the precision', () => {
    const chosen = chooseThreshold([{ logOdds: 50, positive: false }, { logOdds: 40, positive: true }], 0.9);
    expect(chosen.recall).toBe(0);
    expect(chosen.threshold).toBeGreaterThan(50);
  });
});

describe('the committed text model', () => {
  it('is exactly what `npm run train:analysis` trains from the tuning data today', () => {
    const fresh = trainTextModel(ANALYSIS_TUNING_BATCHES, rulesFindNothing, rulesServiceTypes);
    expect(JSON.stringify(fresh) === JSON.stringify(TEXT_MODEL), 'the rules or the tuning data changed: run `npm run train:analysis`').toBe(true);
    // A full training with its cross-validation takes several seconds on a shared machine.
  }, 30_000);

  it('gives every feature its own hash', () => {
    const features = Object.keys(TEXT_MODEL.data.features);
    expect(new Set(features.map(hashFeature)).size).toBe(features.length);
  });
});
