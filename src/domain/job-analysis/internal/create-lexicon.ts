import { measureEditDistance } from './measure-edit-distance';

// The lexicon maps any word a customer types onto the canonical form the catalogue and the
// rules are written in: "shelves" → "shelf", "leaking" → "leak", "radiater" → "radiator".
// Inflections are stripped only when the result is a word the engine knows, so nothing is
// ever "stemmed" into nonsense; misspellings are forgiven only for words of 5+ letters.

export type Lexicon = {
  /** The canonical form of a typed word, or the word itself when the engine does not know it. */
  lemmaOf(word: string): string;
  /** True for a word the vocabulary holds as written (no inflection, no typo forgiven). */
  knows(word: string): boolean;
};

export type LexiconOptions = {
  vocabulary: Iterable<string>;
  /** Everyday words that must never be "corrected" into a trade word ("state" is not "slate"). */
  protectedWords: Iterable<string>;
  /** Trade words too risky to reach by a typo (a misspelt "slats" must not become "slate"). */
  exactOnly: Iterable<string>;
  /** Irregular forms: "broken" → "break", "hung" → "hang". */
  irregular: Readonly<Record<string, string>>;
};

const MIN_FUZZY_LENGTH = 5;
const LONG_WORD_LENGTH = 8;
const MIN_VERB_FORM_LENGTH = 7;
/** A one-syllable stem ending in one vowel and one consonant ("tap", "pip", "hop"): see listReductions. */
const SILENT_E_STEM = /^[^aeiou]*[aeiou][bcdfgklmnprtv]$/;
/** Bounds the memo so a flood of random words cannot grow memory without limit. */
const MEMO_LIMIT = 20_000;

function isVowel(character: string | undefined): boolean {
  return character !== undefined && 'aeiou'.includes(character);
}

/** Shorter candidate forms of a word, most specific first. */
export function listReductions(word: string): string[] {
  if (word.length <= 3) return [];
  const forms: string[] = [];
  const add = (form: string): void => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  const undouble = (stem: string): void => {
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2) && !'lsz'.includes(stem.at(-1)!)) add(stem.slice(0, -1));
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) {
    add(`${word.slice(0, -3)}f`);
    add(`${word.slice(0, -3)}fe`);
  }
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) add(word.slice(0, -2));
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) add(word.slice(0, -1));
  // A short stem of one vowel and one consonant doubles it before -ed/-ing ("tapped", "tapping"),
  // so without the double it lost a silent e: "taped" is "tape", "tiling" is "tile", not "tap", "til".
  const addStem = (stem: string): void => {
    if (SILENT_E_STEM.test(stem)) {
      add(`${stem}e`);
      return;
    }
    add(stem);
    add(`${stem}e`);
    undouble(stem);
  };
  if (word.endsWith('ing') && word.length > 5) addStem(word.slice(0, -3));
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed') && word.length > 4) addStem(word.slice(0, -2));
  if (word.endsWith('y') && word.length > 4 && !isVowel(word.at(-2))) add(word.slice(0, -1));
  return forms;
}

/**
 * Inflected forms a misspelling is likely to be closest to ("bleading" ~ "bleeding"). Verb
 * endings are only generated when the result is long (7+ letters): short invented forms
 * such as "treed" and "turfed" would otherwise catch everyday words like "tried" and "turned".
 */
function listInflections(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  const verbForms = [`${word}ing`, `${word}ed`];
  if (word.endsWith('e')) verbForms.push(`${word.slice(0, -1)}ing`, `${word}d`);
  if (word.endsWith('y') && !isVowel(word.at(-2))) forms.push(`${word.slice(0, -1)}ies`);
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(word)) verbForms.push(`${word}${word.at(-1)}ing`, `${word}${word.at(-1)}ed`);
  return [...forms, ...verbForms.filter((form) => form.length >= MIN_VERB_FORM_LENGTH)];
}

export function createLexicon(options: LexiconOptions): Lexicon {
  const vocabulary = new Set(options.vocabulary);
  const protectedWords = new Set(options.protectedWords);
  const exactOnly = new Set(options.exactOnly);
  const irregular = options.irregular;
  const canonical = new Map<string, string>();

  const canonicalOf = (word: string): string => {
    const known = canonical.get(word);
    if (known !== undefined) return known;
    const shorter = listReductions(word).find((form) => vocabulary.has(form));
    const result = shorter === undefined ? word : canonicalOf(shorter);
    canonical.set(word, result);
    return result;
  };
  const sortedVocabulary = [...vocabulary].sort();
  for (const word of sortedVocabulary) canonicalOf(word);

  // Candidates for a typo come from a bucket of known forms sharing its first letter:
  // customers rarely get the first letter wrong, and insisting on it (or on a swap of the
  // first two) stops "right" becoming "light" and "would" becoming "mould". A bucket holds a
  // few hundred short strings, so a bounded edit distance over it costs microseconds.
  const formToLemma = new Map<string, string>();
  for (const word of sortedVocabulary) {
    const lemma = canonicalOf(word);
    if (exactOnly.has(lemma) || exactOnly.has(word)) continue;
    for (const form of listInflections(word)) {
      if (form.length >= MIN_FUZZY_LENGTH - 1 && !formToLemma.has(form)) formToLemma.set(form, lemma);
    }
  }
  const byFirstLetter = new Map<string, string[]>();
  for (const form of formToLemma.keys()) {
    const bucket = byFirstLetter.get(form[0]!);
    if (bucket === undefined) byFirstLetter.set(form[0]!, [form]);
    else bucket.push(form);
  }

  const findFuzzy = (word: string): string | undefined => {
    const limit = word.length >= LONG_WORD_LENGTH ? 2 : 1;
    let bestForm: string | undefined;
    let bestDistance = limit + 1;
    const consider = (form: string): void => {
      if (Math.abs(form.length - word.length) > limit) return;
      const distance = measureEditDistance(word, form, limit);
      // Two slips are forgiven only when the word starts as the known one does: "daughter" is
      // not a misspelt "draught", though two edits apart.
      if (distance === 2 && form.slice(0, 2) !== word.slice(0, 2)) return;
      if (distance < bestDistance || (distance === bestDistance && bestForm !== undefined && form < bestForm)) {
        bestDistance = distance;
        bestForm = form;
      }
    };
    for (const form of byFirstLetter.get(word[0]!) ?? []) consider(form);
    for (const form of byFirstLetter.get(word[1]!) ?? []) if (form[1] === word[0]) consider(form);
    return bestForm === undefined ? undefined : formToLemma.get(bestForm);
  };

  const memo = new Map<string, string>();
  const resolve = (word: string): string => {
    const direct = irregular[word];
    if (direct !== undefined) return canonicalOf(direct);
    for (const form of listReductions(word)) if (vocabulary.has(form)) return canonicalOf(form);
    if (vocabulary.has(word)) return canonicalOf(word);
    if (word.length < MIN_FUZZY_LENGTH || protectedWords.has(word) || /\d/.test(word)) return word;
    for (const form of listReductions(word)) if (protectedWords.has(form)) return word;
    return findFuzzy(word) ?? word;
  };

  return {
    knows(word: string): boolean {
      return vocabulary.has(word);
    },
    lemmaOf(word: string): string {
      const remembered = memo.get(word);
      if (remembered !== undefined) return remembered;
      const lemma = resolve(word);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(word, lemma);
      return lemma;
    },
  };
}
