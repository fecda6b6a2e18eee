import type { ContractorRate, PayableLead } from '#contracts/contractor-rates.contract';

/** A contractor rate as the API answers it; valid by default. */
export function aContractorRate(overrides: Partial<ContractorRate> = {}): ContractorRate {
  return {
    id: '0b0b0b0b-0000-4000-8000-000000000001',
    name: 'Dave Jones',
    hourlyRate: 2250,
    description: 'Plumbing and tiling',
    skillLevel: 'experienced',
    isActive: true,
    ...overrides,
  };
}

/** A lead the calculator offers; £200 quoted, 4 estimated hours by default. */
export function aPayableLead(overrides: Partial<PayableLead> = {}): PayableLead {
  return {
    id: '1a1a1a1a-0000-4000-8000-000000000001',
    customerName: 'Sarah Jones',
    jobDescription: 'Replace the kitchen mixer tap',
    address: '12 Acacia Avenue, Clapham',
    city: null,
    postcode: 'SW4 7AA',
    quoteAmount: 20_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    analysis: { totalEstimatedHours: 4, tasks: [{ estimatedHours: 4, complexity: 'moderate' }] },
    ...overrides,
  };
}
