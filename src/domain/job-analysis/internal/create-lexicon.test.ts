import { describe, expect, it } from 'vitest';
import { WORD_FORMS } from '../rules/word-forms';
import { createLexicon, listReductions } from './create-lexicon';
import { ENGINE_TABLES } from './engine-tables';

const lexicon = ENGINE_TABLES.lexicon;

describe('the lexicon', () => {
  it.each([
    ['shelves', 'shelf'],
    ['leaking', 'leak'],
    ['leaky', 'leak'],
    ['tiles', 'tile'],
    ['tiled', 'tile'],
    ['radiators', 'radiator'],
    ['hinges', 'hinge'],
    ['broken', 'break'],
    ['hung', 'hang'],
  ])('reads "%s" as "%s"', (word, lemma) => {
    expect(lexicon.lemmaOf(word)).toBe(lemma);
  });

  it.each([
    ['radiater', 'radiator'],
    ['televison', 'television'],
    ['assmble', 'assemble'],
    ['curtian', 'curtain'],
    ['plasterbord', 'plasterboard'],
    ['celing', 'ceiling'],
    ['leeking', 'leak'],
    ['paitning', 'paint'],
  ])('forgives the misspelling "%s" of "%s"', (typo, lemma) => {
    expect(lexicon.lemmaOf(typo)).toBe(lemma);
  });

  it('forgives one slip in a word of 5 to 7 letters, two in a word of 8 or more', () => {
    const small = createLexicon({ vocabulary: ['mirror', 'plasterboard'], protectedWords: [], exactOnly: [], irregular: {} });
    expect(small.lemmaOf('mirorr')).toBe('mirror');
    expect(small.lemmaOf('mrrorr')).toBe('mrrorr');
    expect(small.lemmaOf('plastrbord')).toBe('plasterboard');
    expect(small.lemmaOf('plastbord')).toBe('plastbord');
  });

  it('forgives two slips only in a word that starts as the known one does', () => {
    const small = createLexicon({ vocabulary: ['draught', 'plasterboard', 'radiator'], protectedWords: [], exactOnly: [], irregular: {} });
    expect(small.lemmaOf('daughter')).toBe('daughter');
    expect(small.lemmaOf('plastrbord')).toBe('plasterboard');
    expect(small.lemmaOf('radaitor')).toBe('radiator');
  });

  it('never corrects words shorter than 5 letters', () => {
    const small = createLexicon({ vocabulary: ['tap', 'sink'], protectedWords: [], exactOnly: [], irregular: {} });
    expect(small.lemmaOf('tab')).toBe('tab');
    expect(small.lemmaOf('sunk')).toBe('sunk');
  });

  it.each([
    ['state', 'slate'],
    ['right', 'light'],
    ['night', 'light'],
    ['would', 'mould'],
    ['place', 'plane'],
    ['times', 'tile'],
    ['tried', 'tree'],
    ['turned', 'turf'],
    ['bodging', 'bog'],
    ['slats', 'slate'],
  ])('never turns the everyday word "%s" into "%s"', (word, tradeWord) => {
    expect(lexicon.lemmaOf(word)).not.toBe(tradeWord);
  });

  it('keeps exact-only trade words out of reach of typos', () => {
    const small = createLexicon({ vocabulary: ['slate'], protectedWords: [], exactOnly: WORD_FORMS.exactOnly, irregular: {} });
    expect(small.lemmaOf('stale')).toBe('stale');
    expect(small.lemmaOf('slate')).toBe('slate');
  });

  it('only strips an ending when what is left is a known word', () => {
    expect(listReductions('fitting')).toContain('fit');
    expect(createLexicon({ vocabulary: ['fit'], protectedWords: [], exactOnly: [], irregular: {} }).lemmaOf('fitting')).toBe('fit');
    expect(createLexicon({ vocabulary: ['tap'], protectedWords: [], exactOnly: [], irregular: {} }).lemmaOf('string')).toBe('string');
  });
});
