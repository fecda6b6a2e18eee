import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_SCENARIOS } from './default-training-scenarios';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from './quote-engine-config';
import { toLeadTrainingGameScenario, toStoredTrainingGameScenario, toTrainingDifficulty, withDistinctJobTexts } from './training-game-scenario';

const LEAD = {
  id: '9b0c7d7e-4a39-4f0e-8b1e-1a7c1f2d3e4f',
  customerName: 'Gareth Evans',
  phone: '07700 900321',
  email: 'gareth.evans@example.com',
  address: '7 Quarry Road, Cardiff',
  postcode: 'CF10 1AA',
  customerType: 'residential',
  urgency: 'high',
};

describe('toLeadTrainingGameScenario', () => {
  it('never shows the name, phone, email, address or postcode, even when the description holds them', () => {
    const scenario = toLeadTrainingGameScenario(
      {
        ...LEAD,
        jobDescription:
          'Gareth here. The bathroom tap drips and the grout is black. I am at 7 Quarry Road CF10 1AA, call 07700 900321 or email gareth.evans@example.com, or my wife on 07700 900999.',
      },
      DEFAULT_QUOTE_ENGINE_CONFIG,
    );
    expect(scenario).not.toBeNull();
    const shown = JSON.stringify(scenario);
    for (const detail of ['Gareth', 'Evans', '900321', '900999', 'gareth.evans@example.com', 'Quarry Road', 'CF10 1AA']) {
      expect(shown).not.toContain(detail);
    }
    expect(scenario?.jobDescription).toContain('The bathroom tap drips and the grout is black.');
  });

  it("is recommended by the quote engine with the saved configuration, the reasoning one line per factor", () => {
    const scenario = toLeadTrainingGameScenario({ ...LEAD, jobDescription: 'Move my gas boiler to the loft and tile the bathroom' }, DEFAULT_QUOTE_ENGINE_CONFIG);
    expect(scenario).toMatchObject({ source: 'lead', scenarioId: null, aiRecommendation: 'site_visit', customerType: 'residential', urgency: 'urgent' });
    expect(scenario?.aiReasoning.split('\n')[0]).toMatch(/^Customer type/);
    expect(scenario?.aiScore).toBeGreaterThan(0);
  });

  it('leaves out a lead whose description names no job', () => {
    expect(toLeadTrainingGameScenario({ ...LEAD, jobDescription: 'Call me on 07700 900321' }, DEFAULT_QUOTE_ENGINE_CONFIG)).toBeNull();
  });
});

describe('toStoredTrainingGameScenario', () => {
  it("plays each built-in scenario with the game's own recommendation and keeps its reasoning", () => {
    for (const seed of DEFAULT_TRAINING_SCENARIOS) {
      const scenario = toStoredTrainingGameScenario({ ...seed, id: seed.id });
      expect(scenario).toMatchObject({ source: 'built_in', scenarioId: seed.id, aiRecommendation: seed.aiRecommendation, aiReasoning: seed.aiReasoning });
    }
  });

  it("uses the rule's recommendation and reasoning when a stored row disagrees with the rules, and skips unknown words", () => {
    const [tap] = DEFAULT_TRAINING_SCENARIOS;
    if (!tap) throw new Error('no built-in scenario');
    expect(toStoredTrainingGameScenario({ ...tap, aiRecommendation: 'site_visit' })).toMatchObject({
      aiRecommendation: 'instant_quote',
      aiReasoning: 'One straightforward task that can be priced from the description alone.',
    });
    expect(toStoredTrainingGameScenario({ ...tap, customerType: 'landlord' })).toBeNull();
  });
});

describe('toTrainingDifficulty', () => {
  it.each([
    [0, 'easy'],
    [0.33, 'easy'],
    [0.34, 'medium'],
    [0.66, 'medium'],
    [0.67, 'hard'],
    [1, 'hard'],
  ])('reads a complexity of %s as %s', (score, difficulty) => {
    expect(toTrainingDifficulty(score)).toBe(difficulty);
  });
});

describe('withDistinctJobTexts', () => {
  it('keeps the first scenario of each job text, whatever its case, spacing or punctuation', () => {
    const scenarios = [
      { id: 'a', jobDescription: 'Fix the tap. Call [phone]' },
      { id: 'b', jobDescription: 'fix the  tap, call [phone]!' },
      { id: 'c', jobDescription: 'Fix the gate' },
    ];
    expect(withDistinctJobTexts(scenarios).map((scenario) => scenario.id)).toEqual(['a', 'c']);
  });
});
