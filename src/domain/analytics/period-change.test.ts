import { describe, expect, it } from 'vitest';
import { toFlowConversion } from './conversion-figures';
import { toCountChange, toRateChange, toSummaryChanges } from './period-change';

describe('a count against the previous period', () => {
  it.each([
    [13, 12, 'up', '+1 (+8.3%) vs the previous 7 days'],
    [9, 12, 'down', '-3 (-25.0%) vs the previous 7 days'],
    [12, 12, 'same', 'Same as the previous 7 days'],
    [0, 0, 'same', 'Same as the previous 7 days'],
    [5, 0, 'up', '+5 vs the previous 7 days, which had none'],
    [2_400, 1_200, 'up', '+1,200 (+100.0%) vs the previous 7 days'],
  ] as const)('%s after %s is %s: %s', (current, previous, direction, text) => {
    expect(toCountChange(current, previous, 'previous 7 days')).toEqual({ direction, text });
  });
});

describe('a rate against the previous period, in percentage points', () => {
  it.each([
    [33.3, 25, 10, 'up', '+8.3 pts vs the previous 24 hours'],
    [20, 25.5, 10, 'down', '-5.5 pts vs the previous 24 hours'],
    [25, 25, 10, 'same', 'Same as the previous 24 hours'],
    [25, 0, 0, 'same', 'No sessions in the previous 24 hours'],
  ] as const)('%s %% after %s %% (%s sessions before) is %s', (current, previous, previousSessions, direction, text) => {
    expect(toRateChange(current, previous, previousSessions, 'previous 24 hours')).toEqual({ direction, text });
  });
});

describe('the summary cards against the previous period', () => {
  it('compare the totals, name the previous best performer, and the overall rate in points', () => {
    const current = { home: toFlowConversion(8, 2), pricing: toFlowConversion(4, 2) };
    const previous = { home: toFlowConversion(6, 3), pricing: toFlowConversion(4, 1) };
    expect(toSummaryChanges(current, previous, 'previous 7 days')).toEqual({
      // 12 sessions after 10.
      sessions: { direction: 'up', text: '+2 (+20.0%) vs the previous 7 days' },
      // 4 conversions after 4.
      conversions: { direction: 'same', text: 'Same as the previous 7 days' },
      // Then home 50 % against pricing 25 %.
      bestPerformer: { direction: 'same', text: 'Previous 7 days: Home Page, +25.0% better conversion' },
      // 33.3 % after 40 %.
      overallRate: { direction: 'down', text: '-6.7 pts vs the previous 7 days' },
    });
  });

  it('say so when the previous period had no sessions', () => {
    const none = { home: toFlowConversion(0, 0), pricing: toFlowConversion(0, 0) };
    const changes = toSummaryChanges({ home: toFlowConversion(3, 1), pricing: toFlowConversion(0, 0) }, none, 'previous 30 days');
    expect(changes.bestPerformer.text).toBe('No sessions in the previous 30 days');
    expect(changes.overallRate.text).toBe('No sessions in the previous 30 days');
    expect(changes.sessions.text).toBe('+3 vs the previous 30 days, which had none');
  });
});
