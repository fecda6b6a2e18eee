import { describe, expect, it } from 'vitest';
import { createLexicon } from './create-lexicon';
import { createPhraseMatcher, listPhraseWords } from './create-phrase-matcher';
import { tokeniseText } from './tokenise-text';

const PHRASES = ['toilet|loo seat', 'bleed ~ radiator', 'remove ^ wall !tile|tiles', 'chimney !breast', 'rewir*', 'panel ~ # metre'];
const lexicon = createLexicon({ vocabulary: PHRASES.flatMap(listPhraseWords), protectedWords: [], exactOnly: [], irregular: {} });
const matcher = createPhraseMatcher(PHRASES.map((phrase) => ({ phrase, payload: phrase })), lexicon);

function find(text: string): string[] {
  const tokens = tokeniseText(text).flatMap((sentence) => sentence.tokens);
  for (const token of tokens) token.lemma = lexicon.lemmaOf(token.text);
  return matcher.findAll(tokens).map((match) => match.payload);
}

describe('the phrase pattern language', () => {
  it('matches alternatives followed by a word', () => {
    expect(find('the loo seat is loose')).toEqual(['toilet|loo seat']);
  });

  it('lets a gap of up to three words sit inside a phrase, but not across a clause', () => {
    expect(find('bleed the upstairs bedroom radiator')).toEqual(['bleed ~ radiator']);
    expect(find('bleed the pipes, and the radiator')).toEqual([]);
  });

  it('keeps a strict gap free of words that move the object elsewhere', () => {
    expect(find('remove the old wall')).toEqual(['remove ^ wall !tile|tiles']);
    expect(find('remove the mirror from the wall')).toEqual([]);
    expect(find('remove the wall tiles')).toEqual([]);
  });

  it('checks the word that must not follow, and accepts the end of a sentence', () => {
    expect(find('the chimney breast')).toEqual([]);
    expect(find('the chimney')).toEqual(['chimney !breast']);
  });

  it('matches word starts and numbers', () => {
    expect(find('needs rewiring')).toEqual(['rewir*']);
    expect(find('panel of 6 metres')).toEqual(['panel ~ # metre']);
  });

  it('rejects a phrase that does not start with a word', () => {
    expect(() => createPhraseMatcher([{ phrase: '~ tap', payload: 1 }], lexicon)).toThrow();
  });
});
