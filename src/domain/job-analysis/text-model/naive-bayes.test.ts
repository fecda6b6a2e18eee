import { describe, expect, it } from 'vitest';
import { createNaiveBayesModel, readChoiceLogOdds, readLabelLogOdds, trainNaiveBayes, type TrainingDocument } from './naive-bayes';
import { hashFeature } from './text-features';

const LABELS = ['scope:job', 'scope:out', 'ref:gas'];
const DOCUMENTS: TrainingDocument[] = [
  { features: ['w:dog', 'w:walk'], labels: ['scope:out'] },
  { features: ['w:dog', 'w:groom'], labels: ['scope:out'] },
  { features: ['w:clean', 'w:oven'], labels: ['scope:out'] },
  { features: ['w:clean', 'w:carpet'], labels: ['scope:out'] },
  { features: ['w:fix', 'w:tap'], labels: ['scope:job'] },
  { features: ['w:fix', 'w:door'], labels: ['scope:job'] },
  { features: ['w:hang', 'w:door'], labels: ['scope:job'] },
  { features: ['w:boiler', 'w:fix'], labels: ['scope:job', 'ref:gas'] },
  { features: ['w:boiler', 'w:leak'], labels: ['scope:job', 'ref:gas'] },
  { features: ['w:tap', 'w:leak'], labels: ['scope:job'] },
];
const hashes = (...features: string[]): Set<number> => new Set(features.map(hashFeature));

describe('trainNaiveBayes', () => {
  it('counts, per feature seen in two messages or more, the messages and the labels they carry', () => {
    const data = trainNaiveBayes(DOCUMENTS, LABELS);
    expect(data.documents).toBe(10);
    expect(data.labelDocuments).toEqual([6, 4, 2]);
    expect(data.features['w:boiler']).toEqual([2, 0, 2, 2, 2]);
    expect(data.features['w:dog']).toEqual([2, 1, 2]);
    expect(data.features['w:oven']).toBeUndefined();
  });

  it('drops both of two features that share a hash, so no stored feature is read as another', () => {
    // "b:a video" and "b:someone build" have the same 30-bit hash.
    expect(hashFeature('b:a video')).toBe(hashFeature('b:someone build'));
    const shared = [0, 1].map((): TrainingDocument => ({ features: ['b:a video', 'b:someone build', 'w:tap'], labels: ['scope:job'] }));
    const data = trainNaiveBayes(shared, LABELS);
    expect(Object.keys(data.features)).toEqual(['w:tap']);
  });

  it('gives the same model whatever order the messages come in', () => {
    expect(JSON.stringify(trainNaiveBayes([...DOCUMENTS].reverse(), LABELS))).toBe(JSON.stringify(trainNaiveBayes(DOCUMENTS, LABELS)));
  });
});

describe('reading with a trained model', () => {
  const model = createNaiveBayesModel(trainNaiveBayes(DOCUMENTS, LABELS), 0.5);
  const gas = LABELS.indexOf('ref:gas');

  it('reads a label from the words it came with, and not from others', () => {
    expect(readLabelLogOdds(model, hashes('w:boiler', 'w:leak'))[gas]).toBeGreaterThan(0);
    expect(readLabelLogOdds(model, hashes('w:hang', 'w:door'))[gas]).toBeLessThan(0);
  });

  it('chooses between labels that exclude each other', () => {
    const [job, out] = readChoiceLogOdds(model, hashes('w:dog', 'w:clean'), ['scope:job', 'scope:out']);
    expect(out).toBeGreaterThan(0);
    expect(job).toBeLessThan(0);
    const [job2, out2] = readChoiceLogOdds(model, hashes('w:fix', 'w:door'), ['scope:job', 'scope:out']);
    expect(job2).toBeGreaterThan(0);
    expect(out2).toBeLessThan(0);
  });

  it('falls back on how common each label is when no word is known', () => {
    expect(readLabelLogOdds(model, hashes('w:unknown'))[gas]).toBeCloseTo(Math.log(3 / 9));
  });
});
