import { describe, expect, it } from 'vitest';
import { isTestLeadSource, TEST_LEAD_SOURCE } from './test-lead';

describe('isTestLeadSource', () => {
  it.each([
    [TEST_LEAD_SOURCE, true],
    ['testing_platform', true],
    ['customer_form', false],
    ['admin_manual', false],
    ['Testing_Platform', false],
    [null, false],
    [undefined, false],
  ])('%j marks a test lead: %s', (source, isTest) => {
    expect(isTestLeadSource(source)).toBe(isTest);
  });
});
