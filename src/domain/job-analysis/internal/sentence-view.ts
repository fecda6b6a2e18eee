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

// These run thousands of times per description, so they are plain loops with no closures
// and no arrays unless something is found (garbage collection pauses are what hurt the p99).
// Each feature's occurrences are in sentence order, so a binary search finds the first one
// inside a range: a long sentence with hundreds of clauses stays far from quadratic.

export function isInRange(position: number, range: TokenRange): boolean {
  return position >= range.start && position < range.end;
}

export function isInRanges(position: number, ranges: readonly TokenRange[]): boolean {
  for (const range of ranges) if (isInRange(position, range)) return true;
  return false;
}

/** Index of the first occurrence starting at or after `position`. */
function firstFrom(all: readonly TokenRange[], position: number): number {
  let low = 0;
  let high = all.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (all[middle]!.start < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

const NOTHING: readonly TokenRange[] = [];

/** Occurrences of a feature whose first word lies inside the ranges. */
export function findFeature(view: SentenceView, key: string, ranges: readonly TokenRange[]): readonly TokenRange[] {
  const all = view.features.get(key);
  if (all === undefined) return NOTHING;
  let found: TokenRange[] | undefined;
  for (const range of ranges) {
    for (let index = firstFrom(all, range.start); index < all.length && all[index]!.start < range.end; index += 1) (found ??= []).push(all[index]!);
  }
  if (found !== undefined && ranges.length > 1) found.sort((a, b) => a.start - b.start);
  return found ?? NOTHING;
}

/** hasFeature for one range, without building an array for it. */
export function hasFeatureIn(view: SentenceView, key: string, range: TokenRange): boolean {
  const all = view.features.get(key);
  if (all === undefined) return false;
  const index = firstFrom(all, range.start);
  return index < all.length && all[index]!.start < range.end;
}

export function hasFeature(view: SentenceView, key: string, ranges: readonly TokenRange[]): boolean {
  for (const range of ranges) if (hasFeatureIn(view, key, range)) return true;
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
