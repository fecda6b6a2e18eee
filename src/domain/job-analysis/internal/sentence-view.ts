import type { Token } from './tokenise-text';

/** Tokens [start, end) of one sentence. */
export type TokenRange = { start: number; end: number };

/** Where each feature key was found in a sentence. */
export type FeatureIndex = ReadonlyMap<string, readonly TokenRange[]>;

export type SentenceView = {
  index: number;
  tokens: readonly Token[];
  features: FeatureIndex;
};

// These run thousands of times per description, so they are plain loops: no closures and
// no arrays unless something is found (garbage collection pauses are what hurt the p99).

export function isInRanges(position: number, ranges: readonly TokenRange[]): boolean {
  for (const range of ranges) if (position >= range.start && position < range.end) return true;
  return false;
}

const NOTHING: readonly TokenRange[] = [];

/** Occurrences of a feature whose first word lies inside the ranges. */
export function findFeature(view: SentenceView, key: string, ranges: readonly TokenRange[]): readonly TokenRange[] {
  const all = view.features.get(key);
  if (all === undefined) return NOTHING;
  let found: TokenRange[] | undefined;
  for (const range of all) if (isInRanges(range.start, ranges)) (found ??= []).push(range);
  return found ?? NOTHING;
}

export function hasFeature(view: SentenceView, key: string, ranges: readonly TokenRange[]): boolean {
  const all = view.features.get(key);
  if (all === undefined) return false;
  for (const range of all) if (isInRanges(range.start, ranges)) return true;
  return false;
}

/** Words that cancel what follows: "not an emergency", "isn't heavy". */
export const NEGATIONS: ReadonlySet<string> = new Set(['not', 'no', 'isnt', 'arent', 'wasnt', 'nothing', 'never', 'without', 'dont', 'doesnt', 'non']);

/** True when "not" or similar stands within two words before the position, in the same clause. */
export function isNegated(tokens: readonly Token[], position: number): boolean {
  for (let index = position - 1; index >= Math.max(0, position - 2); index -= 1) {
    const token = tokens[index]!;
    if (token.isBoundary) return false;
    if (NEGATIONS.has(token.lemma)) return true;
  }
  return false;
}
