import { describe, expect, it } from 'vitest';
import { hashFeature, listFeatureHashes, listTextFeatures, NO_JOB_WORD_FEATURE, normaliseForModel, stemWord } from './text-features';

describe('normaliseForModel', () => {
  it('lower-cases, drops apostrophes and accents, and splits on anything not a letter or digit', () => {
    expect(normaliseForModel("Can't fit the Café's TV-bracket!!")).toEqual(['cant', 'fit', 'the', 'cafes', 'tv', 'bracket']);
  });

  it('reads letters repeated beyond two as two, and any number as #', () => {
    expect(normaliseForModel('pleeeease helppp, 3 doors 55"')).toEqual(['pleease', 'helpp', '#', 'doors', '#']);
  });

  it('finds no words in emojis and punctuation alone', () => {
    expect(normaliseForModel('🔧🔨 ?!')).toEqual([]);
  });
});

describe('stemWord', () => {
  it('reads leaking, leaked and leaks as leak, and leaves short words and -ss alone', () => {
    expect(['leaking', 'leaked', 'leaks', 'bed', 'glass', 'is'].map(stemWord)).toEqual(['leak', 'leak', 'leak', 'bed', 'glass', 'is']);
  });
});

describe('listTextFeatures', () => {
  it('gives words, neighbouring pairs with the message edges, and four-letter pieces, once each', () => {
    const features = listTextFeatures('dog walking');
    expect(features).toEqual(expect.arrayContaining(['w:dog', 'w:walk', 'b:^ dog', 'b:dog walk', 'b:walk $', 'c:<dog', 'c:dog>', 'c:<wal', 'c:king']));
    expect(new Set(features).size).toBe(features.length);
  });

  it('lets a misspelling share most of what the right spelling is', () => {
    const pieces = (text: string): string[] => listTextFeatures(text).filter((feature) => feature.startsWith('c:'));
    const right = pieces('grooming');
    const shared = pieces('groomin').filter((piece) => right.includes(piece));
    expect(shared).toEqual(['c:<gro', 'c:groo', 'c:room', 'c:oomi', 'c:omin']);
  });

  it('marks a message that names no thing or work of the catalogue, in any spelling the engine knows', () => {
    const marked = (text: string): boolean => listTextFeatures(text).includes(NO_JOB_WORD_FEATURE);
    expect(['can you walk my dog', 'groomer for my poodle', 'my laptop wont charge'].map(marked)).toEqual([true, true, true]);
    expect(['fix my tap', 'the shelfs in the kitchen', 'tellys on the wall'].map(marked)).toEqual([false, false, false]);
    expect(marked('')).toBe(false);
  });

  it('is deterministic', () => {
    expect(listTextFeatures('My dog needs grooming, hes a spaniel')).toEqual(listTextFeatures('My dog needs grooming, hes a spaniel'));
  });
});

describe('listFeatureHashes', () => {
  it.each(['dog walking', 'groomer for my poodle', "Can't fit the Café's TV-bracket!!", 'boiler keeps losing pressure, 1.5 bar', ''])('hashes exactly the features of %j', (text) => {
    expect([...listFeatureHashes(normaliseForModel(text))].sort((a, b) => a - b)).toEqual([...new Set(listTextFeatures(text).map(hashFeature))].sort((a, b) => a - b));
  });

  it('keeps hashes to 30-bit whole numbers', () => {
    for (const hash of listFeatureHashes(normaliseForModel('the quick brown fox'))) expect(hash >= 0 && hash < 2 ** 30 && Number.isInteger(hash)).toBe(true);
  });
});
