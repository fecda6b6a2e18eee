import { describe, expect, it } from 'vitest';
import { calculateLeadPanelBreakdown, isUrgentForLeadPanel, type LeadPanelTask } from './calculate-lead-panel-breakdown';

function aTask(fields: Partial<LeadPanelTask> = {}): LeadPanelTask {
  return { description: 'Task', type: null, complexity: null, estimatedHours: 1, estimatedMaterials: 0, ...fields };
}

const analyzedJobData = {
  tasks: [
    aTask({ description: 'Fit new kitchen tap', type: 'installation', complexity: 'moderate', estimatedHours: 1.5, estimatedMaterials: 45 }),
    // No estimate of its own (0 hours): a simple task counts as 1 hour.
    aTask({ description: 'Check loft insulation', type: 'inspection', complexity: 'simple', estimatedHours: 0 }),
    aTask({ description: 'Mystery job', type: 'weird', complexity: 'complex', estimatedHours: 2 }),
  ],
};

describe('calculateLeadPanelBreakdown', () => {
  it('totals labour at £50 an hour by task type, materials and a £30 call-out', () => {
    const breakdown = calculateLeadPanelBreakdown(analyzedJobData, 'medium');
    expect(breakdown?.lines.map((line) => [line.hours, line.typeMultiplier, line.labourPence, line.materialsPence])).toEqual([
      [1.5, 1.2, 9000, 4500],
      [1, 0.8, 4000, 0],
      [2, 1, 10000, 0],
    ]);
    expect(breakdown).toMatchObject({ labourPence: 23000, materialsPence: 4500, calloutFeePence: 3000, totalPence: 30500 });
  });

  it('multiplies labour by 1.5 for an urgent lead', () => {
    expect(calculateLeadPanelBreakdown(analyzedJobData, 'high')).toMatchObject({
      urgencyMultiplier: 1.5,
      labourPence: 34500,
      totalPence: 42000,
    });
  });

  it.each([
    ['installation', 1.2],
    ['Installation', 1.2],
    ['repair', 1],
    ['replacement', 1.1],
    ['maintenance', 0.9],
    ['inspection', 0.8],
    ['painting', 1],
    [null, 1],
    ['  ', 1],
  ])('a task of type %s has a multiplier of %s', (type, multiplier) => {
    const breakdown = calculateLeadPanelBreakdown({ tasks: [aTask({ type })] }, 'medium');
    expect(breakdown?.lines[0]?.typeMultiplier).toBe(multiplier);
  });

  // An unreadable stored analysis is null by then (contracts/stored-analysis.test.ts).
  it.each([null, { tasks: [] }])('has nothing to show for the stored analysis %o', (data) => {
    expect(calculateLeadPanelBreakdown(data, 'medium')).toBeNull();
  });

  it('is defensive about each stored task field', () => {
    const breakdown = calculateLeadPanelBreakdown(
      { tasks: [aTask({ description: '  ', type: '', complexity: 'complex', estimatedHours: 0, estimatedMaterials: -5 })] },
      'low',
    );
    expect(breakdown?.lines).toEqual([
      { description: 'Task', type: null, complexity: 'complex', hours: 3, typeMultiplier: 1, labourPence: 15000, materialsPence: 0 },
    ]);
  });
});

describe('isUrgentForLeadPanel', () => {
  it.each([
    ['high', true],
    ['emergency', false],
    ['asap', false],
    ['medium', false],
    ['low', false],
    ['within_week', false],
    ['no_rush', false],
    [null, false],
    [3, false],
  ])('the ×1.5 applies to urgency high only; %s: %s', (urgency, urgent) => {
    expect(isUrgentForLeadPanel(urgency)).toBe(urgent);
  });
});
