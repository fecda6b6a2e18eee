import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { phraseKey } from './engine-tables';
import { findFeature, hasFeature, hasFeatureIn, type SentenceView, type TokenRange } from './sentence-view';

// Which catalogue jobs a clause names: the candidates found in its words are weighed (literal
// words over patterns, a met requirement, a thing named as a place loses), the best is kept, and
// another only when a new verb introduces it. A job's requirements and exclusions are checked
// on the words that describe it.

/** Words before a thing that make it the place, not the job: "the path to the back gate". */
const LOCATIVES: ReadonlySet<string> = new Set([
  'where', 'after', 'since', 'because', 'due', 'in', 'on', 'under', 'behind', 'above', 'below', 'beside', 'near', 'next', 'by', 'from', 'into', 'onto', 'over', 'at', 'around', 'round', 'outside', 'inside', 'between', 'to', 'through', 'underneath', 'against', 'along', 'across', 'alongside',
]);
const LOCATIVE_LOOKBACK = 4;
const LOCATIVE_PENALTY = 15;
const REQUIRES_BONUS = 3;
const SPECIFICITY = 10;

export type Match = { entry: CatalogueEntry; start: number; end: number; literalCount: number; locative: boolean };

export function isLocative(view: SentenceView, rooms: readonly TokenRange[], actions: readonly boolean[], start: number, end: number, clause: TokenRange): boolean {
  // "Lay vinyl in the downstairs loo": a thing that is part of a room's name is the room.
  for (const range of rooms) if (range.start <= start && range.end >= end && range.end - range.start > end - start) return true;
  // "Seven radiators to bleed": "to" before a job named by its one verb is the job to do, not a
  // place ("3 blinds to fit in the kitchen" still names the blinds, not a kitchen to fit).
  if (actions[start] && end - start === 1) return false;
  for (let index = start - 1; index >= Math.max(clause.start, start - LOCATIVE_LOOKBACK); index -= 1) {
    if (actions[index]) return false;
    if (LOCATIVES.has(view.tokens[index]!.lemma)) return true;
  }
  return false;
}

const CONDITION_KEYS = new WeakMap<CatalogueEntry, { requires: readonly string[] | undefined; excludes: readonly string[] }>();

function conditionKeysOf(entry: CatalogueEntry): { requires: readonly string[] | undefined; excludes: readonly string[] } {
  let keys = CONDITION_KEYS.get(entry);
  if (keys === undefined) {
    keys = { requires: entry.requires?.map(phraseKey), excludes: (entry.excludes ?? []).map(phraseKey) };
    CONDITION_KEYS.set(entry, keys);
  }
  return keys;
}

/** Requirements may be met by a borrowed verb; exclusions look only at the task's own words. */
export function passesConditions(view: SentenceView, entry: CatalogueEntry, scope: readonly TokenRange[], verbClause: TokenRange | undefined): boolean {
  const { requires, excludes } = conditionKeysOf(entry);
  if (requires !== undefined) {
    let met = false;
    for (const key of requires) {
      if (hasFeature(view, key, scope) || (verbClause !== undefined && hasFeatureIn(view, key, verbClause))) {
        met = true;
        break;
      }
    }
    if (!met) return false;
  }
  for (const key of excludes) if (findFeature(view, key, scope).some((range) => !isPlaceInPassing(view, range))) return false;
  return true;
}

/** Words that make a place of the thing after them ("ivy all over the side fence"), not the thing worked on. */
const ALONG: ReadonlySet<string> = new Set(['along', 'over', 'across', 'beside', 'behind', 'alongside']);

/** "…growing all over the side fence", "nettles along the back fence": a one-word exclusion named as a place does not exclude. */
function isPlaceInPassing(view: SentenceView, range: TokenRange): boolean {
  if (range.end - range.start !== 1) return false;
  for (let index = range.start - 1; index >= Math.max(0, range.start - 3); index -= 1) {
    const token = view.tokens[index]!;
    if (token.isBoundary) return false;
    if (ALONG.has(token.lemma)) return true;
  }
  return false;
}

function score(match: Match): number {
  return match.literalCount * SPECIFICITY + (match.entry.requires ? REQUIRES_BONUS : 0) + (match.entry.priority ?? 0) - (match.locative ? LOCATIVE_PENALTY : 0);
}

/** Picks the jobs a clause names: the best match, plus any other that a new verb introduces. */
export function chooseMatches(candidates: Match[], actions: readonly boolean[]): Match[] {
  const ranked = [...candidates].sort((a, b) => score(b) - score(a) || a.start - b.start || a.entry.id.localeCompare(b.entry.id));
  const chosen: Match[] = [];
  for (const candidate of ranked) {
    if (chosen.some((kept) => candidate.start < kept.end && kept.start < candidate.end)) continue;
    if (chosen.some((kept) => kept.entry.id === candidate.entry.id)) continue;
    const introducedByVerb = chosen.every((kept) => {
      const from = kept.end <= candidate.start ? kept.end : candidate.end;
      const to = kept.end <= candidate.start ? candidate.start : kept.start;
      for (let index = from; index < to; index += 1) if (actions[index]) return true;
      return false;
    });
    // "a grab rail fitted beside the bath", "wireless doorbell to fit by the front door": after
    // the thing the verb acts on, a thing named as a place is where it goes, not a second job.
    if (candidate.locative && chosen.some((kept) => !kept.locative && kept.end <= candidate.start)) continue;
    if (chosen.length === 0 || introducedByVerb) chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
