import { describe, expect, it } from 'vitest';
import { REFERRAL_FLAG_CODES } from '../job-analysis/job-task';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from './quote-engine-config';
import type { QuoteEngineConfig } from './quote-engine-config';
import { formatScore, scoreQuoteMethod } from './score-quote-method';
import type { QuoteEngineInput } from './score-quote-method';

const config = DEFAULT_QUOTE_ENGINE_CONFIG;

const simpleHomeJob: QuoteEngineInput = {
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  complexityScore: 0.2,
  needsVisualAssessment: 0,
};

const bigCommercialEmergency: QuoteEngineInput = {
  customerType: 'commercial',
  jobScope: 'multiple',
  urgency: 'emergency',
  complexityScore: 0.9,
  needsVisualAssessment: 1,
};

/** Only complexity counts, so the combined score equals the complexity score. */
const complexityOnly: QuoteEngineConfig = {
  ...config,
  weights: { customerType: 0, jobScope: 0, urgency: 0, complexity: 1, visualAid: 0 },
};

describe('scoreQuoteMethod', () => {
  it('recommends an instant quote for a simple single job at home', () => {
    const result = scoreQuoteMethod(simpleHomeJob, config);
    expect([result.action, result.combinedScore, result.override]).toEqual(['instant_quote', 0.24, null]);
  });

  it('recommends a site visit for a complex commercial emergency with several jobs', () => {
    const result = scoreQuoteMethod(bigCommercialEmergency, config);
    expect([result.action, result.combinedScore]).toEqual(['site_visit', 0.85]);
  });

  it.each([
    [0, 'instant_quote'],
    [0.59, 'instant_quote'],
    [0.6, 'video_quote'],
    [0.79, 'video_quote'],
    [0.8, 'site_visit'],
    [0.95, 'site_visit'],
    [1, 'site_visit'],
  ])('maps a combined score of %s to %s through the default thresholds', (complexityScore, action) => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, complexityScore }, complexityOnly);
    expect(result.action).toBe(action);
  });

  it('treats a score that is on a threshold in decimal as reaching it, despite float noise', () => {
    const weights = { customerType: 0, jobScope: 0, urgency: 0, complexity: 0.1, visualAid: 0.2 };
    const thresholds = { instantQuote: 0.5, videoQuote: 0.6, siteVisit: 0.95 };
    // (0.1 × 0.6 + 0.2 × 0.6) ÷ 0.30000000000000004 is 0.6 in decimal
    const result = scoreQuoteMethod({ ...simpleHomeJob, complexityScore: 0.6, needsVisualAssessment: 0.6 }, { ...config, weights, thresholds });
    expect([result.combinedScore, result.action]).toEqual([0.6, 'site_visit']);
  });

  it('explains each factor in plain English', () => {
    const result = scoreQuoteMethod(
      { ...simpleHomeJob, complexityScore: 0.7, notes: { complexity: 'two complex tasks' } },
      config,
    );
    expect(result.reasoning).toEqual([
      'Customer type (weight 0.25 × 0.30) adds 0.075 — residential customer',
      'Job scope (weight 0.15 × 0.30) adds 0.045 — a single task',
      'Urgency (weight 0.20 × 0.30) adds 0.06 — normal urgency',
      'Complexity (weight 0.30 × 0.70) adds 0.21 — two complex tasks',
      'Visual assessment (weight 0.10 × 0.00) adds 0.00 — the description is enough to price it',
      'Combined score 0.39 is below the instant-quote threshold 0.60: instant quote.',
    ]);
  });

  it.each([
    [1.5, 1],
    [-1, 0],
    [NaN, 0.5],
  ])('reads a complexity score of %s as %s', (complexityScore, value) => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, complexityScore }, config);
    expect(result.factors.find((factor) => factor.factor === 'complexity')?.value).toBe(value);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('reads a visual need of %s as %s', (needsVisualAssessment, value) => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, needsVisualAssessment }, config);
    expect(result.factors.find((factor) => factor.factor === 'visualAid')?.value).toBe(value);
  });

  it('divides by the sum of the weights when they do not add up to 1', () => {
    const weights = { customerType: 0.5, jobScope: 0.5, urgency: 0.5, complexity: 0.5, visualAid: 0.5 };
    const result = scoreQuoteMethod(simpleHomeJob, { ...config, weights });
    // (0.3 + 0.3 + 0.3 + 0.2 + 0) ÷ 5
    expect(result.combinedScore).toBe(0.22);
    expect(result.reasoning).toContain('The weights add up to 2.50, so each product is divided by 2.50.');
  });

  it('scores 0 rather than NaN when every weight is 0', () => {
    const weights = { customerType: 0, jobScope: 0, urgency: 0, complexity: 0, visualAid: 0 };
    const result = scoreQuoteMethod(simpleHomeJob, { ...config, weights });
    expect([result.combinedScore, result.action]).toEqual([0, 'instant_quote']);
    expect(result.reasoning).toContain('Every weight is 0, so the combined score is 0.');
  });
});

describe('scoreQuoteMethod overrides', () => {
  it.each(REFERRAL_FLAG_CODES)('sends a job flagged %s to a site visit whatever the score', (flag) => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, flags: [flag] }, config);
    expect(result.action).toBe('site_visit');
    expect(result.override).toMatchObject({ code: 'specialist_referral', from: 'instant_quote', to: 'site_visit' });
    expect(result.reasoning.at(-1)).toMatch(/^Override to site visit: an? .* required/);
  });

  it('never offers an instant or video price for work flagged out_of_scope', () => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, flags: ['out_of_scope'], totalEstimatedHours: 0 }, config);
    expect(result.action).toBe('site_visit');
    expect(result.override).toMatchObject({ code: 'out_of_scope', from: 'instant_quote', to: 'site_visit' });
    expect(result.reasoning.at(-1)).toBe(
      'Override to site visit: the request is not handyman work, so no instant or video price is offered; staff only call back to explain or point to the right kind of firm.',
    );
  });

  it('ignores flags that are not referrals', () => {
    expect(scoreQuoteMethod({ ...simpleHomeJob, flags: ['emergency', 'needs_more_detail'] }, config).action).toBe('instant_quote');
  });

  it.each([
    [16, 'instant_quote'],
    [16.5, 'site_visit'],
    [40, 'site_visit'],
  ])('a job of %s hours is quoted by %s', (totalEstimatedHours, action) => {
    expect(scoreQuoteMethod({ ...simpleHomeJob, totalEstimatedHours }, config).action).toBe(action);
  });

  it('sends a job the analysis marks as large to a site visit', () => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, flags: ['large_job'] }, config);
    expect(result.override?.code).toBe('large_job');
  });

  it.each([
    [1, 'video_quote'],
    [2, 'video_quote'],
    [2.5, 'site_visit'],
    [null, 'site_visit'],
  ])('softens a site visit to a video quote for a job of %s hours below the site-visit threshold', (totalEstimatedHours, action) => {
    expect(scoreQuoteMethod({ ...bigCommercialEmergency, totalEstimatedHours }, config).action).toBe(action);
  });

  it('never softens a site visit at or above the site-visit threshold', () => {
    const strict = { ...config, thresholds: { ...config.thresholds, siteVisit: 0.85 } };
    const result = scoreQuoteMethod({ ...bigCommercialEmergency, totalEstimatedHours: 1 }, strict);
    expect([result.action, result.override]).toEqual(['site_visit', null]);
    expect(result.reasoning.at(-1)).toBe(
      'Combined score 0.85 is at or above the site-visit threshold 0.85: a site visit whatever else applies.',
    );
  });

  it('never softens a site visit for a small job that needs a specialist', () => {
    const result = scoreQuoteMethod(
      { ...bigCommercialEmergency, totalEstimatedHours: 1, flags: ['registered_electrician_required'] },
      config,
    );
    expect([result.action, result.override]).toEqual(['site_visit', null]);
  });

  it.each([
    [0.69, 'instant_quote'],
    [0.7, 'video_quote'],
    [true, 'video_quote'],
  ])('work with a visual need of %s is quoted by %s rather than priced blind', (needsVisualAssessment, action) => {
    expect(scoreQuoteMethod({ ...simpleHomeJob, needsVisualAssessment }, config).action).toBe(action);
  });

  it('keeps the score’s own answer visible when an override changes it', () => {
    const result = scoreQuoteMethod({ ...simpleHomeJob, needsVisualAssessment: 0.9 }, config);
    expect([result.scoredAction, result.action]).toEqual(['instant_quote', 'video_quote']);
  });
});

describe('formatScore', () => {
  it.each([
    [0.21, '0.21'],
    [0.075, '0.075'],
    [0.2, '0.20'],
    [0, '0.00'],
    [1, '1.00'],
    [0.20999999999999996, '0.21'],
  ])('%s reads %s', (value, text) => {
    expect(formatScore(value)).toBe(text);
  });
});
