import { describe, expect, it } from 'vitest';
import { analyseJob, analyseJobByRules } from './analyse-job';
import type { FlagCode, JobAnalysis } from './job-task';

// Work that is not a handyman's: out_of_scope, no tasks, no price (docs/product/shared-behaviour.md#analysed-job).

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: work that is not a handyman\'s (out_of_scope)', () => {
  it.each([
    'Can you clean my house every Friday?',
    'Looking for someone to feed my cats while we are on holiday',
    'Do you offer childminding after school?',
    'My car has a flat tyre on the drive, can you change it?',
    'Samsung phone charging port broken, can you repair',
    'PC wont boot, blue screen, can someone fix it',
    'Need a pest controller, cockroaches in the flat',
    'Man with a van needed to move a few boxes to my new flat',
    'Our dishwasher is showing an error and wont drain, needs repairing',
    'Need a removal company for a 2 bed house move',
    'Is anyone free to walk our spaniel twice a day?',
    'The engine light is on in my van',
    'Our freezer is not cooling any more and the motor hums',
    'The fridge is leaking from underneath',
  ])('"%s" gets out_of_scope, no tasks and no hours', (description) => {
    const analysis = analyseJob(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
    expect(analysis.totalEstimatedHours).toBe(0);
    expect(analysis.flags[0]!.message).toMatch(/^Thank you for asking\. This isn't something we do \(".+"\): we are a handyman service/);
    expect(analysis.summary).toBe("Not handyman work: this isn't something we do");
  });

  it.each([
    ['Clean out the gutters and jet wash the drive', ['EXTERIOR', 'EXTERIOR']],
    ['Fix the TV to the wall above the fireplace', ['MOUNTING']],
    ['Fit a cat flap in the back door', ['CARPENTRY']],
    ['Plumb in the new washing machine', ['PLUMBING']],
    ['Put up a shelf and can you also recommend a cleaner?', ['MOUNTING']],
    ['Put up a shelf for the cat to sit on', ['MOUNTING']],
    ['Hang a picture of my dog in the hall', ['MOUNTING']],
    ['Take the old fridge freezer to the tip', ['GENERAL']],
    ['Paint the wall between the kitchen and the hall', ['PAINTING']],
  ])('"%s" is still handyman work, priced, without out_of_scope', (description, serviceTypes) => {
    const analysis = analyseJob(description);
    expect(types(analysis)).toEqual(serviceTypes);
    expect(codes(analysis)).not.toContain('out_of_scope');
  });

  it.each([
    // Washing and bins are cleaning.
    'Can somebody wash the conservatory roof and windows',
    'The wheelie bins need a good clean out',
    // Personal services and lifts.
    'Do you trim hair for elderly people at home',
    'Need someone to drive my dad to his hospital appointment',
    'Could you give mum a lift to the station',
    'Looking for a house sitter over Christmas',
    // Vehicles towed, devices faulty or to set up, appliances that stop.
    'My caravan needs towing to the site',
    'Laptop keeps freezing and needs a reset',
    'The freeview box has lost its channels',
    'Can you set up our new printer and wifi',
    'Lawnmower wont start after the winter',
    'Our vacuum has lost its suction',
    // Moving home and heavy things a removal firm carries.
    'Help needed moving into our new house on the 3rd',
    'Our piano has to go downstairs to the garage',
    // Sewing, carpet shampoo, printers that jam, a smart TV to set up, pests named as animals.
    'Could you shorten and hem my work trousers',
    'Rugs and sofa need a shampoo',
    'The printer jams every time I print',
    'Please set up the new smart tv with netflix',
    'Could you set up my brand new smart tv',
    'Foxes are digging up the lawn every night, can you get rid of them',
    'The chest freezer keeps icing up',
    'Fridge is not keeping anything cold and the compressor clicks',
  ])('"%s" is out of scope by the rules alone', (description) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
  });

  it.each([
    ['Unblock the shower, hair in the drain', ['PLUMBING']],
    ['Fit a key safe by the front door for my mum', ['MOUNTING']],
    ['Put up a wall bracket for the freeview box and tv', ['MOUNTING']],
    ['Build a bin store for the wheelie bins', ['EXTERIOR']],
  ])('"%s" is still handyman work by the rules alone', (description, serviceTypes) => {
    const analysis = analyseJobByRules(description);
    expect(types(analysis)).toEqual(serviceTypes);
    expect(codes(analysis)).not.toContain('out_of_scope');
  });

  it('raises no urgent call-out when nothing in the message is ours', () => {
    expect(codes(analyseJobByRules('The toaster is sparking'))).toEqual(['out_of_scope']);
    expect(codes(analyseJobByRules('The socket behind the toaster is sparking'))).toEqual(['registered_electrician_required', 'emergency']);
  });

  it('a referral beside work that is not ours is the referral alone: out_of_scope means nothing here is ours', () => {
    expect(codes(analyseJob('Boiler service please, and do you do carpet cleaning?'))).toEqual(['gas_safe_engineer_required']);
  });

  it('is never asked to describe again (needs_more_detail) or given handyman time', () => {
    const analysis = analyseJob('Looking for a cleaner for a few hours a week');
    expect(codes(analysis)).toEqual(['out_of_scope']);
    expect(analysis.tasks).toEqual([]);
  });
});
