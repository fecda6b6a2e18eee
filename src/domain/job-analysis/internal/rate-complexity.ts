import type { CatalogueEntry, WeightedPhrase } from '../catalogue/catalogue-entry';
import { COMPLEXITIES, type Complexity } from '../job-task';
import { COMPLEXITY_CUES } from '../rules/complexity-cues';
import { phraseKey } from './engine-tables';
import { findFeature, hasFeature, isNegated, type SentenceView, type TokenRange } from './sentence-view';

// Complexity starts at the catalogue's default for the job and moves one level for every
// whole point of cues: "heavy" (+1) on "plasterboard" (+1) makes a simple mirror complex,
// "just a quick" (−1.5) makes a moderate job simple. Cues in a following sentence that
// names no job of its own ("It's quite heavy.") count half.

export type ScopedText = { view: SentenceView; ranges: readonly TokenRange[]; weight: number };

const CUE_KEYS: ReadonlyMap<object, string> = new Map(COMPLEXITY_CUES.map((cue) => [cue, `cue:${cue.id}`]));
const INCH_WORDS: ReadonlySet<string> = new Set(['inch', 'inches']);
const SMALL_SCREEN_INCHES = 32;

function isPresent(scope: ScopedText, key: string): boolean {
  for (const found of findFeature(scope.view, key, scope.ranges)) if (!isNegated(scope.view.tokens, found.start)) return true;
  return false;
}

function readScreenInches(scopes: readonly ScopedText[]): number | undefined {
  for (const { view, ranges } of scopes) {
    for (const range of ranges) {
      for (let index = range.start; index < range.end; index += 1) {
        const token = view.tokens[index]!;
        if (token.kind === 'number' && INCH_WORDS.has(view.tokens[index + 1]?.text ?? '')) return token.value;
      }
    }
  }
  return undefined;
}

function asWeighted(item: string | WeightedPhrase, sign: 1 | -1): WeightedPhrase {
  return typeof item === 'string' ? { phrase: item, weight: sign } : item;
}

const OWN_CUES = new WeakMap<CatalogueEntry, readonly WeightedPhrase[]>();

function ownCuesOf(entry: CatalogueEntry): readonly WeightedPhrase[] {
  let cues = OWN_CUES.get(entry);
  if (cues === undefined) {
    cues = [...(entry.harderWhen ?? []).map((item) => asWeighted(item, 1)), ...(entry.easierWhen ?? []).map((item) => asWeighted(item, -1))];
    OWN_CUES.set(entry, cues);
  }
  return cues;
}

/** The score of all cues found for one task; positive is harder. */
export function scoreComplexityCues(entry: CatalogueEntry, scopes: readonly ScopedText[]): number {
  const ignored = new Set(entry.ignoreCues ?? []);
  const best = new Map<string, number>();
  const note = (id: string, weight: number): void => {
    const previous = best.get(id);
    if (previous === undefined || Math.abs(weight) > Math.abs(previous)) best.set(id, weight);
  };

  for (const cue of COMPLEXITY_CUES) {
    if (ignored.has(cue.id)) continue;
    for (const scope of scopes) {
      if (!isPresent(scope, CUE_KEYS.get(cue)!)) continue;
      const cancelled = (cue.unless ?? []).some((phrase) => scopes.some((other) => hasFeature(other.view, phraseKey(phrase), other.ranges)));
      if (!cancelled) note(`cue:${cue.id}`, cue.weight * scope.weight);
    }
  }
  for (const { phrase, weight } of ownCuesOf(entry)) {
    for (const scope of scopes) if (isPresent(scope, phraseKey(phrase))) note(`own:${phrase}`, weight * scope.weight);
  }
  if (entry.largeFromInches !== undefined) {
    const inches = readScreenInches(scopes);
    if (inches !== undefined && inches >= entry.largeFromInches) note('size', 1);
    if (inches !== undefined && inches <= SMALL_SCREEN_INCHES) note('size', -1);
  }
  let total = 0;
  for (const weight of best.values()) total += weight;
  return total;
}

export function rateComplexity(entry: CatalogueEntry, scopes: readonly ScopedText[]): Complexity {
  const score = scoreComplexityCues(entry, scopes);
  const steps = Math.trunc(score + (score >= 0 ? 1e-9 : -1e-9));
  const level = COMPLEXITIES.indexOf(entry.defaultComplexity) + steps;
  return COMPLEXITIES[Math.min(COMPLEXITIES.length - 1, Math.max(0, level))]!;
}
