import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { PRICING_FLOW_STORAGE_KEY } from './pricing-flow-store';
import {
  JOURNEY,
  askForTheQuoteAs,
  bodyOf,
  ISSUED_QUOTE,
  describeJobAndConfirm,
  renderPricingPage,
  setUpPricingPageTests,
  stubPricingApi,
} from './testing/pricing-page-harness';

setUpPricingPageTests();

describe('the pricing page: job_input', JOURNEY, () => {
  it("shows the heading, subtext, the help phone number and the app settings' rating", async () => {
    stubPricingApi();
    await renderPricingPage();

    expect(screen.getByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    expect(screen.getByText('Tell us about your job & get an instant quote')).toBeVisible();
    expect(await screen.findByText('from 69 reviews', { exact: false })).toHaveTextContent('4.8 from 69 reviews');
    expect(await screen.findByRole('link', { name: /Call 01632 960000/ })).toHaveAttribute('href', 'tel:01632960000');
  });

  it("offers the business's own phone number and rating, the same as the home page's", async () => {
    stubPricingApi({
      settings: { ...DEFAULT_APP_SETTINGS, businessPhone: '0117 496 0123', googleRating: '4.9', googleReviewCount: 212, updatedAt: '2026-11-21T10:00:00.000Z' },
    });
    await renderPricingPage();

    expect(await screen.findByRole('link', { name: 'Call 0117 496 0123' })).toHaveAttribute('href', 'tel:01174960123');
    expect(await screen.findByText('from 212 reviews', { exact: false })).toHaveTextContent('4.9 from 212 reviews');
    expect(screen.queryByText(/75 reviews/)).not.toBeInTheDocument();
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

    const items = within(screen.getByRole('main')).getAllByRole('listitem');
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
    expect(screen.getByText(/^Your information is secure and will only be used to provide your quote/)).toBeVisible();

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
    const { leads, quotes } = stubPricingApi();
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
    // The quote the server issued for this description and urgency, not a figure of the browser's.
    expect(bodyOf(quotes[0])).toEqual({ screen: 'pricing_page', jobDescription: 'Replace my kitchen tap and put up two shelves', urgency: 'asap', promoCode: null });
    expect(screen.getByText('£105')).toBeVisible();
    expect(screen.getByText('Price range: £90 - £120')).toBeVisible();
    expect(screen.getByText('Minimum charge applied')).toBeVisible();
    expect(screen.getByText('Your job includes:')).toBeVisible();
    expect(screen.getByText('Estimated duration: 3 hours')).toBeVisible();
    expect(screen.getByText('When: As soon as possible')).toBeVisible();
    // The app settings' promise for an urgent job (here the built-in default).
    expect(screen.getByText('Same-day help for urgent jobs')).toBeVisible();
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
      estimatedPriceLow: 9000,
      estimatedPriceHigh: 12_000,
      quoteId: ISSUED_QUOTE.id,
    });
    expect(new Headers(leads[0]?.init?.headers).get('idempotency-key')).toMatch(/^[\w-]{8,}$/);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'quoteDisplayed', value: 105, urgency: 'asap', source: 'pricing_page', taskCount: 3 }));

    // jsdom cannot dial: keep the tel: link from navigating, after the page's own handler ran.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Call Now to Book' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'phoneClick', source: 'pricing_page' }));
  });

  it("shows the analysis's own range when no quote can be issued, and the lead still saves for the server to price", JOURNEY, async () => {
    const { leads, quotes } = stubPricingApi({ quote: () => new Response('Down', { status: 503 }) });
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await askForTheQuoteAs(user, 'Sam Taylor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Quote is Ready, Sam Taylor!' }, { timeout: 8000 })).toBeVisible();
    // Asked three times (two retries), then the analysis's range: the mean of £85 and £116 is £101.
    expect(quotes).toHaveLength(3);
    expect(screen.getByText('£101')).toBeVisible();
    expect(leads).toHaveLength(1);
    expect(bodyOf(leads[0])).toMatchObject({ quoteId: null, estimatedPriceLow: 8500, estimatedPriceHigh: 11_600 });
  });

  it('shows the quote link the save answered with, in full, under the quote', async () => {
    const token = 'ef'.repeat(20);
    stubPricingApi({ savedLead: { quoteLinkToken: token, quoteLinkExpiresAt: '2026-12-24T10:00:00.000Z' } });
    const { user } = await renderPricingPage();
    await describeJobAndConfirm(user);
    await askForTheQuoteAs(user, 'Sam');
    await screen.findByRole('heading', { level: 1, name: 'Your Quote is Ready, Sam!' }, { timeout: 3000 });

    expect(screen.getByRole('heading', { level: 2, name: 'Your quote link' })).toBeVisible();
    const link = await screen.findByTestId('quote-link');
    expect(link).toHaveAttribute('href', `${window.location.origin}/q/${token}`);
    expect(link).toHaveTextContent(`${window.location.origin}/q/${token}`);
    expect(screen.getByText(/Valid until/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
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
