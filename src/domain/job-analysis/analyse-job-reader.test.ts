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

  it('knows when the rules alone find nothing: no task and no referral', () => {
    expect(rulesFindNothing('can you ring me')).toBe(true);
    expect(rulesFindNothing('fix a dripping kitchen tap')).toBe(false);
    expect(rulesFindNothing('the boiler needs a service')).toBe(false);
  });
});
