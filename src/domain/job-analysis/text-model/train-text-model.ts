import { SERVICE_TYPES } from '../catalogue/catalogue-entry';
import { REFERRAL_FLAG_CODES } from '../job-task';
import type { AnalysisEvalCase } from '../score-analysis-eval';
import { createNaiveBayesModel, readChoiceLogOdds, readLabelLogOdds, trainNaiveBayes, type NaiveBayesData, type NaiveBayesModel, type TrainingDocument } from './naive-bayes';
import { hashFeature, listTextFeatures, normaliseForModel } from './text-features';

// Trains the learned reader on the tuning data only and chooses its thresholds there
// (docs/decisions/0021-learned-text-reader.md). Thresholds come from leave-one-batch-out
// cross-validation: each batch of the tuning data is read by a model trained on the other
// batches, so the figures are on wording the model had not seen, as a new customer's would be.
// The held-out split is never passed in.

/** What a message is, as a whole: one of these exactly. */
export const SCOPE_CHOICES = ['scope:job', 'scope:referral', 'scope:out_of_scope', 'scope:vague'] as const;
export const OUT_OF_SCOPE_CHOICE = 'scope:out_of_scope';
export const referralLabel = (code: string): string => `ref:${code}`;
export const REFERRAL_LABELS = REFERRAL_FLAG_CODES.map(referralLabel);
/**
 * The trade of a message asking for one job, one label per service type: learnt from the
 * single-task descriptions only, read as one choice between them (SERVICE_CHOICES).
 */
export const serviceLabel = (serviceType: string): string => `svc:${serviceType}`;
export const SERVICE_CHOICES: readonly string[] = SERVICE_TYPES.map(serviceLabel);
/**
 * How many jobs a message asking for work asks for: one, or several. Read when the rules found
 * several jobs, to tell a message of one job told with words of other trades or of its own parts
 * ("the towel rail came off the wall and now there are holes where the plugs were") from a list
 * (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data).
 */
export const COUNT_CHOICES = ['count:one', 'count:several'] as const;
const LABELS = [...SCOPE_CHOICES, ...REFERRAL_LABELS, ...SERVICE_CHOICES, ...COUNT_CHOICES];

/**
 * A decision is only taken by the model when, on unseen batches, it was right this often.
 * Turning a customer away (out of scope) or dropping the rules' tasks as a vague ask costs more
 * than a wrong referral, which still ends in a call back, so it must be right more often.
 */
export const MIN_CROSS_VALIDATED_PRECISION = { referral: 0.95, turnAway: 0.97, serviceType: 0.9, oneJob: 0.75 } as const;
const SMOOTHING_CANDIDATES = [0.1, 0.3, 1] as const;
/** The share of training messages whose length the reader is trusted with (maxWords). */
const LENGTH_COVERED = 0.99;
/** Thresholds are whole log-odds in this range. */
const THRESHOLD_RANGE = { lowest: -20, highest: 300 } as const;

export type Operating = { threshold: number; precision: number; recall: number };

/** Each decision the reader may take, with the log-odds it needs (docs/decisions/0021-learned-text-reader.md). */
export type TextModelThresholds = {
  /** Out of scope, when the rules found no task and no referral. */
  outOfScopeWhenRulesFindNothing: number;
  /** Out of scope, overruling tasks the rules found. */
  outOfScope: number;
  /** A referral the rules did not raise (the same threshold for each specialist). */
  referral: number;
  /** Nothing but referral work: the rules' tasks are the referral misread and are dropped. */
  referralOnly: number;
  /** Nothing specific asked: the rules' tasks are invented and are dropped. */
  vague: number;
  /** The one task the rules found is of another trade than they read: its service type is changed. */
  serviceType: number;
  /**
   * The rules found several jobs in a message of one job: only the tasks of the trade the reader
   * is surest of, among the rules' trades, are kept, and of jobs all of one trade only one. Its precision is over the messages
   * the decision turns right or wrong (a message wrong before and after is neither): it must
   * mend three at least for each it breaks.
   */
  oneJob: number;
};

export type TextModelFile = {
  /**
   * The longest message it reads, in words: 99 % of the training messages are no longer.
   * Naive Bayes adds up one weight per word, so on much longer messages its log-odds outgrow the
   * thresholds chosen on short ones; longer messages are left to the rules (and stay fast).
   */
  maxWords: number;
  smoothing: number;
  thresholds: TextModelThresholds;
  /** The cross-validated figures of the model alone at each threshold, on the tuning data. */
  crossValidated: Record<keyof TextModelThresholds, Operating>;
  data: NaiveBayesData;
};

/** Whether the rules alone found nothing in a description: no task and no referral. */
export type RulesFindNothing = (description: string) => boolean;

/** The service types of the tasks the rules alone find in a description. */
export type RulesServiceTypes = (description: string) => readonly string[];

/**
 * The trade the reader is surest of, among those it learnt, when it differs from the one task's
 * trade the rules read; undefined when it agrees or knows no trade.
 */
export function readOtherServiceType(model: NaiveBayesModel, hashes: ReadonlySet<number>, rulesServiceType: string): { serviceType: string; logOdds: number } | undefined {
  const scores = readChoiceLogOdds(model, hashes, SERVICE_CHOICES);
  let best = -1;
  scores.forEach((score, at) => {
    if (score > -Infinity && (best < 0 || score > scores[best]!)) best = at;
  });
  if (best < 0 || !Number.isFinite(scores[best]!)) return undefined;
  const serviceType = SERVICE_TYPES[best]!;
  return serviceType === rulesServiceType ? undefined : { serviceType, logOdds: scores[best]! };
}

/**
 * When the rules read several jobs: the log-odds that the message asks for one job, and the trade
 * among the rules' that the reader is surest of. Undefined for fewer than two jobs.
 */
export function readOneJob(model: NaiveBayesModel, hashes: ReadonlySet<number>, rulesServiceTypes: readonly string[]): { serviceType: string; logOdds: number } | undefined {
  const trades = [...new Set(rulesServiceTypes)];
  if (rulesServiceTypes.length < 2) return undefined;
  const scores = readChoiceLogOdds(model, hashes, SERVICE_CHOICES);
  let serviceType = trades[0]!;
  let best = -Infinity;
  for (const trade of trades) {
    const score = scores[SERVICE_CHOICES.indexOf(serviceLabel(trade))] ?? -Infinity;
    if (score > best) {
      best = score;
      serviceType = trade;
    }
  }
  return { serviceType, logOdds: readChoiceLogOdds(model, hashes, COUNT_CHOICES)[0]! };
}

const sameTrades = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

function labelsOf(evalCase: AnalysisEvalCase): string[] {
  const { flags, taskCount } = evalCase.expected;
  const referrals = REFERRAL_FLAG_CODES.filter((code) => flags.includes(code));
  const scope = flags.includes('out_of_scope') ? 'scope:out_of_scope' : taskCount > 0 ? 'scope:job' : referrals.length > 0 ? 'scope:referral' : 'scope:vague';
  const service = scope === 'scope:job' && taskCount === 1 ? [serviceLabel(evalCase.expected.serviceTypes[0]!)] : [];
  const count = scope !== 'scope:job' ? [] : taskCount === 1 ? ['count:one'] : ['count:several'];
  return [scope, ...referrals.map(referralLabel), ...service, ...count];
}

type Document = TrainingDocument & { rulesFindNothing: boolean; rulesServiceTypes: readonly string[]; serviceTypes: readonly string[] };

type Scored = { logOdds: number; positive: boolean };

/** The most recall at the required precision; among thresholds giving the same recall, the middle one. */
export function chooseThreshold(scored: readonly Scored[], minPrecision: number): Operating {
  const positives = scored.filter((item) => item.positive).length;
  let best: { recall: number; thresholds: number[]; precisions: number[] } = { recall: -1, thresholds: [], precisions: [] };
  for (let threshold = THRESHOLD_RANGE.lowest; threshold <= THRESHOLD_RANGE.highest; threshold += 1) {
    let truePositives = 0;
    let found = 0;
    for (const item of scored) {
      if (item.logOdds < threshold) continue;
      found += 1;
      if (item.positive) truePositives += 1;
    }
    const precision = found === 0 ? 1 : truePositives / found;
    if (precision < minPrecision) continue;
    const recall = positives === 0 ? 1 : truePositives / positives;
    if (recall > best.recall) best = { recall, thresholds: [threshold], precisions: [precision] };
    else if (recall === best.recall) {
      best.thresholds.push(threshold);
      best.precisions.push(precision);
    }
  }
  const middle = Math.floor((best.thresholds.length - 1) / 2);
  return { threshold: best.thresholds[middle] ?? THRESHOLD_RANGE.highest, precision: best.precisions[middle] ?? 1, recall: Math.max(0, best.recall) };
}

const scopeAt = (choice: string): number => (SCOPE_CHOICES as readonly string[]).indexOf(choice);

function crossValidate(batches: readonly Document[][], smoothing: number): Record<keyof TextModelThresholds, Operating> {
  const scored: Record<keyof TextModelThresholds, Scored[]> = { outOfScopeWhenRulesFindNothing: [], outOfScope: [], referral: [], referralOnly: [], vague: [], serviceType: [], oneJob: [] };
  batches.forEach((heldBack, at) => {
    const training = batches.filter((_, other) => other !== at).flat();
    const model = createNaiveBayesModel(trainNaiveBayes(training, LABELS), smoothing);
    for (const document of heldBack) {
      const hashes = new Set(document.features.map(hashFeature));
      const scope = readChoiceLogOdds(model, hashes, SCOPE_CHOICES);
      const outOfScope = { logOdds: scope[scopeAt(OUT_OF_SCOPE_CHOICE)]!, positive: document.labels.includes(OUT_OF_SCOPE_CHOICE) };
      scored.outOfScope.push(outOfScope);
      if (document.rulesFindNothing) scored.outOfScopeWhenRulesFindNothing.push(outOfScope);
      scored.referralOnly.push({ logOdds: scope[scopeAt('scope:referral')]!, positive: document.labels.includes('scope:referral') });
      scored.vague.push({ logOdds: scope[scopeAt('scope:vague')]!, positive: document.labels.includes('scope:vague') });
      const logOdds = readLabelLogOdds(model, hashes);
      for (const label of REFERRAL_LABELS) scored.referral.push({ logOdds: logOdds[LABELS.indexOf(label)]!, positive: document.labels.includes(label) });
      // Changing the trade of the rules' one task: right when the labels ask for one task of the reader's trade.
      if (document.rulesServiceTypes.length === 1) {
        const other = readOtherServiceType(model, hashes, document.rulesServiceTypes[0]!);
        if (other !== undefined) scored.serviceType.push({ logOdds: other.logOdds, positive: document.serviceTypes.length === 1 && document.serviceTypes[0] === other.serviceType });
      }
      // Keeping one trade of the rules' several: counted only where it turns the message right or wrong.
      const oneJob = readOneJob(model, hashes, document.rulesServiceTypes);
      if (oneJob !== undefined) {
        const before = sameTrades(document.rulesServiceTypes, document.serviceTypes);
        // Of jobs of one trade only, one is kept; of several trades, the jobs of the trade chosen.
        const kept = document.rulesServiceTypes.filter((trade) => trade === oneJob.serviceType);
        const after = sameTrades(kept.length === document.rulesServiceTypes.length ? [oneJob.serviceType] : kept, document.serviceTypes);
        if (before !== after) scored.oneJob.push({ logOdds: oneJob.logOdds, positive: after });
      }
    }
  });
  return {
    outOfScopeWhenRulesFindNothing: chooseThreshold(scored.outOfScopeWhenRulesFindNothing, MIN_CROSS_VALIDATED_PRECISION.turnAway),
    outOfScope: chooseThreshold(scored.outOfScope, MIN_CROSS_VALIDATED_PRECISION.turnAway),
    referral: chooseThreshold(scored.referral, MIN_CROSS_VALIDATED_PRECISION.referral),
    referralOnly: chooseThreshold(scored.referralOnly, MIN_CROSS_VALIDATED_PRECISION.referral),
    vague: chooseThreshold(scored.vague, MIN_CROSS_VALIDATED_PRECISION.turnAway),
    serviceType: chooseThreshold(scored.serviceType, MIN_CROSS_VALIDATED_PRECISION.serviceType),
    oneJob: chooseThreshold(scored.oneJob, MIN_CROSS_VALIDATED_PRECISION.oneJob),
  };
}

/**
 * Trains on every batch of the tuning data. Smoothing and thresholds are chosen by
 * leave-one-batch-out cross-validation: the smoothing with the most recall over the decisions on flags and trades,
 * each threshold the most recall at the precision MIN_CROSS_VALIDATED_PRECISION asks of it.
 */
export function trainTextModel(batches: readonly (readonly AnalysisEvalCase[])[], rulesFindNothing: RulesFindNothing, rulesServiceTypes: RulesServiceTypes): TextModelFile {
  const documents = batches.map((batch) =>
    batch.map(
      (evalCase): Document => ({
        features: listTextFeatures(evalCase.description),
        labels: labelsOf(evalCase),
        rulesFindNothing: rulesFindNothing(evalCase.description),
        rulesServiceTypes: rulesServiceTypes(evalCase.description),
        serviceTypes: evalCase.expected.serviceTypes,
      }),
    ),
  );
  let best: { smoothing: number; validated: Record<keyof TextModelThresholds, Operating>; score: number } | undefined;
  for (const smoothing of SMOOTHING_CANDIDATES) {
    const validated = crossValidate(documents, smoothing);
    // The flags' and trades' decisions choose it; keeping one job of several (whose recall counts
    // only the messages it turns) follows whichever smoothing they read best with.
    const score = Object.entries(validated).reduce((sum, [decision, operating]) => sum + (decision === 'oneJob' ? 0 : operating.recall), 0);
    if (best === undefined || score > best.score) best = { smoothing, validated, score };
  }
  const { smoothing, validated } = best!;
  const thresholds: TextModelThresholds = {
    outOfScopeWhenRulesFindNothing: validated.outOfScopeWhenRulesFindNothing.threshold,
    outOfScope: validated.outOfScope.threshold,
    referral: validated.referral.threshold,
    referralOnly: validated.referralOnly.threshold,
    vague: validated.vague.threshold,
    serviceType: validated.serviceType.threshold,
    oneJob: validated.oneJob.threshold,
  };
  const lengths = batches.flat().map((evalCase) => normaliseForModel(evalCase.description).length).sort((a, b) => a - b);
  const maxWords = lengths[Math.min(lengths.length - 1, Math.ceil(LENGTH_COVERED * lengths.length) - 1)] ?? 0;
  return { maxWords, smoothing, thresholds, crossValidated: validated, data: trainTextModelData(batches.flat()) };
}

/** The counts alone, from labelled descriptions: the committed model, or one fold of a cross-validation. */
export function trainTextModelData(cases: readonly AnalysisEvalCase[]): NaiveBayesData {
  return trainNaiveBayes(
    cases.map((evalCase) => ({ features: listTextFeatures(evalCase.description), labels: labelsOf(evalCase) })),
    LABELS,
  );
}
