import { describe, expect, it } from 'vitest';
import { analyseJob, analyseJobByRules } from './analyse-job';
import type { JobAnalysis } from './job-task';

// The rules added when batch 11 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-11-joins-the-tuning-data), each on phrasings
// of its own rather than the batch's, with a case it must leave alone where one is near.

const trades = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType).sort();
const codes = (analysis: JobAnalysis): string[] => analysis.flags.map((flag) => flag.code);

describe('a thing named as a place is where the job is, not a second job', () => {
  it('after the thing a verb acts on ("a towel rail beside the radiator", "a coat hook put up by the back door")', () => {
    expect(trades(analyseJobByRules('Could you fit a towel rail beside the radiator in the bathroom'))).toEqual(['MOUNTING']);
    expect(trades(analyseJobByRules('I would like a coat hook put up by the back door please'))).toEqual(['MOUNTING']);
  });

  it('in a clause naming only places after the job, even with a verb of its own', () => {
    expect(trades(analyseJobByRules('Please put up 3 blinds in the lounge, measured to sit inside the window recess'))).toEqual(['MOUNTING']);
  });
});

describe('in the sentence of a job asked for, a later mention of another trade asked for by no verb', () => {
  it('is what the fault did, not a second job', () => {
    expect(trades(analyseJobByRules('A builder fitted a new basin tap in May and it has dripped ever since, the vanity cupboard below is now swollen'))).toEqual(['PLUMBING']);
  });

  it('stays a job when it is an item of a list (semicolons, lettered items, a colon earlier in the message)', () => {
    expect(trades(analyseJobByRules('Jobs for the flat: fix the dripping kitchen tap; the gate latch is broken'))).toEqual(['EXTERIOR', 'PLUMBING']);
  });
});

describe('water told as the cause of damage another trade repairs', () => {
  it('asks for no plumbing ("following a leak from the bathroom above", "the leak is fixed now")', () => {
    expect(trades(analyseJobByRules('Following a leak from the bathroom above, the hall ceiling needs repainting'))).toEqual(['PAINTING']);
    expect(trades(analyseJobByRules('The leak upstairs is fixed now but the kitchen ceiling has a brown ring, can it be painted'))).toEqual(['PAINTING']);
  });

  it('leaves a leak that is still there beside other work', () => {
    expect(trades(analyseJobByRules('The pipe under the sink is leaking, can you fix it, and paint the hall'))).toEqual(['PAINTING', 'PLUMBING']);
  });
});

describe('beside flat-pack to build, the parts named after it', () => {
  it('describe it ("each with sliding mirror doors")', () => {
    expect(trades(analyseJobByRules('Three Ikea wardrobes to build, each with sliding mirror doors'))).toEqual(['ASSEMBLY']);
  });

  it('leave a door job asked for with its own verb', () => {
    expect(trades(analyseJobByRules('Build the Ikea bed and rehang the bedroom door'))).toEqual(['ASSEMBLY', 'CARPENTRY']);
  });
});

describe('in one sentence, a later mention of the same trade naming the thing the earlier job named', () => {
  it('tells what that fault does: one job', () => {
    expect(trades(analyseJobByRules('The chain on the toilet flush has snapped and the toilet will not flush'))).toEqual(['PLUMBING']);
    expect(trades(analyseJobByRules('the hinge on the wardrobe door has snapped and the door hangs down'))).toEqual(['CARPENTRY']);
  });

  it('leaves two things of one trade as two jobs', () => {
    expect(trades(analyseJobByRules('The kitchen tap drips and the toilet will not flush'))).toEqual(['PLUMBING', 'PLUMBING']);
  });
});

describe('after referred work', () => {
  it('a sentence opening with "it" says more about that work', () => {
    const analysis = analyseJobByRules('The boiler keeps losing pressure. It makes a banging noise when the heating comes on.');
    expect(analysis.tasks).toEqual([]);
    expect(codes(analysis)).toContain('gas_safe_engineer_required');
  });

  it('a sign of it told with no verb, in another sentence, is part of it ("a crack … it has got much wider")', () => {
    const analysis = analyseJobByRules("There's a crack above the bedroom window. It has got much wider since the spring");
    expect(analysis.tasks).toEqual([]);
    expect(codes(analysis)).toContain('structural_engineer_required');
  });
});

describe('everyday words of electrical faults', () => {
  it('a socket that smells of burning or has black marks round it needs an electrician', () => {
    expect(codes(analyseJobByRules('the plug socket by the cooker smells of burning when the kettle is on'))).toContain('registered_electrician_required');
    expect(codes(analyseJobByRules('there are brown marks round the switch in the hall'))).toContain('registered_electrician_required');
  });
});

describe('hours against the calibration page (docs/product/analysis-calibration.md#figures-used)', () => {
  it('a fence panel takes at most 2 hours, and concrete posts make panels no harder', () => {
    expect(analyseJobByRules('2 fence panels blown down in the storm, concrete posts').totalEstimatedHours).toBeLessThanOrEqual(3.5);
    expect(analyseJobByRules('fence panel needs replacing, the post has rotted too').totalEstimatedHours).toBeLessThanOrEqual(2);
  });

  it('a hedge takes at most 4.5 hours, and "long" alone makes it no harder', () => {
    expect(analyseJobByRules('Please trim the long hedge at the front').totalEstimatedHours).toBe(3);
    expect(analyseJobByRules('Please trim the very tall hedge at the front').totalEstimatedHours).toBe(4.5);
  });

  it('a patched hole takes at most 2 hours', () => {
    expect(analyseJobByRules('fist sized hole in the bedroom wall needs filling').totalEstimatedHours).toBeLessThanOrEqual(2);
  });

  it('painting over a mark is touching up, not a room', () => {
    const analysis = analyseJobByRules('the hall ceiling has a mark that needs painting over');
    expect(trades(analysis)).toEqual(['PAINTING']);
    expect(analysis.totalEstimatedHours).toBeLessThanOrEqual(3);
  });
});

describe('words that name no job', () => {
  it('a door people come to ("knock on the door")', () => {
    expect(trades(analyseJobByRules("The bath tap drips. Please knock on the door when you come, I'm a bit deaf"))).toEqual(['PLUMBING']);
  });

  it('what the customer cannot find or hear, even with "find"', () => {
    expect(trades(analyseJobByRules("Water everywhere under the sink and I can't find the stop tap"))).toEqual(['PLUMBING']);
    expect(trades(analyseJobByRules('Please fit a new tap in the kitchen. I cannot always hear the doorbell so please ring first'))).toEqual(['PLUMBING']);
  });
});

describe('sealant', () => {
  it('is the job, never a place, and has everyday names ("all along the silicone", "the white rubbery stuff")', () => {
    expect(trades(analyseJobByRules('the shower tray has gone mouldy all along the silicone'))).toEqual(['TILING']);
    expect(trades(analyseJobByRules('the white rubbery stuff round the bath is peeling off'))).toEqual(['TILING']);
  });
});

describe('the end of a tenancy', () => {
  it('is when the work is wanted, not cleaning, unless cleaning is named', () => {
    const repair = analyseJobByRules('end of tenancy next week, the bathroom door handle has come off');
    expect(trades(repair)).toEqual(['CARPENTRY']);
    expect(codes(repair)).not.toContain('out_of_scope');
    expect(codes(analyseJobByRules('end of tenancy clean for a two bed flat please'))).toContain('out_of_scope');
  });
});

describe('jobs only counted, not said of what kind', () => {
  it('are a vague ask, not handyman time to book, unless time is asked for or they are odd jobs', () => {
    const counted = analyseJobByRules('there are a few jobs at my dads bungalow that want doing');
    expect(counted.tasks).toEqual([]);
    expect(codes(counted)).toContain('needs_more_detail');
    expect(trades(analyseJobByRules('odd jobs at my dads bungalow, nothing major'))).toEqual(['GENERAL']);
    expect(trades(analyseJobByRules('need someone for a couple of hours for a few jobs at the flat'))).toEqual(['GENERAL']);
  });
});

describe('grab rails told by where they help', () => {
  it('are grab-rail fitting, as are fold-down shower seats', () => {
    expect(trades(analyseJobByRules('i need a rail by the front step to hold onto'))).toEqual(['MOUNTING']);
    expect(trades(analyseJobByRules('I need a fold down shower seat fitting, the OT says so'))).toEqual(['MOUNTING']);
  });
});

describe('with the learned reader', () => {
  it('reads these the same', () => {
    expect(trades(analyseJob('Following a leak from the bathroom above, the hall ceiling needs repainting'))).toEqual(['PAINTING']);
    expect(trades(analyseJob('Three Ikea wardrobes to build, each with sliding mirror doors'))).toEqual(['ASSEMBLY']);
  });
});
