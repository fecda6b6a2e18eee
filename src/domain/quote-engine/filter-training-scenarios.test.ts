import { describe, expect, it } from 'vitest';
import { filterTrainingScenarios } from './filter-training-scenarios';

const now = new Date('2025-07-15T12:00:00Z');

const scenarios = [
  { id: 'agreed', aiRecommendation: 'video_quote', humanRecommendation: 'video_quote', createdAt: '2025-07-15T11:00:00Z' },
  { id: 'differed', aiRecommendation: 'video_quote', humanRecommendation: 'site_visit', createdAt: '2025-07-14T12:00:00Z' },
  { id: 'old', aiRecommendation: 'instant_quote', humanRecommendation: 'site_visit', createdAt: '2025-07-14T11:59:59Z' },
  { id: 'unevaluated', aiRecommendation: 'site_visit', humanRecommendation: null, createdAt: 'not a date' },
];

describe('filterTrainingScenarios', () => {
  it.each([
    ['all', ['agreed', 'differed', 'old', 'unevaluated']],
    ['agreements', ['agreed']],
    ['disagreements', ['differed', 'old']],
    ['recent', ['agreed', 'differed']],
  ] as const)('the %s filter shows %j', (filter, ids) => {
    expect(filterTrainingScenarios(scenarios, filter, now).map((scenario) => scenario.id)).toEqual(ids);
  });
});
