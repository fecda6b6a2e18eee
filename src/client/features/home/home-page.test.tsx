import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IssueQuoteBody } from '#contracts/quotes.contract';
import { currentUrl, jsonResponse, renderAt } from '#client/testing/render-app';
import { hasPendingLeads, resetLeadOutboxForTests } from '#client/resources/leads/lead-outbox';
import { loadStoredAnswersReader } from './home-flow-store';
import { WelcomeStage } from './lazy-stages';
import { ANALYSIS, issueStubQuote, seedAnswers, storedAnswers, stubHomeApi } from './testing/home-page-fixtures';

// Downloaded ahead in the browser (the second screen when the first is idle; the saved answers'
// reader on a reload mid-flow): loaded before the tests, which see the flow once they have arrived.
await Promise.all([WelcomeStage.preload(), loadStoredAnswersReader()]);

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetLeadOutboxForTests();
  vi.restoreAllMocks();
});

describe('the home-page flow', () => {
  it('asks who the quote is for, with the trust badges, the help number and the rating', async () => {
    stubHomeApi();
    const { user } = renderAt('/');

    expect(screen.getByText('Question 1 of 2')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Who is this quote for?' })).toBeVisible();
    // The badges and the rating are the app settings', shown once they have arrived.
    for (const badge of ['Fast quotes', 'Fully insured', 'No obligation']) expect(await screen.findByText(badge)).toBeVisible();
    expect(screen.getByText('4.8/5')).toBeVisible();
    expect(screen.getByText('from 69 reviews')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Call 0161 496 0000' })).toHaveAttribute('href', 'tel:01614960000');

    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Property Manager/ }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(await screen.findByText('Question 2 of 2')).toBeVisible();
    expect(currentUrl()).toBe('/?stage=welcome');
    expect(storedAnswers().customerType).toBe('property_manager');
  });

  it('analyses the description and shows the tasks, the timeline and the skills', async () => {
    stubHomeApi();
    const { user } = renderAt('/?stage=welcome');

    expect(screen.queryByLabelText(/Describe the job/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Single Task/ }));
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.type(screen.getByLabelText(/Describe the job/), '   ');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Describe the job/), 'Fix a dripping kitchen tap and put up 3 shelves');
    await user.click(next);

    expect(await screen.findByRole('heading', { level: 1, name: 'Does this look right?' })).toBeVisible();
    expect(screen.getByText('Fix a dripping kitchen tap')).toBeVisible();
    expect(screen.getByText('simple')).toBeVisible();
    expect(screen.getByText('moderate')).toBeVisible();
    expect(screen.getByText('Similar Jobs Took')).toBeVisible();
    expect(screen.getByText('2–4 hours')).toBeVisible();
    const skills = screen.getByRole('heading', { name: 'Skills Required' }).closest('div')!.parentElement!;
    expect(await within(skills).findByText('Joinery')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Looks Good - Continue' })).toBeVisible();
  });

  it("shows 'Checking {product}' while analysing, and stays on the question when the analysis fails", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubHomeApi({ 'POST /api/analyze-job': () => new Promise<Response>((resolve) => (answer = resolve)) });
    seedAnswers({ analysedJob: null, finalRecommendation: null });
    const { user } = renderAt('/?stage=welcome');

    await screen.findByRole('link', { name: /Fix-It Pete/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Checking Fix-It Pete' })).toBeVisible();
    answer(new Response('Analysis engine down', { status: 503 }));

    expect(await screen.findByText('Analysis Error')).toBeVisible();
    expect(screen.getByText("We couldn't analyze your request. Please try again.")).toBeVisible();
    expect(currentUrl()).toBe('/?stage=welcome');
    expect(screen.getByLabelText(/Describe the job/)).toHaveValue('Fix a dripping kitchen tap and put up 3 shelves');
    // The way on is in the page, not in a toast: try again, or call the business.
    expect(screen.getByRole('alert')).toHaveTextContent('Analysis Error');
    expect(screen.getByRole('link', { name: 'Call 0161 496 0000' })).toHaveAttribute('href', 'tel:01614960000');
    expect(screen.queryByRole('status', { name: /Analysis Error/ })).toBeNull();
  });

  it("tries the analysis again from the failure's 'Try again' and moves on when it works", async () => {
    let calls = 0;
    stubHomeApi({
      'POST /api/analyze-job': () => {
        calls += 1;
        return calls === 1 ? new Response('Analysis engine down', { status: 503 }) : jsonResponse(ANALYSIS);
      },
    });
    seedAnswers({ analysedJob: null, finalRecommendation: null });
    const { user } = renderAt('/?stage=welcome');

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Does this look right?' })).toBeVisible();
    expect(calls).toBe(2);
  });

  it("says 'Required Fields Missing' when Continue is pressed without the contact details", async () => {
    const { leads } = stubHomeApi();
    seedAnswers({ customerDetails: { customerName: '', phone: '', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: '' } });
    const { user } = renderAt('/?stage=customer_details');

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Required Fields Missing')).toBeVisible();
    expect(screen.getByText('Please fill in all required fields to continue.')).toBeVisible();
    expect(screen.getByText('Enter your name')).toBeVisible();
    expect(currentUrl()).toBe('/?stage=customer_details');
    expect(leads).toEqual([]);
  });

  it('clears each contact-details error as the customer fixes its field', async () => {
    stubHomeApi();
    seedAnswers({ customerDetails: { customerName: '', phone: '', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: '' } });
    const { user } = renderAt('/?stage=customer_details');

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your name')).toBeVisible();
    expect(screen.getByText('Enter your phone number')).toBeVisible();
    expect(screen.getByText('Choose how soon you need it')).toBeVisible();

    await user.type(screen.getByLabelText('Your Name *'), 'Jo');
    await waitFor(() => expect(screen.queryByText('Enter your name')).toBeNull());
    expect(screen.getByText('Enter your phone number')).toBeVisible();
    await user.type(screen.getByLabelText('Phone Number *'), '07700 900123');
    await waitFor(() => expect(screen.queryByText('Enter your phone number')).toBeNull());
    await user.click(screen.getByRole('radio', { name: '1-2 weeks' }));
    await waitFor(() => expect(screen.queryByText('Choose how soon you need it')).toBeNull());
    expect(screen.queryByText('Required Fields Missing')).toBeNull();
  });

  it('saves a draft lead when the details are accepted, then recommends a method after 2 seconds', async () => {
    const { leads } = stubHomeApi();
    seedAnswers({ customerDetails: { customerName: '', phone: '', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: '' }, finalRecommendation: null });
    const { user } = renderAt('/?stage=customer_details');

    await user.type(await screen.findByLabelText('Your Name *'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Phone Number *'), '07700 900123');
    await user.click(screen.getByRole('radio', { name: 'ASAP or within a few days' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Why Choose Us?' })).toBeVisible();
    await waitFor(() => expect(leads).toHaveLength(1));
    expect(leads[0]).toMatchObject({
      customerName: 'Jo Bloggs',
      phone: '07700 900123',
      urgency: 'high',
      status: 'draft',
      isDraft: true,
      source: 'customer_form_draft',
      city: '',
      postcode: '',
      funnelKey: '3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11',
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'How should we handle your quote?' }, { timeout: 4_000 });
    expect(heading).toBeVisible();
    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByText(/accurate/));
    expect(cards.map((card) => within(card).getByText(/Quote|Visit/).textContent)).toEqual(['Online Quote', 'Quote with Video', 'Site Visit']);
    expect(within(cards[0]!).getByText('RECOMMENDED')).toBeVisible();
  });

  it('recommends a video quote when the recommendation fails, and records the chosen method', async () => {
    const { leads } = stubHomeApi({ 'POST /api/quote-engine/recommend': () => new Response('Down', { status: 500 }) });
    seedAnswers({ finalRecommendation: null });
    const { user } = renderAt('/?stage=generating_recommendation');

    expect(await screen.findByRole('button', { name: /^RECOMMENDED\s*Quote with Video/ }, { timeout: 4_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Site Visit/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Site Visit' })).toBeVisible();
    await waitFor(() => expect(leads.at(-1)).toMatchObject({ outcome: 'quote_method_selected_site_visit', status: 'draft' }));
    expect(screen.getByRole('link', { name: 'Call now to book' })).toHaveAttribute('href', 'tel:01614960000');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900000\?text=/);
  });

  it('applies JULY10 in any case, and refuses any other code', async () => {
    const { quotes } = stubHomeApi();
    seedAnswers();
    const { user } = renderAt('/?stage=phone_quote');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Instant Quote, Jo Bloggs' })).toBeVisible();
    const total = () => screen.getByText('Total estimate').parentElement?.querySelector('.text-3xl')?.textContent;
    const [full] = quotes;
    expect(total()).toBe(`£${full!.totalRange.lowPence / 100} – £${full!.totalRange.highPence / 100}`);
    expect(screen.getByText('£65')).toBeVisible();
    const code = screen.getByLabelText('Promo code');
    await user.type(code, 'JUNE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeVisible();
    // Said once, under the box: no toast repeats it.
    expect(screen.queryByText('Invalid Code')).toBeNull();

    await user.clear(code);
    await user.type(code, 'july10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Promo Code Applied!')).toBeVisible();
    expect(screen.getByText('You saved 10% on your quote.')).toBeVisible();
    expect(screen.getByText('✓ 10% discount applied!')).toBeVisible();
    expect(code).toBeDisabled();
    expect(storedAnswers()).toMatchObject({ promoCode: 'july10', discountApplied: true });
    // The server issues the discounted quote, and the screen shows its total.
    await waitFor(() => expect(quotes).toHaveLength(2));
    const discounted = quotes[1]!;
    expect(discounted).toMatchObject({ discountApplied: true, fullRange: full!.totalRange });
    await waitFor(() => expect(total()).toBe(`£${discounted.totalRange.lowPence / 100} – £${discounted.totalRange.highPence / 100}`));
    expect(screen.getByRole('button', { name: 'Lock In My Quote' })).toBeEnabled();
  });

  it("says the quote could not be loaded when the server cannot issue it, and tries again", async () => {
    let failures = 0;
    const { quotes } = stubHomeApi({
      'POST /api/quotes': ({ init }) => {
        failures += 1;
        if (failures <= 3) return new Response('Down', { status: 503 });
        const quote = issueStubQuote(JSON.parse(String(init?.body)) as IssueQuoteBody, 1);
        quotes.push(quote);
        return jsonResponse(quote, 201);
      },
    });
    seedAnswers();
    const { user } = renderAt('/?stage=phone_quote');

    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't load your quote" }, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Instant Quote, Jo Bloggs' })).toBeVisible();
  });

  it('locks in the quote as a new lead and starts again from the job question', async () => {
    const { leads, quotes } = stubHomeApi();
    seedAnswers({ promoCode: 'JULY10', discountApplied: true });
    const { user } = renderAt('/?stage=phone_quote');

    const lockIn = await screen.findByRole('button', { name: 'Lock In My Quote' });
    const shownTotal = screen.getByText('Total estimate').parentElement?.querySelector('.text-3xl')?.textContent;
    expect(shownTotal).toMatch(/^£\d+ – £\d+$/);
    await user.click(lockIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Submitted Successfully' })).toBeVisible();
    // The recap: the route, the price the customer saw with its VAT line, the tasks, a reference to copy.
    expect(screen.getByText('Online Quote')).toBeVisible();
    expect(screen.getByText(shownTotal ?? '')).toBeVisible();
    expect(screen.getByText('No VAT to add: we are not VAT-registered')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Your tasks' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fix a dripping kitchen tap',
      'Put up 3 shelves',
    ]);
    expect(screen.getByText('3B0F6C1E')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open WhatsApp' })).toBeNull();
    expect(screen.getByText("What's Next?")).toBeVisible();
    expect(screen.getByText("We'll contact you within 24 hours.")).toBeVisible();
    expect(screen.getByText('07700 900123')).toBeVisible();
    expect(screen.getByText('jo@example.co.uk')).toBeVisible();
    await waitFor(() => expect(hasPendingLeads()).toBe(false));
    expect(leads.at(-1)).toMatchObject({
      source: 'customer_form',
      status: 'new',
      isDraft: false,
      outcome: 'phone_quote',
      discountApplied: true,
      promoCode: 'JULY10',
      formStage: 'phone_quote',
      // The lead names the quote the server issued, with the promo: the server stores its figures.
      quoteId: quotes.at(-1)!.id,
      estimatedPriceLow: quotes.at(-1)!.totalRange.lowPence,
      estimatedPriceHigh: quotes.at(-1)!.totalRange.highPence,
    });
    expect(quotes.at(-1)).toMatchObject({ discountApplied: true, urgency: 'medium' });
    expect(window.dataLayer?.some((event) => event.event === 'leadSubmission')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));

    expect(await screen.findByText('Question 2 of 2')).toBeVisible();
    // Everything is cleared, the customer type too (docs/product/home-flow.md#confirmations).
    expect(storedAnswers()).toMatchObject({ jobDescription: '', analysedJob: null, customerType: null, discountApplied: false, promoCode: null });
    expect(storedAnswers().funnelKey).not.toBe('3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11');
  });

  it('shows the three default reasons when they cannot be generated, and opens WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { leads } = stubHomeApi({ 'POST /api/generate-video-quote-reasons': () => new Response('Down', { status: 500 }) });
    seedAnswers();
    const { user } = renderAt('/?stage=whatsapp_video');

    expect(await screen.findByText('Get precise pricing with visual assessment')).toBeVisible();
    expect(screen.getByText('Accurate personalized quote in under 60 minutes')).toBeVisible();
    expect(screen.getByText('No surprises - transparent final pricing')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send On WhatsApp Now' }));

    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/447700900000\?text=Hi%20Fix-It%20Pete/), '_blank', 'noopener,noreferrer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Assessment Requested' })).toBeVisible();
    await waitFor(() => expect(leads.at(-1)).toMatchObject({ outcome: 'video_assessment_requested', source: 'customer_form' }));
  });

  it("shows 'Loading pricing information...' until the pricing config arrives", async () => {
    stubHomeApi({ 'GET /api/pricing/config': () => new Promise<Response>(() => undefined) });
    seedAnswers();
    renderAt('/?stage=book_handyman');

    expect(await screen.findByText('Loading pricing information...')).toBeVisible();
  });

  it("asks for customer data on a method screen reached without it, and starts the quote from there", async () => {
    stubHomeApi();
    const { user } = renderAt('/?stage=phone_quote');

    expect(screen.getByRole('heading', { level: 1, name: 'Customer Data Required' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start Quote Process' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Who is this quote for?' })).toBeVisible();
  });

  it("shows 'Processing Your Request' for an unknown stage, and starts over with nothing kept", async () => {
    stubHomeApi();
    seedAnswers();
    const { user } = renderAt('/?stage=checkout');

    expect(screen.getByRole('heading', { level: 1, name: 'Processing Your Request' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start Over' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Who is this quote for?' })).toBeVisible();
    expect(storedAnswers()).toMatchObject({ customerType: null, jobDescription: '', analysedJob: null });
  });

  it('tracks the start and completion of each step, and an abandonment when the page is hidden', async () => {
    const events: Record<string, unknown>[] = [];
    stubHomeApi({
      'POST /api/form-interaction': ({ init }) => {
        events.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return jsonResponse({ accepted: true }, 202);
      },
    });
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const { user } = renderAt('/');

    await user.click(screen.getByRole('radio', { name: /Residential/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Question 2 of 2');
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events.map((event) => [event.step, event.action])).toEqual([
      ['customer_type', 'step_start'],
      ['customer_type', 'step_complete'],
      ['welcome', 'step_start'],
    ]);
    expect(events[1]).toMatchObject({ flow: 'home', customerType: 'residential', timeOnStep: expect.any(Number) });
    expect(new Set(events.map((event) => event.sessionId)).size).toBe(1);
    // Every event names the run, whose key the lead is saved with (docs/product/conversion-analytics.md#dropped-off).
    expect(events.every((event) => event.funnelKey === storedAnswers().funnelKey)).toBe(true);

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const beacon = JSON.parse(await (sendBeacon.mock.calls[0]![1] as Blob).text()) as Record<string, unknown>;
    expect(beacon).toMatchObject({ action: 'abandon', step: 'welcome', flow: 'home', funnelKey: storedAnswers().funnelKey });
  });

  it('announces every stage change with the formStageChange event', async () => {
    stubHomeApi();
    const stages: unknown[] = [];
    const listener = (event: Event) => stages.push((event as CustomEvent<{ stage: string }>).detail.stage);
    window.addEventListener('formStageChange', listener);
    const { user } = renderAt('/');

    await user.click(screen.getByRole('radio', { name: /Residential/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Question 2 of 2');
    window.removeEventListener('formStageChange', listener);

    expect(stages).toEqual(['customer_type', 'welcome']);
  });
});
