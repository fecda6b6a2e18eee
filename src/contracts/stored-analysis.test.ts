import { describe, expect, it } from 'vitest';
import { aStoredAnalysis, aStoredRecommendation } from '#testing/factories/analysis-factories';
import { parseRecommendedAction, parseStoredAnalysis, parseStoredRecommendation } from './stored-analysis';

describe('parseStoredAnalysis', () => {
  it('reads an analysis the server stored', () => {
    const stored = aStoredAnalysis({ recommendedAction: 'site_visit' });
    expect(parseStoredAnalysis(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('keeps a lead with no recommended method', () => {
    expect(parseStoredAnalysis(aStoredAnalysis({ recommendedAction: null }))?.recommendedAction).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['a string', 'tasks'],
    ['a number', 42],
    ['a list', []],
    ['an empty object', {}],
    ['tasks that are not a list', { ...aStoredAnalysis(), tasks: 'none' }],
    ['tasks that are not objects', { ...aStoredAnalysis(), tasks: [null, 'x', 3, []] }],
    ['hours as text', { ...aStoredAnalysis(), totalEstimatedHours: '3' }],
    ['an older analysis without the recommended method', (({ recommendedAction: _, ...rest }) => rest)(aStoredAnalysis())],
    ['an unknown method', { ...aStoredAnalysis(), recommendedAction: 'carrier_pigeon' }],
    ['a partial analysis from an older release', { tasks: [], recommendedAction: 'video_quote' }],
  ])('reads %s as no analysis rather than failing', (_what, value) => {
    expect(parseStoredAnalysis(value)).toBeNull();
  });
});

describe('parseStoredRecommendation', () => {
  it('reads the recommendation the home funnel saved', () => {
    const saved = aStoredRecommendation({ reasoning: ['Two rooms.', 'Needs a ladder.'] });
    expect(parseStoredRecommendation(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'video'],
    ['reasoning without the rest', { reasoning: ['Two rooms.'] }],
    ['reasons that are not text', { ...aStoredRecommendation(), reasoning: ['Two rooms.', 7] }],
    ['an unknown method', { ...aStoredRecommendation(), recommendedType: 'phone_quote' }],
  ])('reads %s as no recommendation', (_what, value) => {
    expect(parseStoredRecommendation(value)).toBeNull();
  });
});

describe('parseRecommendedAction', () => {
  it.each([
    ['video_quote', 'video_quote'],
    ['instant_quote', 'instant_quote'],
    ['site_visit', 'site_visit'],
    ['phone_quote', null],
    ['', null],
    [null, null],
    [3, null],
  ])('reads %o as %o', (value, action) => {
    expect(parseRecommendedAction(value)).toBe(action);
  });
});
