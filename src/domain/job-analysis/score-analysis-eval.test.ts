import { describe, expect, it } from 'vitest';
import type { JobAnalysis, JobTask } from './job-task';
import { listMissedTargets, scoreAnalysisEval, type AnalysisEvalCase } from './score-analysis-eval';

function task(serviceType: string, estimatedHours: number): JobTask {
  return { id: 'task-1', description: 'x', complexity: 'moderate', estimatedHours, serviceType, type: 'repair', estimatedMaterials: 0, skill: 'General', quantity: 1 };
}

function analysis(tasks: JobTask[], flags: JobAnalysis['flags'] = []): JobAnalysis {
  return { summary: '', tasks, totalEstimatedHours: tasks.reduce((sum, one) => sum + one.estimatedHours, 0), flags };
}

const evalCase = (expected: AnalysisEvalCase['expected']): AnalysisEvalCase => ({ id: 'case', description: 'text', expected });

describe('scoreAnalysisEval', () => {
  it('compares service types as a multiset, ignoring order', () => {
    const score = scoreAnalysisEval([
      { evalCase: evalCase({ serviceTypes: ['PLUMBING', 'MOUNTING'], taskCount: 2, hours: [1, 3], flags: [] }), analysis: analysis([task('MOUNTING', 1), task('PLUMBING', 1)]) },
      { evalCase: evalCase({ serviceTypes: ['PLUMBING', 'PLUMBING'], taskCount: 2, hours: [1, 3], flags: [] }), analysis: analysis([task('PLUMBING', 1)]) },
    ]);
    expect(score.serviceType).toEqual({ hits: 1, total: 2, rate: 0.5 });
    expect(score.failures.map((failure) => failure.problems)).toEqual([['types [PLUMBING, PLUMBING] got [PLUMBING]', '2 tasks, got 1', 'hours 1–3, got 1'].slice(0, 2)]);
  });

  it('counts hours inside the range, ends included', () => {
    const score = scoreAnalysisEval([
      { evalCase: evalCase({ serviceTypes: ['PLUMBING'], taskCount: 1, hours: [1, 2], flags: [] }), analysis: analysis([task('PLUMBING', 2)]) },
      { evalCase: evalCase({ serviceTypes: ['PLUMBING'], taskCount: 1, hours: [1, 2], flags: [] }), analysis: analysis([task('PLUMBING', 2.5)]) },
    ]);
    expect(score.hoursInRange.rate).toBe(0.5);
  });

  it('works out flag precision and recall, and separately for referral flags', () => {
    const score = scoreAnalysisEval([
      { evalCase: evalCase({ serviceTypes: [], taskCount: 0, hours: [0, 0], flags: ['gas_safe_engineer_required'] }), analysis: analysis([], [{ code: 'gas_safe_engineer_required', message: '' }, { code: 'emergency', message: '' }]) },
      { evalCase: evalCase({ serviceTypes: [], taskCount: 0, hours: [0, 0], flags: ['roofing_specialist_required'] }), analysis: analysis([]) },
    ]);
    expect(score.flags).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 1, precision: 0.5, recall: 0.5 });
    expect(score.referralFlags).toMatchObject({ precision: 1, recall: 0.5 });
    expect(listMissedTargets(score)).toEqual(['referral-flag recall']);
  });

  it('treats an empty category as met, not as 0 of 0', () => {
    const score = scoreAnalysisEval([]);
    expect(score.serviceType.rate).toBe(1);
    expect(score.referralFlags.recall).toBe(1);
    expect(listMissedTargets(score)).toEqual([]);
  });

  it('checks labelled complexities against tasks of the same service type', () => {
    const score = scoreAnalysisEval([
      {
        evalCase: evalCase({ serviceTypes: ['MOUNTING'], taskCount: 1, hours: [1, 2], flags: [], complexities: [{ serviceType: 'MOUNTING', complexity: 'complex' }] }),
        analysis: analysis([task('MOUNTING', 1)]),
      },
    ]);
    expect(score.complexity).toEqual({ hits: 0, total: 1, rate: 0 });
    expect(score.failures[0]!.problems).toEqual(['MOUNTING complexity complex, got moderate']);
  });
});
