import { JOB_CATALOGUE } from '../catalogue/job-catalogue';
import { ENGINE_TABLES } from '../internal/engine-tables';

// The words a learned reader sees in a customer's message (docs/decisions/0021-learned-text-reader.md):
// whole words with a light stem, the engine's own typo-forgiving reading of each word, pairs of
// neighbouring words, and the four-letter pieces of each word, so "grooming", "groomer" and
// "groomin" share most of what they are. Pure and deterministic: the same text always gives the
// same features, in the same order. Training reads the features as text; reading a customer's
// message uses their hashes (listFeatureHashes), worked out letter by letter without building
// the strings, so the analysis stays within its latency budget (docs/decisions/0021-learned-text-reader.md).

/** Letters repeated beyond two ("pleeease", "helpppp") read as two. */
const REPEATS = /([a-z])\1{2,}/g;
const CHAR_GRAM = 4;

/**
 * Words of the catalogue's phrases that name no thing or work of their own: the little words of
 * any sentence, and the animals of a pet flap, which name pet care as often.
 */
const NOT_JOB_WORDS: ReadonlySet<string> = new Set([
  ...['the', 'you', 'wont', 'doesnt', 'dont', 'not', 'cant', 'cannot', 'never', 'down', 'come', 'everywhere', 'properly', 'slowly', 'ages', 'new'],
  ...['front', 'back', 'side', 'top', 'under', 'end', 'hold', 'onto', 'fold', 'access', 'low', 'poor', 'cold', 'hot', 'empty', 'slow', 'work', 'touch'],
  ...['dog', 'cat', 'pet', 'microchip', 'house', 'number', 'inch', 'weight', 'colour', 'color', 'grey', 'gray', 'blue', 'green', 'cream', 'brown'],
]);

/**
 * The words that name the things and work of the catalogue ("tap", "shelf", "plaster"), as the
 * lexicon reads them. A message with none of them names no handyman work in any spelling the
 * engine knows: the reader learns what such messages are (out of scope, vague or a referral in
 * everyday words) from one shared feature, whatever their own words
 * (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data).
 */
const JOB_WORDS: ReadonlySet<string> = new Set(
  JOB_CATALOGUE.flatMap((entry) => entry.keywords)
    .flatMap((phrase) => phrase.split(/[\s|]+/))
    .filter((word) => /^[a-z]{3,}$/.test(word) && !NOT_JOB_WORDS.has(word))
    .map((word) => ENGINE_TABLES.lexicon.lemmaOf(word)),
);
export const NO_JOB_WORD_FEATURE = 'x:no-job-word';

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
  if (words.length > 0 && !words.some((word) => JOB_WORDS.has(ENGINE_TABLES.lexicon.lemmaOf(word)))) features.add(NO_JOB_WORD_FEATURE);
  return [...features];
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Hashes are kept to 30 bits: small integers, which the engine stores without allocating. */
const HASH_MASK = 0x3fffffff;
const LESS_THAN = '<'.charCodeAt(0);
const GREATER_THAN = '>'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);

const step = (hash: number, code: number): number => Math.imul(hash ^ code, FNV_PRIME);

function hashText(hash: number, text: string): number {
  let result = hash;
  for (let at = 0; at < text.length; at += 1) result = step(result, text.charCodeAt(at));
  return result;
}

/** The hash (FNV-1a, 30 bits) of one feature, as listFeatureHashes works it out. */
export function hashFeature(feature: string): number {
  return hashText(FNV_OFFSET, feature) & HASH_MASK;
}

const WORD = hashText(FNV_OFFSET, 'w:');
const PAIR = hashText(FNV_OFFSET, 'b:');
const LEMMA = hashText(FNV_OFFSET, 'l:');
const PIECE = hashText(FNV_OFFSET, 'c:');

const NO_JOB_WORD_HASH = hashFeature(NO_JOB_WORD_FEATURE);

/** The hashes of listTextFeatures(text), once each, from normaliseForModel(text), without building the feature strings. */
export function listFeatureHashes(words: readonly string[]): Set<number> {
  const hashes = new Set<number>();
  let previous = '^';
  for (const word of words) {
    const stem = stemWord(word);
    hashes.add(hashText(WORD, stem) & HASH_MASK);
    hashes.add(hashText(step(hashText(PAIR, previous), SPACE), stem) & HASH_MASK);
    previous = stem;
    if (word === '#') continue;
    const lemma = ENGINE_TABLES.lexicon.lemmaOf(word);
    if (lemma !== word) hashes.add(hashText(LEMMA, lemma) & HASH_MASK);
    const length = word.length + 2;
    for (let start = 0; start + CHAR_GRAM <= length; start += 1) {
      let hash = PIECE;
      for (let at = start; at < start + CHAR_GRAM; at += 1) hash = step(hash, at === 0 ? LESS_THAN : at === length - 1 ? GREATER_THAN : word.charCodeAt(at - 1));
      hashes.add(hash & HASH_MASK);
    }
  }
  if (words.length > 0) hashes.add(hashText(step(hashText(PAIR, previous), SPACE), '$') & HASH_MASK);
  if (words.length > 0 && !words.some((word) => JOB_WORDS.has(ENGINE_TABLES.lexicon.lemmaOf(word)))) hashes.add(NO_JOB_WORD_HASH);
  return hashes;
}
