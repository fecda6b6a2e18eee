import { toHoursLabel } from '../display/to-hours-label';
import { GENERAL_HANDYMAN_ENTRY_ID } from './catalogue/general-catalogue';
import { getCatalogueEntry, JOB_CATALOGUE } from './catalogue/job-catalogue';
import { collectSentenceFindings, type Finding, type TaskSeed } from './internal/collect-sentence-findings';
import { buildTask, CONTEXT_WEIGHT, MINIMUM_TASK_HOURS, roundToHalfHour } from './internal/build-task';
import { foldDetailsOfOneTrade } from './internal/fold-details-of-one-trade';
import { largeJobMessage, NO_JOB_FOUND_MESSAGE, SNIPPET_MAX, wholeSnippet } from './internal/flag-messages';
import { ANY_ACTION_KEY, DONE_KEY, ENGINE_TABLES, NOT_ACTION_KEY, phraseKey, type FeatureKey } from './internal/engine-tables';
import { MAX_QUANTITY } from './internal/read-quantity';
import { joinSplitWords } from './internal/join-split-words';
import { splitRunOnClauses } from './internal/split-run-on-clauses';
import { hasFeatureIn, isInRanges, type SentenceView, type TokenRange } from './internal/sentence-view';
import { summariseAnalysis } from './internal/summarise-analysis';
import { tokeniseText, type Sentence } from './internal/tokenise-text';
import { FLAG_CODES, REFERRAL_FLAG_CODES, type AnalysisFlag, type FlagCode, type JobAnalysis, type JobTask } from './job-task';
import { EMERGENCY_MESSAGE, type EmergencyRule } from './rules/emergency-rules';
import { OUT_OF_SCOPE_MESSAGE, type OutOfScopeRule } from './rules/out-of-scope-rules';
import { REFERRAL_MESSAGES, type ReferralCode, type ReferralRule } from './rules/referral-rules';
import {
  DEFAULT_REQUESTED_HOURS, HANDYMAN_WORD, INSTRUCTION_PATTERNS, JOBS_ONLY_COUNTED, ODD_JOBS, ODD_JOBS_NAMED, ODD_JOBS_PLACE, PRICE_MENTION, REQUESTED_HOURS, TIME_REQUEST,
} from './rules/request-patterns';
import { askSecondOpinion, NO_OPINION, TEXT_READER, type SecondOpinion, type TextReader } from './text-model/second-opinion';

// The offline job-analysis engine (docs/product/shared-behaviour.md#analysed-job, ADR 0007): reads
// a customer's description the way an experienced UK handyman would and returns the tasks, hours
// and flags. Pure and deterministic: no network, no model, no clock, no randomness; the same text
// always gives the same answer. How it reads: sentences and clauses (internal/tokenise-text.ts),
// words mapped onto the catalogue's vocabulary with typos forgiven (internal/create-lexicon.ts),
// jobs, referrals and emergencies found per sentence (internal/collect-sentence-findings.ts), then
// one task per kind of job with its quantity, complexity and hours. Decisions:
//  - Referral work (gas, notifiable electrical, roofs, structure) is flagged and left out of
//    the task list, so nothing a handyman must not do is ever priced; handyman jobs in the
//    same message are still priced.
//  - One task per kind of job: "the kitchen tap … the bathroom tap drips too" is one task
//    for 2 taps; the steps of one job ("tile and grout", "fill and paint") stay one task.
//  - Nothing is invented: vague or abusive text gives no tasks and a needs_more_detail flag.
//    A sentence that gives the engine orders ("ignore previous instructions", "price it at
//    £0") is dropped whole, and jobs in the other sentences are still read. The one exception
//    to "no job, no task" is a clear request for handyman time ("a handyman for a few hours",
//    "odd jobs around the house"): a single GENERAL task for the time asked (3 hours when
//    none is named), still flagged needs_more_detail so staff ask for the list.
//  - Work that is not a handyman's at all (cleaning, pet care, vehicles, …) never becomes a
//    task. When nothing in the message is handyman work or a referral, the analysis carries
//    out_of_scope (no tasks, 0 hours) instead of needs_more_detail; when other jobs are priced,
//    the flag is not raised, so out_of_scope always means "nothing here is ours"
//    (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md).
//  - large_job is raised above 16 hours: two full working days.
//  - A learned reader (text-model/, docs/decisions/0021-learned-text-reader.md) gives a second
//    opinion where phrase rules generalise worst: it adds a referral the rules missed, says
//    out_of_scope when the rules found nothing, and drops the rules' tasks when it is very sure
//    the message is only referral work, only out-of-scope work or only a vague ask. It is a
//    committed, generated model: still no network, no clock, no randomness.

/** Only the first 5,000 characters are read; the form allows no more. */
export const MAX_DESCRIPTION_CHARS = 5_000;
/** Beyond two full days of work a site visit is the sensible next step. */
export const LARGE_JOB_HOURS = 16;
/** Flag messages quote the customer's words that raised them, kept short. */
const HOURS_IN_A_DAY = 8;

function buildView(sentence: Sentence, index: number): SentenceView {
  joinSplitWords(sentence.tokens, ENGINE_TABLES.lexicon);
  for (const token of sentence.tokens) token.lemma = token.kind === 'word' ? ENGINE_TABLES.lexicon.lemmaOf(token.text) : token.text;
  splitRunOnClauses(sentence.tokens);
  const features = new Map<FeatureKey, TokenRange[]>();
  const found = ENGINE_TABLES.features.findAll(sentence.tokens);
  // "Our new build" names a house, not a job to build, and in "the leak has been fixed" the
  // fixing is done: those words are not verbs asking for work.
  const notVerbs: TokenRange[] = [];
  for (const match of found) if (match.payload.includes(NOT_ACTION_KEY) || match.payload.includes(DONE_KEY)) notVerbs.push(match);
  for (const match of found) {
    // Symptoms inside such a phrase ("hanging off") still count; only verbs are dropped.
    if (notVerbs.length > 0 && match.payload.includes(ANY_ACTION_KEY) && isInRanges(match.start, notVerbs)) continue;
    for (const key of match.payload) {
      const list = features.get(key);
      const range = { start: match.start, end: match.end };
      if (list === undefined) features.set(key, [range]);
      else list.push(range);
    }
  }
  return { index, tokens: sentence.tokens, features };
}

function textOf(original: string, view: SentenceView, range: TokenRange = { start: 0, end: view.tokens.length }): string {
  const first = view.tokens[range.start];
  const last = view.tokens[range.end - 1];
  return first === undefined || last === undefined ? '' : original.slice(first.start, last.end);
}

function snippet(original: string, finding: Finding<unknown>): string {
  const text = textOf(original, finding.view, finding.range).replace(/\s+/g, ' ');
  return text.length <= SNIPPET_MAX ? text : `${text.slice(0, SNIPPET_MAX - 1)}…`;
}

function isInstruction(sentenceText: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(sentenceText));
}

/** "3 of them." or "There are 9." after a job: how many of it. */
function readContextCount(view: SentenceView): number | undefined {
  const words = view.tokens.filter((token) => !token.isBoundary && !['there', 'are', 'is', 'about', 'around', 'roughly'].includes(token.lemma));
  const first = words[0];
  if (first?.kind !== 'number' || !Number.isInteger(first.value) || first.value < 1 || first.value > MAX_QUANTITY) return undefined;
  const next = words[1];
  return next === undefined || next.lemma === 'of' || next.lemma === 'in' ? first.value : undefined;
}

/** Words that ask whether we do something: "do you", "do u", "can you do". */
const ASKING_YOU: ReadonlySet<string> = new Set(['you', 'u', 'ya', 'yous']);

/** A clause asking whether we do a kind of work: "do you bleed them?", "do u do flat pack?". */
function asksWhetherWeDo(seed: TaskSeed): boolean {
  const tokens = seed.view.tokens;
  const start = seed.clause.start;
  const at = tokens[start]?.lemma === 'can' || tokens[start]?.lemma === 'do' ? start : -1;
  if (at < 0 || !ASKING_YOU.has(tokens[at + 1]?.lemma ?? '')) return false;
  // "Can you fix the tap" asks for a job; "can you do flat pack" and "do you fit excluders" ask what we do.
  return tokens[at]!.lemma === 'do' || tokens[at + 2]?.lemma === 'do';
}

function buildGeneralTask(text: string): JobTask | undefined {
  const asksForTime = TIME_REQUEST.test(text) && (HANDYMAN_WORD.test(text) || ODD_JOBS.test(text));
  // Odd jobs with no time, no place and nobody asked for ("few jobs", "general maintenance") name
  // nothing to book; "a handyman for a few small jobs" or "odd jobs around the flat" do.
  if (!asksForTime && !(ODD_JOBS.test(text) && (ODD_JOBS_PLACE.test(text) || HANDYMAN_WORD.test(text)))) return undefined;
  if (!asksForTime && JOBS_ONLY_COUNTED.test(text) && !ODD_JOBS_NAMED.test(text)) return undefined;
  let hours = DEFAULT_REQUESTED_HOURS;
  for (const { pattern, hours: rule } of REQUESTED_HOURS) {
    const found = pattern.exec(text);
    if (!found) continue;
    hours = rule === 'number' ? Number(found[1]) : rule === 'days' ? Number(found[1]) * HOURS_IN_A_DAY : rule;
    break;
  }
  const entry = getCatalogueEntry(GENERAL_HANDYMAN_ENTRY_ID);
  const estimatedHours = Math.max(MINIMUM_TASK_HOURS, roundToHalfHour(hours));
  return {
    id: 'task-1',
    description: `${entry.label} (${toHoursLabel(estimatedHours)})`,
    complexity: entry.defaultComplexity,
    estimatedHours,
    serviceType: entry.serviceType,
    type: entry.type,
    estimatedMaterials: 0,
    skill: entry.skill,
    quantity: 1,
  };
}

type Reading = {
  seeds: TaskSeed[];
  referrals: Finding<ReferralRule>[];
  emergencies: Finding<EmergencyRule>[];
  outOfScope: Finding<OutOfScopeRule>[];
  contextCounts: Map<TaskSeed, number>;
  screenedText: string;
};

/** A job the rules read from a sign of referred work (entry.symptomOf), with no verb asking for it. */
function isSignOf(seed: TaskSeed, codes: readonly string[]): boolean {
  return (seed.entry.symptomOf ?? []).some((code) => codes.includes(code)) && seed.verbClause === undefined && !hasFeatureIn(seed.view, ANY_ACTION_KEY, seed.clause);
}

function readSentences(original: string): Reading {
  const sentences = tokeniseText(original);
  const texts = sentences.map((sentence) => original.slice(sentence.tokens[0]!.start, sentence.tokens.at(-1)!.end));
  const instructions = texts.map(isInstruction);
  const instructed = instructions.includes(true);
  const reading: Reading = { seeds: [], referrals: [], emergencies: [], outOfScope: [], contextCounts: new Map(), screenedText: '' };
  const kept: string[] = [];
  const views: SentenceView[] = [];
  let lastSeed: TaskSeed | undefined;
  let afterReferral = false;
  sentences.forEach((sentence, index) => {
    // A sentence giving the engine orders is dropped whole, and once one has, so is any
    // other sentence that names a price.
    if (instructions[index] || (instructed && PRICE_MENTION.test(texts[index]!))) return;
    kept.push(texts[index]!);
    const view = buildView(sentence, index);
    views.push(view);
    // "The gas fire will no longer light. It clicks when I turn the knob": a sentence after
    // referred work, before any job, reads as more about that work, as it would after a job.
    const findings = collectSentenceFindings(view, lastSeed !== undefined || afterReferral);
    afterReferral = findings.seeds.length === 0 ? afterReferral || findings.referrals.length > 0 || findings.outOfScope.length > 0 : false;
    reading.referrals.push(...findings.referrals);
    reading.emergencies.push(...findings.emergencies);
    reading.outOfScope.push(...findings.outOfScope);
    if (findings.seeds.length > 0) {
      reading.seeds.push(...findings.seeds);
      lastSeed = findings.seeds.at(-1);
    } else if (findings.referrals.length > 0 || findings.outOfScope.length > 0) {
      lastSeed = undefined;
    } else if (lastSeed !== undefined) {
      lastSeed.context.push({ view, ranges: [{ start: 0, end: view.tokens.length }], weight: CONTEXT_WEIGHT });
      const count = readContextCount(view);
      if (count !== undefined) reading.contextCounts.set(lastSeed, count);
    }
  });
  reading.screenedText = kept.join('\n');
  // "There is a crack in the end wall … It has widened over the summer": a sign the rules price
  // (entry.symptomOf), told with no verb asking for it, is part of the referred work it is a sign
  // of wherever in the message that work is named, not only in its own sentence.
  const referred = reading.referrals.map((finding) => finding.rule.code);
  reading.seeds = reading.seeds.filter((seed) => !isSignOf(seed, referred));
  // "The boiler died last night. My mum is 90 and frail": an emergency of two halves may tell
  // them in different sentences of the message (rules/emergency-rules.ts).
  const messageSays = (phrase: string): boolean => views.some((view) => hasFeatureIn(view, phraseKey(phrase), { start: 0, end: view.tokens.length }));
  reading.emergencies = reading.emergencies.filter((finding) => finding.rule.onlyWith === undefined || finding.rule.onlyWith.some(messageSays));
  return reading;
}

function buildFlags(original: string, reading: Reading, opinion: SecondOpinion, tasks: readonly JobTask[], isGeneral: boolean, totalHours: number): AnalysisFlag[] {
  const messages = new Map<FlagCode, string>();
  for (const finding of reading.referrals) {
    if (!messages.has(finding.rule.code)) messages.set(finding.rule.code, REFERRAL_MESSAGES[finding.rule.code].replace('{found}', snippet(original, finding)));
  }
  for (const code of opinion.addedReferrals) messages.set(code, REFERRAL_MESSAGES[code].replace('{found}', wholeSnippet(reading.screenedText)));
  const emergency = reading.emergencies[0];
  // docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md: an urgent call-out is ours
  // to make; when nothing in the message is ours ("microwave sparks when it's on") it is not raised.
  const nothingOurs = tasks.length === 0 && reading.referrals.length === 0 && opinion.addedReferrals.length === 0 && !isGeneral && (reading.outOfScope.length > 0 || opinion.outOfScope);
  if (emergency !== undefined && !nothingOurs) {
    const advice = reading.emergencies.find((finding) => finding.rule.advice !== undefined)?.rule.advice;
    messages.set('emergency', `${EMERGENCY_MESSAGE.replace('{found}', snippet(original, emergency))}${advice ? ` ${advice}` : ''}`);
  }
  const referred = reading.referrals.length > 0 || opinion.addedReferrals.length > 0;
  const notOurs = reading.outOfScope[0];
  const notOursMessage = notOurs !== undefined ? snippet(original, notOurs) : opinion.outOfScope ? wholeSnippet(reading.screenedText) : undefined;
  if (isGeneral) {
    messages.set('needs_more_detail', 'Please list the jobs you would like done so we can price each one accurately.');
  } else if (tasks.length === 0 && !referred && notOursMessage !== undefined) {
    messages.set('out_of_scope', OUT_OF_SCOPE_MESSAGE.replace('{found}', notOursMessage));
  } else if (tasks.length === 0 && !referred) {
    messages.set('needs_more_detail', NO_JOB_FOUND_MESSAGE);
  }
  if (totalHours > LARGE_JOB_HOURS) {
    messages.set('large_job', largeJobMessage(totalHours));
  }
  return FLAG_CODES.filter((code) => messages.has(code)).map((code) => ({ code, message: messages.get(code)! }));
}

/**
 * Jobs that take a thing away or move it: like fitting it, they are ours whatever the thing is
 * ("take the old fridge freezer to the tip"), so the reader does not overrule them as out of scope
 * (docs/decisions/0021-learned-text-reader.md#batch-9-joins-the-tuning-data).
 */
const TAKES_AWAY: ReadonlySet<string> = new Set(['rubbish-removal', 'furniture-moving']);

/**
 * The rules' one task, of the trade the reader named instead: hours, materials and wording stay
 * the rules' (docs/decisions/0021-learned-text-reader.md#batch-9-joins-the-tuning-data); the skill
 * is that of the trade's first catalogue entry.
 */
function withServiceType(task: JobTask, serviceType: string): JobTask {
  const entry = JOB_CATALOGUE.find((candidate) => candidate.serviceType === serviceType);
  return entry === undefined ? task : { ...task, serviceType: entry.serviceType, skill: entry.skill };
}

function analyse(description: string, reader: TextReader | undefined): JobAnalysis {
  const original = (typeof description === 'string' ? description : '').slice(0, MAX_DESCRIPTION_CHARS);
  const reading = readSentences(original);

  const groups = new Map<string, TaskSeed[]>();
  for (const seed of [...reading.seeds].sort((a, b) => a.order - b.order)) {
    const group = groups.get(seed.entry.id);
    if (group === undefined) groups.set(seed.entry.id, [seed]);
    else group.push(seed);
  }
  // "Radiator only warm at the bottom … do u bleed them?", "do u do flat pack? pax wardrobe…":
  // asking whether we do a kind of work is not a second job beside a job of that trade.
  const seedGroups = [...groups.values()];
  const named = seedGroups.filter((seeds) => !seeds.every(asksWhetherWeDo));
  const kept = seedGroups.filter((seeds) => !seeds.every(asksWhetherWeDo) || !named.some((other) => other[0]!.entry.serviceType === seeds[0]!.entry.serviceType));
  const buildTasks = (jobs: readonly TaskSeed[][]): JobTask[] => {
    const areaTasks = jobs.filter((seeds) => seeds[0]!.entry.areaHours !== undefined).length;
    const built = jobs.map((seeds, index) => {
      const contextCount = seeds.map((seed) => reading.contextCounts.get(seed)).find((count) => count !== undefined);
      return buildTask(original, seeds, index, contextCount, areaTasks === 1);
    });
    return foldDetailsOfOneTrade(original, built, jobs);
  };
  let tasks = buildTasks(kept);

  let isGeneral = false;
  if (tasks.length === 0 && reading.referrals.length === 0 && reading.outOfScope.length === 0) {
    const general = buildGeneralTask(reading.screenedText);
    if (general !== undefined) {
      tasks = [general];
      isGeneral = true;
    }
  }
  const opinion =
    reader === undefined
      ? NO_OPINION
      : askSecondOpinion(reader, reading.screenedText, {
          taskCount: tasks.length,
          serviceTypes: tasks.map((task) => task.serviceType),
          referrals: [...new Set<ReferralCode>(reading.referrals.map((finding) => finding.rule.code))],
          isGeneralRequest: isGeneral,
          fitsSomething: tasks.some((task) => task.type === 'installation') || kept.some((seeds) => TAKES_AWAY.has(seeds[0]!.entry.id)),
          outOfScope: reading.outOfScope.length > 0,
        });
  if (opinion.dropTasks) tasks = [];

  if (opinion.serviceType !== undefined && tasks.length === 1) tasks = [withServiceType(tasks[0]!, opinion.serviceType)];
  // The reader is sure the message is one job (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data):
  // of the rules' jobs of several trades it keeps that trade's; of jobs all of one trade, one, with the longest time.
  if (opinion.oneJobOf !== undefined) {
    const ofTrade = tasks.filter((task) => task.serviceType === opinion.oneJobOf);
    tasks = ofTrade.length === tasks.length ? [{ ...tasks[0]!, estimatedHours: Math.max(...tasks.map((task) => task.estimatedHours)) }] : ofTrade.map((task, index) => ({ ...task, id: `task-${index + 1}` }));
  }
  const totalEstimatedHours = roundToHalfHour(tasks.reduce((sum, task) => sum + task.estimatedHours, 0));
  const flags = buildFlags(original, reading, opinion, tasks, isGeneral, totalEstimatedHours);
  const summary = summariseAnalysis({ tasks, flags: new Set(flags.map((flag) => flag.code)), isGeneralRequest: isGeneral });
  return { summary, tasks, totalEstimatedHours, flags };
}

/** Reads a customer's description of work and returns the tasks, hours and flags. */
export function analyseJob(description: string): JobAnalysis {
  return analyse(description, TEXT_READER);
}

/**
 * The phrase rules alone, without the learned reader's second opinion: what the reader is
 * trained against (which messages the rules find nothing in) and measured against.
 */
export function analyseJobByRules(description: string): JobAnalysis {
  return analyse(description, undefined);
}

/** Whether the phrase rules alone find no task and no referral in a description (training the reader). */
export function rulesFindNothing(description: string): boolean {
  const analysis = analyseJobByRules(description);
  return analysis.tasks.length === 0 && !analysis.flags.some((flag) => (REFERRAL_FLAG_CODES as readonly FlagCode[]).includes(flag.code));
}

/** The trades of the tasks the phrase rules alone find, none when they raise a referral (training the reader). */
export function rulesServiceTypes(description: string): string[] {
  const analysis = analyseJobByRules(description);
  if (analysis.flags.some((flag) => (REFERRAL_FLAG_CODES as readonly FlagCode[]).includes(flag.code))) return [];
  return analysis.tasks.map((task) => task.serviceType);
}

/** The rules with a given learned reader: cross-validation scores readers trained without a batch. */
export function analyseJobWithReader(description: string, reader: TextReader): JobAnalysis {
  return analyse(description, reader);
}
