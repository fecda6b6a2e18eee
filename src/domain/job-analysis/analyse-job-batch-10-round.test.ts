import { describe, expect, it } from 'vitest';
import { analyseJobByRules } from './analyse-job';
import { createLexicon } from './internal/create-lexicon';
import { ENGINE_TABLES } from './internal/engine-tables';
import type { JobAnalysis } from './job-task';

// General causes fixed when batch 10 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data). Each is shown on
// phrasings of its own, not batch 10's, by the phrase rules alone.

const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);
const flags = (analysis: JobAnalysis): string[] => analysis.flags.map((flag) => flag.code);

describe('analyseJob: a later mention of a trade already priced (batch 10 round)', () => {
  it.each([
    // A detail of the job: the model, what came apart, what the customer cannot find.
    ['Wardrobe for the spare room - Ikea Pax, still in the boxes. Need it built', ['ASSEMBLY']],
    ['The handle on the bathroom door came off, the spindle fell out too', ['CARPENTRY']],
    ['Pipe under the bathroom sink has split, water everywhere, cant find the stopcock', ['PLUMBING']],
    // A guess at the fix.
    ['Radiator in the lounge is cold at the top, I think it wants bleeding', ['PLUMBING']],
    // A door named with its lock beside a lock job.
    ['Back door wont lock properly, the key turns but the bolt doesnt go', ['LOCKSMITH']],
  ] satisfies [string, string[]][])('"%s" is one job', (text, expected) => {
    expect(types(analyseJobByRules(text))).toEqual(expected);
  });

  it.each([
    // Items of a list stay jobs of their own, whatever their trade.
    ['TV on the wall in the bedroom and a mirror above the fireplace', ['MOUNTING', 'MOUNTING']],
    ['Bits to do: curtain pole in the lounge, shelf above the desk, and the kitchen tap drips', ['MOUNTING', 'MOUNTING', 'PLUMBING']],
    ['Few jobs:\n- toilet seat loose\n- basin tap drips', ['PLUMBING', 'PLUMBING']],
  ] satisfies [string, string[]][])('"%s" keeps each listed job', (text, expected) => {
    expect(types(analyseJobByRules(text))).toEqual(expected);
  });

  it('keeps the longer time of the two mentions', () => {
    const folded = analyseJobByRules('Pipe under the bathroom sink has split, water everywhere, cant find the stopcock');
    expect(folded.tasks).toHaveLength(1);
    expect(folded.tasks[0]!.id).toBe('task-1');
  });
});

describe('analyseJob: words that are not the trade word they look like (batch 10 round)', () => {
  it('keeps a silent e on a short stem: "taped" is tape, "tiling" is tile', () => {
    const lexicon = createLexicon({ vocabulary: ['tap', 'tape', 'tile'], protectedWords: [], exactOnly: [], irregular: {} });
    expect(lexicon.lemmaOf('taped')).toBe('tape');
    expect(lexicon.lemmaOf('tiling')).toBe('tile');
    expect(lexicon.lemmaOf('tapped')).toBe('tap');
  });


  it.each(['meeting', 'retired', 'staff', 'following', 'snagging', 'perished', 'thank'])('never corrects the everyday word "%s"', (word) => {
    expect(ENGINE_TABLES.lexicon.lemmaOf(word)).toBe(word);
  });

  it.each([
    ['Retired couple here, could you put a shelf up in the kitchen', ['MOUNTING']],
    ['The radiator in the surgery waiting room is cold, patients are complaining', ['PLUMBING']],
    ['Theres a crack in the hall ceiling where the boards meet. Can it be taped and filled?', ['PLASTERING']],
    ['Gutter over the shop door overflows and customers get dripped on', ['EXTERIOR']],
    ['Please hang a big mirror in the hall, the walls are plasterboard', ['MOUNTING']],
    ['The seal round the bath is mouldy, the inspector pointed it out', ['TILING']],
  ] satisfies [string, string[]][])('"%s" names one job', (text, expected) => {
    expect(types(analyseJobByRules(text))).toEqual(expected);
  });

  it('still reads mortar pointing', () => {
    expect(types(analyseJobByRules('The garden wall needs pointing'))).toEqual(['EXTERIOR']);
  });
});

describe('analyseJob: word families (batch 10 round)', () => {
  it.each([
    ['the netty wont flush properly', ['PLUMBING']],
    ['Spare bedroom needs a fresh coat, walls only', ['PAINTING']],
    ['The shed needs a fresh coat before winter', ['EXTERIOR']],
    ['Could you put up 12 coat pegs in the hall', ['MOUNTING']],
    ['Office kitchen - one of the cupboard doors is hanging off', ['CARPENTRY']],
    ['The toilet seat is wobbly and one of the hinges has snapped', ['PLUMBING']],
  ] satisfies [string, string[]][])('"%s" is read as %j', (text, expected) => {
    expect(types(analyseJobByRules(text))).toEqual(expected);
  });

  it('reads what the customer has done already, or does to keep a fault at bay, as no job', () => {
    expect(types(analyseJobByRules('Strong gas smell in the kitchen. We have opened the windows.'))).toEqual([]);
    expect(types(analyseJobByRules('the boiler keeps losing pressure, we have to top it up with the little tap underneath'))).toEqual([]);
  });
});

describe('analyseJob: out of scope and referrals by families (batch 10 round)', () => {
  it.each([
    'There is Japanese knotweed along our back fence, who treats that?',
    'Could someone get my shopping from Asda on a Friday',
    'How much for a home buyers survey on a 3 bed semi?',
    'Could you collect 6 chairs from Dunelm and deliver them to our flat?',
    'Can you help us move the office to the unit across the road?',
  ])('"%s" is out of scope', (text) => {
    expect(flags(analyseJobByRules(text))).toContain('out_of_scope');
  });

  it.each([
    ['The bathroom fan sounds like a jet engine, can it be replaced?', 'out_of_scope'],
    ['Carer here, for my client: the grab rail by the toilet is loose', 'out_of_scope'],
    ['Locked out and my carer has the spare key', 'out_of_scope'],
    ['6 desks to build for our open plan office', 'structural_engineer_required'],
    ['A gap has opened up between two laminate boards in the hall', 'structural_engineer_required'],
  ])('"%s" is not flagged %s', (text, code) => {
    expect(flags(analyseJobByRules(text))).not.toContain(code);
  });

  it.each([
    'We want the wall between the kitchen and dining room out, open plan',
    'Could you make an opening between the kitchen and the lounge',
  ])('"%s" still needs a structural engineer', (text) => {
    expect(flags(analyseJobByRules(text))).toContain('structural_engineer_required');
  });
});
