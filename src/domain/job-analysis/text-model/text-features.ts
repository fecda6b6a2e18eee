import { ENGINE_TABLES } from '../internal/engine-tables';

// The words a learned reader sees in a customer's message (docs/decisions/0021-learned-text-reader.md):
// whole words with a light stem, the engine's own typo-forgiving reading of each word, pairs of
// neighbouring words, and the four-letter pieces of each word, so "grooming", "groomer" and
// "groomin" share most of what they are. Pure and deterministic: the same text always gives the
// same features, in the same order.

/** Letters repeated beyond two ("pleeease", "helpppp") read as two. */
const REPEATS = /([a-z])\1{2,}/g;
const CHAR_GRAM = 4;

/** Lower case, accents and apostrophes dropped, anything else not a letter or digit a space. */
export function normaliseForModel(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(REPEATS, '$1$1')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (/^\d/.test(word) ? '#' : word));
}

/** A light stem: "leaking", "leaked" and "leaks" read as "leak". */
export function stemWord(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Every feature of the text, once each, in order of first appearance. */
export function listTextFeatures(text: string): string[] {
  const features = new Set<string>();
  const words = normaliseForModel(text);
  let previous = '^';
  for (const word of words) {
    const stem = stemWord(word);
    features.add(`w:${stem}`);
    features.add(`b:${previous} ${stem}`);
    previous = stem;
    if (word === '#') continue;
    const lemma = ENGINE_TABLES.lexicon.lemmaOf(word);
    if (lemma !== word) features.add(`l:${lemma}`);
    const padded = `<${word}>`;
    for (let start = 0; start + CHAR_GRAM <= padded.length; start += 1) features.add(`c:${padded.slice(start, start + CHAR_GRAM)}`);
  }
  if (words.length > 0) features.add(`b:${previous} $`);
  return [...features];
}
