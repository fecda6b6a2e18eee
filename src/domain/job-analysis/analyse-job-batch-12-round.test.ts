import { describe, expect, it } from 'vitest';
import { analyseJobByRules } from './analyse-job';
import type { JobAnalysis } from './job-task';

// The rules changed when batch 12 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data), each on phrasings
// of its own rather than the batch's, with a case it must leave alone beside it. The learned
// reader's decisions of that round are tested in analyse-job-reader.test.ts and text-model/.

const quantities = (analysis: JobAnalysis): number[] => analysis.tasks.map((task) => task.quantity);

describe('"all" after a verb of becoming or seeming says how, not how many', () => {
  it.each(['The toilet seat has gone all wobbly', 'the bathroom tiles have gone all mouldy round the bath', 'the front door handle looks all rusty'])('"%s" is one thing', (description) => {
    expect(quantities(analyseJobByRules(description))).toEqual([1]);
  });

  it('still counts all of the things ("replace all the door handles", "the door handles have all come loose")', () => {
    expect(quantities(analyseJobByRules('replace all the door handles'))[0]).toBeGreaterThan(1);
    expect(quantities(analyseJobByRules('the door handles have all come loose'))[0]).toBeGreaterThan(1);
  });
});

describe('"one of the …" names one thing, whatever the plural', () => {
  it('reads one of the things, with words between', () => {
    expect(quantities(analyseJobByRules('one of the kitchen wall cupboard doors hangs lower than the others'))).toEqual([1]);
  });

  it('leaves a plain plural as a plural', () => {
    expect(quantities(analyseJobByRules('the kitchen wall cupboard doors hang lower than the others'))[0]).toBeGreaterThan(1);
  });
});
