import type { JobTask } from '../job-task';
import { isSuspicion, toldAsWaterCause } from './clause-shapes';
import type { TaskSeed } from './collect-sentence-findings';
import { ANY_ACTION_KEY } from './engine-tables';
import { hasFeatureIn } from './sentence-view';
import { startsRunOnJob } from './split-run-on-clauses';

// Folding the tasks one trade was found for into one job when the later ones only tell more
// about it (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data), moved out
// of analyse-job.ts, which builds the tasks and calls it.

const LOCK_TRADE = 'LOCKSMITH';
const DOOR_TRADE = 'CARPENTRY';
const WATER_TRADE = 'PLUMBING';
const FLAT_PACK_TRADE = 'ASSEMBLY';
/** Trades whose words also name the parts of a piece of furniture (its doors, hinges, shelves). */
const PART_TRADES: ReadonlySet<string> = new Set(['CARPENTRY', 'MOUNTING']);
/** The parts of a piece of flat-pack furniture, as the lexicon reads them. */
const FURNITURE_PARTS: ReadonlySet<string> = new Set(['door', 'doors', 'hinge', 'hinges', 'hinged', 'drawer', 'drawers', 'shelf', 'shelves', 'handle', 'handles', 'leg', 'legs', 'runner', 'runners']);
/** The verbs of building flat-pack, which a part of the furniture built may come with ("built, 2 doors"). */
const BUILDING_WORDS: ReadonlySet<string> = new Set(['build', 'built', 'building', 'assemble', 'assembled', 'assembling', 'put', 'together']);
/** Words of a lock, as the lexicon reads them. */
const LOCK_WORDS: ReadonlySet<string> = new Set(['lock', 'locked', 'key', 'bolt', 'latch', 'deadlock', 'cylinder', 'barrel']);

/** Words that add one more item to a list: "…, and the bath tap drips", "tv mount + shelf". */
const LIST_JOINERS: ReadonlySet<string> = new Set(['and', 'also', 'plus', 'then', 'n', '&']);

/** A numbered, lettered or bulleted item starts just before a sentence ("1) toilet seat loose 2) basin tap drips", "(b) …", "…; …"). */
const LIST_MARKER_BEFORE = /(?:\d{1,2}[.)]|[-*•–;]|\(?\b[a-h]\))\s*$/;

/**
 * A job named as an item of a list: a numbered or bulleted item, a run-on job, a joining word or an item number just before it, a joining
 * word later in its sentence ("tv on wall, shelf above it, and …") or a colon before it ("few
 * jobs: …"), in its sentence or earlier in the message ("Flat 3: …; … Flat 5: …").
 */
function isListedItem(original: string, seed: TaskSeed): boolean {
  const tokens = seed.view.tokens;
  const start = seed.clause.start;
  const nearStart = [start - 2, start - 1, start, start + 1].map((at) => tokens[at]);
  const sentenceStart = tokens[0]?.start ?? 0;
  return (
    LIST_MARKER_BEFORE.test(original.slice(Math.max(0, sentenceStart - 6), sentenceStart)) ||
    [start - 1, start, start + 1].some((at) => startsRunOnJob(tokens, at)) ||
    nearStart.some((token) => token !== undefined && (LIST_JOINERS.has(token.lemma) || token.kind === 'number')) ||
    tokens.slice(seed.clause.end).some((token) => LIST_JOINERS.has(token.lemma)) ||
    tokens.slice(0, start).some((token) => token.text === ':') ||
    /[:;]/.test(original.slice(0, sentenceStart))
  );
}

/** A job opening an item of a list: a bullet or number before its sentence, a joining word just before it ("bookcase + drawers to wall"). */
function startsListItem(original: string, seed: TaskSeed): boolean {
  const tokens = seed.view.tokens;
  const sentenceStart = tokens[0]?.start ?? 0;
  const before = tokens[seed.clause.start - 1];
  const first = tokens[seed.clause.start];
  return (
    LIST_MARKER_BEFORE.test(original.slice(Math.max(0, sentenceStart - 6), sentenceStart)) ||
    [before, first].some((token) => token !== undefined && LIST_JOINERS.has(token.lemma)) ||
    /[+&]\s*$/.test(original.slice(Math.max(0, (first?.start ?? 0) - 3), first?.start ?? 0))
  );
}

/**
 * A later mention of a trade already priced, asked for by no verb of its own and not an item of
 * a list, tells more about that job ("desk for my home office - Ikea Bekant", "pipe under the
 * sink has split, …, cant find the stopcock", "handle came off, the spindle fell out"): it folds
 * into it, which keeps the longer of the two times (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data).
 */
export function foldDetailsOfOneTrade(original: string, tasks: readonly JobTask[], groups: readonly (readonly TaskSeed[])[]): JobTask[] {
  // A guess at the fix ("think it wants bleeding", "probably needs a new washer") asks for no second job.
  const asked = groups.map((seeds) =>
    seeds.some((seed) => ((hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause) || seed.verbClause !== undefined) && !isSuspicion(seed.view, seed.clause)) || isListedItem(original, seed)),
  );
  const folded: JobTask[] = [];
  // "Back door wont lock properly, the key turns but…", "the locks changed on front and back
  // doors": the door named with its lock, or with no verb of its own, is where the lock job is.
  const hasLockJob = tasks.some((task) => task.serviceType === LOCK_TRADE);
  const isLockDoor = (index: number): boolean =>
    hasLockJob && tasks[index]!.serviceType === DOOR_TRADE && (asked[index] !== true || groups[index]!.some((seed) => seed.scope.some((range) => seed.view.tokens.slice(range.start, range.end).some((token) => LOCK_WORDS.has(token.lemma)))));
  // "After the leak from the flat above the ceiling needs repainting": beside work of another
  // trade, water told as what came in before, asked for by no verb, is the cause of that work.
  const isWaterCause = (index: number): boolean =>
    tasks[index]!.serviceType === WATER_TRADE &&
    tasks.some((other) => other.serviceType !== WATER_TRADE) &&
    groups[index]!.every((seed) => {
      // A leak said to be mended ("leak is fixed now") asks for nothing, whatever its verb.
      const told = toldAsWaterCause(seed.view, seed.clause);
      return told === 'mended' || (told === 'before' && !hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause));
    });
  // "two Ikea Pax wardrobes to build, both 2 door hinged", "a desk, the one with the shelves on
  // top": beside flat-pack to build, its parts named with no other verb describe it.
  const hasFlatPack = tasks.some((task) => task.serviceType === FLAT_PACK_TRADE);
  const isPartOfFlatPack = (index: number): boolean =>
    hasFlatPack &&
    PART_TRADES.has(tasks[index]!.serviceType) &&
    tasks.slice(0, index).some((task, before) => task.serviceType === FLAT_PACK_TRADE && groups[before]!.some((seed) => groups[index]!.some((part) => part.view === seed.view))) &&
    groups[index]!.every((seed) => {
      const words = seed.view.tokens.slice(seed.clause.start, seed.clause.end);
      const acts = (seed.view.features.get(ANY_ACTION_KEY) ?? []).filter((range) => range.start >= seed.clause.start && range.start < seed.clause.end);
      return !startsListItem(original, seed) && words.some((token) => FURNITURE_PARTS.has(token.lemma) || FURNITURE_PARTS.has(token.text)) && acts.every((range) => seed.view.tokens.slice(range.start, range.end).every((token) => BUILDING_WORDS.has(token.lemma)));
    });
  // "The hinge on one of the cupboard doors has broken and the door hangs at an angle": in one
  // sentence, a later mention of the same trade with no verb of its own, whose thing was already
  // named by the earlier job, tells what that fault does to it.
  const namesThingAgain = (index: number): boolean =>
    groups[index]!.every((seed) => {
      if (hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause)) return false;
      const things = seed.view.tokens.slice(seed.match.start, seed.match.end).map((token) => token.lemma);
      return groups.slice(0, index).some(
        (earlier, before) =>
          tasks[before]!.serviceType === tasks[index]!.serviceType &&
          earlier.some((other) => other.view === seed.view && other.clause.end <= seed.clause.start && things.every((thing) => other.view.tokens.slice(other.clause.start, other.clause.end).some((token) => token.lemma === thing))),
      );
    });
  tasks.forEach((task, index) => {
    if (isLockDoor(index) || isWaterCause(index) || isPartOfFlatPack(index)) return;
    const at = folded.findIndex((other) => other.serviceType === task.serviceType);
    if (at >= 0 && namesThingAgain(index)) {
      folded[at] = { ...folded[at]!, estimatedHours: Math.max(folded[at]!.estimatedHours, task.estimatedHours) };
      return;
    }

    // "…fit a new kitchen tap and it has leaked ever since, the bottom of the cupboard is now
    // soaked through": in the sentence of a job asked for, a later mention of another trade asked
    // for by no verb and not an item of a list is what the fault did, not a second job.
    if (at < 0 && asked[index] !== true && groups.slice(0, index).some((earlier, before) => asked[before] === true && earlier.some((seed) => groups[index]!.some((later) => later.view === seed.view)))) return;
    if (at < 0 || asked[index] === true) folded.push(task);
    else folded[at] = { ...folded[at]!, estimatedHours: Math.max(folded[at]!.estimatedHours, task.estimatedHours) };
  });
  const lockDoorHours = Math.max(0, ...tasks.filter((_, index) => isLockDoor(index)).map((task) => task.estimatedHours));
  const withLocks = folded.map((task) => (task.serviceType === LOCK_TRADE ? { ...task, estimatedHours: Math.max(task.estimatedHours, lockDoorHours) } : task));
  return folded.length === tasks.length ? [...tasks] : withLocks.map((task, index) => ({ ...task, id: `task-${index + 1}` }));
}
