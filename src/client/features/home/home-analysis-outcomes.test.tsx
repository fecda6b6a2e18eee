import { screen, waitFor, within } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalysedJob, analyseJob, extractSkills } from '#contracts/analysis.contract';
import { getAppSettings } from '#contracts/app-settings.contract';
import { recordInteraction } from '#contracts/interactions.contract';
import { type CreateLeadBody, createLead } from '#contracts/leads.contract';
import { getPricingConfig } from '#contracts/pricing.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { currentUrl, renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { resetLeadOutboxForTests } from '#client/resources/leads/lead-outbox';
import { HOME_FLOW_STORAGE_KEY, type HomeFlowData, loadStoredAnswersReader } from './home-flow-store';
import { WelcomeStage } from './lazy-stages';

// Downloaded ahead in the browser (the second screen when the first is idle; the saved answers'
// reader on a reload mid-flow): loaded before the tests, which see the flow once they have arrived.
await Promise.all([WelcomeStage.preload(), loadStoredAnswersReader()]);

// The outcomes a customer sees once the job is analysed (docs/product/home-flow.md#analysis-outcomes).

const TAP = { id: 'task-1', description: 'Fix a dripping kitchen tap', complexity: 'simple', estimatedHours: 1, serviceType: 'PLUMBING', type: 'repair', estimatedMaterials: 0, skill: 'Plumbing', quantity: 1 } as const;

function anAnalysis(patch: Partial<AnalysedJob>): AnalysedJob {
  return {
    summary: 'Fix a dripping kitchen tap',
    tasks: [TAP],
    totalEstimatedHours: 1,
    estimatedRange: { low: 70, high: 95 },
    quote: { totalPence: 8200, breakdown: { labourPence: 5700, materialsPence: 0, calloutFeePence: 2500, minimumChargeApplied: false, hours: 1 } },
    flags: [],
    skills_required: ['Plumbing'],
    engine: 'local',
    ...patch,
  };
}

const OUT_OF_SCOPE = anAnalysis({
  summary: 'Dog walking',
  tasks: [],
  totalEstimatedHours: 0,
  estimatedRange: { low: 0, high: 0 },
  flags: [{ code: 'out_of_scope', message: 'Dog walking is not handyman work, so we cannot help with it.' }],
  skills_required: ['General'],
});

const GAS_MESSAGE = 'Gas work ("boiler") must be done by a Gas Safe registered engineer, so it has not been priced as handyman work.';
const GAS_ONLY = anAnalysis({
  summary: 'Boiler leaking and a smell of gas',
  tasks: [],
  totalEstimatedHours: 0,
  flags: [
    { code: 'gas_safe_engineer_required', message: GAS_MESSAGE },
    { code: 'emergency', message: 'This sounds like an emergency.' },
  ],
});

const MIXED = anAnalysis({ flags: [{ code: 'gas_safe_engineer_required', message: GAS_MESSAGE }] });

const SETTINGS = { ...DEFAULT_APP_SETTINGS, businessName: 'Fix-It Pete', businessPhone: '0161 496 0000', updatedAt: '2025-11-21T10:00:00.000Z' };
const PRICING_CONFIG = {
  baseRate: 78,
  calloutFee: 25,
  materialMarkup: 0.15,
  minimumCharge: 50,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
  updatedAt: '2025-11-21T10:00:00.000Z',
};

function stubHome(analysis: AnalysedJob) {
  const leads: CreateLeadBody[] = [];
  stubEndpoints(
    on(getAppSettings, () => ({ status: 200, body: SETTINGS })),
    on(getPricingConfig, () => ({ status: 200, body: PRICING_CONFIG })),
    on(analyseJob, () => ({ status: 200, body: analysis })),
    on(extractSkills, () => ({ status: 200, body: { skills: ['General'] } })),
    on(recordInteraction, () => ({ status: 202, body: { accepted: true } })),
    on(createLead, ({ body }) => {
      leads.push(body);
      return {
        status: 201,
        body: { id: '0b5d8a34-5f0e-4c8e-9a8e-2f4f1f7a9c11', customerName: body.customerName, status: body.status ?? 'new', source: body.source, outcome: body.outcome ?? null, estimatedPriceLow: null, estimatedPriceHigh: null, discountApplied: false, createdAt: '2025-11-21T10:00:00.000Z' },
      };
    }),
  );
  return { leads };
}

function seed(analysedJob: AnalysedJob, patch: Partial<HomeFlowData> = {}) {
  const data: HomeFlowData = {
    funnelKey: '3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11',
    customerType: 'residential',
    selectedJobType: 'single_task',
    jobDescription: 'my boiler is leaking and the gas smells',
    analysedJob,
    customerDetails: { customerName: '', phone: '', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: '' },
    finalRecommendation: null,
    promoCode: null,
    discountApplied: false,
    ...patch,
  };
  window.sessionStorage.setItem(HOME_FLOW_STORAGE_KEY, JSON.stringify(data));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetLeadOutboxForTests();
  vi.restoreAllMocks();
});

describe('the home flow after the analysis', () => {
  it("tells an out-of-scope request plainly that it isn't something we do, with the phone and no price", async () => {
    stubHome(OUT_OF_SCOPE);
    const { user } = renderAt('/?stage=welcome');
    await user.click(screen.getByRole('radio', { name: /Single Task/ }));
    await user.type(screen.getByLabelText(/Describe the job/), 'can someone walk my dog twice a day');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: "This isn't something we do" })).toBeVisible();
    expect(screen.getByText('Dog walking is not handyman work, so we cannot help with it.')).toBeVisible();
    const call = screen.getByRole('link', { name: 'Call 0161 496 0000' });
    expect(call).toHaveAttribute('href', 'tel:01614960000');
    // No price, no way on to the contact details, no 'tell us more'.
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue|Call Back/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Skills Required|Similar Jobs Took/)).not.toBeInTheDocument();

    await user.click(call);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'phoneClick', source: 'home_out_of_scope' }));
    await user.click(screen.getByRole('button', { name: 'Describe a different job' }));
    expect(await screen.findByLabelText(/Describe the job/)).toBeVisible();
    expect(currentUrl()).toBe('/?stage=welcome');
  });

  it('names the specialist a referral needs and why, and takes the details for a call back stored as a lead', async () => {
    const { leads } = stubHome(GAS_ONLY);
    seed(GAS_ONLY);
    const { user } = renderAt('/?stage=confirm_details');

    expect(await screen.findByRole('heading', { level: 1, name: 'This needs a specialist' })).toBeVisible();
    const notice = screen.getByRole('region', { name: 'Needs a specialist' });
    expect(within(notice).getByText('A Gas Safe registered engineer')).toBeVisible();
    expect(within(notice).getByText(GAS_MESSAGE)).toBeVisible();
    expect(within(notice).getByText("We don't price this work ourselves. Leave your details and we'll call you back to help you arrange it.")).toBeVisible();
    // The emergency advice stays beside it.
    expect(screen.getByText('This sounds like an emergency.')).toBeVisible();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await user.type(await screen.findByLabelText('Your Name *'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Phone Number *'), '07700 900123');
    await user.click(screen.getByRole('radio', { name: 'Immediate' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Call Back Requested' })).toBeVisible();
    expect(currentUrl()).toBe('/?stage=callback_requested');
    await waitFor(() => expect(leads).toHaveLength(1));
    expect(leads[0]).toMatchObject({
      customerName: 'Jo Bloggs',
      status: 'new',
      isDraft: false,
      source: 'customer_form',
      outcome: 'referral_callback_requested',
      estimatedPriceLow: null,
      estimatedPriceHigh: null,
    });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'leadSubmission', outcome: 'referral_callback_requested' }));
  });

  it('keeps the ordinary tasks of a mixed description and shows the referral beside them', async () => {
    stubHome(MIXED);
    seed(MIXED, { jobDescription: 'fix a dripping tap and my boiler is leaking' });
    renderAt('/?stage=confirm_details');

    expect(await screen.findByRole('heading', { level: 1, name: 'Does this look right?' })).toBeVisible();
    // The tap is still listed as a task with its badge (the summary repeats its words).
    expect(screen.getAllByText('Fix a dripping kitchen tap')).toHaveLength(2);
    expect(screen.getByText('simple')).toBeVisible();
    const notice = screen.getByRole('region', { name: 'Needs a specialist' });
    expect(within(notice).getByText('A Gas Safe registered engineer')).toBeVisible();
    expect(within(notice).getByText('We have priced the rest of your job; this part is not included in the price.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Looks Good - Continue' })).toBeVisible();
  });
});

describe('confetti on the method screens', () => {
  it.each(['quote_method_selection', 'phone_quote', 'book_handyman', 'whatsapp_video'])('fires 200 pieces when %s opens', async (stage) => {
    // window.matchMedia is absent in jsdom: no reduced-motion preference, so the confetti fires.
    vi.mocked(confetti).mockClear();
    stubHome(MIXED);
    seed(MIXED, { customerDetails: { customerName: 'Jo Bloggs', phone: '07700 900123', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: 'medium' } });
    renderAt(`/?stage=${stage}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 200 })));
  });

  it('does not fire on the contact details', async () => {
    vi.mocked(confetti).mockClear();
    stubHome(MIXED);
    seed(MIXED);
    renderAt('/?stage=customer_details');
    await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' }, { timeout: 5000 });
    expect(confetti).not.toHaveBeenCalled();
  });
});

describe('the ai_analysis stage', () => {
  it('is a waiting screen that analyses the saved description and moves on to the tasks', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubEndpoints(
      on(getAppSettings, () => ({ status: 200, body: SETTINGS })),
      on(getPricingConfig, () => ({ status: 200, body: PRICING_CONFIG })),
      on(extractSkills, () => ({ status: 200, body: { skills: ['Plumbing'] } })),
      on(recordInteraction, () => ({ status: 202, body: { accepted: true } })),
      // The answer's body arrives only when the test says so, so the wait can be seen.
      on(analyseJob, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            await held;
            controller.enqueue(new TextEncoder().encode(JSON.stringify(MIXED)));
            controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    seed(MIXED, { analysedJob: null, jobDescription: 'fix a dripping tap and my boiler is leaking' });
    renderAt('/?stage=ai_analysis');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analyzing Your Request' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Analysing your job' })).toBeVisible();
    expect(screen.queryByText('Question 2 of 2')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Does this look right?' })).toBeVisible();
    expect(currentUrl()).toBe('/?stage=confirm_details');
  });

  it('goes back to the description when there is nothing to analyse', async () => {
    stubHome(MIXED);
    seed(MIXED, { analysedJob: null, jobDescription: '' });
    renderAt('/?stage=ai_analysis');
    expect(await screen.findByText('Question 2 of 2', undefined, { timeout: 5000 })).toBeVisible();
    expect(currentUrl()).toBe('/?stage=welcome');
  });
});
