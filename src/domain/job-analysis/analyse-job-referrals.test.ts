import { describe, expect, it } from 'vitest';
import { analyseJob, analyseJobByRules } from './analyse-job';
import type { FlagCode, JobAnalysis } from './job-task';

// Work that needs someone licensed: referred with the specialist named, never priced as ours
// (docs/product/shared-behaviour.md#analysed-job).

const codes = (analysis: JobAnalysis): FlagCode[] => analysis.flags.map((flag) => flag.code);
const types = (analysis: JobAnalysis): string[] => analysis.tasks.map((task) => task.serviceType);

describe('analyseJob: work a handyman must not do', () => {
  it('a gas boiler service is referred to a Gas Safe engineer, not priced', () => {
    const analysis = analyseJob('Annual gas boiler service please');
    expect(analysis.tasks).toEqual([]);
    expect(codes(analysis)).toEqual(['gas_safe_engineer_required']);
    expect(analysis.flags[0]!.message).toContain('Gas Safe');
  });

  it.each<[string, FlagCode]>([
    ['Fit a new gas hob', 'gas_safe_engineer_required'],
    ['Move the gas cooker', 'gas_safe_engineer_required'],
    ['Full rewire of the house', 'registered_electrician_required'],
    ['Replace the fuse box with a new consumer unit', 'registered_electrician_required'],
    ['Add two new sockets in the bathroom', 'registered_electrician_required'],
    ['Install an electric shower', 'registered_electrician_required'],
    ['Run a new circuit to the garage', 'registered_electrician_required'],
    ['Some roof tiles have slipped', 'roofing_specialist_required'],
    ['Repair the flat roof on the extension', 'roofing_specialist_required'],
    ['The chimney stack needs repointing', 'roofing_specialist_required'],
    ['Knock down the wall between the kitchen and dining room', 'structural_engineer_required'],
    ['Is this wall load bearing?', 'structural_engineer_required'],
    ['Need an RSJ fitted', 'structural_engineer_required'],
    ['Cracks in the brickwork are getting wider, could be subsidence', 'structural_engineer_required'],
  ])('"%s" is referred (%s) and not priced', (description, code) => {
    const analysis = analyseJob(description);
    expect(codes(analysis)).toContain(code);
    expect(analysis.tasks).toEqual([]);
  });

  it.each([
    ['Replace the light fitting in the hall', 'ELECTRICAL'],
    ['Swap the cracked socket faceplate in the kitchen', 'ELECTRICAL'],
    ['Replace the felt on the shed roof', 'EXTERIOR'],
    ['Mount the TV on the chimney breast', 'MOUNTING'],
    ['Remove the old tiles from the wall and retile it', 'TILING'],
    ['Fit a carbon monoxide alarm', 'ELECTRICAL'],
  ])('"%s" is handyman work, priced and not referred', (description, serviceType) => {
    const analysis = analyseJob(description);
    expect(types(analysis)).toEqual([serviceType]);
    expect(analysis.flags).toEqual([]);
  });

  it('handyman jobs in the same message are still priced beside a referral', () => {
    const analysis = analyseJob('Fix the dripping tap, service the boiler and clear the gutters');
    expect(types(analysis)).toEqual(['PLUMBING', 'EXTERIOR']);
    expect(codes(analysis)).toEqual(['gas_safe_engineer_required']);
    expect(analysis.summary).toContain('Gas Safe');
  });

  it('a leak under slipped roof tiles is the roof, not a plumbing job', () => {
    expect(analyseJob("Some roof tiles have slipped and there's a leak in the loft").tasks).toEqual([]);
  });
});

describe('analyseJob: everyday words for referred work', () => {
  it.each<[string, FlagCode]>([
    ['The sockets in the back bedroom have all stopped working', 'registered_electrician_required'],
    ['Power keeps going off whenever the washing machine is on', 'registered_electrician_required'],
    ['Got a tingle off the metal light switch in the kitchen', 'registered_electrician_required'],
    ['House still has the old rubber cable wiring, is it safe?', 'registered_electrician_required'],
    ['Want a spotlight fitted above the bath', 'registered_electrician_required'],
    ['Heating wont come on since the weekend', 'gas_safe_engineer_required'],
    ['Want to remove an old asbestos water tank from the loft', 'asbestos_surveyor_required'],
    ['Swirly textured ceiling from the 1970s, want it taken down to smooth', 'asbestos_surveyor_required'],
    ['Big crack has opened up above the patio doors and keeps getting wider', 'structural_engineer_required'],
    ['Bedroom ceiling is bowing down, looks like its about to give', 'structural_engineer_required'],
    ['A tile slid off the roof into the garden last night', 'roofing_specialist_required'],
    ['We would like a complete kitchen renovation, new layout and everything', 'building_contractor_required'],
    ['Convert our garage into an office with a window and heating', 'building_contractor_required'],
    ['Build a small extension for a utility room', 'building_contractor_required'],
    ['Could we have two more sockets added in the study', 'registered_electrician_required'],
    ['The breaker in the cupboard keeps flipping off at night', 'registered_electrician_required'],
    ['The wiring is ancient, still the old wire fuses', 'registered_electrician_required'],
    ['There is a bulge in the lounge ceiling', 'structural_engineer_required'],
    ['The bedroom floor has started to slope towards the window', 'structural_engineer_required'],
    ['Would like the wall between the lounge and dining room opened out', 'structural_engineer_required'],
    ['Can you build us a porch at the back door', 'building_contractor_required'],
    ['Old black floor tiles under the carpet, can they come up', 'asbestos_surveyor_required'],
    ['The switch in the hall crackles when I press it', 'registered_electrician_required'],
    ['Kitchen spotlights still not working after new bulbs', 'registered_electrician_required'],
    ['Lean-to at the back has an old corrugated sheet roof, can it come off', 'asbestos_surveyor_required'],
  ])('"%s" is referred (%s), named and not priced', (description, code) => {
    const analysis = analyseJob(description);
    expect(codes(analysis)).toEqual([code]);
    expect(analysis.tasks).toEqual([]);
    expect(analysis.totalEstimatedHours).toBe(0);
  });

  it('names the asbestos surveyor and the building contractor in plain words', () => {
    expect(analyseJob('Old garage has a corrugated cement roof, want the sheets removed').flags[0]!.message).toContain('asbestos surveyor');
    expect(analyseJob('Loft conversion please').flags[0]!.message).toContain('building contractor');
  });

  it('a referral clause that opens with "it" is about the job before, which is not priced', () => {
    const analysis = analyseJob('There is a crack above the back door and it keeps getting longer');
    expect(analysis.tasks).toEqual([]);
    expect(codes(analysis)).toEqual(['structural_engineer_required']);
  });

  it('a sign of an existing extension is not a new extension', () => {
    expect(codes(analyseJob('The lights in the extension keep going off'))).toEqual(['registered_electrician_required']);
  });

  it('a mixed message keeps its ordinary jobs priced and flags the rest', () => {
    const analysis = analyseJob('Hang two pictures, and the crack in the bay wall has grown wider over the summer');
    expect(types(analysis)).toEqual(['MOUNTING']);
    expect(codes(analysis)).toEqual(['structural_engineer_required']);
  });

  it.each([
    ['Paint over the artex ceiling in the lounge', 'PAINTING'],
    ['Replace the bathroom extractor fan with the same model', 'ELECTRICAL'],
    ['Fill the fine cracks in the hallway walls', 'PLASTERING'],
  ])('"%s" stays handyman work', (description, serviceType) => {
    const analysis = analyseJob(description);
    expect(types(analysis)).toEqual([serviceType]);
    expect(analysis.flags).toEqual([]);
  });
});

describe('analyseJob: referral rules read by the rules alone, in words the customer uses', () => {
  it.each<[string, FlagCode]>([
    // Gas heating asked for where there is none.
    ['We have electric heaters and want gas central heating put in', 'gas_safe_engineer_required'],
    ['Replace the storage heaters with gas radiators', 'gas_safe_engineer_required'],
    // New sockets with a count between the verb and the socket.
    ['Add a few more plug sockets in the office', 'registered_electrician_required'],
    ['Two extra double sockets put in the bedroom', 'registered_electrician_required'],
    // Recessed lights anywhere in a bathroom.
    ['Downlights for the ensuite ceiling please', 'registered_electrician_required'],
    ['Want the bathroom ceiling done with LED spotlights', 'registered_electrician_required'],
    // A whole floor or room with no power is a circuit, not a bulb.
    ['All the downstairs sockets have stopped', 'registered_electrician_required'],
    ['Upstairs lights are all dead since this morning', 'registered_electrician_required'],
    // A lintel named some words before its crack.
    ['The concrete lintel over the kitchen window has a crack in it', 'structural_engineer_required'],
    // A room or a home stripped and done again.
    ['We want to gut the kitchen and start again', 'building_contractor_required'],
    ['Totally redo the downstairs loo', 'building_contractor_required'],
    ['Renovating the whole bungalow before we move in', 'building_contractor_required'],
    ['Make the garage into a bedroom for my son', 'building_contractor_required'],
    // Thermoplastic floor tiles described as they look.
    ['Under the lino there are little dark squares stuck to the floor', 'asbestos_surveyor_required'],
    // A car charger in everyday words.
    ['Would like an EV charging point by the drive', 'registered_electrician_required'],
    // Cracks that follow the mortar.
    ['Zigzag cracking on the side wall of the house', 'structural_engineer_required'],
    ['There is a crack running between the bricks under the bay', 'structural_engineer_required'],
    // Old lagging that crumbles.
    ['The pipes in the loft have old lagging on them, it is flaking', 'asbestos_surveyor_required'],
    // A room built on.
    ['Thinking of a utility room built on the back of the house', 'building_contractor_required'],
  ])('"%s" is referred (%s) by the rules alone', (description, code) => {
    const analysis = analyseJobByRules(description);
    expect(codes(analysis)).toEqual([code]);
    expect(analysis.tasks).toEqual([]);
  });

  it('a verbless symptom after a roof or structural referral is part of it; a job named before it is still priced', () => {
    const roof = analyseJobByRules('Rain is coming in round the chimney stack, stains on the landing ceiling');
    expect(codes(roof)).toContain('roofing_specialist_required');
    expect(roof.tasks).toEqual([]);
    const mixed = analyseJobByRules('Curtain pole in the lounge, and a few roof slates have come off');
    expect(types(mixed)).toEqual(['MOUNTING']);
    expect(codes(mixed)).toEqual(['roofing_specialist_required']);
  });

  it.each(['The front step has a crack in it', 'Cracked tile on the kitchen floor'])('"%s" is no structural referral', (description) => {
    expect(codes(analyseJobByRules(description))).not.toContain('structural_engineer_required');
  });

  it('sparks inside a small appliance are the appliance, not the wiring, but a sparking socket is the wiring', () => {
    expect(codes(analyseJobByRules('The toaster sparks inside when it heats up'))).not.toContain('registered_electrician_required');
    expect(codes(analyseJobByRules('The socket sparks when I plug the toaster in'))).toContain('registered_electrician_required');
  });

  it('a light or socket that plays up in the rain has water in the electrics', () => {
    expect(codes(analyseJobByRules('our porch lamp goes on and off and buzzes every time we get heavy rain'))).toContain('registered_electrician_required');
    expect(codes(analyseJobByRules('garden socket trips the power when its wet out'))).toContain('registered_electrician_required');
    // Weather without a fault is not one.
    expect(codes(analyseJobByRules('replace the outside light, the old one has rusted in the rain'))).not.toContain('registered_electrician_required');
  });

  it('a like-for-like socket and switch stay a handyman’s job, whatever the learned reader makes of sockets', () => {
    const analysis = analyseJob('replace a broken socket and a light switch');
    expect(types(analysis)).toContain('ELECTRICAL');
    expect(codes(analysis)).not.toContain('registered_electrician_required');
  });

  it.each([
    ['Regrout the wet room floor', 'TILING'],
    ['Put a shelf in the box room for the printer', 'MOUNTING'],
  ])('"%s" stays handyman work', (description, serviceType) => {
    const analysis = analyseJobByRules(description);
    expect(types(analysis)).toEqual([serviceType]);
    expect(analysis.flags).toEqual([]);
  });
});
