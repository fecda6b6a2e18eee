import { describe, expect, it } from 'vitest';
import { getLeadRecommendationReasoning } from './get-lead-recommendation-reasoning';

describe('getLeadRecommendationReasoning', () => {
  it('reads the reasoning the recommendation was saved with', () => {
    expect(getLeadRecommendationReasoning({ reasoning: ' Several tasks need a look first. ', recommendedType: 'video_quote' })).toBe(
      'Several tasks need a look first.',
    );
  });

  it('joins a list of reasons', () => {
    expect(getLeadRecommendationReasoning({ reasoning: ['Two rooms.', 7, ' Needs a ladder. '] })).toBe('Two rooms. Needs a ladder.');
  });

  it.each([[null], [undefined], ['text'], [{}], [{ reasoning: '  ' }], [{ reasoning: [] }], [{ reasoning: 3 }]])(
    'has no reasoning for %j',
    (value) => {
      expect(getLeadRecommendationReasoning(value)).toBeNull();
    },
  );
});
