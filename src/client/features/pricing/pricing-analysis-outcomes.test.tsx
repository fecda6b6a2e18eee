import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnalysedJob, analyseJob } from '#contracts/analysis.contract';
import { getAppSettings } from '#contracts/app-settings.contract';
import { recordInteraction } from '#contracts/interactions.contract';
import { type CreateLeadBody, createLead } from '#contracts/leads.contract';
import { issueQuote } from '#contracts/quotes.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { ANALYSIS, ISSUED_QUOTE, JOURNEY, renderPricingPage, setUpPricingPageTests } from './testing/pricing-page-harness';

// The outcomes a customer sees once the job is analysed (docs/product/pricing-flow.md#analysis-outcomes).

setUpPricingPageTests();

const SETTINGS = { ...DEFAULT_APP_SETTINGS, businessPhone: '0161 496 0000', updatedAt: '2025-11-21T10:00:00.000Z' };
const GAS_MESSAGE = 'Gas work ("boiler") must be done by a Gas Safe registered engineer, so it has not been priced as handyman work.';

const OUT_OF_SCOPE: AnalysedJob = {
  ...ANALYSIS,
  summary: 'House cleaning',
  tasks: [],
  totalEstimatedHours: 0,
  flags: [{ code: 'out_of_scope', message: 'Cleaning is not handyman work, so we cannot help with it.' }],
};
const GAS_ONLY: AnalysedJob = { ...ANALYSIS, summary: 'Leaking boiler', tasks: [], totalEstimatedHours: 0, flags: [{ code: 'gas_safe_engineer_required', message: GAS_MESSAGE }] };
const MIXED: AnalysedJob = { ...ANALYSIS, flags: [{ code: 'gas_safe_engineer_required', message: GAS_MESSAGE }] };

function stubPricing(analysis: AnalysedJob) {
  const leads: CreateLeadBody[] = [];
  stubEndpoints(
    on(getAppSettings, () => ({ status: 200, body: SETTINGS })),
    on(analyseJob, () => ({ status: 200, body: analysis })),
    on(recordInteraction, () => ({ status: 202, body: { accepted: true } })),
    on(issueQuote, () => ({ status: 201, body: ISSUED_QUOTE })),
    on(createLead, ({ body }) => {
      leads.push(body);
      return {
        status: 201,
        body: { id: '0b5d8a34-5f0e-4c8e-9a8e-2f4f1f7a9c11', customerName: body.customerName, status: 'new', source: body.source, outcome: body.outcome ?? null, estimatedPriceLow: null, estimatedPriceHigh: null, discountApplied: false, createdAt: '2025-11-21T10:00:00.000Z' },
      };
    }),
  );
  return { leads };
}

async function describeJob(user: Awaited<ReturnType<typeof renderPricingPage>>['user'], text: string) {
  await user.type(screen.getByLabelText('What do you need doing?'), text);
  await user.click(screen.getByRole('button', { name: 'See Pricing' }));
}

describe('the pricing page after the analysis', () => {
  it("tells an out-of-scope request plainly that it isn't something we do, with the phone and no price", JOURNEY, async () => {
    const { leads } = stubPricing(OUT_OF_SCOPE);
    const { user } = await renderPricingPage();
    await describeJob(user, 'need a cleaner for a 3 bed house');

    expect(await screen.findByRole('heading', { level: 1, name: "This isn't something we do" })).toBeVisible();
    expect(screen.getByText('Cleaning is not handyman work, so we cannot help with it.')).toBeVisible();
    const call = screen.getByRole('link', { name: 'Call 0161 496 0000' });
    await user.click(call);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'phoneClick', source: 'pricing_page_out_of_scope' }));
    expect(screen.queryByRole('button', { name: /Looks Good|Call Back/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/£|Similar jobs took/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Describe a different job' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(leads).toEqual([]);
  });

  it('names the specialist, takes the details for a call back and shows no price', JOURNEY, async () => {
    const { leads } = stubPricing(GAS_ONLY);
    const { user } = await renderPricingPage();
    await describeJob(user, 'my boiler is leaking and the gas smells');

    expect(await screen.findByRole('heading', { level: 1, name: 'This needs a specialist' })).toBeVisible();
    const notice = screen.getByRole('region', { name: 'Needs a specialist' });
    expect(within(notice).getByText('A Gas Safe registered engineer')).toBeVisible();
    expect(within(notice).getByText(GAS_MESSAGE)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await user.type(await screen.findByLabelText('Your name'), 'Sam Taylor');
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Get My Quote' }));

    expect(await screen.findByRole('heading', { level: 1, name: "We'll call you back, Sam Taylor" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('A Gas Safe registered engineer')).toBeVisible();
    expect(screen.queryByText(/£|Price range/)).not.toBeInTheDocument();
    await waitFor(() => expect(leads).toHaveLength(1));
    expect(leads[0]).toMatchObject({ source: 'pricing_page', outcome: 'referral_callback_requested', estimatedPriceLow: null, estimatedPriceHigh: null });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'leadSubmission', source: 'pricing_page', outcome: 'referral_callback_requested' }));
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'quoteDisplayed' }));
  });

  it('prices the ordinary tasks of a mixed description and shows the referral beside them', JOURNEY, async () => {
    stubPricing(MIXED);
    const { user } = await renderPricingPage();
    await describeJob(user, 'replace my tap, put up shelves, and my boiler is leaking');

    expect(await screen.findByRole('heading', { level: 1, name: "What we'll quote for:" })).toBeVisible();
    expect(screen.getByText('Replace kitchen mixer tap')).toBeVisible();
    const notice = screen.getByRole('region', { name: 'Needs a specialist' });
    expect(within(notice).getByText('We have priced the rest of your job; this part is not included in the price.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Looks Good' })).toBeVisible();
  });

  it("pushes phoneClick from the help phone and leadSubmission when the quote's lead is saved", JOURNEY, async () => {
    stubPricing(ANALYSIS);
    const { user } = await renderPricingPage();
    await user.click(await screen.findByRole('link', { name: 'Call 0161 496 0000' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'phoneClick', source: 'pricing_page_help_phone' }));

    await describeJob(user, 'Replace my kitchen tap and put up two shelves');
    await user.click(await screen.findByRole('button', { name: 'Looks Good' }));
    await user.type(await screen.findByLabelText('Your name'), 'Sam Taylor');
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Get My Quote' }));
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'leadSubmission', source: 'pricing_page', outcome: 'pricing_page_quote_viewed' })));
  });
});
