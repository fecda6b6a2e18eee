import { describe, expect, it } from 'vitest';
import { getLeadRecommendationReasoning } from './get-lead-recommendation-reasoning';

describe('getLeadRecommendationReasoning', () => {
  it('reads the reasoning the recommendation was saved with', () => {
    expect(getLeadRecommendationReasoning({ reasoning: [' Several tasks need a look first. '] })).toBe('Several tasks need a look first.');
  });

  it('joins a list of reasons', () => {
    expect(getLeadRecommendationReasoning({ reasoning: ['Two rooms.', '', ' Needs a ladder. '] })).toBe('Two rooms. Needs a ladder.');
  });

  it('reads as at most three plain sentences, each ending with a full stop', () => {
    expect(getLeadRecommendationReasoning({ reasoning: ['Simple work', 'One room', 'Customer is in a hurry!', 'Fourth reason', 'Fifth'] })).toBe(
      'Simple work. One room. Customer is in a hurry!',
    );
  });

  // An unreadable stored recommendation is null by then (contracts/stored-analysis.test.ts).
  it.each([[null], [{ reasoning: ['  '] }], [{ reasoning: [] }]])('has no reasoning for %j', (value) => {
    expect(getLeadRecommendationReasoning(value)).toBeNull();
  });
});
