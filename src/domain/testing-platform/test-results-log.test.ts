import { describe, expect, it } from 'vitest';
import { addTestResult, TEST_RESULTS_LOG_LIMIT, type TestResult } from './test-results-log';

function result(id: string): TestResult {
  return { id, at: '2026-11-21T10:00:00.000Z', action: 'health', isSuccess: true, summary: 'ok', details: [] };
}

describe('addTestResult', () => {
  it('puts the newest entry first', () => {
    const log = addTestResult(addTestResult([], result('first')), result('second'));
    expect(log.map((entry) => entry.id)).toEqual(['second', 'first']);
  });

  it(`keeps at most ${TEST_RESULTS_LOG_LIMIT} entries, dropping the oldest`, () => {
    let log: TestResult[] = [];
    for (let index = 0; index < TEST_RESULTS_LOG_LIMIT + 3; index += 1) log = addTestResult(log, result(`r${index}`));
    expect(log).toHaveLength(TEST_RESULTS_LOG_LIMIT);
    expect(log[0]?.id).toBe(`r${TEST_RESULTS_LOG_LIMIT + 2}`);
    expect(log.at(-1)?.id).toBe('r3');
  });
});
