import type { Lexicon } from './create-lexicon';
import type { Token } from './tokenise-text';

// A tiny pattern language over canonical words, so the catalogue and the rules stay data:
//   "tap"              one word;             "toilet|loo seat"   alternatives, then a word
//   "bleed ~ radiator" a gap of up to 3 words that stays inside the clause ("~5" for 5)
//   "remove ^ wall"    a strict gap: no "from/on/off…", so "remove the mirror from the wall"
//                      is not knocking a wall down
//   "chimney !breast"  the next word must not be "breast" (the end of a sentence is fine)
//   "rewir*"           any word starting "rewir";   "#"  any number

type WordElement = { kind: 'word'; words: ReadonlySet<string>; prefixes: readonly string[] };
type PhraseElement =
  | WordElement
  | { kind: 'gap'; max: number; strict: boolean }
  | { kind: 'not'; words: ReadonlySet<string> }
  | { kind: 'number' };

export type PhraseMatch<T> = {
  payload: T;
  /** First and one-past-last token of the match. */
  start: number;
  end: number;
  /** How many words the phrase itself named (gaps excluded): its specificity. */
  literalCount: number;
};

export type PhraseMatcher<T> = {
  findAll(tokens: readonly Token[]): PhraseMatch<T>[];
};

/** Words a strict gap may not cross: they mean the object is somewhere else. */
const STRICT_GAP_STOPS: ReadonlySet<string> = new Set([
  'from', 'off', 'on', 'onto', 'to', 'into', 'in', 'against', 'above', 'over', 'under', 'behind', 'of', 'near', 'by', 'with',
]);
const DEFAULT_GAP = 3;
const PHRASE_SYNTAX = /^[a-z0-9|*!~^#]+$/;

/** The plain words a phrase mentions, for building the vocabulary. */
export function listPhraseWords(phrase: string): string[] {
  return phrase
    .split(/\s+/)
    .filter((part) => part !== '' && !/^[~^]\d*$/.test(part) && part !== '#')
    .flatMap((part) => part.replace(/^!/, '').split('|'))
    .filter((word) => word !== '' && !word.endsWith('*'));
}

function parseElement(part: string, lexicon: Lexicon, phrase: string): PhraseElement {
  if (!PHRASE_SYNTAX.test(part)) throw new Error(`Bad phrase "${phrase}": "${part}"`);
  const gap = /^([~^])(\d*)$/.exec(part);
  if (gap) return { kind: 'gap', max: gap[2] ? Number(gap[2]) : DEFAULT_GAP, strict: gap[1] === '^' };
  if (part === '#') return { kind: 'number' };
  const negated = part.startsWith('!');
  const options = part.replace(/^!/, '').split('|').filter((option) => option !== '');
  const words = new Set(options.filter((option) => !option.endsWith('*')).map((option) => lexicon.lemmaOf(option)));
  if (negated) return { kind: 'not', words };
  return { kind: 'word', words, prefixes: options.filter((option) => option.endsWith('*')).map((option) => option.slice(0, -1)) };
}

function hasPrefix(prefixes: readonly string[], text: string): boolean {
  for (const prefix of prefixes) if (text.startsWith(prefix)) return true;
  return false;
}

function tokenFits(element: WordElement, token: Token): boolean {
  return element.words.has(token.lemma) || (element.prefixes.length > 0 && hasPrefix(element.prefixes, token.text));
}

function matchFrom(elements: readonly PhraseElement[], index: number, tokens: readonly Token[], position: number): number {
  if (index === elements.length) return position;
  const element = elements[index]!;
  switch (element.kind) {
    case 'word': {
      const token = tokens[position];
      if (token === undefined || !tokenFits(element, token)) return -1;
      return matchFrom(elements, index + 1, tokens, position + 1);
    }
    case 'number': {
      const token = tokens[position];
      if (token === undefined || token.kind !== 'number') return -1;
      return matchFrom(elements, index + 1, tokens, position + 1);
    }
    case 'not': {
      const token = tokens[position];
      if (token !== undefined && element.words.has(token.lemma)) return -1;
      return matchFrom(elements, index + 1, tokens, position);
    }
    case 'gap': {
      for (let skipped = 0; skipped <= element.max; skipped += 1) {
        if (skipped > 0) {
          const token = tokens[position + skipped - 1];
          if (token === undefined || token.isBoundary) return -1;
          if (element.strict && STRICT_GAP_STOPS.has(token.lemma)) return -1;
        }
        const end = matchFrom(elements, index + 1, tokens, position + skipped);
        if (end >= 0) return end;
      }
      return -1;
    }
  }
}

type Compiled<T> = { elements: PhraseElement[]; payload: T; literalCount: number };

/**
 * Compiles phrases once (at module load) into an index keyed by their first word, so finding
 * every phrase in a sentence is one pass with a hash look-up per token.
 */
export function createPhraseMatcher<T>(
  items: readonly { phrase: string; payload: T }[],
  lexicon: Lexicon,
): PhraseMatcher<T> {
  const byFirstWord = new Map<string, Compiled<T>[]>();
  const byPrefix: Compiled<T>[] = [];
  for (const { phrase, payload } of items) {
    const elements = phrase.trim().split(/\s+/).map((part) => parseElement(part, lexicon, phrase));
    const first = elements[0];
    if (first?.kind !== 'word') throw new Error(`Phrase "${phrase}" must start with a word`);
    const literalCount = elements.filter((element) => element.kind === 'word' || element.kind === 'number').length;
    const compiled = { elements, payload, literalCount };
    for (const word of first.words) {
      const bucket = byFirstWord.get(word);
      if (bucket === undefined) byFirstWord.set(word, [compiled]);
      else bucket.push(compiled);
    }
    if (first.prefixes.length > 0) byPrefix.push(compiled);
  }

  return {
    findAll(tokens: readonly Token[]): PhraseMatch<T>[] {
      const matches: PhraseMatch<T>[] = [];
      for (let start = 0; start < tokens.length; start += 1) {
        const token = tokens[start]!;
        const candidates = byFirstWord.get(token.lemma);
        for (const compiled of candidates ?? []) {
          const end = matchFrom(compiled.elements, 1, tokens, start + 1);
          if (end >= 0) matches.push({ payload: compiled.payload, start, end, literalCount: compiled.literalCount });
        }
        for (const compiled of byPrefix) {
          if (!hasPrefix((compiled.elements[0] as WordElement).prefixes, token.text)) continue;
          if (candidates !== undefined && candidates.includes(compiled)) continue;
          const end = matchFrom(compiled.elements, 1, tokens, start + 1);
          if (end >= 0) matches.push({ payload: compiled.payload, start, end, literalCount: compiled.literalCount });
        }
      }
      return matches;
    },
  };
}
