import { describe, expect, it } from 'vitest';
import { analyseJobByRules } from './analyse-job';
import type { FlagCode, JobAnalysis } from './job-task';

// Families of everyday words added when batch 7 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md#batch-7-joins-the-tuning-data). Each family is shown
// on phrasings of its own, not batch 7's, by the phrase rules alone, and beside work that stays ours.

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: out of scope as families of words', () => {
  it.each([
    ['Can someone give the communal hallway a good hoover every week'],
    ['Need the landing mopping and the skirtings dusting before the viewing'],
    ['Looking for a receptionist to cover weekends at the clinic'],
    ['Could you cover two shifts on sundays at the bakery'],
    ['Gran\'s riser chair motor has stopped, it will not go back down'],
    ['The stairlift at my dad\'s keeps stopping halfway up'],
    ['Her pendant alarm needs linking to the telecare service'],
    ['We need an EPC before the flat goes on the market'],
    ['Floor plan and professional photos wanted for the listing'],
    ['The chimney has not been swept for years, can you sweep it'],
    ['Electric cooker only heats on the bottom now, the top is stone cold'],
    ['The espresso machine keeps losing pressure'],
    ['my ps4 makes a loud fan noise then turns off'],
  ])('"%s" is out of scope by the rules alone', (description) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
  });

  it.each([
    ['Fit a grab rail at the top of the stairs by the stairlift', ['MOUNTING']],
    ['Hang the framed floor plan picture in the hall', ['MOUNTING']],
    ['Fit a new electric cooker in the kitchen', ['ELECTRICAL']],
    ['Put two mirrors up at the stylists stations in the salon', ['MOUNTING']],
  ])('"%s" stays handyman work', (description, serviceTypes) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).not.toContain('out_of_scope');
    expect(types(analysis)).toEqual(serviceTypes);
  });
});

describe('analyseJob: referrals in everyday words', () => {
  it.each([
    ['The back ring on the gas hob clicks but the flame never catches', 'gas_safe_engineer_required'],
    ['Front burners on our gas range keep going out', 'gas_safe_engineer_required'],
    ['There is a whiff of rotten eggs by the boiler cupboard', 'gas_safe_engineer_required'],
    ['The CO detector in the lounge went off twice last night', 'gas_safe_engineer_required'],
    ['Could the light switches be lowered so my son can reach them from his chair', 'registered_electrician_required'],
    ['We want the sockets in the study raised to desk height', 'registered_electrician_required'],
    ['The porch has dropped and is pulling away from the house', 'structural_engineer_required'],
    ['the kitchen floor by the back wall of the extension dips more every winter', 'structural_engineer_required'],
    ['We would like the utility room made into a shower room', 'building_contractor_required'],
    ['Want the kitchen extended out the back by about three metres', 'building_contractor_required'],
    ['We are thinking of doing the garage up as a bedroom for my son', 'building_contractor_required'],
  ])('"%s" is referred (%s)', (description, code) => {
    expect(codes(analyseJobByRules(description))).toContain(code);
  });

  it.each([
    ['Retile the wall behind the kitchen sink', ['TILING']],
    ['Kitchen refit with the sockets moved along the back wall', []],
  ])('a sink by a wall is not a wall sinking, and points moved in a refit are the builder\'s: "%s"', (description, serviceTypes) => {
    const analysis = analyseJobByRules(description);
    expect(types(analysis)).toEqual(serviceTypes);
    expect(codes(analysis)).not.toContain('structural_engineer_required');
    expect(codes(analysis)).not.toContain('registered_electrician_required');
  });

  it.each([
    ['The smoke alarm keeps going off when we cook, can you move it'],
    ['Please replace the carbon monoxide detector on the landing'],
  ])('a fitting job or a smoke alarm is not a gas referral: "%s"', (description) => {
    expect(codes(analyseJobByRules(description))).not.toContain('gas_safe_engineer_required');
  });

  it('a carbon monoxide alarm going off, or a smell of eggs, is an emergency', () => {
    expect(codes(analyseJobByRules('the carbon monoxide alarm in the kitchen has been beeping all morning'))).toContain('emergency');
    expect(codes(analyseJobByRules('smells eggy in the kitchen near the cooker'))).toContain('emergency');
  });
});

describe('analyseJob: quantities and sizes', () => {
  const only = (description: string) => analyseJobByRules(description).tasks;

  it.each([
    ['Lay the 300x600 porcelain tiles in the utility room', 1],
    ['New fence panels, 6 x 6 feet, two of them', 2],
    ['Grout the 10 by 10 mosaic tiles in the shower', 1],
  ])('a size written with "x" or "by" is not a count: "%s"', (description, quantity) => {
    expect(only(description)[0]?.quantity).toBe(quantity);
  });

  it('"3 x shelves" and "shelves x 3" are still counts', () => {
    expect(only('3 x shelves in the study')[0]?.quantity).toBe(3);
    expect(only('shelves x 3 in the study')[0]?.quantity).toBe(3);
  });

  it('reads a measurement with its side named ("2m long x 1.5m") as an area', () => {
    // docs/product/analysis-calibration.md#area-work: wall tiling 1.5 h + 0.9 h/m²; 3 m² = 4.2 h, 4 h to the half hour.
    expect(only('Tile the kitchen wall, 2m long x 1.5m')[0]?.estimatedHours).toBe(4);
    expect(only('Tile the kitchen wall, 2m x 1.5m')[0]?.estimatedHours).toBe(4);
  });

  it('an area told elsewhere in the sentence belongs to the one job priced by area', () => {
    // Laminate 1.5 h + 0.35 h/m²: 5m x 4m = 20 m² = 8.5 h.
    expect(only('The dining room is 5m x 4m, we would like oak laminate down')[0]?.estimatedHours).toBe(8.5);
  });

  it.each([
    ['Build a 6 tier metal shelving unit for the garage', 1],
    ['Assemble the 3 door wardrobe in the spare room', 1],
    ['Replace 3 door handles upstairs', 3],
    ['Put up 2 shelf brackets in the kitchen', 2],
  ])('a number naming a part of one thing ("6 tier", "3 door") is not a count of things: "%s"', (description, quantity) => {
    expect(only(description)[0]?.quantity).toBe(quantity);
  });

  it.each([
    ['Green mould all along the silicone round the bath', 1],
    ['The shed door has swollen after all the wet weather', 1],
    ['Paint all the doors upstairs', 5],
  ])('"all" of place or cause is not all of the things, "all the doors" still is: "%s"', (description, quantity) => {
    expect(only(description)[0]?.quantity).toBe(quantity);
  });

  it('shelves on brackets keep the guide\'s time a shelf (1 h, each further 0.5 h)', () => {
    expect(only('Put up 4 shelves on brackets in the garage')[0]?.estimatedHours).toBe(2.5);
  });
});
