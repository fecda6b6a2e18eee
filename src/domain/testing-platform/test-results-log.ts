/**
 * The Testing Platform's results log (docs/product/testing-platform.md#results-log): newest
 * first, each entry with its time, the action, success or failure and the details.
 */
export const TEST_ACTIONS = ['webhook', 'database', 'health', 'cleanup'] as const;
export type TestAction = (typeof TEST_ACTIONS)[number];

export const TEST_ACTION_LABELS: Readonly<Record<TestAction, string>> = {
  webhook: 'Webhook test',
  database: 'Database test',
  health: 'Health check',
  cleanup: 'Remove test leads',
};

export type TestResult = {
  id: string;
  /** ISO 8601 instant. */
  at: string;
  action: TestAction;
  isSuccess: boolean;
  /** One line: what happened. */
  summary: string;
  /** The evidence: ids, status codes, timings, the answer's excerpt. */
  details: readonly string[];
};

/** Enough for a session of testing; older entries drop off the end. */
export const TEST_RESULTS_LOG_LIMIT = 50;

export function addTestResult(log: readonly TestResult[], result: TestResult): TestResult[] {
  return [result, ...log].slice(0, TEST_RESULTS_LOG_LIMIT);
}
