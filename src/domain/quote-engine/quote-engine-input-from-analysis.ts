import { toHoursLabel } from '../display/to-hours-label';
import type { JobAnalysis, JobTask } from '../job-analysis/job-task';
import { poundsToPence, toWholePoundsText } from '../money';
import type { CustomerType, JobScope, QuoteEngineUrgency } from './quote-engine-config';
import type { QuoteEngineInput } from './score-quote-method';

// Turns an analysed job into the quote engine's two judged factors. Every step adds a named
// reason so the staff test box (docs/product/quote-engine.md#test-box) can see why a job scored as it did.

/** The hardest task sets the floor of the complexity score. */
const TASK_COMPLEXITY_SCORES: Record<JobTask['complexity'], number> = { simple: 0.2, moderate: 0.5, complex: 0.8 };
/** With no tasks the analysis could not judge the job, so it sits mid-scale. */
const NO_TASKS_COMPLEXITY_SCORE = 0.5;
const EXTRA_COMPLEX_TASK_STEP = 0.1;
const EXTRA_COMPLEX_TASK_CAP = 0.2;
/** More than three tasks is a job to co-ordinate, not a list of errands. */
const MANY_TASKS = 3;
const MANY_TASKS_STEP = 0.1;
/** More than one working day (maxDailyHours default 8). */
const LONG_JOB_HOURS = 8;
const LONG_JOB_STEP = 0.1;

/**
 * Work whose size or cause cannot be told from words: a leak's source, how far a crack runs,
 * how many tiles are loose. Each kind is matched once, on whole words.
 */
const NEEDS_SEEING: readonly { label: string; pattern: RegExp }[] = [
  { label: 'tiling', pattern: /\b(tile[sd]?|tiling|grout(ing)?|re-?grout(ing)?|splashback)\b/i },
  { label: 'plastering', pattern: /\b(plaster(ing|ed)?|skim(ming)?|render(ing)?|artex)\b/i },
  { label: 'cracks', pattern: /\b(cracks?|cracked|cracking|subsidence)\b/i },
  { label: 'a leak or damp', pattern: /\b(leak(s|ing|y)?|drip(s|ping)?|damp|mou?ld(y)?|water damage)\b/i },
  { label: 'rot', pattern: /\b(rot|rotten|rotting|woodworm)\b/i },
];
/** One kind of work that needs seeing is enough to reach the engine's needs-seeing level (0.7). */
const FIRST_SEEN_KIND = 0.7;
const FURTHER_SEEN_KIND = 0.1;
/** A description this short rarely says enough to price from. */
const VAGUE_DESCRIPTION_WORDS = 6;
const VAGUE_STEP = 0.3;
const COMPLEX_TASK_VISUAL_STEP = 0.15;
/** Materials above this are worth choosing with the customer on camera. */
const MATERIALS_TO_SEE_POUNDS = 100;
const MATERIALS_VISUAL_STEP = 0.1;

function clampScore(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function countText(count: number, noun: string): string {
  return `${NUMBER_WORDS[count] ?? String(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function judgeComplexity(tasks: readonly JobTask[], totalHours: number): { score: number; note: string } {
  if (tasks.length === 0) return { score: NO_TASKS_COMPLEXITY_SCORE, note: 'no tasks could be identified' };
  const highest = Math.max(...tasks.map((task) => TASK_COMPLEXITY_SCORES[task.complexity] ?? NO_TASKS_COMPLEXITY_SCORE));
  const complexCount = tasks.filter((task) => task.complexity === 'complex').length;
  let score = highest + Math.min(EXTRA_COMPLEX_TASK_CAP, Math.max(0, complexCount - 1) * EXTRA_COMPLEX_TASK_STEP);
  const hardest = tasks.some((task) => task.complexity === 'moderate') ? 'moderate' : 'simple';
  const notes = [complexCount > 0 ? countText(complexCount, 'complex task') : `the hardest task is ${hardest}`];
  if (tasks.length > MANY_TASKS) {
    score += MANY_TASKS_STEP;
    notes.push(`${countText(tasks.length, 'task')} in all`);
  }
  if (totalHours > LONG_JOB_HOURS) {
    score += LONG_JOB_STEP;
    notes.push(`about ${toHoursLabel(Math.round(totalHours))} of work`);
  }
  return { score: clampScore(score), note: notes.join(', ') };
}

function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1] ?? ''}`;
}

function judgeVisualNeed(analysis: JobAnalysis, jobDescription: string): { score: number; note: string } {
  const text = [jobDescription, analysis.summary, ...analysis.tasks.map((task) => task.description)].join(' \n ');
  const seen = NEEDS_SEEING.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label);
  let score = seen.length > 0 ? FIRST_SEEN_KIND + (seen.length - 1) * FURTHER_SEEN_KIND : 0;
  const notes = seen.length > 0 ? [`${joinLabels(seen)} ${seen.length === 1 ? 'needs' : 'need'} seeing`] : [];

  const words = (jobDescription.trim() || analysis.summary.trim()).split(/\s+/).filter(Boolean).length;
  if (analysis.flags.some((flag) => flag.code === 'needs_more_detail') || words < VAGUE_DESCRIPTION_WORDS) {
    score += VAGUE_STEP;
    notes.push('the description is vague');
  }
  if (analysis.tasks.some((task) => task.complexity === 'complex')) {
    score += COMPLEX_TASK_VISUAL_STEP;
    notes.push('complex work is best judged on camera');
  }
  const materialsPounds = analysis.tasks.reduce(
    (sum, task) => sum + (Number.isFinite(task.estimatedMaterials) && task.estimatedMaterials > 0 ? task.estimatedMaterials : 0),
    0,
  );
  if (materialsPounds > MATERIALS_TO_SEE_POUNDS) {
    score += MATERIALS_VISUAL_STEP;
    notes.push(`about ${toWholePoundsText(poundsToPence(materialsPounds))} of materials to match`);
  }
  return { score: clampScore(score), note: notes.length > 0 ? notes.join('; ') : 'the description is enough to price it' };
}

export type QuoteEngineAnswers = {
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
  /** The customer's own words; the analysis summary stands in when it is missing. */
  jobDescription?: string;
};

/** Builds the quote engine's input from an analysed job and the customer's answers. */
export function quoteEngineInputFromAnalysis(analysis: JobAnalysis, answers: QuoteEngineAnswers): QuoteEngineInput {
  const totalEstimatedHours =
    Number.isFinite(analysis.totalEstimatedHours) && analysis.totalEstimatedHours > 0
      ? analysis.totalEstimatedHours
      : analysis.tasks.reduce((sum, task) => sum + (task.estimatedHours > 0 ? task.estimatedHours : 0), 0);
  const complexity = judgeComplexity(analysis.tasks, totalEstimatedHours);
  const visual = judgeVisualNeed(analysis, answers.jobDescription ?? '');
  return {
    customerType: answers.customerType,
    jobScope: answers.jobScope,
    urgency: answers.urgency,
    complexityScore: complexity.score,
    needsVisualAssessment: visual.score,
    flags: analysis.flags.map((flag) => flag.code),
    totalEstimatedHours,
    notes: { complexity: complexity.note, visualAid: visual.note },
  };
}
