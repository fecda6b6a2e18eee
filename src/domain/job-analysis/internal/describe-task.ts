import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { ANY_ACTION_KEY } from './engine-tables';
import type { TaskSeed } from './collect-sentence-findings';
import { findFeature, type TokenRange } from './sentence-view';

// A task's description is the customer's own words for it, tidied: greetings, "could you",
// "please" and swearing removed, a capital letter added, at most 80 characters. When the
// words cannot stand alone ("the one upstairs") the catalogue's label is used instead.

const MAX_DESCRIPTION_LENGTH = 80;
const MIN_WORDS = 2;
const DESCRIBED_MENTIONS = 3;

const LEADING_FILLERS: readonly RegExp[] = [
  /^(?:hi|hello|hey|hiya|morning|afternoon|evening|good (?:morning|afternoon|evening)|dear \w+|ok|okay|right|so|basically|oh|also|and|then|plus|but|as well as|as well|firstly|secondly|thirdly|finally|lastly|next|ps|p\.s\.)\b[\s,:;!-]*/i,
  /^(?:please|pls|plz|kindly)\b[\s,]*/i,
  /^(?:(?:i|we)(?:'d| would)? (?:also )?(?:need|needs|want|wants|like|require|would like)(?: to (?:have|get))?(?: (?:someone|somebody|a handyman|a man|you|a hand))?(?: to)?)\s+/i,
  /^(?:(?:i|we)(?:'m| am|'re| are) (?:looking for|after) (?:someone|somebody|a handyman|a person)(?: to)?)\s+/i,
  /^(?:(?:can|could|would|will) (?:you|u|someone|somebody|one of your (?:guys|lads|team))(?: please)?(?: (?:come|pop) (?:round |over )?(?:and|to))?)\s+/i,
  /^(?:(?:need|needs|want|looking for) (?:someone|somebody|a handyman|a hand)(?: to)?)\s+/i,
  /^(?:need|needs|needing|want|wanting|require|requires|looking)\s+(?:to\s+)?/i,
  /^(?:there(?:'s| is| are)|(?:i|we)(?:'ve| have)(?: got)?|(?:i|we) got|got)\s+/i,
  /^(?:to|for)\s+/i,
  /^(?:an? )?(?:quote|price|estimate|quotation) (?:for|to|on)\s+/i,
  /^(?:would |'d )?(?:like|love)\s+(?:to (?:have|get)\s+)?/i,
  /^if (?:you (?:have|get|'ve got) (?:the )?time|possible|you can|poss)\b[\s,]*/i,
  /^(?:while|whilst) you(?:'re| are) (?:here|there|at it|round)\b[\s,]*/i,
  /^(?:my|our|the) (?:wife|husband|partner|mum|mam|dad|mother|father|son|daughter|landlord|tenant|other half|missus|boss)(?: would| wants| has asked| needs)?(?: also)?(?: like| want| for)?(?: (?:you|someone|me) to)?\s+/i,
];
/** All the leading fillers as one pattern: one regular expression run per pass, not eleven. */
const ANY_LEADING_FILLER = new RegExp(LEADING_FILLERS.map((filler) => `(?:${filler.source})`).join('|'), 'i');
const TRAILING_FILLERS = /(?:[\s,;:.!?-]+|\b(?:please|pls|thanks|thank you|cheers|if possible|asap|if you can|thx|ta|x+|as well|too|also)\b)+$/i;
const PROFANITY = /\b(?:f+u+c+k\w*|f\*+\w*|sh[i1]te?|sh\*t|crap(?:py)?|bloody|damn(?:ed)?|bollocks|arse|piss(?:ed|ing)?|bastard\w*|effing|frigging|feck\w*|twat\w*|wank\w*)\b\s*/gi;
const PROPER_CASES: ReadonlyMap<string, string> = new Map([
  ['tv', 'TV'], ['tvs', 'TVs'], ['ikea', 'IKEA'], ['upvc', 'uPVC'], ['led', 'LED'], ['i', 'I'], ['diy', 'DIY'], ['pax', 'PAX'], ['malm', 'MALM'],
  ['kallax', 'KALLAX'], ['billy', 'BILLY'], ['hemnes', 'HEMNES'], ['wc', 'WC'], ['trv', 'TRV'], ['trvs', 'TRVs'], ['usb', 'USB'], ['pir', 'PIR'],
  ['ok', 'OK'], ['b&q', 'B&Q'], ['gu10', 'GU10'], ['oled', 'OLED'], ['lvt', 'LVT'],
]);

const HAS_PROPER_CASE = new RegExp(`\\b(?:${[...PROPER_CASES.keys()].map((word) => word.replace('&', '\\&')).join('|')})\\b`, 'i');

function tidyCustomerWords(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').replace(PROFANITY, '').replace(/[()[\]{}“”]|(?<!\d)"/g, '').trim();
  for (let pass = 0; pass < 6; pass += 1) {
    const before = text;
    text = text.replace(ANY_LEADING_FILLER, '');
    text = text.replace(TRAILING_FILLERS, '').trim();
    if (text === before) break;
  }
  if (HAS_PROPER_CASE.test(text)) text = text.replace(/\b[\w&]+\b/g, (word) => PROPER_CASES.get(word.toLowerCase()) ?? word);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:-]+$/, '')}…`;
}

function sliceOf(original: string, seed: TaskSeed, range: TokenRange): string {
  const first = seed.view.tokens[range.start];
  const last = seed.view.tokens[range.end - 1];
  return first === undefined || last === undefined ? '' : original.slice(first.start, last.end);
}

/** "Mount the TV" → "mount the TV" and "A new floor" → "a new floor", but "TV bracket" and "I" keep their capitals. */
export function lowerFirst(text: string): string {
  return /^(?:[A-Z][a-z]|A\b)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Words that make a clause a statement ("the drawer runner is broken"), which needs no borrowed verb. */
const STATEMENT_WORDS: ReadonlySet<string> = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'keep', 'keeps', 'need', 'needs', 'does', 'doesnt', 'wont', 'isnt', 'arent', 'new', 'gone', 'go',
]);

function readsAsStatement(seed: TaskSeed, range: TokenRange): boolean {
  for (let index = range.start; index < range.end; index += 1) if (STATEMENT_WORDS.has(seed.view.tokens[index]!.lemma)) return true;
  for (const [key, found] of seed.view.features) {
    if (key.startsWith('act:') && found.some((at) => at.start >= range.start && at.start < range.end)) return true;
  }
  return false;
}

/** The customer's words for one mention of the job, with a borrowed verb in front if needed. */
function describeSeed(original: string, seed: TaskSeed): string {
  const { view, clause, match, verbClause } = seed;
  let words = sliceOf(original, seed, clause);
  if (!readsAsStatement(seed, clause) && verbClause !== undefined) {
    // Only an instruction's verb reads well in front ("replace the tap and [replace] the
    // seat"); "the cot needs building" lends nothing to "blackout blinds".
    const verb = findFeature(view, ANY_ACTION_KEY, [verbClause])[0];
    if (verb !== undefined && verb.start <= verbClause.start + 1) {
      // "put my TV up and some shelves" lends "put up", not "put my TV up".
      const verbWords = verb.end - verb.start > 2 ? `${sliceOf(original, seed, { start: verb.start, end: verb.start + 1 })} ${sliceOf(original, seed, { start: verb.end - 1, end: verb.end })}` : sliceOf(original, seed, verb);
      words = `${verbWords} ${words}`;
    }
  }
  let text = tidyCustomerWords(words);
  if (text.length > MAX_DESCRIPTION_LENGTH) {
    // Too long: keep the verb nearest the job and a few words either side of it.
    const verbs = findFeature(view, ANY_ACTION_KEY, [{ start: clause.start, end: match.start }]);
    const start = verbs.at(-1)?.start ?? Math.max(clause.start, match.start - 2);
    text = tidyCustomerWords(sliceOf(original, seed, { start, end: Math.min(clause.end, match.end + 4) }));
  }
  return cutAtWord(text, MAX_DESCRIPTION_LENGTH);
}

/** "Replace the sill and paint it" gives "Paint the window sill": the verb, then what "it" points to. */
function describeReference(original: string, seed: TaskSeed | undefined): string | undefined {
  const target = seed?.refersTo;
  if (seed === undefined || target === undefined) return undefined;
  const verb = findFeature(seed.view, ANY_ACTION_KEY, [seed.clause])[0];
  if (verb === undefined) return undefined;
  return tidyCustomerWords(`${sliceOf(original, seed, verb)} the ${sliceOf(original, target, target.match)}`);
}

/** Mentions of one job in one sentence ("overgrown, needs a tidy, cutting back") read as one span when it is short. */
function joinSameSentence(original: string, seeds: readonly TaskSeed[]): TaskSeed[] {
  const joined: TaskSeed[] = [];
  for (const seed of seeds) {
    const previous = joined.at(-1);
    const span = previous === undefined ? undefined : { start: Math.min(previous.clause.start, seed.clause.start), end: Math.max(previous.clause.end, seed.clause.end) };
    if (previous !== undefined && span !== undefined && previous.view === seed.view && sliceOf(original, seed, span).length <= MAX_DESCRIPTION_LENGTH) {
      joined[joined.length - 1] = { ...previous, clause: span };
    } else joined.push(seed);
  }
  return joined;
}

/** "Paint it" says nothing on its own: the description must name more than the verb and a pronoun. */
const EMPTY_WORDS: ReadonlySet<string> = new Set([
  'paint', 'decorate', 'fix', 'repair', 'sort', 'do', 'fit', 'put', 'up', 'it', 'them', 'that', 'this', 'these', 'those', 'one', 'ones', 'too',
  'as', 'well', 'also', 'then', 'please', 'over', 'out', 'the', 'a', 'an',
]);

/** True when the mention has at least two words and names something besides the verb. */
function isDescriptive(seed: TaskSeed): boolean {
  let words = 0;
  let naming = false;
  for (let index = seed.clause.start; index < seed.clause.end; index += 1) {
    const token = seed.view.tokens[index]!;
    if (token.kind === 'break') continue;
    words += 1;
    if (!EMPTY_WORDS.has(token.lemma) && !EMPTY_WORDS.has(token.text)) naming = true;
  }
  return naming && words >= MIN_WORDS;
}

/** Only boundary words ("and", commas) lie between two ranges of one sentence. */
function areNeighbours(seed: TaskSeed, first: TokenRange, second: TokenRange): boolean {
  const [left, right] = first.start <= second.start ? [first, second] : [second, first];
  for (let index = left.end; index < right.start; index += 1) if (!seed.view.tokens[index]!.isBoundary) return false;
  return true;
}

/** "Key snapped in the lock, can't get in": a folded-in mention next to the job reads as part of it. */
function withAbsorbedWords(original: string, seed: TaskSeed): TaskSeed {
  let clause = seed.clause;
  for (const extra of seed.absorbed) {
    if (extra.view !== seed.view || !areNeighbours(seed, clause, extra.clause)) continue;
    const span = { start: Math.min(clause.start, extra.clause.start), end: Math.max(clause.end, extra.clause.end) };
    if (sliceOf(original, seed, span).length <= MAX_DESCRIPTION_LENGTH) clause = span;
  }
  return clause === seed.clause ? seed : { ...seed, clause };
}

export function describeTask(original: string, seeds: readonly TaskSeed[], entry: CatalogueEntry, quantity: number): string {
  const label = quantity > 1 ? `${entry.label} (${quantity})` : entry.label;
  // Three mentions already fill the 80 characters; describing hundreds would only cost time.
  const parts = joinSameSentence(original, seeds.slice(0, DESCRIBED_MENTIONS).map((seed) => withAbsorbedWords(original, seed)))
    .filter(isDescriptive)
    .map((seed) => describeSeed(original, seed))
    .filter((part) => part.length > 0);
  if (parts.length === 0) return describeReference(original, seeds[0]) ?? label;
  if (parts.length === 1) return parts[0]!;
  const joined = [parts[0]!, ...parts.slice(1).map(lowerFirst)].join('; ');
  return joined.length <= MAX_DESCRIPTION_LENGTH ? joined : parts[0]!;
}
