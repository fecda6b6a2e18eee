import { describe, expect, it } from 'vitest';
import { ProblemSchema } from './endpoint';
import { PROBLEM_CODE_MEANINGS, PROBLEM_CODES } from './problem-codes';

describe('problem codes', () => {
  it('give every code a one-line meaning, and no meaning without a code', () => {
    expect(Object.keys(PROBLEM_CODE_MEANINGS).sort()).toEqual([...PROBLEM_CODES].sort());
    for (const meaning of Object.values(PROBLEM_CODE_MEANINGS)) {
      expect(meaning.trim()).not.toBe('');
      expect(meaning).not.toContain('\n');
    }
  });

  it('are snake_case and listed once', () => {
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const code of PROBLEM_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('are the only codes a problem answer may carry', () => {
    const problem = { type: 'https://handyman.invalid/problems/not_found', title: 'Not Found', status: 404, code: 'not_found' };
    expect(ProblemSchema.safeParse(problem).success).toBe(true);
    expect(ProblemSchema.safeParse({ ...problem, code: 'NOT_FOUND' }).success).toBe(false);
  });
});
