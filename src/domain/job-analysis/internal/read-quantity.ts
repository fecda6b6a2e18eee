import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { DEFAULT_WHOLE_HOME_ROOMS, EXTRA_ROOMS_BEYOND_BEDROOMS } from '../rules/room-words';
import { findFeature, type SentenceView, type TokenRange } from './sentence-view';
import type { Token } from './tokenise-text';

// How many of a thing the customer wants done: "3 shelves", "two doors", "a couple of",
// "all the radiators", "both bedrooms", "12 metres of fencing", "a 6m x 4m deck".

/** Number words and vague amounts, as a handyman would read them. */
export const QUANTITY_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1], ['an', 1], ['one', 1], ['single', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['fifteen', 15], ['twenty', 20], ['couple', 2], ['pair', 2],
  ['both', 2], ['few', 3], ['several', 3], ['some', 2], ['various', 3], ['multiple', 3], ['many', 4], ['lots', 5], ['loads', 5], ['dozen', 12],
]);
const ALL_WORDS: ReadonlySet<string> = new Set(['all', 'every', 'each']);

/** Words after a number that make it a measurement, a date or a property size, not a count. */
export const UNIT_WORDS: readonly string[] = [
  'm', 'metre', 'metres', 'meter', 'meters', 'mtr', 'cm', 'mm', 'ft', 'foot', 'feet', 'inch', 'inches', 'yard', 'yards', 'sq', 'square',
  'm2', 'sqm', 'hour', 'hours', 'hr', 'hrs', 'minute', 'minutes', 'mins', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years',
  'pm', 'am', 'st', 'nd', 'rd', 'th', 's', 'k', 'kg', 'storey', 'story', 'percent', 'pound', 'pounds', 'quid', 'litre', 'litres', 'mph', 'bar',
];
const UNITS: ReadonlySet<string> = new Set(UNIT_WORDS);
const METRES: ReadonlySet<string> = new Set(['m', 'metre', 'metres', 'meter', 'meters', 'mtr']);
const FEET: ReadonlySet<string> = new Set(['ft', 'foot', 'feet']);
const PROPERTY_WORDS: ReadonlySet<string> = new Set(['house', 'semi', 'flat', 'detached', 'terrace', 'terraced', 'bungalow', 'property', 'home', 'maisonette', 'apartment', 'end', 'mid', 'semidetached']);
const FLAT_WORDS: ReadonlySet<string> = new Set(['flat', 'apartment', 'maisonette', 'studio']);
const PAIRED_PLACES: ReadonlySet<string> = new Set(['top bottom', 'upstairs downstairs', 'front back']);
/** The room id of a bare "room" or "rooms" (rules/room-words.ts). */
const GENERIC_ROOM = 'room';
const LOOKBACK = 4;
const LOOKAHEAD = 4;
/** A quantity beyond this is a typing slip or a commercial job for a site visit. */
export const MAX_QUANTITY = 50;
const FEET_PER_METRE = 3.28;
const ALL_ROOMS_OF_A_KIND = 3;
/** "All the windows" when the entry has no typical count: a typical house has about five. */
const DEFAULT_ALL_QUANTITY = 5;

export type Quantity = { quantity: number; explicit: boolean };

/** "All night", "at all" and "all over" are not "all of them". */
const NOT_COUNTING_ALL_AFTER: ReadonlySet<string> = new Set(['night', 'day', 'week', 'weekend', 'year', 'time', 'morning', 'evening', 'along', 'over', 'round', 'around', 'good', 'right', 'done', 'sorted', 'fine', 'in',
  // "every few minutes", "every other day", "every now and then": how often, not how many.
  'few', 'couple', 'other', 'now', 'minute', 'minutes', 'hour', 'hours', 'days', 'weeks', 'month', 'months', 'times',
  // "mould all up the sealant", "paint all down the wall", "all through the night": where, not how many.
  'up', 'down', 'through', 'way']);

/** "Since all the rain", "after all that wind": a cause told with "all", not all of the things. */
const CAUSE_WORDS: ReadonlySet<string> = new Set(['since', 'after', 'despite', 'from', 'with', 'because']);

/**
 * "The seat has gone all wobbly", "it's come all loose", "looks all black": after a verb of
 * becoming or seeming, "all" says how, not how many (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data).
 */
const BECOMING_WORDS: ReadonlySet<string> = new Set([
  ...['go', 'goes', 'going', 'gone', 'went', 'come', 'comes', 'coming', 'came', 'turn', 'turns', 'turned', 'turning'],
  ...['get', 'gets', 'getting', 'become', 'becomes', 'becoming', 'look', 'looks', 'looking', 'seem', 'seems', 'feel', 'feels'],
]);

function isCountingAll(token: Token, previous: Token | undefined, next: Token | undefined): boolean {
  if (!ALL_WORDS.has(token.lemma)) return false;
  if (previous?.lemma === 'at' || (previous !== undefined && (CAUSE_WORDS.has(previous.lemma) || BECOMING_WORDS.has(previous.lemma) || BECOMING_WORDS.has(previous.text)))) return false;
  return next === undefined || !NOT_COUNTING_ALL_AFTER.has(next.lemma);
}

/** Words before a number that make it an address: "flat 4 kitchen", "tenant at no 12", "unit 3". */
const ADDRESS_WORDS: ReadonlySet<string> = new Set(['flat', 'flats', 'apartment', 'apt', 'unit', 'no', 'number', 'plot', 'block', 'house', 'maisonette', 'studio', 'floor']);

/**
 * "600x300", "6 x 6", "10 by 20": a size (of a tile, a board, a panel), never a count. True for
 * either number of such a pair; "3 x shelves" and "shelves x 3" stay counts.
 */
function isSizeAt(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.kind !== 'number') return false;
  const isCross = (token: Token | undefined): boolean => token?.text === 'x' || token?.text === 'by';
  return (isCross(tokens[index + 1]) && tokens[index + 2]?.kind === 'number') || (isCross(tokens[index - 1]) && tokens[index - 2]?.kind === 'number');
}

/**
 * Parts a number describes one thing by: "a 5 tier shelving unit", "an 8 drawer chest", "a 3 door
 * wardrobe", "a 2 seater sofa", "a 4 panel door". Written singular after the number and before
 * a singular thing, they are its size, not a count of things.
 */
const PART_WORDS: ReadonlySet<string> = new Set(['tier', 'drawer', 'door', 'seater', 'seat', 'shelf', 'panel', 'bowl', 'burner', 'ring', 'gang', 'arm', 'step', 'piece', 'cube', 'storey', 'berth', 'tread']);

/** "6 drawer chest": a number then a part word then a singular thing is a size; "3 door handles" (a plural after the part word) is the things counted. */
const namesAPartSize = (next: Token | undefined, afterNext: Token | undefined): boolean =>
  next !== undefined && afterNext !== undefined && !afterNext.isBoundary && PART_WORDS.has(next.text) && !(afterNext.text !== afterNext.lemma && afterNext.text.endsWith('s'));

function countOf(token: Token | undefined, next: Token | undefined, previous?: Token, afterNext?: Token): number | undefined {
  if (token === undefined) return undefined;
  if (token.kind === 'number') {
    if (previous !== undefined && ADDRESS_WORDS.has(previous.lemma)) return undefined;
    if (namesAPartSize(next, afterNext)) return undefined;
    if (next?.text === 'x') return afterNext?.kind === 'number' ? undefined : token.value;
    if (next !== undefined && (UNITS.has(next.text) || next.text === 'bed')) return undefined;
    return token.value >= 1 && token.value <= 100 && Number.isInteger(token.value) ? token.value : undefined;
  }
  // "every few minutes", "a couple hours": a vague amount of time or length is not a count.
  if (next !== undefined && UNITS.has(next.text) && next.text.length > 2) return undefined;
  // Written in words too: "a three door wardrobe" is one wardrobe.
  if (namesAPartSize(next, afterNext)) return undefined;
  return QUANTITY_WORDS.get(token.lemma) ?? QUANTITY_WORDS.get(token.text);
}

/** Words naming the side a measurement is of: "1.7m long x 1.2m high". */
const SIDE_WORDS: ReadonlySet<string> = new Set(['long', 'wide', 'high', 'tall', 'deep']);

/** Length in metres and area in square metres named anywhere in the ranges. */
function readMeasurements(tokens: readonly Token[], ranges: readonly TokenRange[]): { metres?: number; squareMetres?: number } {
  const found: { metres?: number; squareMetres?: number } = {};
  for (const range of ranges) {
    for (let index = range.start; index < range.end; index += 1) {
      const token = tokens[index]!;
      if (token.kind !== 'number') continue;
      const unit = tokens[index + 1]?.text;
      const after = tokens[index + 2]?.text;
      if (unit === 'square' || unit === 'sq' || unit === 'sqm' || unit === 'm2' || (unit !== undefined && METRES.has(unit) && (after === 'squared' || after === '2'))) {
        found.squareMetres ??= token.value;
        continue;
      }
      // "6m x 4m", "6 x 4m", "6 by 4 metres", and with the side named: "1.7m long x 1.2m high"
      const sideNamed = unit !== undefined && METRES.has(unit) && after !== undefined && SIDE_WORDS.has(after);
      const cross = sideNamed ? tokens[index + 3]?.text : after;
      const crossAt = unit === 'x' || unit === 'by' ? index + 1 : (cross === 'x' || cross === 'by') && unit !== undefined && METRES.has(unit) ? index + (sideNamed ? 3 : 2) : -1;
      if (crossAt > 0 && tokens[crossAt + 1]?.kind === 'number') {
        const secondUnit = tokens[crossAt + 2]?.text;
        if ((unit !== undefined && METRES.has(unit)) || (secondUnit !== undefined && METRES.has(secondUnit))) {
          found.squareMetres ??= token.value * tokens[crossAt + 1]!.value;
          index = crossAt + 1;
          continue;
        }
      }
      if (unit !== undefined && METRES.has(unit)) found.metres ??= token.value;
      else if (unit !== undefined && FEET.has(unit)) found.metres ??= token.value / FEET_PER_METRE;
    }
  }
  return found;
}

/** The area the customer gives for this job ("about 6 square metres", "4m x 3m"), if any. */
export function readArea(view: SentenceView, ranges: readonly TokenRange[]): number | undefined {
  return readMeasurements(view.tokens, ranges).squareMetres;
}

/** "3 bed semi" → 3 bedrooms in a house; undefined when the size is not given. */
function readPropertySize(tokens: readonly Token[]): { bedrooms?: number; isFlat: boolean } {
  let bedrooms: number | undefined;
  let isFlat = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (FLAT_WORDS.has(token.lemma)) isFlat = true;
    const next = tokens[index + 1];
    if (next !== undefined && (next.text === 'bed' || next.text === 'bedroom' || next.text === 'bedroomed')) {
      const count = token.kind === 'number' ? token.value : QUANTITY_WORDS.get(token.text);
      const after = tokens[index + 2];
      if (count !== undefined && count >= 1 && count <= 8 && (after === undefined || PROPERTY_WORDS.has(after.lemma) || after.isBoundary)) bedrooms = count;
    }
  }
  return { bedrooms, isFlat };
}

/** Rooms named in the ranges: "both bedrooms and the hall" is 3; "the whole flat (2 bed)" is 4. */
export function countRooms(view: SentenceView, ranges: readonly TokenRange[], wholeHomeKey: string, allTokens: readonly Token[]): number {
  const named = countNamedRooms(view, ranges);
  // "The living room needs repainting, magnolia throughout": throughout a named room is all of that room.
  const wholeHome = findFeature(view, wholeHomeKey, ranges).filter((range) => named === 0 || view.tokens[range.start]?.lemma !== 'throughout');
  if (wholeHome.length > 0) {
    // "The whole house: 4 bedrooms, lounge, kitchen…": the rooms listed win when there are more.
    const size = readPropertySize(allTokens);
    const kind = size.isFlat ? 'flat' : 'house';
    const typical = size.bedrooms === undefined ? DEFAULT_WHOLE_HOME_ROOMS[kind] : size.bedrooms + EXTRA_ROOMS_BEYOND_BEDROOMS[kind];
    return Math.max(typical, named);
  }
  return named;
}

function countNamedRooms(view: SentenceView, ranges: readonly TokenRange[]): number {
  const rooms: { range: TokenRange; room: string }[] = [];
  for (const [key, found] of view.features) {
    if (!key.startsWith('room:')) continue;
    for (const range of found) if (ranges.some((scope) => range.start >= scope.start && range.start < scope.end)) rooms.push({ range, room: key.slice(5) });
  }
  // "living room" also contains "room": keep the longest name at each place.
  const kept = rooms.filter(
    (candidate) =>
      !rooms.some(
        (other) =>
          other !== candidate &&
          other.range.start <= candidate.range.start &&
          other.range.end >= candidate.range.end &&
          other.range.end - other.range.start > candidate.range.end - candidate.range.start,
      ),
  );
  // "The kids bedroom, walls and ceiling, medium size room": a bare "room" beside a named room
  // is that room again, not another one (a count before it, "3 rooms", still counts).
  const namesARoom = kept.some(({ room }) => room !== GENERIC_ROOM);
  const counted = new Map<string, number>();
  for (const { range, room } of kept) {
    if (namesARoom && room === GENERIC_ROOM && countOf(view.tokens[range.start - 1], view.tokens[range.start], view.tokens[range.start - 2]) === undefined) continue;
    const before = view.tokens[range.start - 1];
    const twoBefore = view.tokens[range.start - 2];
    let count = countOf(before, view.tokens[range.start], twoBefore) ?? 1;
    if (before !== undefined && (ALL_WORDS.has(before.lemma) || (before.lemma === 'the' && twoBefore !== undefined && ALL_WORDS.has(twoBefore.lemma)))) {
      count = ALL_ROOMS_OF_A_KIND;
    }
    counted.set(room, Math.max(counted.get(room) ?? 0, count));
  }
  let total = 0;
  for (const count of counted.values()) total += count;
  return total;
}

function isPlural(tokens: readonly Token[], match: TokenRange): boolean {
  const words = tokens.slice(match.start, match.end);
  const head = words.some((token) => token.lemma === 'of') ? words[0] : words.at(-1);
  return head !== undefined && head.text !== head.lemma && head.text.endsWith('s') && !head.lemma.endsWith('s');
}

/**
 * Reads the quantity for one task. Order: a measurement the entry is priced by, rooms for
 * room-priced work, a count just before the thing ("3 floating shelves"), a count just after
 * ("shelves x 3", "blinds on 4 windows"), "all"/"both"/"top and bottom", then a bare plural.
 */
/** "one of the (kitchen wall) cupboard doors": "one of" shortly before the thing, in its clause. */
function isOneOfThe(tokens: readonly Token[], match: TokenRange, clause: TokenRange): boolean {
  for (let index = match.start - 1; index > Math.max(clause.start, match.start - ONE_OF_REACH) - 1; index -= 1) {
    if (tokens[index]!.isBoundary) return false;
    if (tokens[index]!.lemma === 'of' && (tokens[index - 1]?.lemma === 'one' || tokens[index - 1]?.text === '1')) return true;
  }
  return false;
}
/** How far before the thing "one of" is read: "one of the old kitchen wall cupboard doors". */
const ONE_OF_REACH = 6;

export function readQuantity(
  view: SentenceView,
  match: TokenRange,
  clause: TokenRange,
  scope: readonly TokenRange[],
  entry: CatalogueEntry,
  roomCount: number,
): Quantity {
  const tokens = view.tokens;
  const measured = readMeasurements(tokens, scope);
  if (entry.perSquareMetres !== undefined && measured.squareMetres !== undefined) {
    return { quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.ceil(measured.squareMetres / entry.perSquareMetres))), explicit: true };
  }
  if (entry.perMetres !== undefined && measured.metres !== undefined) {
    return { quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.ceil(measured.metres / entry.perMetres))), explicit: true };
  }
  if (entry.unit === 'room') return { quantity: Math.min(MAX_QUANTITY, Math.max(1, roomCount)), explicit: roomCount > 0 };

  // "All the door handles (6 doors)": a number the customer gives beats the typical "all".
  let sawAll = false;
  for (let index = match.start - 1; index >= Math.max(clause.start, match.start - LOOKBACK); index -= 1) {
    const token = tokens[index]!;
    if (token.isBoundary) break;
    if (isCountingAll(token, tokens[index - 1], tokens[index + 1])) {
      sawAll = true;
      break;
    }
    if (token.lemma === 'some') return isPlural(tokens, match) ? { quantity: entry.pluralQuantity ?? 2, explicit: false } : { quantity: 1, explicit: false };
    // "3 single beds": after a count, "single" is a size, not one of them.
    if (token.lemma === 'single' && tokens[index - 1]?.kind === 'number') continue;
    const count = countOf(token, tokens[index + 1], tokens[index - 1], tokens[index + 2]);
    // "a couple of", "a pair of", "a few": the vague word nearer the thing wins over "a";
    // a plain "a" or "one" is not a count worth adding to another mention of the same job.
    if (count !== undefined) return { quantity: Math.min(MAX_QUANTITY, count), explicit: count > 1 };
  }
  for (let index = match.end; index < clause.end; index += 1) {
    const token = tokens[index]!;
    if (token.kind !== 'number' || isSizeAt(tokens, index)) continue;
    if (sawAll && !Number.isInteger(token.value)) continue;
    const previous = tokens[index - 1]!;
    const next = tokens[index + 1];
    // After the thing as well as before it: "Malm 6 drawer chest" is one chest of six drawers.
    if (namesAPartSize(next, tokens[index + 2])) continue;
    // "5 panels", and with a word between: "has 5 rotten panels", "3 old doors".
    const countsThings = [next, tokens[index + 2]].some((word) => word !== undefined && !word.isBoundary && /^(?:window|door|room|wall|side|panel|post|slab|of)/.test(word.lemma));
    // Further on in the clause only a number that counts parts says how many ("fence along the back has 5 rotten panels").
    if (index >= match.end + LOOKAHEAD && !countsThings) continue;
    if (previous.text === 'x' || index === match.end || countsThings) {
      if (next === undefined || !UNITS.has(next.text) || countsThings) return { quantity: Math.min(MAX_QUANTITY, token.value), explicit: true };
    }
  }
  if (sawAll) return { quantity: entry.allQuantity ?? DEFAULT_ALL_QUANTITY, explicit: true };
  const isAllAt = (index: number): boolean => isCountingAll(tokens[index]!, tokens[index - 1], tokens[index + 1]);
  for (let index = clause.start; index < clause.end; index += 1) {
    if (isAllAt(index) || tokens[index]!.lemma === 'throughout') return { quantity: entry.allQuantity ?? DEFAULT_ALL_QUANTITY, explicit: true };
  }
  let sawBoth = false;
  let sawPair = false;
  for (const range of scope) {
    for (let index = range.start; index < range.end; index += 1) {
      const lemma = tokens[index]!.lemma;
      if (entry.allQuantity !== undefined && isAllAt(index)) return { quantity: entry.allQuantity, explicit: true };
      if (lemma === 'both') sawBoth = true;
      // "top and bottom of the stairs", "upstairs and downstairs", "front and back"
      if (lemma === 'and' && PAIRED_PLACES.has(`${tokens[index - 1]?.lemma} ${tokens[index + 1]?.lemma}`)) sawPair = true;
    }
  }
  if (sawBoth) return { quantity: 2, explicit: true };
  // "One of the kitchen cupboard doors hangs lower": one of them, whatever the plural says.
  if (isOneOfThe(tokens, match, clause)) return { quantity: 1, explicit: false };
  if (sawPair && entry.pluralQuantity !== 1) return { quantity: 2, explicit: true };
  if (isPlural(tokens, match)) return { quantity: entry.pluralQuantity ?? 2, explicit: false };
  return { quantity: entry.defaultQuantity ?? 1, explicit: false };
}
