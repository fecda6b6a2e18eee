import { describe, expect, it } from 'vitest';
import { analyseJobByRules } from './analyse-job';
import type { FlagCode, JobAnalysis } from './job-task';

// Rules that read customers' everyday words rather than trade terms
// (docs/decisions/0021-learned-text-reader.md#batch-6-joins-the-tuning-data). Each rule is shown
// on phrasings of its own, by the phrase rules alone, so the learned reader cannot hide a gap.

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: background that is not another job', () => {
  it.each([
    ['The bedroom door handle has snapped off, I have a new handle ready', ['CARPENTRY']],
    ['Two cracked tiles behind the sink, there are spare tiles in the garage', ['TILING']],
    ['Please hang a mirror in the hall, the wall is plasterboard', ['MOUNTING']],
  ])('parts the customer has and what a wall is made of are not jobs: "%s"', (description, serviceTypes) => {
    expect(types(analyseJobByRules(description))).toEqual(serviceTypes);
  });

  it.each([
    ['Fill the cracks in the lounge ceiling so we can decorate', ['PLASTERING']],
    ['Could you fill the nail holes on the landing, we will paint it ourselves', ['PLASTERING']],
  ])('decorating the customer will do is not priced: "%s"', (description, serviceTypes) => {
    expect(types(analyseJobByRules(description))).toEqual(serviceTypes);
  });

  it.each([
    ['Please put up a curtain pole in the nursery. The window is quite wide.', ['MOUNTING']],
    ['Can you fit a better lock on the shed, at the moment its just an old padlock', ['LOCKSMITH']],
  ])('a thing described after a job is that job\'s detail: "%s"', (description, serviceTypes) => {
    expect(types(analyseJobByRules(description))).toEqual(serviceTypes);
  });

  it('a symptom told the same way is still a job: "the grout is black"', () => {
    expect(types(analyseJobByRules('Fix the dripping tap, and the grout round the bath is black'))).toHaveLength(2);
  });

  it('asking because they cannot do it themselves is still a job', () => {
    expect(types(analyseJobByRules("Please paint the spare room, I can't do it myself any more"))).toEqual(['PAINTING']);
  });

  it('"locked myself out" is still a locksmith call-out', () => {
    expect(codes(analyseJobByRules('Locked myself out of the flat, keys inside'))).toContain('emergency');
  });
});

describe('analyseJob: a place named in passing', () => {
  it('a fence the weeds grow along or over is where the garden work is, not fence work', () => {
    expect(types(analyseJobByRules('please cut back the brambles coming over the back fence'))).toEqual(['GARDENING']);
    expect(types(analyseJobByRules('weeds and ivy all along the side fence need clearing'))).toEqual(['GARDENING']);
  });

  it('a fence that is itself the job is still fence work', () => {
    expect(types(analyseJobByRules('the side fence is leaning, can you fix it'))).toEqual(['EXTERIOR']);
  });
});

describe('analyseJob: asking whether we do a kind of work', () => {
  it('is not a second job beside a job of that trade', () => {
    expect(types(analyseJobByRules('The radiator in the hall is cold at the top. Do you bleed radiators?'))).toEqual(['PLUMBING']);
    expect(types(analyseJobByRules('do you do flat pack? a big wardrobe with 3 doors'))).toEqual(['ASSEMBLY']);
  });

  it('is still the job when it is the only one, and "can you fix" always asks for a job', () => {
    expect(types(analyseJobByRules('Do you bleed radiators?'))).toEqual(['PLUMBING']);
    expect(types(analyseJobByRules('The kitchen tap drips. Can you fix the bathroom tap too?'))).toHaveLength(1);
    expect(analyseJobByRules('Fit a new tap in the kitchen, and can you fix the toilet seat').tasks).toHaveLength(2);
  });
});

describe('analyseJob: customers short words and quantities', () => {
  it('"pics" and "photographs" are pictures to hang, and the count is kept', () => {
    const pics = analyseJobByRules('can you hang 4 pics in the lounge');
    expect(types(pics)).toEqual(['MOUNTING']);
    expect(pics.tasks[0]!.quantity).toBe(4);
    expect(types(analyseJobByRules('Five framed photographs to go up on the stairs wall'))).toEqual(['MOUNTING']);
  });

  it('a number after flat, unit or no. is an address, not a count', () => {
    expect(analyseJobByRules('Flat 3 bathroom tap is dripping').tasks[0]!.quantity).toBe(1);
    expect(analyseJobByRules('Unit 7 needs the kitchen painted').tasks[0]!.quantity).toBe(1);
  });

  it('"throughout" a named room is all of that room, not the whole home', () => {
    const analysis = analyseJobByRules('The back bedroom needs painting, white throughout');
    expect(analysis.tasks[0]!.quantity).toBe(1);
    expect(analysis.totalEstimatedHours).toBeLessThanOrEqual(10);
    expect(analyseJobByRules('Paint the flat throughout').tasks[0]!.quantity).toBeGreaterThan(1);
  });

  it('a floor that has lifted, said in one word, is a repair; a laminate worktop is not a floor', () => {
    const floor = analyseJobByRules('the vinyl in the kitchen has lifted');
    expect(types(floor)).toEqual(['FLOORING']);
    expect(floor.totalEstimatedHours).toBeLessThanOrEqual(2);
    expect(types(analyseJobByRules('The laminate worktop edge has lifted'))).not.toEqual(['FLOORING']);
  });

  it('planting flower beds is garden design, out of scope', () => {
    expect(codes(analyseJobByRules('could you plant up our flower beds for spring'))).toEqual(['out_of_scope']);
  });

  it('a count may have a word between it and the things it counts: "4 broken fence panels"', () => {
    expect(analyseJobByRules('the fence at the side has 4 broken panels to replace').tasks[0]!.quantity).toBe(4);
  });
});

describe('analyseJob: referrals in everyday words', () => {
  it.each<[string, FlagCode]>([
    ['Want a socket in the summer house but there is no electric down there', 'registered_electrician_required'],
    ['Our electric shower has gone cold, can you replace it', 'registered_electrician_required'],
    ['The electric keeps going off when the oven is on', 'registered_electrician_required'],
    ['The roof over the porch is flat and there is a puddle on it', 'roofing_specialist_required'],
    ['A couple of slates have slid down towards the gutter', 'roofing_specialist_required'],
    ['Theres a crack by the front window and I think it has got wider', 'structural_engineer_required'],
    ['The kitchen floor is giving way by the back door', 'structural_engineer_required'],
    ['a long crack has appeared across the dining room wall', 'structural_engineer_required'],
    ['We want the stippled coating on the hall ceiling scraped off', 'asbestos_surveyor_required'],
    ['Under the old carpet there is black tar stuff, can it come up', 'asbestos_surveyor_required'],
    ['The surveyor said not to touch the panels in the cupboard', 'asbestos_surveyor_required'],
    ['We would like the loft made into a bedroom', 'building_contractor_required'],
    ['Rip out the entire kitchen and fit new', 'building_contractor_required'],
  ])('"%s" is referred (%s)', (description, code) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toContain(code);
  });

  it('people tripping over a floor are not an electrical fault', () => {
    expect(codes(analyseJobByRules('the hall carpet has rucked up and we keep tripping over it'))).not.toContain('registered_electrician_required');
  });

  it('a breaker that keeps tripping still is', () => {
    expect(codes(analyseJobByRules('the electrics keep tripping every evening'))).toContain('registered_electrician_required');
  });

  it('boxes carried from the garage into a bedroom are not a conversion', () => {
    expect(codes(analyseJobByRules('move some boxes from the garage into the spare bedroom'))).not.toContain('building_contractor_required');
  });

  it('a smell of burning plastic is an emergency', () => {
    expect(codes(analyseJobByRules('the switch in the hall smells like burning plastic'))).toContain('emergency');
  });
});

describe('analyseJob: work that is not ours, in everyday words', () => {
  it.each([
    'Could someone help me fill in a benefits form',
    'I need help with my council tax paperwork',
    'Do you do inventory reports for landlords',
    'Can you take my son to school on Mondays',
    'My TV lost its channels after a power cut, can you retune it',
    'The washing machine we got a few months ago from the shop stopped spinning',
  ])('"%s" is out of scope', (description) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
  });

  it('a letterbox is still ours', () => {
    expect(types(analyseJobByRules('fit a new letterbox plate on the front door'))).not.toEqual([]);
  });
});
