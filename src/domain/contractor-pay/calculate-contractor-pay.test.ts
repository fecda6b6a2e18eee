import { describe, expect, it } from 'vitest';
import { calculateContractorPay, findContractorHours, toMarginBand } from './calculate-contractor-pay';

/** A task with no estimate of its own (0 hours), so its complexity decides. */
const byComplexity = (complexity: string) => ({ complexity, estimatedHours: 0 });

describe('findContractorHours', () => {
  const analysis = {
    totalEstimatedHours: 4,
    tasks: [byComplexity('simple'), byComplexity('complex')],
  };

  it('uses the custom hours first', () => {
    expect(findContractorHours({ customHours: 2.5, analysis, quotePence: 20000 })).toEqual({ hours: 2.5, source: 'custom' });
  });

  it.each([0, -1, NaN, null, undefined])('ignores custom hours of %s', (customHours) => {
    expect(findContractorHours({ customHours, analysis, quotePence: 20000 })).toEqual({ hours: 4, source: 'estimate' });
  });

  it('adds up the task hours when there is no total, by complexity when a task has no estimate', () => {
    const data = {
      totalEstimatedHours: 0,
      tasks: [byComplexity('simple'), byComplexity('complex'), { complexity: 'moderate', estimatedHours: 2.5 }, byComplexity('odd')],
    };
    expect(findContractorHours({ analysis: data, quotePence: 20000 })).toEqual({ hours: 10.5, source: 'tasks' });
  });

  it.each([
    [20000, 4],
    [12500, 2.5],
    [3000, 1],
    [0, 1],
    [13333, 2.67],
  ])('with nothing else, a quote of %s pence takes %s hours (one per £50, at least 1)', (quotePence, hours) => {
    expect(findContractorHours({ quotePence })).toEqual({ hours, source: 'quote' });
  });

  // An unreadable stored analysis is null by then (contracts/stored-analysis.test.ts).
  it.each([null, undefined, { totalEstimatedHours: 0, tasks: [] }, { totalEstimatedHours: NaN, tasks: [] }])(
    'falls back to the quote when the stored analysis is %o',
    (analysis) => {
      expect(findContractorHours({ analysis, quotePence: 20000 }).source).toBe('quote');
    },
  );
});

describe('calculateContractorPay', () => {
  it('pays hours × rate and keeps the rest as margin', () => {
    expect(calculateContractorPay({ quotePence: 20000, hourlyRatePence: 2000, customHours: 3 })).toEqual({
      hours: 3,
      hoursSource: 'custom',
      payPence: 6000,
      marginPence: 14000,
      marginPercent: 70,
      marginBand: 'green',
    });
  });

  it.each([
    [7490, 25.1, 'green'],
    [7500, 25, 'yellow'],
    [8990, 10.1, 'yellow'],
    [9000, 10, 'red'],
    [12000, -20, 'red'],
  ])('a £100 quote paying %s pence an hour for 1 hour has a %s %% margin, coloured %s', (hourlyRatePence, percent, band) => {
    const pay = calculateContractorPay({ quotePence: 10000, hourlyRatePence, customHours: 1 });
    expect([pay.marginPercent, pay.marginBand]).toEqual([percent, band]);
  });

  it('has no margin percentage, and a red band, for a quote of 0 rather than dividing by zero', () => {
    expect(calculateContractorPay({ quotePence: 0, hourlyRatePence: 2000, customHours: 2 })).toMatchObject({
      payPence: 4000,
      marginPence: -4000,
      marginPercent: null,
      marginBand: 'red',
    });
  });

  it('rounds pay for part hours to the nearest penny', () => {
    // 2.67 h × £18.33
    expect(calculateContractorPay({ quotePence: 13333, hourlyRatePence: 1833 }).payPence).toBe(4894);
  });
});

describe('toMarginBand', () => {
  it.each([
    [null, 'red'],
    [0, 'red'],
    [10, 'red'],
    [10.1, 'yellow'],
    [25, 'yellow'],
    [25.1, 'green'],
    [100, 'green'],
  ])('a margin of %s %% is %s', (percent, band) => {
    expect(toMarginBand(percent)).toBe(band);
  });
});
