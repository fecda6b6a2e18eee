import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  analyseQuoteMethod,
  getQuoteEngineConfig,
  previewQuoteEngineImpact,
  type QuoteEngineImpact,
  saveQuoteEngineConfig,
} from '#contracts/quote-engine.contract';
import { quoteEngineConfigVersions } from '#contracts/config-versions.contract';
import { getSuggestedTuning } from '#contracts/training.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { getMe } from '#contracts/auth.contract';
import { renderAt, TEST_STAFF } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { QuoteEnginePage } from './quote-engine-page';

const SAVED: QuoteEngineConfig = {
  ...DEFAULT_QUOTE_ENGINE_CONFIG,
  weights: { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, urgency: 0.45 },
  thresholds: { instantQuote: 0.5, videoQuote: 0.8, siteVisit: 0.95 },
};
const UPDATED_AT = '2026-11-21T10:00:00.000Z';

function anImpact(draft: QuoteEngineConfig): QuoteEngineImpact {
  // Stands in for the server: a draft instant-quote threshold above 0.5 moves 7 of 40 leads.
  const moved = draft.thresholds.instantQuote > 0.5 ? 7 : 0;
  return {
    sampleSize: 200,
    jobCount: 40,
    saved: { instant_quote: 20, video_quote: 15, site_visit: 5 },
    draft: { instant_quote: 20 + moved, video_quote: 15 - moved, site_visit: 5 },
    moved,
    moves: [
      { from: 'instant_quote', to: 'instant_quote', count: 20 },
      { from: 'instant_quote', to: 'video_quote', count: 0 },
      { from: 'instant_quote', to: 'site_visit', count: 0 },
      { from: 'video_quote', to: 'instant_quote', count: moved },
      { from: 'video_quote', to: 'video_quote', count: 15 - moved },
      { from: 'video_quote', to: 'site_visit', count: 0 },
      { from: 'site_visit', to: 'instant_quote', count: 0 },
      { from: 'site_visit', to: 'video_quote', count: 0 },
      { from: 'site_visit', to: 'site_visit', count: 5 },
    ],
  };
}

type Sent = { saves: QuoteEngineConfig[]; impacts: QuoteEngineConfig[]; tests: { config?: QuoteEngineConfig; jobDescription: string }[]; restores: number[] };

function stubServer(options: { loadFails?: boolean; saveFails?: boolean; testFails?: boolean; tuningReady?: boolean } = {}): Sent {
  const sent: Sent = { saves: [], impacts: [], tests: [], restores: [] };
  stubEndpoints(
    on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
    on(getQuoteEngineConfig, () => (options.loadFails ? new Response('down', { status: 503 }) : { status: 200, body: { ...SAVED, updatedAt: UPDATED_AT } })),
    on(saveQuoteEngineConfig, ({ body }) => {
      sent.saves.push(body);
      return options.saveFails ? new Response('down', { status: 503 }) : { status: 200, body: { ...body, updatedAt: UPDATED_AT } };
    }),
    on(quoteEngineConfigVersions.list, () => ({
      status: 200,
      body: {
        versions: [
          { version: 2, createdAt: UPDATED_AT, staffEmail: 'sam@example.co.uk', restoredFromVersion: null, changes: [{ field: 'weights.urgency', from: 0.2, to: 0.45 }] },
          { version: 1, createdAt: '2026-11-20T09:00:00.000Z', staffEmail: null, restoredFromVersion: null, changes: [] },
        ],
      },
    })),
    on(quoteEngineConfigVersions.restore, ({ params }) => {
      sent.restores.push(Number(params.version));
      return { status: 200, body: { ...DEFAULT_QUOTE_ENGINE_CONFIG, updatedAt: '2026-11-21T11:00:00.000Z' } };
    }),
    on(previewQuoteEngineImpact, ({ body }) => {
      sent.impacts.push(body.config);
      return { status: 200, body: anImpact(body.config) };
    }),
    on(analyseQuoteMethod, ({ body }) => {
      sent.tests.push(body);
      if (options.testFails) return new Response('down', { status: 503 });
      const action = (body.config?.thresholds.instantQuote ?? 0) > 0.5 ? 'instant_quote' : 'video_quote';
      return {
        status: 200,
        body: { action, combinedScore: 0.53, reasoning: 'Customer type (weight 0.25 × 0.30) adds 0.075 — residential customer\nCombined score 0.53', factors: [] },
      };
    }),
    on(getSuggestedTuning, () =>
      options.tuningReady
        ? {
            status: 200,
            body: {
              status: 'ready',
              judgementCount: 42,
              current: { agreementPercent: 61.9, agreeingJudgements: 26 },
              suggested: { agreementPercent: 88.1, agreeingJudgements: 37 },
              config: { ...SAVED, weights: { ...SAVED.weights, complexity: 0.6 }, thresholds: { instantQuote: 0.4, videoQuote: 0.7, siteVisit: 0.9 } },
              changes: [{ field: 'weights.complexity', from: 0.3, to: 0.6 }],
            },
          }
        : { status: 200, body: { status: 'needs_more_judgements', judgementCount: 3, minimumJudgements: 20 } },
    ),
  );
  return sent;
}

const FIRST_RENDER = { timeout: 5_000 };

async function openPage() {
  const rendered = renderAt('/admin/quote-engine', <QuoteEnginePage />);
  await screen.findByRole('slider', { name: 'Urgency weight' }, FIRST_RENDER);
  return rendered;
}

function sliderValue(name: string): string | null {
  return screen.getByRole('slider', { name }).getAttribute('aria-valuetext');
}

describe('Quote Engine Config', { timeout: 20_000 }, () => {
  it('shows every weight, threshold and value of the saved config on a slider from 0 to 1 in steps of 0.05', async () => {
    stubServer();
    await openPage();
    expect(sliderValue('Urgency weight')).toBe('0.45');
    expect(sliderValue('Instant quote threshold')).toBe('0.50');
    expect(screen.getAllByRole('slider')).toHaveLength(16);
    const slider = screen.getByRole('slider', { name: 'Site visit threshold' });
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax')]).toEqual(['0', '1']);
    for (const name of ['Residential value', 'Multiple jobs value', 'Emergency value']) expect(screen.getByRole('slider', { name })).toBeInTheDocument();
  });

  it('puts the defaults on screen with Reset to Default and saves nothing until Save Configuration', async () => {
    const sent = stubServer();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Reset to Default', { selector: 'li *' })).toBeVisible();
    expect(sliderValue('Urgency weight')).toBe('0.20');
    expect(sliderValue('Instant quote threshold')).toBe('0.60');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(sent.saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Configuration Saved')).toBeVisible();
    expect(sent.saves).toEqual([DEFAULT_QUOTE_ENGINE_CONFIG]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('says Save Failed when the save does not go through, and keeps the draft', async () => {
    stubServer({ saveFails: true });
    const { user } = await openPage();
    screen.getByRole('slider', { name: 'Complexity weight' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Save Failed')).toBeVisible();
    expect(screen.getByText('Could not save configuration. Please try again.')).toBeVisible();
    expect(sliderValue('Complexity weight')).toBe('0.35');
  });

  it('shows the built-in defaults when the config cannot be loaded', async () => {
    stubServer({ loadFails: true });
    await openPage();
    expect(screen.getByText('The saved configuration could not be loaded')).toBeVisible();
    expect(sliderValue('Urgency weight')).toBe('0.20');
    expect(sliderValue('Instant quote threshold')).toBe('0.60');
  });

  it('puts the reason next to a threshold that goes down, and neither saves nor previews it', async () => {
    const sent = stubServer();
    const { user } = await openPage();
    screen.getByRole('slider', { name: 'Video quote threshold' }).focus();
    // Page Down moves ten steps: 0.80 → 0.30, below the instant-quote threshold 0.50.
    await user.keyboard('{PageDown}');
    const slider = screen.getByRole('slider', { name: 'Video quote threshold' });
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(slider).toHaveAccessibleDescription('Must be at least the instant-quote threshold.');
    expect(await screen.findByText('Fix the highlighted values to see the impact.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Fix the highlighted values, then save.')).toBeVisible();
    expect(sent.saves).toEqual([]);
    expect(sent.impacts.every((config) => config.thresholds.videoQuote >= config.thresholds.instantQuote)).toBe(true);
  });

  it('shows the impact of the draft on recent leads, and follows a change of threshold', async () => {
    const sent = stubServer();
    const { user } = await openPage();
    const panel = screen.getByRole('region', { name: 'Impact before saving' });
    expect(await within(panel).findByText('0 of 40 leads would move to a different method.')).toBeVisible();
    screen.getByRole('slider', { name: 'Instant quote threshold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await within(panel).findByText('7 of 40 leads would move to a different method.')).toBeVisible();
    expect(sent.impacts.at(-1)?.thresholds.instantQuote).toBe(0.55);
    const perMethod = within(panel).getByRole('table', { name: /Leads per quote method/ });
    expect(within(perMethod).getByRole('row', { name: /Instant Quote/ })).toHaveTextContent('Instant Quote2027 (+7)');
  });

  it('asks for a description before testing, then tests the job on the draft and follows the draft', async () => {
    const sent = stubServer();
    const { user } = await openPage();
    const box = screen.getByRole('region', { name: 'Test the configuration' });
    await user.click(within(box).getByRole('button', { name: 'Test Configuration' }));
    expect(await screen.findByText('Test Input Required')).toBeVisible();
    expect(screen.getByText('Please enter a job description to test.')).toBeVisible();
    expect(sent.tests).toEqual([]);

    await user.type(within(box).getByLabelText('Job description'), 'Regrout the shower');
    await user.click(within(box).getByRole('button', { name: 'Test Configuration' }));
    const result = await within(box).findByRole('region', { name: 'Test result' });
    expect(within(result).getByText('Video Quote')).toBeVisible();
    expect(within(result).getByText('0.53')).toBeVisible();
    expect(within(result).getByText('Customer type (weight 0.25 × 0.30) adds 0.075 — residential customer')).toBeVisible();
    expect(sent.tests.at(-1)).toMatchObject({ jobDescription: 'Regrout the shower', config: SAVED });

    screen.getByRole('slider', { name: 'Instant quote threshold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await within(result).findByText('Instant Quote')).toBeVisible();
    expect(sent.tests.at(-1)?.config?.thresholds.instantQuote).toBe(0.55);
  });

  it('says Test Failed when the test cannot run', async () => {
    stubServer({ testFails: true });
    const { user } = await openPage();
    const box = screen.getByRole('region', { name: 'Test the configuration' });
    fireEvent.change(within(box).getByLabelText('Job description'), { target: { value: 'Hang a mirror' } });
    await user.click(within(box).getByRole('button', { name: 'Test Configuration' }));
    expect(await screen.findAllByText('Test Failed')).not.toHaveLength(0);
    expect(screen.getAllByText('Could not test quote engine. Please try again.')[0]).toBeVisible();
  });

  it('loads the suggested tuning into the draft with one click, without saving it', async () => {
    const sent = stubServer({ tuningReady: true });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Suggested tuning' });
    expect(await within(card).findByText('88.1%')).toBeVisible();
    expect(within(card).getByText('61.9%')).toBeVisible();
    expect(within(card).getByText('Complexity weight: 0.30 → 0.60')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Load Suggested Tuning' }));
    expect(sliderValue('Complexity weight')).toBe('0.60');
    expect(sliderValue('Instant quote threshold')).toBe('0.40');
    expect(sliderValue('Urgency weight')).toBe('0.45');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(sent.saves).toEqual([]);
  });

  it('says the suggestion needs 20 judgements until there are enough', async () => {
    stubServer();
    await openPage();
    const card = screen.getByRole('region', { name: 'Suggested tuning' });
    expect(await within(card).findByText(/needs at least 20 judgements/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Load Suggested Tuning' })).not.toBeInTheDocument();
  });

  it('lists each saved version with what changed, and restores an earlier one onto the sliders', async () => {
    const sent = stubServer();
    const { user } = await openPage();
    const change = (await screen.findByText('Urgency weight:')).closest('li');
    expect(change).toHaveTextContent('Urgency weight: 0.20 → changed to 0.45');
    expect(sliderValue('Urgency weight')).toBe('0.45');

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version 1 restored.')).toBeVisible();
    expect(sent.restores).toEqual([1]);
    await waitFor(() => expect(sliderValue('Urgency weight')).toBe('0.20'));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
