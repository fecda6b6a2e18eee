import { describe, expect, it } from 'vitest';
import { toStageCsv, toTrendCsv } from './analytics-csv';

describe('the analytics CSV', () => {
  it('writes the stage table with the flow, one line per stage', () => {
    const csv = toStageCsv([{ flow: 'home', stage: 'Details', entrances: 6, completions: 4, exits: 2, averageTime: 47.8, dropoffRate: 33.3 }]);
    expect(csv).toBe(
      '"Flow","Stage","Entrances","Completions","Exits","Avg Time (s)","Drop-off Rate (%)"\r\n' + '"Home Page","Details",6,4,2,47.8,33.3\r\n',
    );
  });

  it('writes the trend, one line per day', () => {
    const csv = toTrendCsv([
      { date: '2026-11-21', home: { sessions: 5, completed: 1, conversionRate: 20 }, pricing: { sessions: 4, completed: 2, conversionRate: 50 } },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Date","Home sessions","Home conversions","Home conversion rate (%)","Pricing sessions","Pricing conversions","Pricing conversion rate (%)"',
      '"2026-11-21",5,1,20,4,2,50',
      '',
    ]);
  });
});
