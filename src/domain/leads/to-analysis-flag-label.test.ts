import { describe, expect, it } from 'vitest';
import { FLAG_CODES } from '../job-analysis/job-task';
import { toAnalysisFlagLabel } from './to-analysis-flag-label';

describe('toAnalysisFlagLabel', () => {
  it('labels out of scope and each referral so staff can tell them apart', () => {
    expect(toAnalysisFlagLabel('out_of_scope')).toBe('Out of scope');
    expect(toAnalysisFlagLabel('asbestos_surveyor_required')).toBe('Referral: asbestos surveyor');
    expect(toAnalysisFlagLabel('building_contractor_required')).toBe('Referral: building contractor');
  });

  it('gives every flag a label of its own', () => {
    const labels = FLAG_CODES.map(toAnalysisFlagLabel);
    expect(new Set(labels).size).toBe(FLAG_CODES.length);
  });
});
