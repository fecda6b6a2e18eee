import { describe, expect, it } from 'vitest';
import { analyseJob } from './analyse-job';
import type { JobTask } from './job-task';
import { mergeModelReading, type ModelReading } from './merge-model-reading';

const task = (serviceType: string, estimatedHours: number, description = `${serviceType.toLowerCase()} work`): JobTask => ({
  id: 'x',
  description,
  complexity: 'moderate',
  estimatedHours,
  serviceType,
  type: 'repair',
  estimatedMaterials: 0,
  skill: 'General',
  quantity: 1,
});

const reading = (overrides: Partial<ModelReading>): ModelReading => ({ summary: 'What the model read', scope: 'job', tasks: [], referrals: [], emergency: false, ...overrides });
const codes = (analysis: { flags: readonly { code: string }[] }) => analysis.flags.map((flag) => flag.code);

describe('a language model’s reading joined to the engine’s', () => {
  it('prices the model’s tasks, numbered afresh, with their hours added up', () => {
    const text = 'the tap in the kitchen drips and can you hang two pictures';
    const merged = mergeModelReading(analyseJob(text), reading({ tasks: [task('PLUMBING', 1), task('MOUNTING', 0.5)] }), text);
    expect(merged.tasks.map((t) => [t.id, t.serviceType])).toEqual([['task-1', 'PLUMBING'], ['task-2', 'MOUNTING']]);
    expect(merged.totalEstimatedHours).toBe(1.5);
    expect(merged.flags).toEqual([]);
    expect(merged.summary).toBe('What the model read');
  });

  it('keeps every specialist the rules named, in their words, even when the model names none', () => {
    const text = 'my boiler is making a banging noise, and the bathroom door sticks';
    const local = analyseJob(text);
    expect(codes(local)).toContain('gas_safe_engineer_required');
    const merged = mergeModelReading(local, reading({ scope: 'job', tasks: [task('CARPENTRY', 1)] }), text);
    expect(codes(merged)).toContain('gas_safe_engineer_required');
    expect(merged.flags.find((flag) => flag.code === 'gas_safe_engineer_required')).toEqual(local.flags.find((flag) => flag.code === 'gas_safe_engineer_required'));
    expect(merged.tasks.map((t) => t.serviceType)).toEqual(['CARPENTRY']);
  });

  it('adds a specialist the model names, quoting the customer, and prices nothing for it', () => {
    const text = 'the telly keeps cutting out whenever the kettle goes on';
    const local = analyseJob(text);
    expect(local.tasks.length).toBeGreaterThan(0); // the rules misread it as a job
    const merged = mergeModelReading(local, reading({ scope: 'referral', referrals: ['registered_electrician_required'] }), text);
    expect(merged.tasks).toEqual([]);
    expect(codes(merged)).toEqual(['registered_electrician_required']);
    expect(merged.flags[0]!.message).toContain('("the telly keeps cutting out whenever th…")');
    expect(merged.summary).not.toBe('What the model read');
  });

  it('says "not something we do" only when nobody named a specialist, and then prices nothing', () => {
    const text = 'can you walk my dog while I am at work';
    const merged = mergeModelReading(analyseJob(text), reading({ scope: 'out_of_scope', tasks: [task('GENERAL', 1)] }), text);
    expect(merged.tasks).toEqual([]);
    expect(codes(merged)).toEqual(['out_of_scope']);

    const gas = 'the gas hob will not light, also can you walk the dog';
    const withReferral = mergeModelReading(analyseJob(gas), reading({ scope: 'out_of_scope', referrals: ['gas_safe_engineer_required'] }), gas);
    expect(codes(withReferral)).toEqual(['gas_safe_engineer_required']);
  });

  it('asks for more detail when the model reads a vague message, dropping the engine’s guess', () => {
    const text = 'need a handyman for a few bits';
    const merged = mergeModelReading(analyseJob(text), reading({ scope: 'vague' }), text);
    expect(merged.tasks).toEqual([]);
    expect(codes(merged)).toEqual(['needs_more_detail']);
    expect(merged.totalEstimatedHours).toBe(0);
  });

  it('lets the engine’s tasks stand when the model reads a job but names no task', () => {
    const text = 'please replace the kitchen mixer tap';
    const local = analyseJob(text);
    expect(mergeModelReading(local, reading({ scope: 'job' }), text).tasks).toEqual(local.tasks);
  });

  it('keeps an emergency either of them saw, and marks a job over 16 hours as large', () => {
    const text = 'water is pouring through the kitchen ceiling';
    const fromModel = mergeModelReading(analyseJob('the kitchen tap drips'), reading({ tasks: [task('PLUMBING', 2)], emergency: true }), text);
    expect(codes(fromModel)).toEqual(['emergency']);

    const large = mergeModelReading(analyseJob('paint the whole house'), reading({ tasks: [task('PAINTING', 12), task('PAINTING', 6)] }), 'paint the whole house');
    expect(codes(large)).toEqual(['large_job']);
    expect(large.totalEstimatedHours).toBe(18);
  });
});
