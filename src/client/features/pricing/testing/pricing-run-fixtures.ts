import type { AnalysedJob } from '#contracts/analysis.contract';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import type { PricingContact } from '../pricing-flow-state';

/** One run's data for the pricing funnel's reducer and store tests: a one-task job, priced. */
export const A_PRICING_ANALYSIS: AnalysedJob = {
  summary: 'Replace a kitchen tap',
  tasks: [{ id: 'task-1', description: 'Replace kitchen mixer tap', complexity: 'moderate', estimatedHours: 1.5, serviceType: 'PLUMBING', type: 'replacement', estimatedMaterials: 0, skill: 'Plumbing', quantity: 1 }],
  totalEstimatedHours: 1.5,
  estimatedRange: { low: 85, high: 116 },
  quote: { totalPence: 10_000, breakdown: { labourPence: 7000, materialsPence: 500, calloutFeePence: 2500, minimumChargeApplied: true, hours: 1.5 } },
  flags: [],
  skills_required: ['Plumbing'],
  engine: 'local',
};

export const A_PRICING_QUOTE: PricingPageQuote = { lowPence: 8500, highPence: 11_600, midpointPence: 10_100, minimumChargeApplied: false };

export const A_PRICING_CONTACT: PricingContact = { customerName: 'Sam Taylor', phone: '07700 900123', email: '', urgency: 'asap' };
