import { describe, expect, it } from 'vitest';
import { AnalysedJobSchema } from '#contracts/analysis.contract';
import { StoredAnalysisSchema, StoredRecommendationSchema } from '#contracts/stored-analysis';
import { aJobTask, anAnalysedJob, aStoredAnalysis, aStoredRecommendation } from './analysis-factories';

describe('analysis factories', () => {
  it('build data the contracts accept by default', () => {
    expect(AnalysedJobSchema.safeParse(anAnalysedJob()).success).toBe(true);
    expect(StoredAnalysisSchema.safeParse(aStoredAnalysis()).success).toBe(true);
    expect(StoredRecommendationSchema.safeParse(aStoredRecommendation()).success).toBe(true);
  });

  it('price the tasks they are given, in whole pounds on the analysed job', () => {
    const small = anAnalysedJob({ tasks: [aJobTask({ estimatedHours: 1, complexity: 'simple', estimatedMaterials: 0 })] });
    const large = anAnalysedJob({ tasks: [aJobTask({ estimatedHours: 6 }), aJobTask({ estimatedHours: 3 })] });
    expect(large.totalEstimatedHours).toBe(9);
    expect(large.quote.totalPence).toBeGreaterThan(small.quote.totalPence);
    expect(Number.isInteger(large.estimatedRange.low)).toBe(true);
    expect(large.estimatedRange.high).toBeGreaterThan(large.estimatedRange.low);
  });

  it('have nothing to price without tasks', () => {
    expect(anAnalysedJob({ tasks: [] })).toMatchObject({ estimatedRange: { low: 0, high: 0 }, quote: { totalPence: 0 }, skills_required: [] });
  });

  it('take overrides', () => {
    expect(aStoredAnalysis({ recommendedAction: null, engine: 'llm' })).toMatchObject({ recommendedAction: null, engine: 'llm' });
    expect(aStoredRecommendation({ recommendedType: 'site_visit' }).recommendedType).toBe('site_visit');
    expect(new Set([aJobTask().id, aJobTask().id]).size).toBe(2);
  });
});
