import { describe, expect, it } from 'vitest';
import { analyseJob } from '../analyse-job';
import { ENGINE_TABLES } from '../internal/engine-tables';
import { listPhraseWords } from '../internal/create-phrase-matcher';
import { COMPLEXITIES, SKILLS, TASK_TYPES } from '../job-task';
import { SERVICE_TYPES } from './catalogue-entry';
import { getCatalogueEntry, JOB_CATALOGUE } from './job-catalogue';

const ids = new Set(JOB_CATALOGUE.map((entry) => entry.id));
const lemmaOf = (phrase: string): string => listPhraseWords(phrase).map((word) => ENGINE_TABLES.lexicon.lemmaOf(word)).join(' ');

describe('the job catalogue', () => {
  it('gives every entry a unique id', () => {
    expect(ids.size).toBe(JOB_CATALOGUE.length);
  });

  it.each(JOB_CATALOGUE.map((entry) => [entry.id, entry] as const))('%s is well formed', (_, entry) => {
    expect(SERVICE_TYPES).toContain(entry.serviceType);
    expect(SKILLS).toContain(entry.skill);
    expect(TASK_TYPES).toContain(entry.type);
    expect(COMPLEXITIES).toContain(entry.defaultComplexity);
    expect(entry.hours.simple).toBeGreaterThan(0);
    expect(entry.hours.simple).toBeLessThanOrEqual(entry.hours.moderate);
    expect(entry.hours.moderate).toBeLessThanOrEqual(entry.hours.complex);
    expect(entry.extraUnitFactor).toBeGreaterThan(0);
    expect(entry.extraUnitFactor).toBeLessThanOrEqual(1);
    expect(Number.isInteger(entry.materialsPounds) && entry.materialsPounds >= 0).toBe(true);
    expect(entry.label.length).toBeLessThanOrEqual(60);
    for (const other of [...(entry.absorbs ?? []), ...(entry.absorbsWithTime ?? []), ...(entry.absorbsIfSharedVerb ?? [])]) expect(ids).toContain(other);
    if (entry.paintedWith !== undefined) expect(getCatalogueEntry(entry.paintedWith).serviceType).toBe('PAINTING');
  });

  it('writes phrases only in the pattern language: lower-case words, |, ~, ^, !, # and *', () => {
    const phrases = JOB_CATALOGUE.flatMap((entry) => [
      ...entry.keywords,
      ...(entry.requires ?? []),
      ...(entry.excludes ?? []),
      ...[...(entry.harderWhen ?? []), ...(entry.easierWhen ?? [])].map((item) => (typeof item === 'string' ? item : item.phrase)),
    ]);
    for (const phrase of phrases) expect(phrase).toMatch(/^[a-z0-9|*!~^#]+(?: [a-z0-9|*!~^#]+)*$/);
  });

  // "gardening" and "garden" share a canonical form, so requiring "gardening" next to the
  // keyword "garden" would be met by every garden and mean nothing. (Requiring a keyword
  // spelt exactly as listed is deliberate: that keyword is enough on its own.)
  it('never requires a different spelling of one of the entry\'s own keywords', () => {
    for (const entry of JOB_CATALOGUE) {
      for (const phrase of entry.requires ?? []) {
        if (entry.keywords.includes(phrase)) continue;
        const clash = entry.keywords.find((keyword) => lemmaOf(keyword) === lemmaOf(phrase));
        expect(clash, `${entry.id} requires "${phrase}", the same word as its keyword "${clash}"`).toBeUndefined();
      }
    }
  });

  it.each([
    ['Fix a dripping tap', 'PLUMBING'],
    ['The toilet cistern keeps filling', 'PLUMBING'],
    ['Find the leak under the sink', 'PLUMBING'],
    ['Put up a shelf', 'MOUNTING'],
    ['Mount the TV on the wall', 'MOUNTING'],
    ['Hang a mirror', 'MOUNTING'],
    ['Put up a curtain pole', 'MOUNTING'],
    ['Fit a roller blind', 'MOUNTING'],
    ['Hang some pictures', 'MOUNTING'],
    ['Assemble a flat-pack chest of drawers', 'ASSEMBLY'],
    ['Hang a new internal door', 'CARPENTRY'],
    ['Change the lock on the back door', 'LOCKSMITH'],
    ['Replace the door handles', 'CARPENTRY'],
    ['Paint the bedroom', 'PAINTING'],
    ['Retile the bathroom', 'TILING'],
    ['Regrout the shower', 'TILING'],
    ['Reseal the bath with silicone', 'TILING'],
    ['Patch a hole in the plaster', 'PLASTERING'],
    ['Lay laminate flooring in the lounge', 'FLOORING'],
    ['Replace the skirting boards', 'CARPENTRY'],
    ['Replace a fence panel', 'EXTERIOR'],
    ['Fix the garden gate', 'EXTERIOR'],
    ['Clean out the gutters', 'EXTERIOR'],
    ['Tidy up the garden', 'GARDENING'],
    ['Jet wash the driveway', 'EXTERIOR'],
    ['Replace the light fitting', 'ELECTRICAL'],
    ['Replace a cracked socket faceplate', 'ELECTRICAL'],
    ['Replace a radiator', 'PLUMBING'],
    ['Bleed the radiators', 'PLUMBING'],
    ['Put up a curtain rail', 'MOUNTING'],
    ['Draught-proof the front door', 'GENERAL'],
    ['Plumb in the washing machine', 'PLUMBING'],
    ['Connect the dishwasher', 'PLUMBING'],
    ['Fit a cat flap', 'CARPENTRY'],
    ['Fit smoke alarms', 'ELECTRICAL'],
    ['Adjust the kitchen cupboard hinges', 'CARPENTRY'],
    ['Repair the sash window cords', 'CARPENTRY'],
    ['Replace rotten decking boards', 'EXTERIOR'],
    ['Assemble a new shed', 'EXTERIOR'],
    ['Fix the stopcock in the airing cupboard', 'PLUMBING'],
    ['The ballcock in the loo is broken', 'PLUMBING'],
    ['Cut and fit a new worktop', 'CARPENTRY'],
    ['Refix the architrave', 'CARPENTRY'],
    ['Put up coving in the lounge', 'PLASTERING'],
    ['Skim over the artex ceiling', 'PLASTERING'],
  ])('recognises "%s" as %s work', (description, serviceType) => {
    expect(analyseJob(description).tasks.map((task) => task.serviceType)).toEqual([serviceType]);
  });
});
