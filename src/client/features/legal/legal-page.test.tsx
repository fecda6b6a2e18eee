import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { jsonResponse, renderAt, stubApi } from '#client/testing/render-app';

const SETTINGS = {
  ...DEFAULT_APP_SETTINGS,
  businessName: 'Fix-It Pete',
  companyDetails: 'Fix-It Pete Ltd, registered in England and Wales no. 01234567',
  privacyNotice: 'Who we are\nA Bristol firm.\n\nWhat we keep\nYour name and phone.',
  termsText: 'Quotes\nEvery quote is an estimate.',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('the legal pages and the footer', () => {
  it("shows the firm's privacy notice at /privacy, each block under its heading", async () => {
    stubApi({ 'GET /api/app-settings': () => jsonResponse(SETTINGS) });
    renderAt('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();
    expect(screen.getByText('Your name and phone.')).toBeVisible();
  });

  it("shows the firm's terms at /terms, and the company details in the footer", async () => {
    stubApi({ 'GET /api/app-settings': () => jsonResponse(SETTINGS) });
    renderAt('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
    expect(await screen.findByText('Every quote is an estimate.')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Fix-It Pete Ltd, registered in England and Wales no. 01234567')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
