import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_STAFF, jsonResponse, renderAt, stubApi } from '#client/testing/render-app';

describe('not-found screen', () => {
  it('is shown for a path that matches no route', async () => {
    renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('sits in the public layout, with the header and the footer', async () => {
    renderAt('/no-such-page');

    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    expect(screen.getByRole('banner')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('is shown inside the back office for an unknown admin path', async () => {
    stubApi({ 'GET /api/auth/me': () => jsonResponse({ staff: TEST_STAFF }) });
    renderAt('/admin/no-such-screen');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Lead Management' })).toHaveAttribute('href', '/admin');
  });
});
