import { describe, expect, it } from 'vitest';
import { analyseJobByRules } from './analyse-job';
import type { JobAnalysis } from './job-task';

// General causes fixed when batch 9 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-9-joins-the-tuning-data). Each is shown on
// phrasings of its own, not batch 9's, by the phrase rules alone, and beside a job that stays one job.

const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: a clause after a job that is no job of its own (batch 9 round)', () => {
  it.each([
    // A part said to be sound.
    ['The garden gate drags on the path, the hinges seem fine though', ['EXTERIOR']],
    ['Please fix the dripping bathroom tap, the pipes look ok', ['PLUMBING']],
    // Where a thing came from.
    ['Can you fit my new kitchen tap? The tap is from B&Q', ['PLUMBING']],
    // A size told of a thing.
    ['I need a curtain pole put up in the bedroom, the window is roughly 3m', ['MOUNTING']],
    // Work the customer does not want.
    ['Please fill the holes in the hallway wall, no need to paint it after', ['PLASTERING']],
    // What the customer cannot do themselves.
    ['The kitchen tap keeps dripping and with my arthritis I cant grip the handle', ['PLUMBING']],
    ['Bath waste is blocked, I am unable to kneel down to clear it', ['PLUMBING']],
  ] satisfies [string, string[]][])('"%s" is one job', (text, expected) => {
    expect(types(analyseJobByRules(text))).toEqual(expected);
  });

  it('still reads a second job named with its own verb after them', () => {
    expect(types(analyseJobByRules('Fix the dripping kitchen tap, the pipes look ok, and put up a shelf in the hall')).sort()).toEqual(['MOUNTING', 'PLUMBING']);
  });

  it('still reads water coming from somewhere as the fault', () => {
    expect(types(analyseJobByRules('water is coming from under the sink, can you repair it'))).toEqual(['PLUMBING']);
  });
});

describe('analyseJob: history and faults told after "already" (batch 9 round)', () => {
  it('reads a fault after "already" as a job, beside the history before it', () => {
    expect(types(analyseJobByRules('The builders fitted the bathroom last spring and already the shower tray is cracked'))).toEqual(['PLUMBING']);
  });

  it('still reads "already" alone as work done', () => {
    expect(types(analyseJobByRules('Please put up two shelves in the lounge, the curtain pole is already up'))).toEqual(['MOUNTING']);
  });
});

describe('analyseJob: a length is not a count (batch 9 round)', () => {
  it('prices a length told in its own clause as one job, not one per metre', () => {
    const analysis = analyseJobByRules('The hedge along the drive needs cutting back, about 25 metres altogether');
    expect(types(analysis)).toEqual(['GARDENING']);
    expect(analysis.tasks[0]!.quantity).toBe(1);
  });

  it('still counts things told in their own clause', () => {
    expect(analyseJobByRules('Please replace the door handles upstairs, 5 altogether').tasks[0]!.quantity).toBe(5);
  });
});
