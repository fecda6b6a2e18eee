import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_SCENARIOS } from './default-training-scenarios';
import { QUOTE_ACTIONS } from './quote-engine-config';
import { recommendForTrainingScenario } from './recommend-for-training-scenario';
import type { TrainingScenarioFacts } from './recommend-for-training-scenario';

describe('recommendForTrainingScenario', () => {
  it.each<[TrainingScenarioFacts, string, number]>([
    [{ customerType: 'residential', jobScope: 'single', urgency: 'normal', complexity: 'easy' }, 'instant_quote', 0.2],
    [{ customerType: 'commercial', jobScope: 'single', urgency: 'emergency', complexity: 'hard' }, 'site_visit', 0.9],
    [{ customerType: 'commercial', jobScope: 'single', urgency: 'emergency', complexity: 'easy' }, 'site_visit', 0.9],
    [{ customerType: 'commercial', jobScope: 'single', urgency: 'urgent', complexity: 'easy' }, 'instant_quote', 0.2],
    [{ customerType: 'residential', jobScope: 'single', urgency: 'emergency', complexity: 'easy' }, 'instant_quote', 0.2],
    [{ customerType: 'residential', jobScope: 'multiple', urgency: 'normal', complexity: 'easy' }, 'video_quote', 0.6],
    [{ customerType: 'property_manager', jobScope: 'single', urgency: 'normal', complexity: 'medium' }, 'video_quote', 0.6],
    [{ customerType: 'residential', jobScope: 'single', urgency: 'normal', complexity: 'hard' }, 'video_quote', 0.5],
  ])('the game recommends for %o: %s with complexity %s', (facts, recommendation, complexityScore) => {
    expect(recommendForTrainingScenario(facts)).toMatchObject({ recommendation, complexityScore });
  });
});

describe('DEFAULT_TRAINING_SCENARIOS', () => {
  it('holds five built-in scenarios with distinct ids', () => {
    expect(DEFAULT_TRAINING_SCENARIOS).toHaveLength(5);
    expect(new Set(DEFAULT_TRAINING_SCENARIOS.map((scenario) => scenario.id)).size).toBe(5);
  });

  it.each(DEFAULT_TRAINING_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    'the AI answer in %s follows the game’s own rules',
    (_id, scenario) => {
      expect(scenario.aiRecommendation).toBe(recommendForTrainingScenario(scenario).recommendation);
      expect(scenario.jobDescription.length).toBeGreaterThan(40);
      expect(scenario.aiReasoning.length).toBeGreaterThan(20);
    },
  );

  it('lets a trainee meet every recommendation', () => {
    const seen = new Set(DEFAULT_TRAINING_SCENARIOS.map((scenario) => scenario.aiRecommendation));
    expect([...seen].sort()).toEqual([...QUOTE_ACTIONS].sort());
  });
});
