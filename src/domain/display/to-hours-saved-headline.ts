/**
 * The hours saved headline (docs/product/home-flow.md#hours-saved-headline): base hours by the
 * highest task complexity.
 */
const BASE_HOURS: Readonly<Record<string, number>> = { simple: 5, moderate: 8, complex: 12 };
/** Raised when the work mentions electrical, plumbing or gas. */
const TRADE_HOURS: Readonly<Record<string, number>> = { simple: 8, moderate: 12, complex: 16 };
const COMPLEXITY_ORDER = ['simple', 'moderate', 'complex'] as const;
const EXTRA_HOURS_PER_TASK = 2;
/** Tasks beyond two add hours, for at most three extra tasks. */
const TASKS_BEFORE_EXTRA = 2;
const MAX_EXTRA_TASKS = 3;

const TRADE_WORDS = /\b(electric(al|ian|s)?|plumb(ing|er|ers)?|gas)\b/i;

export type HoursSavedTask = {
  description?: unknown;
  complexity?: unknown;
  serviceType?: unknown;
};

function mentionsTrade(task: HoursSavedTask): boolean {
  return [task.description, task.serviceType].some((value) => typeof value === 'string' && TRADE_WORDS.test(value));
}

/**
 * Hours a customer saves by not ringing round: no tasks or no known complexity counts as
 * simple, so the headline never over-claims.
 */
export function calculateHoursSaved(tasks: readonly HoursSavedTask[]): number {
  const highest = COMPLEXITY_ORDER.reduce<(typeof COMPLEXITY_ORDER)[number]>(
    (current, level) => (tasks.some((task) => task.complexity === level) ? level : current),
    'simple',
  );
  const table = tasks.some(mentionsTrade) ? TRADE_HOURS : BASE_HOURS;
  const extraTasks = Math.min(MAX_EXTRA_TASKS, Math.max(0, tasks.length - TASKS_BEFORE_EXTRA));
  return (table[highest] ?? 0) + extraTasks * EXTRA_HOURS_PER_TASK;
}

/** 'N+ Hours' (docs/product/home-flow.md#hours-saved-headline). */
export function toHoursSavedHeadline(tasks: readonly HoursSavedTask[]): string {
  return `${calculateHoursSaved(tasks)}+ Hours`;
}
