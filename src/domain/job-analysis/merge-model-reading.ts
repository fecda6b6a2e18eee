import { LARGE_JOB_HOURS } from './analyse-job';
import { roundToHalfHour } from './internal/build-task';
import { largeJobMessage, NO_JOB_FOUND_MESSAGE, wholeSnippet } from './internal/flag-messages';
import { summariseAnalysis } from './internal/summarise-analysis';
import { FLAG_CODES, REFERRAL_FLAG_CODES, type AnalysisFlag, type FlagCode, type JobAnalysis, type JobTask } from './job-task';
import { EMERGENCY_MESSAGE } from './rules/emergency-rules';
import { OUT_OF_SCOPE_MESSAGE } from './rules/out-of-scope-rules';
import { REFERRAL_MESSAGES, type ReferralCode } from './rules/referral-rules';

/** What a language model says a message is, beside the tasks it reads in it. */
export const MODEL_SCOPES = ['job', 'referral', 'out_of_scope', 'vague'] as const;
export type ModelScope = (typeof MODEL_SCOPES)[number];

/** A language model's reading of a customer's message, checked against its schema. */
export type ModelReading = {
  summary: string;
  scope: ModelScope;
  /** Handyman work only: the work a specialist must do is never a task. */
  tasks: readonly JobTask[];
  referrals: readonly ReferralCode[];
  emergency: boolean;
};

/**
 * Joins a language model's reading of a message to the engine's (docs/decisions/0007-job-analysis-engine.md#a-language-model):
 * - a specialist either of them names is kept, with the engine's own wording where it raised it:
 *   a model can add a referral, never talk the product out of one;
 * - so is an emergency either of them sees, when anything in the message is ours or a specialist's;
 * - the tasks are the model's handyman work; when it reads a job and names no task, the engine's
 *   tasks stand;
 * - "not something we do" and "tell us more" only when no specialist is named by either: the
 *   customer is then told so, with nothing priced;
 * - a job over 16 hours is large, as the engine's are.
 */
export function mergeModelReading(local: JobAnalysis, model: ModelReading, description: string): JobAnalysis {
  const quote = wholeSnippet(description);
  const messages = new Map<FlagCode, string>();
  const localMessage = (code: FlagCode) => local.flags.find((flag) => flag.code === code)?.message;
  for (const code of REFERRAL_FLAG_CODES) {
    const raisedHere = localMessage(code);
    if (raisedHere !== undefined) messages.set(code, raisedHere);
    else if (model.referrals.includes(code)) messages.set(code, REFERRAL_MESSAGES[code].replace('{found}', quote));
  }
  const referred = messages.size > 0;

  const turnedAway = !referred && (model.scope === 'out_of_scope' || model.scope === 'vague');
  let tasks: JobTask[] = [];
  if (!turnedAway) {
    const modelTasks = model.tasks.map((task, index) => ({ ...task, id: `task-${index + 1}` }));
    tasks = modelTasks.length > 0 || model.scope !== 'job' ? modelTasks : local.tasks;
  }
  const totalEstimatedHours = roundToHalfHour(tasks.reduce((sum, task) => sum + task.estimatedHours, 0));

  if ((model.emergency || localMessage('emergency') !== undefined) && !turnedAway) {
    messages.set('emergency', localMessage('emergency') ?? EMERGENCY_MESSAGE.replace('{found}', quote));
  }
  if (turnedAway && model.scope === 'out_of_scope') messages.set('out_of_scope', localMessage('out_of_scope') ?? OUT_OF_SCOPE_MESSAGE.replace('{found}', quote));
  else if (tasks.length === 0 && !referred) messages.set('needs_more_detail', localMessage('needs_more_detail') ?? NO_JOB_FOUND_MESSAGE);
  if (totalEstimatedHours > LARGE_JOB_HOURS) {
    messages.set('large_job', largeJobMessage(totalEstimatedHours));
  }
  const flags: AnalysisFlag[] = FLAG_CODES.filter((code) => messages.has(code)).map((code) => ({ code, message: messages.get(code)! }));
  const summary = tasks.length > 0 && model.summary.trim() !== '' ? model.summary.trim() : summariseAnalysis({ tasks, flags: new Set(flags.map((flag) => flag.code)), isGeneralRequest: false });
  return { summary, tasks, totalEstimatedHours, flags };
}
