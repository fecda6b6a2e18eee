import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import type { Complexity, JobTask, TaskType } from '../job-task';
import { TASK_TYPE_PRECEDENCE } from '../rules/action-words';
import type { TaskSeed } from './collect-sentence-findings';
import { describeTask } from './describe-task';
import { actionKey, WHOLE_HOME_KEY } from './engine-tables';
import { rateComplexity, type ScopedText } from './rate-complexity';
import { countRooms, MAX_QUANTITY, readArea, readQuantity } from './read-quantity';
import { hasFeature } from './sentence-view';

// One priced task from the mentions of one catalogue job: how many, how hard, how long, what
// materials (docs/product/analysis-calibration.md). analyse-job.ts finds the mentions and calls it.

/** Extra steps folded into another job (filling before painting) add half their usual time. */
const ABSORBED_SHARE = 0.5;
/** A later sentence naming no job ("It's very heavy.") counts half towards complexity. */
export const CONTEXT_WEIGHT = 0.5;
/** A harder job uses more fixings, sealant and filler; a simple one less. */
const MATERIALS_BY_COMPLEXITY: Readonly<Record<Complexity, number>> = { simple: 0.8, moderate: 1, complex: 1.3 };
export const MINIMUM_TASK_HOURS = 0.5;

export const roundToHalfHour = (hours: number): number => Math.round(hours * 2) / 2;

function roomsOf(seed: TaskSeed): Set<string> {
  const rooms = new Set<string>();
  for (const key of seed.view.features.keys()) if (key.startsWith('room:') && hasFeature(seed.view, key, seed.scope)) rooms.add(key);
  return rooms;
}

/** Same job mentioned more than once: counts add up when they are different items (explicit counts or different rooms). */
function combineQuantity(entry: CatalogueEntry, seeds: readonly TaskSeed[], contextCount: number | undefined): number {
  let total = 0;
  let anyExplicit = false;
  const seenRooms = new Set<string>();
  for (const seed of seeds) {
    const roomCount = entry.unit === 'room' ? countRooms(seed.view, seed.scope, WHOLE_HOME_KEY, seed.view.tokens) : 0;
    const { quantity, explicit } = readQuantity(seed.view, seed.match, seed.clause, seed.scope, entry, roomCount);
    const rooms = roomsOf(seed);
    const newRooms = rooms.size > 0 && [...rooms].some((room) => !seenRooms.has(room));
    const amount = quantity + seed.extraQuantity;
    total = total === 0 || explicit || newRooms ? total + amount : Math.max(total, amount);
    anyExplicit ||= explicit || seed.extraQuantity > 0;
    for (const room of rooms) seenRooms.add(room);
  }
  const stated = seeds.map((seed) => seed.statedQuantity).find((count) => count !== undefined) ?? contextCount;
  if (!anyExplicit && stated !== undefined) total = stated;
  else if (stated !== undefined && seeds.length === 1 && stated > total) total = stated;
  return Math.min(MAX_QUANTITY, Math.max(1, total));
}

function decideType(entry: CatalogueEntry, scopes: readonly ScopedText[]): TaskType {
  if (entry.fixedType) return entry.type;
  const found = TASK_TYPE_PRECEDENCE.find((type) => scopes.some((scope) => scope.weight === 1 && hasFeature(scope.view, actionKey(type), scope.ranges)));
  return found ?? entry.type;
}

/** The area named for this job across its mentions, when the entry prices by area. */
function areaOf(entry: CatalogueEntry, seeds: readonly TaskSeed[], onlyAreaTask: boolean): number | undefined {
  if (entry.areaHours === undefined) return undefined;
  let total: number | undefined;
  for (const seed of seeds) {
    const area = readArea(seed.view, seed.scope);
    if (area !== undefined && area > 0) total = (total ?? 0) + area;
  }
  if (total !== undefined || !onlyAreaTask) return total;
  // "Our bathroom floor is 2.1m x 1.8m and we want … tiles down": an area told elsewhere in the
  // sentence belongs to the one job of the message priced by area (analysis-calibration.md#area-work).
  const whole = seeds.map((seed) => readArea(seed.view, [{ start: 0, end: seed.view.tokens.length }])).find((area) => area !== undefined && area > 0);
  return whole;
}

function estimateHours(entry: CatalogueEntry, complexity: Complexity, quantity: number, absorbed: readonly TaskSeed[], area: number | undefined): number {
  const units = 1 + (quantity - 1) * entry.extraUnitFactor;
  const extra = absorbed
    .filter((seed) => (entry.absorbsWithTime ?? []).includes(seed.entry.id))
    .reduce((sum, seed) => sum + seed.entry.hours[seed.entry.defaultComplexity] * ABSORBED_SHARE, 0);
  // docs/product/analysis-calibration.md#area-work: a given area is priced by the square metre.
  const base = entry.areaHours !== undefined && area !== undefined ? entry.areaHours.setup + entry.areaHours.perSquareMetre[complexity] * area : entry.hours[complexity] * units;
  return Math.max(MINIMUM_TASK_HOURS, roundToHalfHour(base + extra));
}

export function buildTask(original: string, seeds: readonly TaskSeed[], index: number, contextCount: number | undefined, onlyAreaTask: boolean): JobTask {
  const entry = seeds[0]!.entry;
  const scopes: ScopedText[] = seeds.flatMap((seed) => [
    { view: seed.view, ranges: seed.scope, weight: 1 },
    ...seed.context.map((context) => ({ ...context, weight: CONTEXT_WEIGHT })),
  ]);
  const quantity = combineQuantity(entry, seeds, contextCount);
  const complexity = rateComplexity(entry, scopes);
  const absorbed = seeds.flatMap((seed) => seed.absorbed);
  return {
    id: `task-${index + 1}`,
    description: describeTask(original, seeds, entry, quantity),
    complexity,
    estimatedHours: estimateHours(entry, complexity, quantity, absorbed, areaOf(entry, seeds, onlyAreaTask)),
    serviceType: entry.serviceType,
    type: decideType(entry, [
      ...scopes,
      ...seeds.flatMap((seed) => (seed.verbClause === undefined ? [] : [{ view: seed.view, ranges: [seed.verbClause], weight: 1 }])),
    ]),
    estimatedMaterials: Math.round(entry.materialsPounds * MATERIALS_BY_COMPLEXITY[complexity] * quantity),
    skill: entry.skill,
    quantity,
  };
}
