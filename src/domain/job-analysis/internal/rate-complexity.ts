import type { CatalogueEntry, WeightedPhrase } from '../catalogue/catalogue-entry';
import { COMPLEXITIES, type Complexity } from '../job-task';
import { COMPLEXITY_CUES, type ComplexityCue } from '../rules/complexity-cues';
import { phraseKey } from './engine-tables';
import { hasFeature, isInRanges, isNegated, type SentenceView, type TokenRange } from './sentence-view';

// Complexity starts at the catalogue's default for the job and moves one level for every
// whole point of cues: "heavy" (+1) on "plasterboard" (+1) makes a simple mirror complex,
// "just a quick" (−1.5) makes a moderate job simple. Cues in a following sentence that
// names no job of its own ("It's quite heavy.") count half.

export type ScopedText = { view: SentenceView; ranges: readonly TokenRange[]; weight: number };

/** General cues by feature key ("cue:heavy"); every phrase of one cue carries the same weight. */
const CUES_BY_KEY: ReadonlyMap<string, ComplexityCue> = new Map(COMPLEXITY_CUES.map((cue) => [`cue:${cue.id}`, cue]));
const INCH_WORDS: ReadonlySet<string> = new Set(['inch', 'inches']);
const SMALL_SCREEN_INCHES = 32;

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

const OWN_CUES = new WeakMap<CatalogueEntry, ReadonlyMap<string, number>>();

/** The entry's own cues by feature key, with their weights (harder +1, easier −1 unless given). */
function ownCuesOf(entry: CatalogueEntry): ReadonlyMap<string, number> {
  let cues = OWN_CUES.get(entry);
  if (cues === undefined) {
    const weighted = (item: string | WeightedPhrase, sign: number): [string, number] =>
      typeof item === 'string' ? [phraseKey(item), sign] : [phraseKey(item.phrase), item.weight];
    cues = new Map([...(entry.harderWhen ?? []).map((item) => weighted(item, 1)), ...(entry.easierWhen ?? []).map((item) => weighted(item, -1))]);
    OWN_CUES.set(entry, cues);
  }
  return cues;
}

/** How much a word counts for this task: 1 in its own words, ½ in a following sentence, 0 elsewhere. */
function shareOf(scopes: readonly ScopedText[], view: SentenceView, position: number): number {
  let share = 0;
  for (const scope of scopes) if (scope.view === view && scope.weight > share && isInRanges(position, scope.ranges)) share = scope.weight;
  return share;
}

/**
 * The score of all cues found for one task; positive is harder. Walks the features each
 * sentence actually has rather than every cue there is, so a task mentioned hundreds of times
 * in a long text still costs time in proportion to the text.
 */
function scoreComplexityCues(entry: CatalogueEntry, scopes: readonly ScopedText[]): number {
  const ignored = entry.ignoreCues ?? [];
  const own = ownCuesOf(entry);
  const best = new Map<string, number>();
  const note = (id: string, weight: number): void => {
    const previous = best.get(id);
    if (previous === undefined || Math.abs(weight) > Math.abs(previous)) best.set(id, weight);
  };
  const mentions = (key: string): boolean => scopes.some((scope) => hasFeature(scope.view, key, scope.ranges));

  const seen = new Set<SentenceView>();
  for (const { view } of scopes) {
    if (seen.has(view)) continue;
    seen.add(view);
    for (const [key, found] of view.features) {
      const cue = CUES_BY_KEY.get(key);
      const ownWeight = own.get(key);
      if ((cue === undefined || ignored.includes(cue.id)) && ownWeight === undefined) continue;
      for (const range of found) {
        const share = shareOf(scopes, view, range.start);
        if (share === 0 || isNegated(view.tokens, range.start)) continue;
        if (ownWeight !== undefined) note(key, ownWeight * share);
        if (cue !== undefined && !ignored.includes(cue.id) && !(cue.unless ?? []).some((phrase) => mentions(phraseKey(phrase)))) note(key, cue.weight * share);
      }
    }
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
