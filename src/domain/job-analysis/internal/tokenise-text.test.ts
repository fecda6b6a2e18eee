import { describe, expect, it } from 'vitest';
import { tokeniseText } from './tokenise-text';

const words = (text: string): string[][] => tokeniseText(text).map((sentence) => sentence.tokens.map((token) => token.text));

describe('tokeniseText', () => {
  it('ends sentences at full stops, new lines, bullets and list numbers', () => {
    expect(words('Fix tap. Hang mirror\n• paint hall\n2) bleed rads')).toEqual([['fix', 'tap'], ['hang', 'mirror'], ['paint', 'hall'], ['bleed', 'rads']]);
  });

  it('marks commas and joining words as clause boundaries', () => {
    const [sentence] = tokeniseText('fix the tap, and also the shelf');
    expect(sentence!.tokens.filter((token) => token.isBoundary).map((token) => token.text)).toEqual([',', 'and', 'also']);
  });

  it('keeps "lath and plaster" and "top and bottom" together', () => {
    const [sentence] = tokeniseText('lath and plaster wall, top and bottom');
    expect(sentence!.tokens.filter((token) => token.isBoundary).map((token) => token.text)).toEqual([',']);
  });

  it('reads contractions and possessives the way the rules are written', () => {
    expect(words("can't won't tap's it's")).toEqual([['cant', 'wont', 'tap', 'it']]);
  });

  it('joins re-grout into one word and splits flat-pack into two', () => {
    expect(words('re-grout the flat-pack')).toEqual([['regrout', 'the', 'flat', 'pack']]);
  });

  it('reads 55" as 55 inches and keeps decimals whole', () => {
    const [sentence] = tokeniseText('55" TV, 2.5m wide');
    expect(sentence!.tokens.map((token) => token.text)).toEqual(['55', 'inch', 'tv', ',', '2.5', 'm', 'wide']);
    expect(sentence!.tokens[4]!.value).toBe(2.5);
  });

  it('remembers where every word came from', () => {
    const text = 'Hi, fix the Tap';
    const tap = tokeniseText(text)[0]!.tokens.at(-1)!;
    expect(text.slice(tap.start, tap.end)).toBe('Tap');
  });

  it('gives nothing for text without words', () => {
    expect(tokeniseText(' ... !!! ')).toEqual([]);
  });
});
