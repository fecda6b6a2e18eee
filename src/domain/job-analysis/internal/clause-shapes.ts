import { UNIT_WORDS } from './read-quantity';
import type { SentenceView, TokenRange } from './sentence-view';

// The shapes of a clause that say it is not a job of its own but more about the job before it:
// a count ("there are 5"), a count of parts ("2 doors"), "it" or "one of them", the old thing
// being replaced, a guess at a material. Read by collect-sentence-findings.ts.

const LEADING_FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'and', 'also', 'plus', 'then', 'my', 'our']);
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'that', 'those']);
/** After "one", these make it one of the things just named ("one has cracked", "one is loose"). */
const ONE_OF_THEM_VERBS: ReadonlySet<string> = new Set(['has', 'have', 'is', 'was', 'keep', 'keeps', 'of', 'wont', 'doesnt', 'isnt']);
/** After "one of", a word that goes on to name the things ("one of the cupboard doors", "one of our fence panels"). */
const NAMING_WORDS: ReadonlySet<string> = new Set(['the', 'my', 'our', 'his', 'her', 'their']);
const STATED_FILLERS: ReadonlySet<string> = new Set(['there', 'are', 'is', 'about', 'around', 'roughly', 'approx', 'approximately', 'maybe', 'in', 'it', 'thats', 'theres']);

/** "the old one", "old taps": the clause is about what is there now, not a new job. */
export function startsWithTheOld(view: SentenceView, clause: TokenRange): boolean {
  const first = view.tokens[clause.start]?.lemma;
  return first === 'old' || (first === 'the' && view.tokens[clause.start + 1]?.lemma === 'old');
}

const SUSPICION_WORDS: ReadonlySet<string> = new Set(['like', 'maybe', 'might', 'could', 'think', 'probably', 'possibly', 'suspect']);

/** "…looks like bitumen", "…might be asbestos": the clause says what something may be made of. */
export function isSuspicion(view: SentenceView, clause: TokenRange): boolean {
  for (let at = clause.start; at < clause.end; at += 1) if (SUSPICION_WORDS.has(view.tokens[at]!.lemma)) return true;
  return false;
}

/** "there are 5 doors", "theres 3 of them": a count of the job before, not a new job. */
export function isCountClause(tokens: SentenceView['tokens'], clause: TokenRange): boolean {
  const first = tokens[clause.start]?.lemma;
  const second = tokens[clause.start + 1];
  const third = tokens[clause.start + 2];
  if (first === 'theres') return second?.kind === 'number';
  return first === 'there' && (second?.lemma === 'are' || second?.lemma === 'is') && third?.kind === 'number';
}

/** Words a parts count may open with: "about 14 doors", "with 3 drawers", "its 2 doors". */
const PARTS_COUNT_OPENERS: ReadonlySet<string> = new Set(['about', 'around', 'roughly', 'approx', 'with', 'its', 'it', 'has', 'got', 'the', 'and']);
/** The longest "number and part" clause read as a count of parts: "2 door", "6 drawer chest". */
const PARTS_COUNT_MAX_WORDS = 2;
/** Parts of a piece or a job, counted to say how big it is; a list item ("…, 2 pictures") is not one. */
const PART_WORDS: ReadonlySet<string> = new Set(['door', 'drawer', 'shelf', 'box', 'piece', 'section', 'seater', 'tier', 'leaf', 'compartment', 'panel', 'pane', 'window', 'step', 'tread', 'rail', 'slat']);

/** A clause that is only a number and a part: "2 doors", "about 14 doors", "6 drawer". */
export function isPartsCount(tokens: SentenceView['tokens'], clause: TokenRange): boolean {
  let at = clause.start;
  while (at < clause.end && PARTS_COUNT_OPENERS.has(tokens[at]!.lemma)) at += 1;
  const count = tokens[at];
  if (count?.kind !== 'number' || !Number.isInteger(count.value) || count.value < 2) return false;
  const rest = clause.end - at - 1;
  return rest >= 1 && rest <= PARTS_COUNT_MAX_WORDS && PART_WORDS.has(tokens[at + 1]!.lemma);
}

/** The clause asks about "it" or "them": something named before, not a job of its own. */
export function pointsBack(view: SentenceView, clause: TokenRange): boolean {
  for (let at = clause.start; at < clause.end; at += 1) if (OBJECT_PRONOUNS.has(view.tokens[at]!.lemma)) return true;
  return false;
}

/** "…, there are 9", "…, about 10 in total": the count of the job before. */
export function readStatedCount(view: SentenceView, clause: TokenRange): number | undefined {
  const words = view.tokens.slice(clause.start, clause.end).filter((token) => !STATED_FILLERS.has(token.lemma));
  const first = words[0];
  if (first?.kind !== 'number' || !Number.isInteger(first.value) || first.value < 2 || first.value > 50) return undefined;
  const next = words[1];
  // "…, about 12 metres altogether", "30 foot in total": a length measures the job; it counts nothing.
  if (next !== undefined && UNIT_WORDS.includes(next.text)) return undefined;
  if (next === undefined || next.lemma === 'total' || next.lemma === 'of' || next.lemma === 'altogether') return first.value;
  // "…, 7 windows altogether": a total with the thing named.
  const after = words[2];
  return next.kind === 'word' && (after?.lemma === 'altogether' || after?.lemma === 'total') ? first.value : undefined;
}

/** "the one in the bathroom", "3 in the lounge": an extra count of the job before. */
export function readExtraCount(view: SentenceView, clause: TokenRange): number {
  if (readStatedCount(view, clause) !== undefined) return 0;
  let index = clause.start;
  while (index < clause.end && LEADING_FILLERS.has(view.tokens[index]!.lemma)) index += 1;
  const token = view.tokens[index];
  if (token === undefined) return 0;
  if (token.lemma === 'one' || token.lemma === 'another' || token.lemma === 'other') return 1;
  if (token.kind === 'number' && Number.isInteger(token.value) && token.value >= 1 && token.value <= 20) {
    const next = view.tokens[index + 1];
    return next === undefined || ['in', 'on', 'for', 'upstairs', 'downstairs', 'more'].includes(next.lemma) ? token.value : 0;
  }
  return 0;
}

/** "…cement sheets and one has cracked": "one" that does something is one of the things before. */
export function isOneOfThem(tokens: SentenceView['tokens'], clause: TokenRange): boolean {
  return tokens[clause.start]?.lemma === 'one' && ONE_OF_THEM_VERBS.has(tokens[clause.start + 1]?.lemma ?? '');
}

/** "one of the fence panels", "one of our cupboard doors": the clause goes on to name the things. */
export function namesOneOfThe(tokens: SentenceView['tokens'], clause: TokenRange): boolean {
  return tokens[clause.start]?.lemma === 'one' && tokens[clause.start + 1]?.lemma === 'of' && NAMING_WORDS.has(tokens[clause.start + 2]?.lemma ?? '');
}

/** Water told as having come in, in the past tense: "a pipe leaked", "the tank overflowed". */
const WATER_CAME_IN: ReadonlySet<string> = new Set(['leaked', 'overflowed', 'flooded']);
/** Words that tell what came before: "after the leak", "following an escape of water", "from an old leak". */
const CAUSE_OPENERS: ReadonlySet<string> = new Set(['after', 'following', 'since', 'from', 'to', 'had', 'old']);
/** Water as a thing that happened (nouns, as written: "leaking" is a fault still there). */
const WATER_EVENTS: ReadonlySet<string> = new Set(['leak', 'leaks', 'flood', 'escape', 'overflow']);
/** A leak said to be mended or dry: "leak is fixed now", "(fixed years ago, its bone dry)". */
const MENDED: ReadonlySet<string> = new Set(['fixed', 'sorted', 'repaired', 'mended', 'dry']);
const CAUSE_LOOKBACK = 3;

/**
 * Water that came in before, told as the cause of damage: "a pipe leaked under the bath", "after
 * the leak from the flat above", "following an escape of water", "when we had the flood", "from
 * an old leak (fixed years ago)". Read from the words as written, since the lexicon reads
 * "leaked" and "leaking" alike (docs/decisions/0021-learned-text-reader.md#batch-11-joins-the-tuning-data).
 */
export function toldAsWaterCause(view: SentenceView, clause: TokenRange): 'mended' | 'before' | undefined {
  const { tokens } = view;
  let told: 'before' | undefined;
  for (let at = clause.start; at < clause.end; at += 1) {
    const text = tokens[at]!.text;
    if (WATER_CAME_IN.has(text)) told = 'before';
    if (!WATER_EVENTS.has(text)) continue;
    for (let after = at + 1; after < Math.min(clause.end, at + 1 + CAUSE_LOOKBACK); after += 1) if (MENDED.has(tokens[after]!.text)) return 'mended';
    for (let before = at - 1; before >= Math.max(clause.start, at - CAUSE_LOOKBACK); before -= 1) if (CAUSE_OPENERS.has(tokens[before]!.text)) told = 'before';
  }
  return told;
}
