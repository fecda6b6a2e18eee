import { describe, expect, it } from 'vitest';
import { priceJob } from './price-job';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';

const config = DEFAULT_PRICING_CONFIG;

describe('priceJob with a task list', () => {
  const tasks = [
    { description: 'Replace bathroom tap washer', complexity: 'simple', estimatedHours: 1, estimatedMaterials: 10 },
    { description: 'Retile shower wall', complexity: 'complex', estimatedHours: 2.5, estimatedMaterials: 0 },
  ];

  it('prices each task at its own complexity rate, adds marked-up materials and the call-out fee', () => {
    const { quote } = priceJob({ tasks }, config, 'medium');
    // 1 h × £62.40 + 2.5 h × £109.20 = £335.40; £10 × 1.15 = £11.50; call-out £25.
    expect(quote.breakdown).toMatchObject({
      basis: 'tasks',
      labourPence: 33540,
      materialsPence: 1150,
      cleanupPence: 0,
      calloutFeePence: 2500,
      subtotalPence: 37190,
      minimumChargeApplied: false,
      hours: 3.5,
      estimatedDays: 1,
      hourlyRatePence: 9583,
    });
    expect(quote.totalPence).toBe(37190);
  });

  it('shows the estimate as −15 % / +15 % in whole pounds', () => {
    // £371.90 × 0.85 = £316.12; × 1.15 = £427.69.
    expect(priceJob({ tasks }, config, 'medium').estimatedRange).toEqual({ lowPence: 31_600, highPence: 42_800 });
  });

  it('charges more for the same work when it is urgent', () => {
    const medium = priceJob({ tasks }, config, 'medium').quote.totalPence;
    const emergency = priceJob({ tasks }, config, 'emergency').quote.totalPence;
    expect(emergency).toBeGreaterThan(medium);
  });

  it('lists every task with its own price', () => {
    const lines = priceJob({ tasks }, config, 'medium').quote.breakdown.tasks;
    expect(lines.map((line) => [line.hours, line.hourlyRatePence, line.labourPence, line.materialsPence])).toEqual([
      [1, 6240, 6240, 1150],
      [2.5, 10920, 27300, 0],
    ]);
  });

  it('falls back to hours by complexity and prices an unknown complexity at the moderate rate', () => {
    const { breakdown } = priceJob({ tasks: [{ description: 'Odd job', complexity: 'extreme' }] }, config, 'medium').quote;
    expect([breakdown.hours, breakdown.labourPence]).toEqual([4, 31200]);
  });

  it('rounds marked-up materials to the nearest penny', () => {
    const task = { complexity: 'simple', estimatedHours: 1, estimatedMaterials: 19.99 };
    // £19.99 × 1.15 = £22.9885
    expect(priceJob({ tasks: [task] }, config, 'medium').quote.breakdown.materialsPence).toBe(2299);
  });

  it.each([-5, NaN, '20', null])('ignores materials of %s from stored data', (estimatedMaterials) => {
    const task = { complexity: 'simple', estimatedHours: 1, estimatedMaterials };
    expect(priceJob({ tasks: [task] }, config, 'medium').quote.breakdown.materialsPence).toBe(0);
  });

  it.each([
    [8, 1],
    [8.5, 2],
    [16, 2],
    [17, 3],
  ])('a %s-hour job spans %s working days of 8 hours', (estimatedHours, days) => {
    const task = { complexity: 'moderate', estimatedHours };
    expect(priceJob({ tasks: [task] }, config, 'medium').quote.breakdown.estimatedDays).toBe(days);
  });
});

describe('priceJob and the minimum charge', () => {
  it.each([
    // low simple £54.60/h: 0.25 h = £13.65 + £25 call-out = £38.65 < £50
    [0.25, 5000, true],
    // 0.5 h = £27.30 + £25 = £52.30
    [0.5, 5230, false],
  ])('a %s-hour small job totals %s pence (minimum applied: %s)', (estimatedHours, totalPence, applied) => {
    const { quote } = priceJob({ tasks: [{ complexity: 'simple', estimatedHours }] }, config, 'low');
    expect([quote.totalPence, quote.breakdown.minimumChargeApplied]).toEqual([totalPence, applied]);
  });

  it('is not applied when the subtotal equals the minimum', () => {
    const exact = { ...config, minimumChargePence: 5230 };
    const { quote } = priceJob({ tasks: [{ complexity: 'simple', estimatedHours: 0.5 }] }, exact, 'low');
    expect(quote.breakdown.minimumChargeApplied).toBe(false);
  });

  it('keeps the subtotal in the breakdown and builds the range from the minimum', () => {
    const price = priceJob({ tasks: [{ complexity: 'simple', estimatedHours: 0.25 }] }, config, 'low');
    expect(price.quote.breakdown.subtotalPence).toBe(3865);
    expect(price.estimatedRange).toEqual({ lowPence: 4_300, highPence: 5_800 });
  });
});

describe('priceJob with no tasks', () => {
  it('prices an empty task list as 2 hours at the moderate rate plus call-out', () => {
    const { quote } = priceJob({ tasks: [] }, config, 'medium');
    expect([quote.breakdown.basis, quote.breakdown.hours, quote.breakdown.labourPence, quote.totalPence]).toEqual([
      'hours_fallback',
      2,
      15600,
      18100,
    ]);
  });

  it('uses the stated total hours when the analysis gives them', () => {
    expect(priceJob({ tasks: [], totalEstimatedHours: 3 }, config, 'medium').quote.totalPence).toBe(25900);
  });

  it.each([0, -2, NaN, null])('ignores stated hours of %s', (totalEstimatedHours) => {
    expect(priceJob({ tasks: [], totalEstimatedHours }, config, 'medium').quote.breakdown.hours).toBe(2);
  });

  it('uses the 2-hour fallback when there is neither a task list nor an estimate', () => {
    expect(priceJob({}, config, 'high').quote.breakdown).toMatchObject({ basis: 'hours_fallback', labourPence: 20280 });
  });

  it('splits an estimate with no task list into 75 % labour, 20 % materials and the rest cleanup', () => {
    const { quote, estimatedRange } = priceJob({ estimatePence: 20000 }, config, 'medium');
    expect(quote.breakdown).toMatchObject({
      basis: 'estimate_split',
      labourPence: 15000,
      materialsPence: 4000,
      cleanupPence: 1000,
      calloutFeePence: 0,
    });
    expect(quote.totalPence).toBe(20000);
    expect(estimatedRange).toEqual({ lowPence: 17_000, highPence: 23_000 });
  });

  it('makes the split add back up to the estimate to the penny', () => {
    const { breakdown } = priceJob({ estimatePence: 10001 }, config, 'medium').quote;
    expect([breakdown.labourPence, breakdown.materialsPence, breakdown.cleanupPence]).toEqual([7501, 2000, 500]);
  });

  it('prices an empty task list by hours even when an estimate is given', () => {
    expect(priceJob({ tasks: [], estimatePence: 20000 }, config, 'medium').quote.breakdown.basis).toBe('hours_fallback');
  });
});
