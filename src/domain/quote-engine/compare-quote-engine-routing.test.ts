import { describe, expect, it } from 'vitest';
import { compareQuoteEngineRouting } from './compare-quote-engine-routing';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from './quote-engine-config';
import type { QuoteEngineConfig } from './quote-engine-config';
import type { QuoteEngineInput } from './score-quote-method';

const job = (complexityScore: number): QuoteEngineInput => ({
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  complexityScore,
  needsVisualAssessment: 0,
  totalEstimatedHours: 4,
});

/** Only complexity counts, so each job's score is its complexity. */
const complexityOnly: QuoteEngineConfig = {
  ...DEFAULT_QUOTE_ENGINE_CONFIG,
  weights: { customerType: 0, jobScope: 0, urgency: 0, complexity: 1, visualAid: 0 },
};

describe('compareQuoteEngineRouting', () => {
  it('counts each method under both configurations and the jobs that would move, cell by cell', () => {
    const jobs = [job(0.3), job(0.5), job(0.7), job(0.9)];
    const draft = { ...complexityOnly, thresholds: { instantQuote: 0.4, videoQuote: 0.6, siteVisit: 0.95 } };
    const comparison = compareQuoteEngineRouting(jobs, complexityOnly, draft);
    expect(comparison.jobCount).toBe(4);
    // Saved: 0.3 and 0.5 instant, 0.7 video, 0.9 site. Draft: 0.3 instant, 0.5 video, 0.7 and 0.9 site.
    expect(comparison.saved).toEqual({ instant_quote: 2, video_quote: 1, site_visit: 1 });
    expect(comparison.draft).toEqual({ instant_quote: 1, video_quote: 1, site_visit: 2 });
    expect(comparison.moved).toBe(2);
    expect(comparison.moves).toHaveLength(9);
    const cell = (from: string, to: string) => comparison.moves.find((move) => move.from === from && move.to === to)?.count;
    expect(cell('instant_quote', 'video_quote')).toBe(1);
    expect(cell('video_quote', 'site_visit')).toBe(1);
    expect(cell('instant_quote', 'instant_quote')).toBe(1);
    expect(cell('site_visit', 'site_visit')).toBe(1);
    expect(comparison.moves.reduce((sum, move) => sum + move.count, 0)).toBe(4);
  });

  it('moves nothing when the draft is the saved configuration, and copes with no jobs', () => {
    expect(compareQuoteEngineRouting([job(0.5)], complexityOnly, complexityOnly).moved).toBe(0);
    expect(compareQuoteEngineRouting([], complexityOnly, complexityOnly)).toMatchObject({
      jobCount: 0,
      moved: 0,
      saved: { instant_quote: 0, video_quote: 0, site_visit: 0 },
    });
  });
});
