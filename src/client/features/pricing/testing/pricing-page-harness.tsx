import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AnalysedJob } from '#contracts/analysis.contract';
import type { IssuedQuote } from '#contracts/quotes.contract';
import { resetLeadOutboxForTests } from '#client/resources/leads/lead-outbox';
import { jsonResponse, renderAt, stubApi } from '#client/testing/render-app';
import { PRICING_FLOW_STORAGE_KEY, loadStoredRunReader } from '../pricing-flow-store';

// A saved run's reader loads on a reload mid-run (the page suspends for it): loaded before the
// tests, which see the page once it has arrived.
await loadStoredRunReader();

/**
 * The pricing page driven through the real providers and router, with the API stubbed at
 * fetch: the fixtures, the stub and the customer's steps its tests share.
 */

export const ANALYSIS: AnalysedJob = {
  summary: 'Replace a kitchen tap and put up two shelves',
  tasks: [
    { id: 'task-1', description: 'Replace kitchen mixer tap', complexity: 'moderate', estimatedHours: 1.5, serviceType: 'PLUMBING', type: 'replacement', estimatedMaterials: 0, skill: 'Plumbing', quantity: 1 },
    { id: 'task-2', description: 'Put up two shelves', complexity: 'simple', estimatedHours: 1, serviceType: 'CARPENTRY', type: 'installation', estimatedMaterials: 10, skill: 'Joinery', quantity: 1 },
    { id: 'task-3', description: 'Rewire the kitchen sockets', complexity: 'complex', estimatedHours: 0.5, serviceType: 'ELECTRICAL', type: 'repair', estimatedMaterials: 0, skill: 'General', quantity: 1 },
  ],
  totalEstimatedHours: 3,
  estimatedRange: { low: 85, high: 116 },
  quote: { totalPence: 10_000, breakdown: { labourPence: 7000, materialsPence: 500, calloutFeePence: 2500, minimumChargeApplied: true, hours: 3 } },
  flags: [],
  skills_required: ['Plumbing'],
  engine: 'local',
};

const CREATED_LEAD = {
  id: '0b5d8a34-5f0e-4c8e-9a8e-2f4f1f7a9c11',
  customerName: 'Sam Taylor',
  status: 'new',
  source: 'pricing_page',
  outcome: 'pricing_page_quote_viewed',
  estimatedPriceLow: 8500,
  estimatedPriceHigh: 11600,
  discountApplied: false,
  createdAt: '2025-11-21T10:00:00.000Z',
};

/** The quote the stubbed server issues: other figures than the analysis's own, so a test sees which is shown. */
export const ISSUED_QUOTE: IssuedQuote = {
  id: '5d1c2a9e-7b3f-4e0a-8c61-3f9d2b7a1e44',
  screen: 'pricing_page',
  urgency: 'high',
  promoCode: null,
  pricingVersion: 4,
  lines: [],
  moreTasksText: null,
  fullRange: { lowPence: 9000, highPence: 12_000 },
  totalRange: { lowPence: 9000, highPence: 12_000 },
  midpointPence: 10_500,
  discountApplied: false,
  minimumChargeApplied: true,
  taskCount: 3,
  issuedAt: '2025-11-21T10:00:00.000Z',
  validUntil: '2025-12-21T10:00:00.000Z',
};

type Captured = { url: string; init: RequestInit | undefined };

/** The API the page talks to; the pricing config is left unanswered, so without a quote the analysis's range shows. */
export function stubPricingApi(
  options: {
    analysis?: () => Response | Promise<Response>;
    quote?: () => Response | Promise<Response>;
    settings?: Record<string, unknown>;
    savedLead?: Record<string, unknown>;
  } = {},
) {
  const leads: Captured[] = [];
  const quotes: Captured[] = [];
  const analyses: Captured[] = [];
  const interactions: Record<string, unknown>[] = [];
  const fetchMock = stubApi({
    // Without settings the app-settings call fails and the built-in defaults are shown.
    ...(options.settings ? { 'GET /api/app-settings': () => jsonResponse(options.settings) } : {}),
    'POST /api/analyze-job': (request) => {
      analyses.push(request);
      return options.analysis?.() ?? jsonResponse(ANALYSIS);
    },
    'POST /api/quotes': (request) => {
      quotes.push(request);
      return options.quote?.() ?? jsonResponse(ISSUED_QUOTE, 201);
    },
    'POST /api/leads': (request) => {
      leads.push(request);
      return jsonResponse({ ...CREATED_LEAD, ...options.savedLead }, 201);
    },
    'POST /api/form-interaction': (request) => {
      interactions.push(bodyOf(request));
      return jsonResponse({ accepted: true }, 202);
    },
  });
  return { fetchMock, leads, quotes, analyses, interactions };
}

export function bodyOf(request: Captured | undefined): Record<string, unknown> {
  return JSON.parse(String(request?.init?.body)) as Record<string, unknown>;
}

/** Registers the page's set-up and clean-up around each test of the calling file. */
export function setUpPricingPageTests() {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.dataLayer = [];
    // The page logs failed background requests (settings, config) with console.warn by design.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no scrolling; each new step scrolls to the top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    resetLeadOutboxForTests();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });
}

/** The page is loaded on demand (router.tsx), so wait for it. */
export async function renderPricingPage() {
  const view = renderAt('/pricing');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

export async function describeJobAndConfirm(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText('What do you need doing?'), 'Replace my kitchen tap and put up two shelves');
  await user.click(screen.getByRole('button', { name: 'See Pricing' }));
  await screen.findByRole('heading', { level: 1, name: "What we'll quote for:" });
}

/** From the tasks to 'Get My Quote', as a customer who gives only a name and a phone number. */
export async function askForTheQuoteAs(user: ReturnType<typeof renderAt>['user'], customerName: string) {
  await user.click(screen.getByRole('button', { name: 'Looks Good' }));
  await user.type(screen.getByLabelText('Your name'), customerName);
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.click(screen.getByRole('button', { name: 'Get My Quote' }));
}

// Whole journeys through the real providers: typing and the 1500 ms wait need more than the default 5 s on a busy machine.
export const JOURNEY = { timeout: 20_000 };

/** Lets jsdom move through the history (it does so in a later task) and React catch up. */
export async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export function storedRun(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}
