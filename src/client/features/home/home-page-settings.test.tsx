import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '#client/testing/render-app';
import { resetLeadOutboxForTests } from '#client/resources/leads/lead-outbox';
import { loadStoredAnswersReader } from './home-flow-store';
import { WelcomeStage } from './lazy-stages';
import { SETTINGS, seedAnswers, stubHomeApi } from './testing/home-page-fixtures';

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

describe('the app settings on the home-page flow', () => {
  const STAFF_SETTINGS = {
    ...SETTINGS,
    trustBadge1: 'Local family firm',
    trustBadge3: '',
    googleRating: '4.9',
    googleRatingStars: 4,
    googleReviewCount: 212,
    whatsappNumber: '447700900123',
    offerText: 'Prices back the same day',
    offerDescription: 'Over 1,200 happy customers',
    urgentServiceText: 'Emergency cover until 10pm',
    standardServiceText: 'Booked within the week',
  };

  it('shows the badges and rating staff saved, and leaves out a blank badge', async () => {
    stubHomeApi({ 'GET /api/app-settings': () => jsonResponse(STAFF_SETTINGS) });
    renderAt('/');

    expect(await screen.findByText('Local family firm')).toBeVisible();
    expect(screen.getByText('Fully insured')).toBeVisible();
    expect(screen.queryByText('Fast quotes')).not.toBeInTheDocument();
    expect(screen.queryByText('No obligation')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Why customers choose us' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('4.9/5')).toBeVisible();
    expect(screen.getByText('from 212 reviews')).toBeVisible();
  });

  it('holds places for the badges and the rating until the settings arrive', () => {
    stubHomeApi({ 'GET /api/app-settings': () => new Promise<Response>(() => undefined) });
    renderAt('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Who is this quote for?' })).toBeVisible();
    expect(screen.queryByText('Fast quotes')).not.toBeInTheDocument();
    expect(screen.queryByText('4.8/5')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('shows the offer texts while the recommendation is worked out', async () => {
    stubHomeApi({ 'GET /api/app-settings': () => jsonResponse(STAFF_SETTINGS) });
    seedAnswers({ finalRecommendation: null });
    renderAt('/?stage=generating_recommendation');

    expect(await screen.findByText('Over 1,200 happy customers')).toBeVisible();
    expect(screen.getByText('Prices back the same day')).toBeVisible();
    expect(screen.queryByText('Trusted by 900+ customers')).not.toBeInTheDocument();
  });

  it('shows the offer description among the instant quote promises', async () => {
    stubHomeApi({ 'GET /api/app-settings': () => jsonResponse(STAFF_SETTINGS) });
    seedAnswers();
    renderAt('/?stage=phone_quote');

    expect(await screen.findByText('Over 1,200 happy customers')).toBeVisible();
    expect(screen.queryByText('Trusted by 900+ customers')).not.toBeInTheDocument();
  });

  it('sends the video to the WhatsApp number staff saved, beside their offer text', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    stubHomeApi({ 'GET /api/app-settings': () => jsonResponse(STAFF_SETTINGS) });
    seedAnswers();
    const { user } = renderAt('/?stage=whatsapp_video');

    expect(await screen.findByText('Prices back the same day')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send On WhatsApp Now' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/447700900123\?text=/), '_blank', 'noopener,noreferrer');
  });

  it("books with the business's own phone and WhatsApp number, promising the service for the customer's urgency", async () => {
    stubHomeApi({ 'GET /api/app-settings': () => jsonResponse(STAFF_SETTINGS) });
    seedAnswers({ customerDetails: { customerName: 'jo bloggs', phone: '07700 900123', email: '', location: '', city: '', postcode: '', propertyType: '', urgency: 'emergency' } });
    renderAt('/?stage=book_handyman');

    expect(await screen.findByText('Emergency cover until 10pm')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call now to book' })).toHaveAttribute('href', 'tel:01614960000');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900123\?text=/);
  });
});
