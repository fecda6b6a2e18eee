import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_STAFF, currentUrl, jsonResponse, renderAt, stubApi } from '#client/testing/render-app';
import { AdminLayout } from './admin-layout';

function renderLayoutAt(path: string) {
  return renderAt(
    path,
    <AdminLayout staff={TEST_STAFF}>
      <p>Screen content</p>
    </AdminLayout>,
  );
}

function adminNav() {
  return screen.getByRole('navigation', { name: 'Admin' });
}

describe('admin layout', () => {
  it('lists the back-office sections, the owner’s included for the owner', () => {
    renderLayoutAt('/admin/leads');

    const links = within(adminNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lead Management', '/admin/leads'],
      ['AI Training Game', '/admin/training'],
      ['Training Data', '/admin/training-data'],
      ['Quote Engine Config', '/admin/quote-engine'],
      ['Pricing Config', '/admin/pricing'],
      ['Contractor Pay', '/admin/contractor-pay'],
      ['Testing Platform', '/admin/testing'],
      ['App Settings', '/admin/settings'],
      ['Conversion Analytics', '/admin/analytics'],
      ['Staff', '/admin/staff'],
      ['Audit Log', '/admin/audit'],
      ['Customer data', '/admin/customer-data'],
      ['Account', '/admin/account'],
    ]);
  });

  it('marks Lead Management as the current page on /admin', () => {
    renderLayoutAt('/admin');

    const current = within(adminNav()).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Lead Management');
  });

  it('marks Pricing Config as the current page on /admin/pricing', () => {
    renderLayoutAt('/admin/pricing');

    const current = within(adminNav()).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Pricing Config');
  });

  it.each([
    ['/admin', 'leads'],
    ['/admin/leads', 'leads'],
    ['/admin/training', 'training'],
    ['/admin/training-data', 'training-data'],
    ['/admin/quote-engine', 'quote-engine'],
    ['/admin/pricing', 'pricing'],
    ['/admin/contractor-pay', 'contractor-pay'],
    ['/admin/testing', 'testing'],
  ])('carries the current-page marker on %s: %s', (path, marker) => {
    renderLayoutAt(path);

    expect(screen.getByRole('main')).toHaveAttribute('data-current-page', marker);
  });

  it.each(['/admin/settings', '/admin/analytics', '/admin/no-such-screen'])(
    'carries no current-page marker on %s, which has none of its own',
    (path) => {
      renderLayoutAt(path);

      expect(screen.getByRole('main')).not.toHaveAttribute('data-current-page');
    },
  );

  it('moves the marker when another section is chosen', async () => {
    const { user } = renderLayoutAt('/admin/pricing');

    await user.click(within(adminNav()).getByRole('link', { name: 'App Settings' }));

    expect(currentUrl()).toBe('/admin/settings');
    expect(within(adminNav()).getByRole('link', { current: 'page' })).toHaveAccessibleName('App Settings');
  });

  it('collapses the sidebar to icons, keeping the link names', async () => {
    const { user } = renderLayoutAt('/admin/leads');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(adminNav()).getByRole('link', { name: 'Pricing Config' })).toHaveAttribute(
      'title',
      'Pricing Config',
    );
  });

  it('opens the navigation as a drawer from the menu button', async () => {
    const { user } = renderLayoutAt('/admin/leads');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Back office' });
    await user.click(within(drawer).getByRole('link', { name: 'Testing Platform' }));

    expect(currentUrl()).toBe('/admin/testing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows who is signed in and offers a skip link to the main content', () => {
    renderLayoutAt('/admin/leads');

    expect(screen.getAllByText(TEST_STAFF.email)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('signs out and goes to the sign-in page', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      'GET /api/auth/me': () => jsonResponse({ title: 'Unauthorised' }, 401),
    });
    const { user } = renderLayoutAt('/admin/pricing');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(currentUrl()).toBe('/admin/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', { method: 'POST', credentials: 'include' });
  });
});
