import { describe, expect, it } from 'vitest';
import type { JobAnalysis, JobTask } from '../job-analysis/job-task';
import { quoteEngineInputFromAnalysis } from './quote-engine-input-from-analysis';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from './quote-engine-config';
import { scoreQuoteMethod } from './score-quote-method';

function task(overrides: Partial<JobTask>): JobTask {
  return {
    id: 'task-1',
    description: 'Hang a mirror',
    complexity: 'simple',
    estimatedHours: 1,
    serviceType: 'GENERAL',
    type: 'installation',
    estimatedMaterials: 0,
    skill: 'General',
    quantity: 1,
    ...overrides,
  };
}

function analysis(overrides: Partial<JobAnalysis>): JobAnalysis {
  return { summary: 'A small job', tasks: [], totalEstimatedHours: 0, flags: [], ...overrides };
}

const answers = { customerType: 'residential', jobScope: 'single', urgency: 'normal' } as const;

describe('quoteEngineInputFromAnalysis', () => {
  it('reads a single simple, well-described job as low complexity with nothing to see', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({ tasks: [task({ estimatedHours: 0.5 })], totalEstimatedHours: 0.5 }),
      { ...answers, jobDescription: 'Please hang a large mirror in the hallway' },
    );
    expect(input).toMatchObject({
      complexityScore: 0.2,
      needsVisualAssessment: 0,
      totalEstimatedHours: 0.5,
      notes: { complexity: 'the hardest task is simple', visualAid: 'the description is enough to price it' },
    });
  });

  it('scores complex tiling and a leak as complex work that needs seeing', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({
        tasks: [
          task({ description: 'Retile the shower enclosure', complexity: 'complex', estimatedHours: 6, estimatedMaterials: 150 }),
          task({ id: 'task-2', description: 'Fix leaking pipe under the bath', complexity: 'complex', estimatedHours: 3, estimatedMaterials: 20 }),
        ],
        totalEstimatedHours: 9,
      }),
      { ...answers, jobDescription: 'The shower tiles are cracking and there is a leak under the bath panel' },
    );
    // 0.8 for a complex task, +0.1 for the second, +0.1 for more than a day's work
    expect(input.complexityScore).toBe(1);
    // 0.7 tiling, +0.1 each for cracks and the leak, +0.15 complex work, +0.1 materials, at most 1
    expect(input.needsVisualAssessment).toBe(1);
    expect(input.notes).toEqual({
      complexity: 'two complex tasks, about 9 hours of work',
      visualAid:
        'tiling, cracks and a leak or damp need seeing; complex work is best judged on camera; about £170 of materials to match',
    });
  });

  it.each([
    [['simple', 'simple'], 0.2],
    [['simple', 'moderate'], 0.5],
    [['complex'], 0.8],
    [['complex', 'complex', 'complex'], 1],
    [['simple', 'simple', 'simple', 'simple'], 0.3],
  ] as const)('tasks of complexity %j score %s', (complexities, score) => {
    const tasks = complexities.map((complexity, index) => task({ id: `task-${index + 1}`, complexity }));
    const input = quoteEngineInputFromAnalysis(analysis({ tasks, totalEstimatedHours: 4 }), {
      ...answers,
      jobDescription: 'A clear description of several small jobs around the house',
    });
    expect(input.complexityScore).toBe(score);
  });

  it('puts a job with no tasks mid-scale and treats a two-word description as vague', () => {
    const input = quoteEngineInputFromAnalysis(analysis({ summary: '' }), { ...answers, jobDescription: 'odd jobs' });
    expect([input.complexityScore, input.needsVisualAssessment]).toEqual([0.5, 0.3]);
    expect(input.notes?.visualAid).toBe('the description is vague');
  });

  it('treats a needs_more_detail flag as a vague description', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({ tasks: [task({})], flags: [{ code: 'needs_more_detail', message: 'Tell us more' }] }),
      { ...answers, jobDescription: 'Can you hang a mirror for me in the front room please' },
    );
    expect(input.needsVisualAssessment).toBe(0.3);
  });

  it('passes the flags on and adds up task hours when the total is missing', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({
        tasks: [task({ estimatedHours: 2 }), task({ id: 'task-2', estimatedHours: 1.5 })],
        flags: [{ code: 'gas_safe_engineer_required', message: 'Gas work' }],
      }),
      answers,
    );
    expect(input.flags).toEqual(['gas_safe_engineer_required']);
    expect(input.totalEstimatedHours).toBe(3.5);
  });

  it('leads a leak at home to a video quote rather than an instant one', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({ tasks: [task({ description: 'Find and fix a leak under the kitchen sink', complexity: 'moderate', estimatedHours: 1.5 })] }),
      { ...answers, jobDescription: 'Water is leaking from under the kitchen sink into the cupboard' },
    );
    const result = scoreQuoteMethod(input, DEFAULT_QUOTE_ENGINE_CONFIG);
    expect([result.scoredAction, result.action]).toEqual(['instant_quote', 'video_quote']);
  });

  it('scores the worked example of docs/quote-engine-scoring.md as the page says', () => {
    const input = quoteEngineInputFromAnalysis(
      analysis({
        summary: 'Regrout the shower and replace a leaking basin waste',
        tasks: [
          task({ description: 'Regrout the shower enclosure', complexity: 'moderate', estimatedHours: 2, estimatedMaterials: 15 }),
          task({ id: 'task-2', description: 'Replace the leaking waste pipe under the basin', complexity: 'moderate', estimatedHours: 1.5, estimatedMaterials: 20 }),
        ],
        totalEstimatedHours: 3.5,
      }),
      {
        customerType: 'residential',
        jobScope: 'multiple',
        urgency: 'urgent',
        jobDescription: 'The grout in our shower is black and crumbling, and the pipe under the bathroom basin drips when the tap runs.',
      },
    );
    const result = scoreQuoteMethod(input, DEFAULT_QUOTE_ENGINE_CONFIG);
    expect([input.complexityScore, input.needsVisualAssessment]).toEqual([0.5, 0.8]);
    expect([result.combinedScore, result.scoredAction, result.action, result.override?.code]).toEqual([
      0.53,
      'instant_quote',
      'video_quote',
      'needs_seeing',
    ]);
  });
});
