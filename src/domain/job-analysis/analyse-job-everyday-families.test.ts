import { describe, expect, it } from 'vitest';
import { analyseJob, analyseJobByRules } from './analyse-job';
import { ENGINE_TABLES } from './internal/engine-tables';
import { joinSplitWords } from './internal/join-split-words';
import { splitRunOnClauses } from './internal/split-run-on-clauses';
import { tokeniseText } from './internal/tokenise-text';
import type { FlagCode, JobAnalysis } from './job-task';

// Families of everyday words and general causes added when batch 8 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-8-joins-the-tuning-data). Each is shown on
// phrasings of its own, not batch 8's, by the phrase rules alone, and beside work that stays ours.

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: out of scope as families of words (batch 8 round)', () => {
  it.each([
    // Housekeeping: cleans booked between guests, dirt to get off, beds and linen.
    ['We need a changeover clean every Friday at the flat'],
    ['Looking for an end of tenancy clean next week'],
    ['The hob is absolutely filthy after the last tenants'],
    ['Could you change the bedding and wash the towels between guests'],
    // Company for a person, pets to board.
    ['Someone to sit with my gran on Tuesday mornings please'],
    ['Can you mind our spaniel for the weekend while we are away'],
    // A baby's and a child's things, pools and hot tubs.
    ['The pushchair brake has stopped working'],
    ['Could you install the car seat in my new car'],
    ['Our jacuzzi shows an error code and will not heat up'],
    ['The swimming pool pump is making a racket'],
    // Money, law and writing.
    ['I need an accountant for my rental income'],
    ['Can you help me write reviews for my business'],
    ['I want to take my old landlord to court over the deposit'],
    // Appliances under warranty, a door that will not latch, a leak from the door seal while it runs.
    ['The washing machine is under warranty but nobody will come out'],
    ['tumble dryer door wont latch any more'],
    ['the washing machine leaks from the door seal whenever it runs'],
    ['our dishwasher leaks round the door when it is on'],
    // A device's app.
    ['the smart speaker app keeps failing to connect'],
    // An appliance broken by someone, told before it; linen "done".
    ['the kids have bust the tumble dryer somehow'],
    ['we need someone to do the sheets and towels each week'],
  ])('"%s" is out of scope by the rules alone', (description) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
  });

  it.each([
    ['Fit a hook in the hall to hang the pram on', ['MOUNTING']],
    ['Repaint the hall walls, the buggy has scuffed them', ['PAINTING']],
    ['Put up a fence panel screen round the hot tub', ['EXTERIOR']],
    ['The accountant says the office door lock is broken', ['LOCKSMITH']],
    ['Put a towel rail up in the bathroom', ['MOUNTING']],
    ['Plumb in the new washing machine under the worktop', ['PLUMBING']],
    ['Shelf in the airing cupboard fell down, want it back up stronger', ['MOUNTING']],
    // The cleaner or the carer named as who noticed the job is the messenger.
    ['a note from our cleaner: the bathroom cabinet door is hanging off', ['CARPENTRY']],
    ['mums carer says the grab rail by the toilet is loose', ['MOUNTING']],
    // What the job is for: photos for a listing.
    ['hang 4 mirrors in the lounge so it looks good for the sale photos', ['MOUNTING']],
  ])('"%s" stays handyman work', (description, serviceTypes) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).not.toContain('out_of_scope');
    expect(types(analysis)).toEqual(serviceTypes);
  });
});

describe('analyseJob: referrals in everyday words (batch 8 round)', () => {
  it.each([
    ['could we have a double socket putting on the patio wall', 'registered_electrician_required'],
    ['would like a plug socket outside by the back door', 'registered_electrician_required'],
    ['want lights and power running down to the summerhouse', 'registered_electrician_required'],
    ['the hall lights keep turning off by themselves', 'registered_electrician_required'],
    ['the bedroom lights upstairs have started to flicker', 'registered_electrician_required'],
    ['a couple of slates above the bay window are loose', 'roofing_specialist_required'],
    ['the bedroom ceiling gets a wet patch every time it rains heavily', 'roofing_specialist_required'],
    ['rain is coming through the bedroom ceiling whenever we get a storm', 'roofing_specialist_required'],
    ['we would like the lounge and dining room knocked into one', 'structural_engineer_required'],
    ['not sure if that wall is holding anything up', 'structural_engineer_required'],
    ['the bathroom needs ripping out completely', 'building_contractor_required'],
    ['we are thinking about converting the loft', 'building_contractor_required'],
    ['the ceiling in the hall has art x on it that we want scraped off', 'asbestos_surveyor_required'],
  ])('"%s" is referred (%s)', (description, code) => {
    expect(codes(analyseJobByRules(description))).toContain(code);
  });

  it.each([
    ['Replace the socket faceplate in the shed', 'registered_electrician_required'],
    ['The kitchen tiles need ripping out and replacing', 'building_contractor_required'],
    ['thinking about boarding the loft for storage', 'building_contractor_required'],
  ])('"%s" is not referred (%s)', (description, code) => {
    expect(codes(analyseJobByRules(description))).not.toContain(code);
  });
});

describe('analyseJob: split words and part sizes', () => {
  const joined = (text: string): string[] => joinSplitWords(tokeniseText(text)[0]!.tokens, ENGINE_TABLES.lexicon).map((token) => token.text);

  it('joins a known word split in two when one half is a stray letter or an unknown word, keeping its place in the text', () => {
    expect(joined('art x ceiling')).toEqual(['artex', 'ceiling']);
    const tokens = joinSplitWords(tokeniseText('the art x ceiling')[0]!.tokens, ENGINE_TABLES.lexicon);
    expect(tokens[1]).toMatchObject({ text: 'artex', start: 4, end: 9 });
  });

  it('leaves two known words apart, and words not written next to each other', () => {
    expect(joined('wall paper')).toEqual(['wall', 'paper']);
    expect(joined('art, x')).toEqual(['art', ',', 'x']);
  });

  it('reads a number before a part word and a singular thing as its size, in figures or words, before or after the thing', () => {
    expect(analyseJobByRules('Hemnes 4 drawer chest to build').tasks.map((task) => task.quantity)).toEqual([1]);
    expect(analyseJobByRules('build a four door wardrobe').tasks.map((task) => task.quantity)).toEqual([1]);
    expect(analyseJobByRules('fit four door handles').tasks.map((task) => task.quantity)).toEqual([4]);
  });

  it('prices a wardrobe of three doors or more as the guide\'s large wardrobe, even when "put together" names the work', () => {
    const [task] = analyseJobByRules('Put together a 4 door wardrobe').tasks;
    expect(task).toMatchObject({ serviceType: 'ASSEMBLY', complexity: 'complex', estimatedHours: 4.5, quantity: 1 });
  });
});

describe('analyseJob: run-on messages and work someone else did', () => {
  it('starts a new job where a fault told with "is" runs straight into "the", "my" or "our"', () => {
    expect(types(analyseJobByRules('the kitchen tap is leaking the toilet seat is loose'))).toEqual(['PLUMBING', 'PLUMBING']);
    expect(types(analyseJobByRules('my back gate is stuck our bedroom blind is broken'))).toHaveLength(2);
    const tokens = splitRunOnClauses(tokeniseText('the tap is dripping the shower is fine')[0]!.tokens.map((token) => ({ ...token, lemma: ENGINE_TABLES.lexicon.lemmaOf(token.text) })));
    expect(tokens.filter((token) => token.isBoundary).map((token) => token.start)).toEqual([20]);
  });

  it('leaves a verb with its object in one clause ("the kids have broken the blind")', () => {
    const tokens = splitRunOnClauses(tokeniseText('the kids have broken the blind')[0]!.tokens.map((token) => ({ ...token, lemma: ENGINE_TABLES.lexicon.lemmaOf(token.text) })));
    expect(tokens.some((token) => token.isBoundary)).toBe(false);
  });

  it('reads what a past tradesman fitted or hung as which thing is meant, not a request to fit it', () => {
    expect(types(analyseJobByRules('the door the joiner hung will not close properly'))).toEqual(['CARPENTRY']);
    expect(types(analyseJobByRules('the bathroom tap the plumber fitted is dripping'))).toEqual(['PLUMBING']);
  });
});

describe('analyseJob: phrases that had never matched (an alternative of two words in a list of one-word ones)', () => {
  it.each([['the car is making a rattling noise'], ['could someone water my plants for a fortnight']])('"%s" is out of scope', (description) => {
    expect(codes(analyseJobByRules(description))).toEqual(['out_of_scope']);
  });

  it('a melted socket is an emergency', () => {
    expect(codes(analyseJobByRules('the socket behind the fridge has melted'))).toContain('emergency');
  });
});

describe('analyseJob: no heat in the cold, or with someone who feels it most', () => {
  it.each([
    ['heating has packed up, it is snowing outside and we have a newborn'],
    ['The boiler died last night. My mum is 90 and frail, and it is minus 2 out there'],
  ])('"%s" is an emergency (and Gas Safe work)', (description) => {
    expect(codes(analyseJobByRules(description))).toEqual(expect.arrayContaining(['gas_safe_engineer_required', 'emergency']));
  });

  it('no heating alone, or cold alone, is not an emergency', () => {
    expect(codes(analyseJobByRules('no heating upstairs since Monday, can someone look at the boiler'))).not.toContain('emergency');
    expect(codes(analyseJobByRules('it is freezing in the hall because the front door has a gap at the bottom'))).not.toContain('emergency');
  });
});

describe('analyseJob: water that comes in when it rains is a leak to mend, not an emergency', () => {
  it.each([
    ['rain is coming through the bedroom ceiling whenever we get a storm'],
    ['whenever it rains the water pours down the outside wall from the gutter'],
  ])('"%s" is not an emergency', (description) => {
    expect(codes(analyseJobByRules(description))).not.toContain('emergency');
  });

  it('water escaping now still is', () => {
    expect(codes(analyseJobByRules('water is pouring through the kitchen ceiling from the bathroom'))).toContain('emergency');
  });
});

describe('analyseJob: history beside a fault that is still there', () => {
  it.each([
    ['the gate the landscaper fitted last summer will not latch', 'EXTERIOR'],
    ['bathroom door was rehung last year and still sticking', 'CARPENTRY'],
    ['the grout redone last winter has cracked already', 'TILING'],
  ])('"%s" is a job', (description, serviceType) => {
    expect(types(analyseJobByRules(description))).toEqual([serviceType]);
  });

  it('"I\'m rubbish at …" is the customer, not rubbish to take away', () => {
    expect(analyseJobByRules("I'm rubbish at DIY, can someone help with my list").tasks.map((task) => task.serviceType)).not.toContain('GENERAL');
    expect(types(analyseJobByRules('there is rubbish at the bottom of the garden to take to the tip'))).toEqual(['GENERAL']);
  });

  it('a photo the customer will send shows the job; it is not a picture to hang', () => {
    expect(analyseJobByRules('the agent made a list of bits, I will take some photos and send them').tasks).toEqual([]);
    expect(types(analyseJobByRules('can you hang the photos I sent you last week'))).toEqual(['MOUNTING']);
  });

  it('"to" before a job named by its verb is the job, not a place ("three radiators to bleed")', () => {
    const [task] = analyseJobByRules('eight radiators to bleed upstairs').tasks;
    expect(task).toMatchObject({ serviceType: 'PLUMBING', quantity: 8 });
    expect(task!.estimatedHours).toBeLessThanOrEqual(2);
  });

  it('history alone is still background', () => {
    expect(analyseJobByRules('the gate was fixed last summer').tasks).toEqual([]);
  });
});

describe('analyseJob: the learned reader never calls fitting work not ours', () => {
  it('connecting or plumbing in an appliance stays priced', () => {
    expect(types(analyseJob('Connect the dishwasher'))).toEqual(['PLUMBING']);
    expect(codes(analyseJob('Connect the dishwasher'))).not.toContain('out_of_scope');
  });
});
