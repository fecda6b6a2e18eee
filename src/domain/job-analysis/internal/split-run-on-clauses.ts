import type { Token } from './tokenise-text';

// Dictated and unpunctuated messages run one job into the next with no comma or "and": "the tap
// in the bathroom is dripping the shower head is cracked", "the handle is loose the shelf in the
// alcove is wonky". A fault told with "is", "are", "its" or "keeps" and a word of the state a thing
// is in, followed at once by "the", "my" or "our", is where the next job starts: that word of the
// next one ends the clause, as a comma would (docs/decisions/0021-learned-text-reader.md#batch-8-joins-the-tuning-data).
// A verb with an object ("guests have broken the dishwasher") has "have", not "is", before it.

const TELLING_A_STATE: ReadonlySet<string> = new Set(['is', 'are', 'its', 'was', 'were', 'been', 'keeps', 'keep', 'still']);
/** States a thing is left in, as the lexicon reads them ("dripping" is "drip", "broken" is "break"). */
const STATE_WORDS: ReadonlySet<string> = new Set([
  'leak', 'drip', 'break', 'block', 'blocked', 'stuck', 'loose', 'wobbly', 'wonky', 'faulty', 'damage', 'damaged', 'crack', 'cracked', 'split', 'snap', 'snapped',
  'knackered', 'sag', 'sagging', 'squeaky', 'stiff', 'rotten', 'rot', 'missing', 'dead', 'mouldy', 'bust', 'broke',
]);
const NEXT_THING: ReadonlySet<string> = new Set(['the', 'my', 'our']);

/** Whether the word at index starts a run-on job: "…is dripping | the shower head…". */
export function startsRunOnJob(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index];
  const state = tokens[index - 1];
  const telling = tokens[index - 2];
  return next !== undefined && state !== undefined && telling !== undefined && NEXT_THING.has(next.text) && STATE_WORDS.has(state.lemma) && TELLING_A_STATE.has(telling.text);
}

/** Marks the first word of a run-on job as a clause boundary, in place; returns the same array. */
export function splitRunOnClauses(tokens: Token[]): Token[] {
  for (let index = 2; index < tokens.length - 1; index += 1) {
    const next = tokens[index]!;
    if (next.isBoundary || !startsRunOnJob(tokens, index)) continue;
    next.isBoundary = true;
  }
  return tokens;
}
