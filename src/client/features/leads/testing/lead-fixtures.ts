import type { LeadDetail, LeadList, LeadSummary } from '#contracts/admin-leads.contract';

/** Test data for the leads screen, in the contract's shapes (the api client validates them). */
export function aLeadSummary(fields: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id: '8d2b5a8e-1f7c-4c1e-9a55-0d1e2f3a4b5c',
    customerName: 'Sarah Jones',
    phone: '07700 900123',
    email: 'sarah@example.co.uk',
    address: '1 High Street',
    jobDescription: 'Fix the leaking kitchen tap',
    urgency: 'within_week',
    outcome: 'phone_quote',
    recommendedAction: null,
    status: 'new',
    source: 'customer_form',
    quoteAmount: null,
    estimatedPriceLow: 10_000,
    estimatedPriceHigh: 15_000,
    createdAt: '2026-11-21T10:05:00.000Z',
    updatedAt: '2026-11-21T10:05:00.000Z',
    ...fields,
  };
}

export function aLeadList(leads: LeadSummary[], fields: Partial<LeadList> = {}): LeadList {
  return {
    leads,
    total: leads.length,
    page: 1,
    pageSize: 25,
    counts: { all: leads.length, draft: 0, new: leads.length, contacted: 0, quoted: 0, won: 0, lost: 0 },
    ...fields,
  };
}

export function aLeadDetail(fields: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...aLeadSummary(),
    city: null,
    postcode: 'BS1 4DJ',
    propertyType: 'house',
    customerType: 'residential',
    notes: null,
    isDraft: false,
    discountApplied: false,
    formStage: null,
    analyzedJobData: {
      summary: 'Replace kitchen tap',
      tasks: [
        {
          id: 'task-1',
          description: 'Replace kitchen tap',
          complexity: 'simple',
          estimatedHours: 1,
          serviceType: 'PLUMBING',
          type: 'replacement',
          estimatedMaterials: 0,
          skill: 'Plumbing',
          quantity: 1,
        },
      ],
      totalEstimatedHours: 1,
      estimatedRange: { low: 85, high: 115 },
      quote: { totalPence: 10_000, breakdown: { labourPence: 7_000, materialsPence: 0, calloutFeePence: 3_000, minimumChargeApplied: false, hours: 1 } },
      flags: [],
      skills_required: ['Plumbing'],
      engine: 'local',
      recommendedAction: 'video_quote',
    },
    finalRecommendation: { recommendedType: 'video_quote', source: 'quote_engine', reasoning: ['A short video shows the tap fittings.'], quote: { total: 100 } },
    timeline: [],
    pricingVersion: 1,
    breakdown: {
      lines: [{ description: 'Replace kitchen tap', type: 'replacement', complexity: 'simple', hours: 1, typeMultiplier: 1.1, labourPence: 5_500, materialsPence: 0 }],
      hourlyRatePence: 5_000,
      urgencyMultiplier: 1,
      labourPence: 5_500,
      materialsPence: 0,
      calloutFeePence: 3_000,
      totalPence: 8_500,
    },
    ...fields,
  };
}
