import { REFERRAL_FLAG_CODES } from '../job-task';
import type { ReferralCode } from '../rules/referral-rules';
import { createNaiveBayesModel, readChoiceLogOdds, readLabelLogOdds, type NaiveBayesModel } from './naive-bayes';
import { listFeatureHashes, normaliseForModel } from './text-features';
import { TEXT_MODEL } from './text-model.generated';
import { readOneJob, readOtherServiceType, referralLabel, SCOPE_CHOICES, type TextModelFile } from './train-text-model';

// The learned reader's second opinion on what the rules made of a message
// (docs/decisions/0021-learned-text-reader.md). The rules stay in charge where they are sure:
// a referral they raised is never second-guessed, and nor are the tasks beside it. The model
// only names a specialist when the rules named none (its single most likely one), says "not
// handyman work" when the rules found nothing, and drops the rules' tasks when it is very sure
// they misread the message: only the referral work it found, only out-of-scope work, or only a
// vague ask. Each decision needs the log-odds chosen for it on the tuning data's
// cross-validation (text-model.generated.ts).

/** What the rules made of the message, as far as the second opinion needs to know. */
export type RulesOutcome = {
  /** Tasks found (not the general handyman-time task). */
  taskCount: number;
  /** The trades of those tasks. */
  serviceTypes: readonly string[];
  referrals: readonly ReferralCode[];
  /** A request for general handyman time: left as the rules read it. */
  isGeneralRequest: boolean;
  /** Some task fits or connects something new (an installation), or takes a thing away: work that is ours. */
  fitsSomething?: boolean;
  /** The rules found work that is not ours (and so no task beside it). */
  outOfScope?: boolean;
};

export type SecondOpinion = {
  /** Referrals the rules did not raise. */
  addedReferrals: ReferralCode[];
  /** Nothing here is handyman work. */
  outOfScope: boolean;
  /** The rules' tasks are dropped: they misread referral work, out-of-scope work or a vague ask. */
  dropTasks: boolean;
  /**
   * The trade the rules' one task really is, when the reader is very sure it is another one
   * (docs/decisions/0021-learned-text-reader.md#batch-9-joins-the-tuning-data); absent otherwise.
   */
  serviceType?: string;
  /**
   * The rules read several jobs in what the reader is sure is one job: only their tasks of this
   * trade are kept (one, when all are of it) (docs/decisions/0021-learned-text-reader.md#batch-12-joins-the-tuning-data).
   */
  oneJobOf?: string;
};

export type TextReader = { model: NaiveBayesModel; file: TextModelFile };

export function createTextReader(file: TextModelFile): TextReader {
  return { model: createNaiveBayesModel(file.data, file.smoothing), file };
}

/** The committed model, ready once the module loads. */
export const TEXT_READER: TextReader = createTextReader(TEXT_MODEL);

/** The rules' reading stands as it is: no specialist, no "not ours", no task dropped. */
export const NO_OPINION: SecondOpinion = { addedReferrals: [], outOfScope: false, dropTasks: false };

/**
 * The words of asking for help without saying with what. A message made of these alone ("can
 * someone help me", "need a hand please") names no work, ours or anyone's: it is vague, and the
 * customer is asked to tell us more. The reader has no opinion on it, since calling it "not
 * something we do" would turn away a customer who has not yet said what they need.
 */
const ASKING_FOR_HELP: ReadonlySet<string> = new Set([
  ...['hi', 'hello', 'hey', 'hiya', 'please', 'pls', 'plz', 'thanks', 'thank', 'ta', 'cheers'],
  ...['can', 'could', 'would', 'will', 'do', 'does', 'is', 'are', 'there', 'it', 'possible', 'to', 'get', 'got'],
  ...['someone', 'somebody', 'anyone', 'anybody', 'you', 'u', 'ya', 'yous', 'your', 'guys', 'mate'],
  ...['i', 'im', 'me', 'my', 'we', 'us', 'our', 'need', 'needs', 'needed', 'want', 'looking', 'for', 'some'],
  ...['help', 'helping', 'hand', 'a', 'the', 'with', 'out', 'urgently', 'asap', 'today', 'tomorrow', 'soon'],
]);

/**
 * Words of where and when. A short message of these and one other word ("chris at home") is a
 * name, a place or a time, no work: the reader has no opinion on it either
 * (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data).
 */
const WHERE_OR_WHEN: ReadonlySet<string> = new Set([
  ...['at', 'home', 'in', 'here', 'now', 'later', 'away', 'back', 'around', 'from', 'on', 'off', 'until', 'till', 'til', 'after', 'before', 'within', 'by'],
  ...['tonight', 'morning', 'afternoon', 'evening', 'week', 'weekend', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'next', 'this'],
]);
/** The longest message the where-and-when veto reads. */
const SHORT_MESSAGE_WORDS = 4;

/**
 * The specialist whose work the rules may price as ordinary handyman work of a trade: a
 * like-for-like socket, switch or light fitting is ELECTRICAL work the rules know from work that
 * needs a registered electrician (they raise that referral themselves). When the rules priced the
 * trade, the reader does not overrule them with its specialist: "replace a broken socket and a
 * light switch" is a handyman's job, however often sockets appear in messages that need one.
 */
const TRADE_OF_SPECIALIST: Partial<Record<ReferralCode, string>> = {
  registered_electrician_required: 'ELECTRICAL',
};

export function askSecondOpinion(reader: TextReader, text: string, rules: RulesOutcome): SecondOpinion {
  if (rules.isGeneralRequest) return NO_OPINION;
  // The rules are sure of "not ours" as of a referral: a laptop that freezes or a hot tub that
  // will not heat gets no Gas Safe engineer from words the reader links with boilers.
  if (rules.outOfScope === true && rules.taskCount === 0) return NO_OPINION;
  const words = normaliseForModel(text);
  if (words.length === 0 || words.length > reader.file.maxWords) return NO_OPINION;
  if (words.every((word) => ASKING_FOR_HELP.has(word))) return NO_OPINION;
  // "chris at home", "Dave here tomorrow": a name and where or when, no work named.
  if (words.length <= SHORT_MESSAGE_WORDS && words.filter((word) => !ASKING_FOR_HELP.has(word) && !WHERE_OR_WHEN.has(word)).length <= 1 && words.some((word) => WHERE_OR_WHEN.has(word))) return NO_OPINION;
  const { thresholds } = reader.file;
  const hashes = listFeatureHashes(words);
  const labelLogOdds = readLabelLogOdds(reader.model, hashes);
  const scope = readChoiceLogOdds(reader.model, hashes, SCOPE_CHOICES);
  const scopeOf = (choice: (typeof SCOPE_CHOICES)[number]): number => scope[SCOPE_CHOICES.indexOf(choice)]!;
  const addedReferrals: ReferralCode[] = [];
  // Beside an installation the rules priced ("fit a carbon monoxide alarm"), the words of the
  // thing fitted are not a fault to refer: leaving one batch out, this costs no referral recall
  // and gains precision (docs/decisions/0021-learned-text-reader.md#batch-9-joins-the-tuning-data).
  if (rules.referrals.length === 0 && rules.fitsSomething !== true) {
    let best: { code: ReferralCode; logOdds: number } | undefined;
    for (const code of REFERRAL_FLAG_CODES) {
      const trade = TRADE_OF_SPECIALIST[code];
      if (trade !== undefined && rules.serviceTypes.includes(trade)) continue;
      const at = reader.model.labelIndex.get(referralLabel(code));
      const logOdds = at === undefined ? -Infinity : labelLogOdds[at]!;
      if (logOdds >= thresholds.referral && (best === undefined || logOdds > best.logOdds)) best = { code, logOdds };
    }
    if (best !== undefined) addedReferrals.push(best.code);
  }
  const referred = rules.referrals.length > 0 || addedReferrals.length > 0;
  if (rules.taskCount === 0) {
    const outOfScope = !referred && scopeOf('scope:out_of_scope') >= thresholds.outOfScopeWhenRulesFindNothing;
    return { addedReferrals, outOfScope, dropTasks: false };
  }
  // What is not ours is a service or a fault inside a thing (cleaning it, mending an appliance);
  // fitting or connecting the thing is ours, however often its name comes with such faults
  // ("connect the dishwasher"), so the reader does not overrule an installation the rules read.
  if (!referred && !rules.fitsSomething && scopeOf('scope:out_of_scope') >= thresholds.outOfScope) return { addedReferrals, outOfScope: true, dropTasks: true };
  if (addedReferrals.length > 0 && scopeOf('scope:referral') >= thresholds.referralOnly) return { addedReferrals, outOfScope: false, dropTasks: true };
  if (!referred && scopeOf('scope:vague') >= thresholds.vague) return { addedReferrals, outOfScope: false, dropTasks: true };
  // Several jobs, which the reader is sure are one job of one of the rules' trades.
  if (!referred && rules.taskCount >= 2) {
    const one = readOneJob(reader.model, hashes, rules.serviceTypes);
    if (one !== undefined && one.logOdds >= thresholds.oneJob) return { addedReferrals, outOfScope: false, dropTasks: false, oneJobOf: one.serviceType };
  }
  // One task, read by the rules as one trade, which the reader is very sure is another.
  if (!referred && rules.taskCount === 1) {
    const other = readOtherServiceType(reader.model, hashes, rules.serviceTypes[0] ?? '');
    if (other !== undefined && other.logOdds >= thresholds.serviceType) return { addedReferrals, outOfScope: false, dropTasks: false, serviceType: other.serviceType };
  }
  return { addedReferrals, outOfScope: false, dropTasks: false };
}
