import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { getCatalogueEntry } from '../catalogue/job-catalogue';
import type { EmergencyRule } from '../rules/emergency-rules';
import type { OutOfScopeRule } from '../rules/out-of-scope-rules';
import type { ReferralRule } from '../rules/referral-rules';
import type { PhraseMatcher } from './create-phrase-matcher';
import {
  actionKey,
  ANY_ACTION_KEY,
  BY_THEMSELVES_KEY,
  CANNOT_SENSE_KEY,
  CUSTOMER_CANNOT_KEY,
  CUSTOMER_DOES_KEY,
  DESCRIBING_KEY,
  DONE_KEY,
  ENGINE_TABLES,
  MATERIAL_KEY,
  NOT_WANTED_KEY,
  phraseKey,
  STILL_WRONG_KEY,
} from './engine-tables';
import type { ScopedText } from './rate-complexity';
import { isCountClause, isOneOfThem, namesOneOfThe, isPartsCount, isSuspicion, pointsBack, readExtraCount, readStatedCount, startsWithTheOld } from './clause-shapes';
import { chooseMatches, isLocative, type Match, passesConditions } from './choose-matches';
import { readQuantity } from './read-quantity';
import type { Token } from './tokenise-text';
import { hasFeatureIn, isNegated, NEGATIONS, type SentenceView, type TokenRange } from './sentence-view';

// Reads one sentence: which jobs it names (task seeds), which work must be referred, and
// whether it is an emergency. A sentence splits into clauses at commas and joining words;
// each clause names at most one job unless a new verb starts another ("mount tv fix tap").
// A clause that names no job adds its words to its neighbour ("…, it's very heavy").

export type TaskSeed = {
  entry: CatalogueEntry;
  view: SentenceView;
  /** The words the description is taken from: the clause, with a clause leading into it. */
  clause: TokenRange;
  match: TokenRange;
  /** Every range whose words describe this task: its clause and the clauses joined to it. */
  scope: TokenRange[];
  /** The clause whose verb this one borrowed ("replace the tap and [replace] the seat"). */
  verbClause: TokenRange | undefined;
  /** Later sentences that name no job of their own ("It's quite heavy."). */
  context: ScopedText[];
  /** The job a "…and paint it" points back to. */
  refersTo?: TaskSeed;
  extraQuantity: number;
  /** "…, there are 9": the customer's own count, used when the job itself gave none. */
  statedQuantity: number | undefined;
  absorbed: TaskSeed[];
  order: number;
};

export type Finding<T> = { rule: T; view: SentenceView; range: TokenRange };

export type SentenceFindings = {
  seeds: TaskSeed[];
  referrals: Finding<ReferralRule>[];
  emergencies: Finding<EmergencyRule>[];
  /** Work that is not a handyman's at all (rules/out-of-scope-rules.ts). */
  outOfScope: Finding<OutOfScopeRule>[];
};

const LEAD_VERBS: ReadonlySet<string> = new Set(['take', 'get', 'bring', 'move', 'carry', 'shift', 'remove', 'collect', 'clear', 'dispose']);
const ROOM_PAINTING_ID = 'room-painting';
const PRONOUNS: ReadonlySet<string> = new Set(['it', 'its', 'they', 'theyve', 'theyre', 'them', 'this', 'that', 'thats', 'which', 'these', 'those', 'he', 'she']);

/** Referrals whose signs can be anything the rules also price (tiles, stains, cracks, frames), so any verbless symptom beside them is theirs. */
const SYMPTOMS_OF_ANY_KIND: ReadonlySet<string> = new Set(['roofing_specialist_required', 'structural_engineer_required']);


/** Words that say the customer cannot do something themselves. */
const CANNOT: ReadonlySet<string> = new Set(['cant', 'cannot', 'unable', 'couldnt', 'wont', 'struggle', 'struggling']);

function saysCannot(tokens: readonly Token[], clause: TokenRange): boolean {
  for (let index = clause.start; index < clause.end; index += 1) {
    const lemma = tokens[index]!.lemma;
    if (CANNOT.has(lemma) || NEGATIONS.has(lemma)) return true;
  }
  return false;
}

function splitClauses(view: SentenceView): TokenRange[] {
  const clauses: TokenRange[] = [];
  let start = -1;
  view.tokens.forEach((token, index) => {
    if (token.isBoundary) {
      if (start >= 0) clauses.push({ start, end: index });
      start = -1;
    } else if (start < 0) start = index;
  });
  if (start >= 0) clauses.push({ start, end: view.tokens.length });
  return clauses;
}

function markActions(view: SentenceView): boolean[] {
  const marks = new Array<boolean>(view.tokens.length).fill(false);
  for (const range of view.features.get(ANY_ACTION_KEY) ?? []) for (let index = range.start; index < range.end; index += 1) marks[index] = true;
  return marks;
}

function listRoomRanges(view: SentenceView): TokenRange[] {
  const rooms: TokenRange[] = [];
  for (const [key, ranges] of view.features) if (key.startsWith('room:')) rooms.push(...ranges);
  return rooms;
}


/**
 * "Replace the sill and paint it": the painting is of the sill, not a room. When the thing
 * before was only named, not asked about ("the front door is looking tired so paint that"),
 * it is simply what gets painted and is not a job of its own.
 */
function resolvePaintingOfIt(seeds: TaskSeed[]): TaskSeed[] {
  const objectsOnly = new Set<TaskSeed>();
  seeds.forEach((seed, index) => {
    if (seed.entry.id !== ROOM_PAINTING_ID || index === 0) return;
    const namesRoom = [...seed.view.features.keys()].some((key) => key.startsWith('room:') && hasFeatureIn(seed.view, key, seed.clause));
    const aboutIt = pointsBack(seed.view, { start: seed.match.end, end: seed.clause.end });
    const previous = seeds[index - 1]!;
    const painted = previous.entry.paintedWith;
    if (!aboutIt || namesRoom || painted === undefined) return;
    seed.entry = getCatalogueEntry(painted);
    seed.refersTo = previous;
    const asked = [...seed.view.features.keys()].some((key) => key.startsWith('act:') && hasFeatureIn(seed.view, key, previous.clause));
    if (!asked) objectsOnly.add(previous);
  });
  return seeds.filter((seed) => !objectsOnly.has(seed));
}

/** A clause opening with these is about the thing named just before it. */
const POINTING_BACK_OPENERS: ReadonlySet<string> = new Set(['it', 'its', 'which']);

/**
 * @param followsJob a job was named in an earlier sentence, so a sentence opening with "it"
 *   ("It drips from the spout all night.") is about that job, not a new one.
 */
export function collectSentenceFindings(view: SentenceView, followsJob: boolean): SentenceFindings {
  const { tokens } = view;
  const clauses = splitClauses(view);
  const actions = markActions(view);
  // Everything below is linear in the sentence's length: a 5,000-character ramble of one
  // sentence with hundreds of commas must not cost quadratic time.
  const clauseAt = new Array<number>(tokens.length).fill(-1);
  clauses.forEach((clause, index) => {
    for (let position = clause.start; position < clause.end; position += 1) clauseAt[position] = index;
  });
  const clauseOf = (position: number): number => clauseAt[position] ?? -1;

  // A rule's phrases where they are not negated, and not in a clause naming one of its exceptions.
  const findRules = <T extends { unless?: readonly string[] }>(matcher: PhraseMatcher<T>): Finding<T>[] =>
    matcher
      .findAll(tokens)
      .filter((found) => !isNegated(tokens, found.start))
      .filter((found) => {
        const clause = clauses[clauseOf(found.start)];
        return clause === undefined || !(found.payload.unless ?? []).some((phrase) => hasFeatureIn(view, phraseKey(phrase), clause));
      })
      .map((found) => ({ rule: found.payload, view, range: { start: found.start, end: found.end } }));
  const referrals: Finding<ReferralRule>[] = findRules(ENGINE_TABLES.referrals);
  // An emergency with two halves (rules/emergency-rules.ts, onlyWith) is kept by analyse-job.ts once the whole message is read.
  const wholeSentence = { start: 0, end: tokens.length };
  const emergencies: Finding<EmergencyRule>[] = ENGINE_TABLES.emergencies
    .findAll(tokens)
    .filter((found) => !isNegated(tokens, found.start))
    .filter((found) => !(found.payload.notWith ?? []).some((phrase) => hasFeatureIn(view, phraseKey(phrase), wholeSentence)))
    .map((found) => ({ rule: found.payload, view, range: { start: found.start, end: found.end } }));
  const outOfScope: Finding<OutOfScopeRule>[] = findRules(ENGINE_TABLES.outOfScope);

  // Referred work and work that is not ours never become tasks in the clause that names them.
  const referredClauses = new Set([...referrals, ...outOfScope].map((found) => clauseOf(found.range.start)));
  // docs/product/shared-behaviour.md#referrals: a clause without a verb that names suspected
  // asbestos ("…, the black glue underneath looks like bitumen") describes the material of the job
  // before it; the clauses after a whole refit ("Complete kitchen refit, new units, tiling, …")
  // list what the refit includes.
  for (const found of referrals) {
    const index = clauseOf(found.range.start);
    const clause = clauses[index];
    if (clause === undefined) continue;
    if (found.rule.code === 'asbestos_surveyor_required' && index > 0 && !hasFeatureIn(view, ANY_ACTION_KEY, clause) && isSuspicion(view, clause)) referredClauses.add(index - 1);
    // "…a crack running from the corner, and it keeps getting bigger": the referral is about the job before.
    if (index > 0 && POINTING_BACK_OPENERS.has(view.tokens[clause.start]!.lemma)) referredClauses.add(index - 1);
    if (found.rule.code === 'building_contractor_required') for (let after = index + 1; after < clauses.length; after += 1) referredClauses.add(after);
  }
  const ownAction = clauses.map((clause) => hasFeatureIn(view, ANY_ACTION_KEY, clause));
  const verbSource: (number | undefined)[] = [];
  clauses.forEach((_, index) => verbSource.push(ownAction[index] ? index : index > 0 ? verbSource[index - 1] : undefined));

  const rooms = listRoomRanges(view);
  const matchesByClause: Match[][] = clauses.map(() => []);
  for (const found of ENGINE_TABLES.catalogue.findAll(tokens)) {
    const index = clauseOf(found.start);
    if (index < 0) continue;
    // "…needs filling so we can paint it ourselves": what follows is the customer's part of the
    // work, not ours ("I can't do it myself" still asks).
    const clause = clauses[index]!;
    const theirs = hasFeatureIn(view, CUSTOMER_DOES_KEY, { start: Math.max(0, clause.start - 1), end: found.start }) || hasFeatureIn(view, BY_THEMSELVES_KEY, clause);
    if (theirs && !saysCannot(tokens, clause)) continue;
    const locative = found.payload.entry.neverPlace !== true && isLocative(view, rooms, actions, found.start, found.end, clauses[index]!);
    matchesByClause[index]!.push({ entry: found.payload.entry, start: found.start, end: found.end, literalCount: found.literalCount, locative });
  }

  // A clause's requirements may be met by the verb it borrows and, without a verb of its own,
  // by the words just before it: in "new toilet and sink" the sink is new too.
  const passesOwn = (match: Match, index: number, scope: readonly TokenRange[]): boolean => {
    const source = verbSource[index];
    const borrowed = source !== undefined && source !== index ? clauses[source] : undefined;
    if (passesConditions(view, match.entry, scope, borrowed)) return true;
    return !ownAction[index] && index > 0 && source !== index - 1 && passesConditions(view, match.entry, scope, clauses[index - 1]);
  };
  const passesFor = (match: Match, index: number, scope: readonly TokenRange[]): boolean => {
    if (passesOwn(match, index, scope)) return true;
    // "Sideboard and tv unit to assemble", "dining table and 6 chairs, need building": things
    // listed with "and" before a verb that comes after them share it, when the clause names no
    // job without it ("repaint the front door and fit a letterbox" keeps its painting).
    const next = clauses[index + 1];
    if (ownAction[index] || next === undefined || ownAction[index + 1] !== true || tokens[clauses[index]!.end]?.lemma !== 'and') return false;
    if (matchesByClause[index]!.some((other) => passesOwn(other, index, [clauses[index]!]))) return false;
    return passesConditions(view, match.entry, scope, next);
  };

  // Which clauses name a job; a clause naming only a place, with no verb of its own, just
  // continues the clause before it ("jet wash the patio and the path to the back gate").
  const jobClause: boolean[] = [];
  clauses.forEach((clause, index) => jobClause.push(isJobClause(clause, index)));
  function isJobClause(clause: TokenRange, index: number): boolean {
    if (referredClauses.has(index)) return false;
    // "…, it's cracked", "…, the old mixer keeps going cold" say more about the job before,
    // and "the leak has been fixed" is background (unless a verb asks for more).
    if ((index > 0 || followsJob) && PRONOUNS.has(tokens[clause.start]!.lemma)) return false;
    // "…cement sheets and one has cracked": "one" that does something is one of the things before.
    // "Student house kitchen - one of the cupboard doors is hanging off": with no job before it, it names one.
    const firstJob = !followsJob && matchesByClause.slice(0, index).every((matches) => matches.length === 0);
    if (index > 0 && isOneOfThem(tokens, clause) && !(firstJob && namesOneOfThe(tokens, clause))) return false;
    // "…, there are 5 doors" counts the job before; it is not a new job.
    if (index > 0 && isCountClause(tokens, clause)) return false;
    // "wardrobe from ikea, 2 doors", "chest of drawers to build, 6 drawer": a verbless count of
    // parts after a job says how big that job is; it is not a job of its own.
    if (index > 0 && !ownAction[index] && isPartsCount(tokens, clause)) return false;
    if (index > 0 && !ownAction[index] && startsWithTheOld(view, clause)) return false;
    // After a job, "…, dont need painting" says what it leaves out, and "…, cant reach the tap
    // behind it" why the customer asks: neither is a job (rules/action-words.ts).
    if ((index > 0 || followsJob) && hasFeatureIn(view, NOT_WANTED_KEY, clause)) return false;
    if ((index > 0 || followsJob) && !ownAction[index] && hasFeatureIn(view, CUSTOMER_CANNOT_KEY, clause)) return false;
    // "…, and I cannot find the stopcock", "…as I cannot always hear the doorbell": even with "find".
    if ((index > 0 || followsJob) && hasFeatureIn(view, CANNOT_SENSE_KEY, clause)) return false;
    // "…, its a tiled wall", "…. Wooden door": what the job is fixed to, unless a fault is told of it.
    if ((index > 0 || followsJob) && !ownAction[index] && hasFeatureIn(view, MATERIAL_KEY, clause) && !hasFeatureIn(view, actionKey('repair'), clause)) return false;
    // History beside a fault that is still there ("…hung last year won't close") is the job's background, not the clause's.
    if (hasFeatureIn(view, DONE_KEY, clause) && !ownAction[index] && !hasFeatureIn(view, STILL_WRONG_KEY, clause)) return false;
    // "…, cupboard smells damp", "Window is small.": a thing described after a job, with no verb, is that job's detail.
    if ((index > 0 || followsJob) && !ownAction[index] && hasFeatureIn(view, DESCRIBING_KEY, clause)) return false;
    const inClause = matchesByClause[index]!.filter((match) => passesFor(match, index, [clause]));
    if (inClause.length === 0) return false;
    const onlyPlaces = inClause.every((match) => match.locative);
    // "…4 blinds putting up, measured to fit inside the window recess": a clause naming only
    // places after a job clause is where that job goes, even with a verb of its own.
    if (onlyPlaces && jobClause.slice(0, index).includes(true)) return false;
    return !(onlyPlaces && !ownAction[index] && index > 0);
  }

  // Each clause without a job joins the nearest job (or referral) before it, else after it.
  const anchors = clauses.map((_, index) => jobClause[index] === true || referredClauses.has(index));
  const owner = clauses.map((_, index) => index);
  let lastAnchor = -1;
  for (let index = 0; index < clauses.length; index += 1) {
    if (anchors[index]) lastAnchor = index;
    else owner[index] = lastAnchor;
  }
  let nextAnchor = -1;
  for (let index = clauses.length - 1; index >= 0; index -= 1) {
    if (anchors[index]) nextAnchor = index;
    else if (owner[index] === -1) owner[index] = nextAnchor;
  }
  const attachedTo: TokenRange[][] = clauses.map(() => []);
  owner.forEach((target, index) => {
    if (target >= 0 && target !== index) attachedTo[target]!.push(clauses[index]!);
  });

  const seeds: TaskSeed[] = [];
  clauses.forEach((clause, index) => {
    if (!jobClause[index]) return;
    const attached = attachedTo[index]!;
    const source = verbSource[index];
    const verbClause = source !== undefined && source !== index ? clauses[source] : undefined;
    const scope = [clause, ...attached];
    const valid = matchesByClause[index]!.filter((match) => passesFor(match, index, scope));
    // "Take an old sofa and some rubbish to the tip": a verb-led clause just before a
    // verbless one is part of its description.
    const before = index > 0 && owner[index - 1] === index ? clauses[index - 1] : undefined;
    const lead = before !== undefined && !ownAction[index] && LEAD_VERBS.has(tokens[before.start]!.lemma) ? before : undefined;
    const chosen = chooseMatches(valid, actions);
    // Two jobs in one clause split it at the last verb before the second ("mount tv fix tap").
    const splits = chosen.slice(1).map((match, position) => {
      const previousEnd = chosen[position]!.end;
      let verbAt = actions.lastIndexOf(true, match.start - 1);
      if (verbAt < previousEnd) return match.start;
      while (verbAt > previousEnd && actions[verbAt - 1]) verbAt -= 1;
      return verbAt;
    });
    chosen.forEach((match, position) => {
      const own: TokenRange = { start: position === 0 ? clause.start : splits[position - 1]!, end: splits[position] ?? clause.end };
      const isLast = position === chosen.length - 1;
      seeds.push({
        entry: match.entry,
        view,
        clause: position === 0 && lead !== undefined ? { start: lead.start, end: own.end } : own,
        match: { start: match.start, end: match.end },
        scope: chosen.length === 1 ? scope : [own, ...(isLast ? attached : [])],
        verbClause,
        context: [],
        extraQuantity: isLast ? attached.reduce((sum, range) => sum + readExtraCount(view, range), 0) : 0,
        statedQuantity: isLast ? attached.map((range) => readStatedCount(view, range)).find((count) => count !== undefined) : undefined,
        absorbed: [],
        order: view.index * 10_000 + match.start,
      });
    });
  });

  // A verbless symptom next to referred work is part of it: the leak below slipped roof
  // tiles is the roof's, the lights in "power to the shed for lights" are the electrician's.
  // After a roof or structural referral any verbless symptom is part of it: "moss all over the
  // roof, and some tiles have slipped", "water getting in around the chimney, stains on the
  // ceiling" describe one problem; a job named before it ("shelves in the kitchen, and a few
  // slates are missing") is still a job.
  const referredCodes = new Set<string>(referrals.map((found) => found.rule.code));
  const symptomsFrom = Math.min(...referrals.filter((found) => SYMPTOMS_OF_ANY_KIND.has(found.rule.code)).map((found) => found.range.start));
  const unexplained = seeds.filter(
    (seed) =>
      !(((seed.entry.symptomOf ?? []).some((code) => referredCodes.has(code)) || seed.clause.start > symptomsFrom) && !hasFeatureIn(view, ANY_ACTION_KEY, seed.clause)),
  );
  // Beside work that is not ours, a verbless symptom ("…error and wont drain") or a request
  // about "it" or "them" ("PC wont boot, can someone fix it") is more of the same work.
  const ours = outOfScope.length === 0 ? unexplained : unexplained.filter((seed) => hasFeatureIn(view, ANY_ACTION_KEY, seed.clause) && !pointsBack(view, seed.clause));
  return { seeds: absorbWithinSentence(resolvePaintingOfIt(ours)), referrals, emergencies, outOfScope };
}

/** "Tile and grout the splashback" is one job: the tiling takes in the grouting. */
function absorbWithinSentence(seeds: TaskSeed[]): TaskSeed[] {
  // The first seed of each kind of job is the one that absorbs: one pass, not all pairs.
  const firstOfEntry = new Map<string, TaskSeed>();
  for (const seed of seeds) if (!firstOfEntry.has(seed.entry.id)) firstOfEntry.set(seed.entry.id, seed);
  const absorbers = [...firstOfEntry.values()].filter((seed) => seed.entry.absorbs !== undefined || seed.entry.absorbsIfSharedVerb !== undefined);
  const kept: TaskSeed[] = [];
  for (const seed of seeds) {
    const sharesVerb = !hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause);
    const absorber = absorbers.find(
      (other) =>
        other.entry.id !== seed.entry.id &&
        ((other.entry.absorbs ?? []).includes(seed.entry.id) || (sharesVerb && (other.entry.absorbsIfSharedVerb ?? []).includes(seed.entry.id))) &&
        !(seed.entry.absorbs ?? []).includes(other.entry.id),
    );
    // A counted set with its own verb ("replace all 6 door handles") is a separate job.
    const counted = absorber === undefined ? undefined : readQuantity(seed.view, seed.match, seed.clause, seed.scope, seed.entry, 0);
    const isOwnSet = counted !== undefined && counted.explicit && counted.quantity > 1 && hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause);
    if (absorber === undefined || isOwnSet) {
      kept.push(seed);
      continue;
    }
    absorber.absorbed.push(seed);
    absorber.scope.push(...seed.scope);
  }
  return kept;
}
