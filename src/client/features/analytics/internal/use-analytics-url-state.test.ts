import { describe, expect, it } from 'vitest';
import { readAnalyticsUrlState, toAnalyticsSearchString } from './use-analytics-url-state';

describe('the analytics view in the URL', () => {
  it('opens on the last 7 days, all flows, the flow comparison', () => {
    expect(readAnalyticsUrlState('')).toEqual({ dateRange: 'last_7_days', flow: 'all', tab: 'comparison' });
    expect(toAnalyticsSearchString(readAnalyticsUrlState(''))).toBe('');
  });

  it('reads back what it writes, and ignores what it does not know', () => {
    const state = { dateRange: 'last_30_days', flow: 'pricing', tab: 'trends' } as const;
    expect(toAnalyticsSearchString(state)).toBe('?range=last_30_days&flow=pricing&tab=trends');
    expect(readAnalyticsUrlState('?range=last_30_days&flow=pricing&tab=trends')).toEqual(state);
    expect(readAnalyticsUrlState('?range=forever&flow=both&tab=secret')).toEqual({ dateRange: 'last_7_days', flow: 'all', tab: 'comparison' });
  });
});
