import type { AnalysedJob } from '#contracts/analysis.contract';
import type { IssueQuoteBody, IssuedQuote } from '#contracts/quotes.contract';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import { toPricingUrgency } from '#domain/pricing/to-pricing-urgency';
import { priceQuoteFigures } from '#domain/quotes/issue-quote';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { jsonResponse, stubApi } from '#client/testing/render-app';
import { HOME_FLOW_STORAGE_KEY, type HomeFlowData } from '../home-flow-store';

// The home-page flow's answers from the server, stubbed at fetch (home-page*.test.tsx).

export const ANALYSIS: AnalysedJob = {
  summary: '2 tasks: fix a dripping kitchen tap, put up 3 shelves',
  tasks: [
    { id: 'task-1', description: 'Fix a dripping kitchen tap', complexity: 'simple', estimatedHours: 1, serviceType: 'PLUMBING', type: 'repair', estimatedMaterials: 0, skill: 'Plumbing', quantity: 1 },
    { id: 'task-2', description: 'Put up 3 shelves', complexity: 'moderate', estimatedHours: 2, serviceType: 'CARPENTRY', type: 'installation', estimatedMaterials: 0, skill: 'Joinery', quantity: 3 },
  ],
  totalEstimatedHours: 3,
  estimatedRange: { low: 218, high: 295 },
  quote: { totalPence: 25_640, breakdown: { labourPence: 23_140, materialsPence: 0, calloutFeePence: 2500, minimumChargeApplied: false, hours: 3 } },
  flags: [],
  skills_required: ['Plumbing', 'Joinery'],
  engine: 'local',
};

export const PRICING_CONFIG = {
  baseRate: 78,
  calloutFee: 25,
  materialMarkup: 0.15,
  minimumCharge: 50,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
  updatedAt: '2025-11-21T10:00:00.000Z',
};

export const CREATED_LEAD = {
  id: '0b5d8a34-5f0e-4c8e-9a8e-2f4f1f7a9c11',
  customerName: 'Jo Bloggs',
  status: 'new',
  source: 'customer_form',
  outcome: null,
  estimatedPriceLow: null,
  estimatedPriceHigh: null,
  discountApplied: false,
  createdAt: '2025-11-21T10:00:00.000Z',
};

export const SETTINGS = { ...DEFAULT_APP_SETTINGS, businessName: 'Fix-It Pete', businessPhone: '0161 496 0000', updatedAt: '2025-11-21T10:00:00.000Z' };

type Captured = { url: string; init: RequestInit | undefined };

/** The server's answer to POST /api/quotes: the real pricing rules on the stubbed analysis. */
export function issueStubQuote(request: IssueQuoteBody, count: number): IssuedQuote {
  const figures = priceQuoteFigures(ANALYSIS, pricingConfigFromWire(PRICING_CONFIG), { screen: request.screen, urgency: request.urgency, promoCode: request.promoCode });
  return {
    ...figures,
    id: `0b5d8a34-5f0e-4c8e-9a8e-${String(count).padStart(12, '0')}`,
    screen: request.screen,
    urgency: toPricingUrgency(request.urgency),
    promoCode: figures.discountApplied ? 'JULY10' : null,
    pricingVersion: 3,
    issuedAt: '2025-11-21T10:00:00.000Z',
    validUntil: '2025-12-21T10:00:00.000Z',
  };
}

export function stubHomeApi(overrides: Record<string, (request: Captured) => Response | Promise<Response>> = {}) {
  const leads: Record<string, unknown>[] = [];
  const quotes: IssuedQuote[] = [];
  stubApi({
    'POST /api/quotes': ({ init }) => {
      const quote = issueStubQuote(JSON.parse(String(init?.body)) as IssueQuoteBody, quotes.length + 1);
      quotes.push(quote);
      return jsonResponse(quote, 201);
    },
    'GET /api/app-settings': () => jsonResponse(SETTINGS),
    'GET /api/pricing/config': () => jsonResponse(PRICING_CONFIG),
    'POST /api/analyze-job': () => jsonResponse(ANALYSIS),
    'POST /api/extract-skills': () => jsonResponse({ skills: ['Plumbing', 'Joinery'] }),
    'POST /api/form-interaction': () => jsonResponse({ accepted: true }, 202),
    'POST /api/quote-engine/recommend': () => jsonResponse({ recommendedType: 'instant_quote', combinedScore: 0.4, reasoning: ['Simple work'] }),
    'POST /api/generate-video-quote-reasons': () => jsonResponse({ reasons: ['Show us the leak', 'Price both jobs in one video', 'No surprises'] }),
    'POST /api/leads': ({ init }) => {
      leads.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return jsonResponse(CREATED_LEAD, 201);
    },
    ...overrides,
  });
  return { leads, quotes };
}

/** The answers of a customer who has reached the method screens. */
export function seedAnswers(patch: Partial<HomeFlowData> = {}) {
  const data: HomeFlowData = {
    funnelKey: '3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11',
    customerType: 'residential',
    selectedJobType: 'multiple_jobs',
    jobDescription: 'Fix a dripping kitchen tap and put up 3 shelves',
    analysedJob: ANALYSIS,
    customerDetails: { customerName: 'jo bloggs', phone: '07700 900123', email: 'jo@example.co.uk', location: '', city: '', postcode: '', propertyType: '', urgency: 'medium' },
    finalRecommendation: { recommendedType: 'instant_quote', source: 'quote_engine', reasoning: [], quote: { total: 256 } },
    promoCode: null,
    discountApplied: false,
    ...patch,
  };
  window.sessionStorage.setItem(HOME_FLOW_STORAGE_KEY, JSON.stringify(data));
}

export function storedAnswers(): HomeFlowData {
  return JSON.parse(window.sessionStorage.getItem(HOME_FLOW_STORAGE_KEY) ?? '{}') as HomeFlowData;
}
