import { describe, expect, it } from 'vitest';
import { analyseJob, analyseJobByRules, rulesFindNothing } from './analyse-job';
import type { FlagCode, JobAnalysis } from './job-task';

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: the learned reader\'s second opinion (docs/decisions/0021-learned-text-reader.md)', () => {
  it('says out_of_scope, with no tasks and 0 hours, where the rules found nothing to price', () => {
    const description = 'guinea pigs need feeding while im away';
    expect(codes(analyseJobByRules(description))).toEqual(['needs_more_detail']);
    const analysis = analyseJob(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
    expect(analysis.totalEstimatedHours).toBe(0);
    expect(analysis.flags[0]!.message).toContain('("guinea pigs need feeding while im away")');
    expect(analysis.summary).toBe("Not handyman work: this isn't something we do");
  });

  it('names a specialist the rules missed, quoting the customer, and prices nothing it misread', () => {
    const description = 'damp patch on the chimney breast after rain';
    expect(types(analyseJobByRules(description))).toEqual(['PLASTERING']);
    const analysis = analyseJob(description);
    expect(codes(analysis)).toEqual(['roofing_specialist_required']);
    expect(analysis.tasks).toEqual([]);
    expect(analysis.flags[0]!.message).toContain('("damp patch on the chimney breast after…")');
  });

  it('adds a referral beside the task when it is not sure the task is the referral misread', () => {
    const description = 'gutters at the back are blocked, water pours over when it rains';
    // Water that comes in when it rains is a leak to mend, not an emergency (ADR 0021, "Batch 8 joins the tuning data").
    expect(codes(analyseJobByRules(description))).toEqual([]);
    const analysis = analyseJob(description);
    expect(codes(analysis)).toEqual(['roofing_specialist_required']);
    expect(types(analysis)).toEqual(['EXTERIOR', 'PLUMBING']);
  });

  it.each(['fix a dripping kitchen tap', 'hang a mirror in the hall', 'can you ring me', 'hello', 'Within a week', 'chris at home', 'fix the dripping tap and also need a cleaner weekly'])(
    '"%s" reads exactly as the rules read it',
    (description) => {
      expect(analyseJob(description)).toEqual(analyseJobByRules(description));
    },
  );

  it('keeps one job where the rules read jobs of two trades in a message of one job, with its hours alone', () => {
    const description = 'the wooden window in the spare room is stuck shut, I think it was painted over';
    const rules = analyseJobByRules(description);
    expect(rules.tasks.map((task) => task.serviceType)).toEqual(['CARPENTRY', 'PAINTING']);
    const read = analyseJob(description);
    expect(read.tasks.map((task) => [task.id, task.serviceType])).toEqual([['task-1', 'CARPENTRY']]);
    expect(read.totalEstimatedHours).toBe(rules.tasks[0]!.estimatedHours);
  });

  it('keeps one task, with the longest time, of jobs of one trade that are one job', () => {
    const description = 'would like the old basin taps swapped for a mixer tap';
    const rules = analyseJobByRules(description);
    expect(rules.tasks.map((task) => task.serviceType)).toEqual(['PLUMBING', 'PLUMBING']);
    const read = analyseJob(description);
    expect(read.tasks.map((task) => [task.id, task.serviceType])).toEqual([['task-1', 'PLUMBING']]);
    expect(read.totalEstimatedHours).toBe(Math.max(...rules.tasks.map((task) => task.estimatedHours)));
  });

  it.each(['fix the dripping kitchen tap and put up two shelves in the lounge', 'paint the hall and fix the dripping bath tap'])('keeps both jobs of a list: "%s"', (description) => {
    expect(analyseJob(description).tasks).toEqual(analyseJobByRules(description).tasks);
    expect(analyseJob(description).tasks).toHaveLength(2);
  });

  it('knows when the rules alone find nothing: no task and no referral', () => {
    expect(rulesFindNothing('can you ring me')).toBe(true);
    expect(rulesFindNothing('fix a dripping kitchen tap')).toBe(false);
    expect(rulesFindNothing('the boiler needs a service')).toBe(false);
  });
});
