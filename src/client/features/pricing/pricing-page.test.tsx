import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { jsonResponse, renderAt, stubApi } from '#client/testing/render-app';
import { resetLeadOutboxForTests } from '#client/resources/leads/lead-outbox';
import { PRICING_FLOW_STORAGE_KEY } from './pricing-flow-store';

const ANALYSIS: AnalysedJob = {
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

type Captured = { url: string; init: RequestInit | undefined };

/** The API the page talks to; the pricing config is left unanswered so the analysis's range shows. */
function stubPricingApi(options: { analysis?: () => Response | Promise<Response> } = {}) {
  const leads: Captured[] = [];
  const analyses: Captured[] = [];
  const interactions: Record<string, unknown>[] = [];
  const fetchMock = stubApi({
    'POST /api/analyze-job': (request) => {
      analyses.push(request);
      return options.analysis?.() ?? jsonResponse(ANALYSIS);
    },
    'POST /api/leads': (request) => {
      leads.push(request);
      return jsonResponse(CREATED_LEAD, 201);
    },
    'POST /api/form-interaction': (request) => {
      interactions.push(bodyOf(request));
      return jsonResponse({ accepted: true }, 202);
    },
  });
  return { fetchMock, leads, analyses, interactions };
}

function bodyOf(request: Captured | undefined): Record<string, unknown> {
  return JSON.parse(String(request?.init?.body)) as Record<string, unknown>;
}

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

/** The page is loaded on demand (router.tsx), so wait for it. */
async function renderPricingPage() {
  const view = renderAt('/pricing');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

async function describeJobAndConfirm(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText('What do you need doing?'), 'Replace my kitchen tap and put up two shelves');
  await user.click(screen.getByRole('button', { name: 'See Pricing' }));
  await screen.findByRole('heading', { level: 1, name: "What we'll quote for:" });
}

/** From the tasks to 'Get My Quote', as a customer who gives only a name and a phone number. */
async function askForTheQuoteAs(user: ReturnType<typeof renderAt>['user'], customerName: string) {
  await user.click(screen.getByRole('button', { name: 'Looks Good' }));
  await user.type(screen.getByLabelText('Your name'), customerName);
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.click(screen.getByRole('button', { name: 'Get My Quote' }));
}

// Whole journeys through the real providers: typing and the 1500 ms wait need more than the default 5 s on a busy machine.
const JOURNEY = { timeout: 20_000 };

describe('the pricing page: job_input', JOURNEY, () => {
  it('shows the heading, subtext, the help phone number and the fixed reviews badge', async () => {
    stubPricingApi();
    await renderPricingPage();

    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(screen.getByText('Tell us about your job & get an instant quote')).toBeVisible();
    expect(screen.getByText('from 75 reviews', { exact: false })).toHaveTextContent('4.7 from 75 reviews');
    expect(await screen.findByRole('link', { name: /Call 01632 960000/ })).toHaveAttribute('href', 'tel:01632960000');
  });

  it("keeps 'See Pricing' disabled until the description has more than spaces", async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    const button = screen.getByRole('button', { name: 'See Pricing' });
    const box = screen.getByLabelText('What do you need doing?');

    expect(button).toBeDisabled();
    await user.type(box, '   ');
    expect(button).toBeDisabled();
    await user.type(box, 'Fix a tap');
    expect(button).toBeEnabled();
  });

  it('submits with Ctrl+Enter and shows the tasks to confirm', async () => {
    const { analyses } = stubPricingApi();
    const { user } = await renderPricingPage();

    await user.type(screen.getByLabelText('What do you need doing?'), 'Replace my kitchen tap');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByRole('heading', { level: 1, name: "What we'll quote for:" })).toBeVisible();
    expect(bodyOf(analyses[0])).toEqual({ jobDescription: 'Replace my kitchen tap' });
    expect(screen.getByText('Please confirm these tasks match what you need')).toBeVisible();

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Replace kitchen mixer tap')).toBeVisible();
    expect(within(items[0]!).getByText('moderate')).toHaveClass('bg-warning');
    expect(within(items[0]!).getByText('1.5 hours')).toBeVisible();
    expect(within(items[1]!).getByText('simple')).toHaveClass('bg-success');
    expect(within(items[1]!).getByText('1 hour')).toBeVisible();
    expect(within(items[2]!).getByText('complex')).toHaveClass('bg-destructive');
    expect(screen.getByText('Similar jobs took around:')).toBeVisible();
    expect(screen.getByText('3 hours')).toBeVisible();
  });

  it('says what is missing when Ctrl+Enter is pressed on an empty box', async () => {
    const { analyses } = stubPricingApi();
    const { user } = await renderPricingPage();

    await user.click(screen.getByLabelText('What do you need doing?'));
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Please describe your job: Tell us what you need help with')).toBeVisible();
    expect(analyses).toHaveLength(0);
  });

  it('shows the Analysis Error toast and returns to the description when the analysis fails', async () => {
    stubPricingApi({ analysis: () => new Response('engine down', { status: 503 }) });
    const { user } = await renderPricingPage();

    await user.type(screen.getByLabelText('What do you need doing?'), 'Replace my kitchen tap');
    await user.click(screen.getByRole('button', { name: 'See Pricing' }));

    expect(await screen.findByText('Analysis Error')).toBeVisible();
    expect(screen.getByText("We couldn't analyze your request. Please try again.")).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(screen.getByLabelText('What do you need doing?')).toHaveValue('Replace my kitchen tap');
  });
});

describe('the pricing page: confirmation to quote', JOURNEY, () => {
  it("'Go Back' returns to the description with the text kept", async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(screen.getByLabelText('What do you need doing?')).toHaveValue('Replace my kitchen tap and put up two shelves');
  });

  it('drops the analysis once the description is edited, so Forward cannot show stale tasks', async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    await user.type(screen.getByLabelText('What do you need doing?'), ' and a door');
    await act(async () => {
      window.history.forward();
      // jsdom moves through the history in a later task.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // The forward entry was job_confirmation; without an analysis it resolves to job_input.
    expect(window.history.state).toMatchObject({ pricingStep: 'job_input' });
    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? '{}')).toMatchObject({ analysis: null });
  });

  it("keeps 'Get My Quote' disabled until name and phone are given; email is optional and of the email type", async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Looks Good' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Get My Quote' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByText('Your information is secure and will only be used to provide your quote')).toBeVisible();

    await user.type(screen.getByLabelText('Your name'), 'Sam Taylor');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Required Information: Please provide your name and phone number')).toBeVisible();

    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    expect(button).toBeEnabled();
  });

  it('offers the four urgencies, within a week chosen', async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Looks Good' }));

    const group = screen.getByRole('group', { name: 'When do you need it done?' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'As soon as possible',
      'Within a week',
      'Within a month',
      'Flexible timing',
    ]);
    expect(within(group).getByLabelText('Within a week')).toBeChecked();
  });

  it('saves the lead once, waits on the generating screen, then shows the quote', async () => {
    const { leads } = stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Looks Good' }));
    await user.type(screen.getByLabelText('Your name'), 'sam taylor');
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByLabelText('As soon as possible'));
    await user.click(screen.getByRole('button', { name: 'Get My Quote' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Quote' })).toBeVisible();
    expect(screen.getByText('Calculating the best price for your job...')).toBeVisible();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your Quote is Ready, Sam Taylor!' }, { timeout: 3000 });
    expect(heading).toBeVisible();
    // The config did not load, so the analysis's own range: mean of £85 and £116 is £100.50 → £101.
    expect(screen.getByText('£101')).toBeVisible();
    expect(screen.getByText('Price range: £85 - £116')).toBeVisible();
    expect(screen.getByText('Minimum charge applied')).toBeVisible();
    expect(screen.getByText('Your job includes:')).toBeVisible();
    expect(screen.getByText('Estimated duration: 3 hours')).toBeVisible();
    expect(screen.getByText('When: As soon as possible')).toBeVisible();
    expect(screen.getByText('Quote valid for 30 days • Fully insured • No hidden fees')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Now to Book' })).toHaveAttribute('href', 'tel:01632960000');

    expect(leads).toHaveLength(1);
    expect(bodyOf(leads[0])).toMatchObject({
      customerName: 'sam taylor',
      phone: '07700 900123',
      email: null,
      jobDescription: 'Replace my kitchen tap and put up two shelves',
      urgency: 'asap',
      outcome: 'pricing_page_quote_viewed',
      status: 'new',
      source: 'pricing_page',
      formStage: 'quote_display',
      estimatedPriceLow: 8500,
      estimatedPriceHigh: 11600,
    });
    expect(new Headers(leads[0]?.init?.headers).get('idempotency-key')).toMatch(/^[\w-]{8,}$/);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'quoteDisplayed', value: 101, urgency: 'asap', source: 'pricing_page', taskCount: 3 }));

    // jsdom cannot dial: keep the tel: link from navigating, after the page's own handler ran.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Call Now to Book' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'phoneClick', source: 'pricing_page' }));
  });

  it("'Get Another Quote' clears the text and the analysis and starts again", async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await askForTheQuoteAs(user, 'Sam');
    await screen.findByRole('heading', { level: 1, name: 'Your Quote is Ready, Sam!' }, { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Get Another Quote' }));

    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(screen.getByLabelText('What do you need doing?')).toHaveValue('');
    const stored = JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ step: 'job_input', jobDescription: '', analysis: null, quote: null });
  });

  it('comes back on the same step after a reload', async () => {
    stubPricingApi();
    const first = await renderPricingPage();
    await describeJobAndConfirm(first.user);
    first.unmount();

    await renderPricingPage();

    expect(screen.getByRole('heading', { level: 1, name: "What we'll quote for:" })).toBeVisible();
    expect(screen.getByText('Replace kitchen mixer tap')).toBeVisible();
  });

  it('goes to the previous step on the browser Back button', async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Looks Good' }));
    await screen.findByRole('heading', { level: 1, name: 'Almost there!' });

    act(() => {
      window.history.back();
    });

    expect(await screen.findByRole('heading', { level: 1, name: "What we'll quote for:" })).toBeVisible();
  });
});

/** Lets jsdom move through the history (it does so in a later task) and React catch up. */
async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

function storedRun(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}

describe('the pricing page: moving between steps', JOURNEY, () => {
  it('tracks each step completed and entered, and each button pressed, as the pricing funnel', async () => {
    const { interactions } = stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { level: 1, name: "Need a hand? Let's price it." });

    expect(interactions.map((event) => [event.action, event.step, event.fieldName ?? null])).toEqual([
      ['step_start', 'job_input', null],
      ['field_fill', 'job_input', 'jobDescription'],
      ['button_click', 'job_input', 'see_pricing'],
      ['step_complete', 'job_input', null],
      ['step_start', 'analyzing', null],
      ['step_complete', 'analyzing', null],
      ['step_start', 'job_confirmation', null],
      ['button_click', 'job_confirmation', 'go_back'],
      // Going back does not complete the step (as in the home flow).
      ['step_start', 'job_input', null],
    ]);
    const description = 'Replace my kitchen tap and put up two shelves';
    expect(interactions[0]).toMatchObject({ flow: 'pricing', source: 'pricing_page', formStage: 'job_input', jobDescription: null });
    expect(interactions[3]).toMatchObject({ flow: 'pricing', source: 'pricing_page', formStage: 'job_input', jobDescription: description, timeOnStep: expect.any(Number) });
    // Only the field's name is sent, never what was typed.
    expect(interactions[1]).not.toHaveProperty('fieldValue');
  });

  it('sends an abandonment beacon when the page is hidden before the quote is seen', async () => {
    stubPricingApi();
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    await renderPricingPage();

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const beacon = JSON.parse(await (sendBeacon.mock.calls[0]![1] as Blob).text()) as Record<string, unknown>;
    expect(beacon).toMatchObject({ action: 'abandon', flow: 'pricing', source: 'pricing_page', step: 'job_input', formStage: 'job_input', timeOnStep: expect.any(Number) });
  });

  it('counts a phone hiding the page as leaving, once per step', async () => {
    stubPricingApi();
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await renderPricingPage();

    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    // The same step left again (the page then unloads): still one abandonment.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('drops an analysis that answers after the browser went Back from the waiting screen', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubPricingApi({ analysis: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await renderPricingPage();
    await user.type(screen.getByLabelText('What do you need doing?'), 'Replace my kitchen tap');
    await user.click(screen.getByRole('button', { name: 'See Pricing' }));
    await screen.findByRole('heading', { level: 1, name: 'Analyzing Your Request' });

    act(() => window.history.back());
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();

    answer(jsonResponse(ANALYSIS));
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(storedRun()).toMatchObject({ step: 'job_input', analysis: null });
  });

  it('drops the quote wait when the browser goes Back from it', async () => {
    stubPricingApi();
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await askForTheQuoteAs(user, 'Sam');
    await screen.findByRole('heading', { level: 1, name: 'Creating Your Quote' });

    act(() => window.history.back());
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();

    // Past the 1500 ms the quote would have waited.
    await settle(1700);

    expect(screen.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
    expect(window.dataLayer?.some((event) => event.event === 'quoteDisplayed')).toBe(false);
    expect(storedRun()).toMatchObject({ step: 'lead_capture' });
  });
});
