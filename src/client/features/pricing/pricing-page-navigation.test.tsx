import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#client/testing/render-app';
import {
  ANALYSIS,
  JOURNEY,
  askForTheQuoteAs,
  describeJobAndConfirm,
  renderPricingPage,
  setUpPricingPageTests,
  settle,
  storedRun,
  stubPricingApi,
} from './testing/pricing-page-harness';

setUpPricingPageTests();

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
    // Every event names the run, whose key the lead is saved with (docs/product/conversion-analytics.md#dropped-off).
    const funnelKeys = new Set(interactions.map((event) => event.funnelKey));
    expect(funnelKeys.size).toBe(1);
    expect([...funnelKeys][0]).toMatch(/^[0-9a-f-]{36}$/);
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
