import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMe } from '#contracts/auth.contract';
import { apiRequest } from '../lib/api-client';
import {
  TEST_STAFF,
  currentUrl,
  jsonResponse,
  problemResponse,
  renderAt,
  stubApi,
} from '../testing/render-app';

const signedOut = () => problemResponse(401, 'Unauthorised', 'Sign in to continue', 'unauthorised');

describe('routes', () => {
  it('shows the business name from the app settings on the home page', async () => {
    stubApi({
      'GET /api/app-settings': () => jsonResponse({ ...SETTINGS, businessName: 'Fix-It Pete' }),
    });
    renderAt('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Who is this quote for?' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Fix-It Pete' })).toHaveAttribute('href', '/');
  });

  it('falls back to the built-in business name when the settings cannot be loaded', async () => {
    stubApi({ 'GET /api/app-settings': () => new Response(null, { status: 500 }) });
    renderAt('/pricing');

    expect(await screen.findByRole('heading', { level: 1, name: "Need a hand? Let's price it." })).toBeVisible();
    // In the header and again in the footer.
    expect(within(await screen.findByRole('banner')).getByText('Handyman Services')).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByText('Handyman Services')).toBeVisible();
  });

  it.each([
    ['/admin', 'Lead Management'],
    ['/admin/leads', 'Lead Management'],
    ['/admin/training', 'AI Training Game'],
    ['/admin/training-data', 'Training Data Dashboard'],
    ['/admin/quote-engine', 'Quote Engine Configuration'],
    ['/admin/pricing', 'Pricing Configuration'],
    ['/admin/contractor-pay', 'Contractor Pay Calculator'],
    ['/admin/testing', 'Testing Platform'],
    ['/admin/analytics', 'Conversion Analytics'],
    ['/admin/settings', 'App Settings'],
  ])('%s shows the %s screen to signed-in staff', async (path, title) => {
    stubApi({ 'GET /api/auth/me': () => jsonResponse({ staff: TEST_STAFF }) });
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('shows the not-found content inside the back office for an admin path no screen owns', async () => {
    stubApi({ 'GET /api/auth/me': () => jsonResponse({ staff: TEST_STAFF }) });
    renderAt('/admin/no-such-screen');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Lead Management' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the session is checked', async () => {
    stubApi({ 'GET /api/auth/me': () => new Promise<Response>(() => undefined) });
    renderAt('/admin/pricing');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends signed-out visitors of an admin page to the sign-in page and back after', async () => {
    stubApi({ 'GET /api/auth/me': signedOut });
    renderAt('/admin/pricing?tab=rates');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(currentUrl()).toBe('/admin/login?next=%2Fadmin%2Fpricing%3Ftab%3Drates');
  });
});

describe('global 401 handling', () => {
  function ProtectedProbe() {
    // Stands in for any admin screen's query; the admin endpoints do not exist yet.
    const probe = useQuery({ queryKey: ['probe'], queryFn: () => apiRequest(getMe) });
    return <p>{probe.status}</p>;
  }

  it('sends staff to the sign-in page when an admin query answers 401', async () => {
    stubApi({ 'GET /api/auth/me': signedOut });
    renderAt('/admin/leads?status=new', <ProtectedProbe />);

    await waitFor(() => expect(currentUrl()).toBe('/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew'));
  });

  it('leaves customers on public pages where they are', async () => {
    stubApi({ 'GET /api/auth/me': signedOut });
    renderAt('/pricing', <ProtectedProbe />);

    expect(await screen.findByText('error')).toBeVisible();
    expect(currentUrl()).toBe('/pricing');
  });
});

const SETTINGS = {
  googleRating: '4.8',
  googleRatingStars: 5,
  googleReviewCount: 69,
  trustBadge1: 'Fast quotes',
  trustBadge2: 'Fully insured',
  trustBadge3: 'No obligation',
  businessName: 'Handyman Services',
  businessPhone: '01632 960000',
  whatsappNumber: '+44 7700 900000',
  offerText: '',
  offerDescription: '',
  urgentServiceText: '',
  standardServiceText: '',
  updatedAt: '2025-11-21T10:00:00.000Z',
};
