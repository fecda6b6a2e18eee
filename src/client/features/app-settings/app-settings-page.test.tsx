import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppSettings, getAppSettings, updateAppSettings } from '#contracts/app-settings.contract';
import { getMe } from '#contracts/auth.contract';
import { appSettingsVersions, type ConfigVersionSummary } from '#contracts/config-versions.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { renderAt, TEST_STAFF } from '#client/testing/render-app';
import { on, stubEndpoints, type StubRoute } from '#client/testing/stub-endpoints';

const SAVED_AT = '2026-11-21T10:05:00.000Z';
const STORED: AppSettings = { ...DEFAULT_APP_SETTINGS, businessName: 'Fix-It Pete', businessPhone: '0117 496 0123', whatsappNumber: '447700900123', updatedAt: SAVED_AT };

const VERSIONS: ConfigVersionSummary[] = [
  {
    version: 2,
    createdAt: SAVED_AT,
    staffEmail: 'pete@example.co.uk',
    restoredFromVersion: null,
    changes: [
      { field: 'businessName', from: 'Handyman Services', to: 'Fix-It Pete' },
      { field: 'businessPhone', from: '01632 960000', to: '0117 496 0123' },
    ],
  },
  { version: 1, createdAt: '2026-11-20T09:00:00.000Z', staffEmail: null, restoredFromVersion: null, changes: [] },
];

/** The first render loads the lazy admin chunks, which can take longer than findBy's second. */
const FIRST_RENDER = { timeout: 5_000 };

function stubSettings(...routes: StubRoute[]) {
  return stubEndpoints(
    on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
    ...routes,
    on(getAppSettings, () => ({ status: 200, body: STORED })),
    on(appSettingsVersions.list, () => ({ status: 200, body: { versions: VERSIONS } })),
  );
}

async function openSettings() {
  const rendered = renderAt('/admin/settings');
  await screen.findByLabelText('Business name', {}, FIRST_RENDER);
  return rendered;
}

describe('the App Settings screen', { timeout: 15_000 }, () => {
  it('shows every setting in its section, and when and by whom they were last saved', async () => {
    stubSettings();
    await openSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'App Settings' })).toBeVisible();
    for (const section of ['Google Review Configuration', 'Trust Badges', 'Business Info', 'Marketing Messages']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByLabelText('Google rating')).toHaveValue('4.8');
    expect(screen.getByLabelText('Rating stars')).toHaveValue(5);
    expect(screen.getByLabelText('Rating stars')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Rating stars')).toHaveAttribute('max', '5');
    expect(screen.getByLabelText('Review count')).toHaveValue(69);
    expect(screen.getByLabelText('Trust badge 1')).toHaveValue('Fast quotes');
    expect(screen.getByLabelText('Business phone')).toHaveValue('0117 496 0123');
    expect(screen.getByLabelText('WhatsApp number')).toHaveValue('447700900123');
    expect(screen.getByLabelText('Offer text')).toHaveValue('Quotes in under 60 mins');
    expect(screen.getByLabelText('Standard service text')).toHaveValue('Most jobs booked within 1-2 days');
    const lastUpdated = await screen.findByText((_text, element) => element?.tagName === 'P' && element.textContent === 'Last updated: 21 Nov 2026, 10:05 by pete@example.co.uk');
    expect(lastUpdated).toBeVisible();
    expect(screen.getByText("Customers' messages open wa.me/447700900123")).toBeVisible();
  });

  it('saves the settings as typed, then shows what the server stored', async () => {
    const bodies: unknown[] = [];
    let stored = STORED;
    stubSettings(
      on(updateAppSettings, ({ body }) => {
        bodies.push(body);
        stored = { ...body, businessPhone: '0161 496 0000', updatedAt: '2026-11-21T11:00:00.000Z' };
        return { status: 200, body: stored };
      }),
      on(getAppSettings, () => ({ status: 200, body: stored })),
    );
    const { user } = await openSettings();

    const phone = screen.getByLabelText('Business phone');
    await user.clear(phone);
    await user.type(phone, '+44 161 496 0000');
    await user.clear(screen.getByLabelText('Trust badge 3'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('App settings updated successfully')).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ businessPhone: '+44 161 496 0000', trustBadge3: '' })]);
    await waitFor(() => expect(screen.getByLabelText('Business phone')).toHaveValue('0161 496 0000'));
  });

  it('refuses a phone number that is not a UK number beside its field, before sending anything', async () => {
    const fetchMock = stubSettings();
    const { user } = await openSettings();

    const whatsapp = screen.getByLabelText('WhatsApp number');
    await user.clear(whatsapp);
    await user.type(whatsapp, '+1 202 555 0123');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Enter a UK number WhatsApp can reach, for example 07700 900000 or +44 7700 900000.')).toBeVisible();
    expect(screen.getByLabelText('WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("puts the server's reason beside its field and says the save failed", async () => {
    stubSettings(
      on(updateAppSettings, () =>
        Response.json(
          { type: 'about:blank', title: 'Unprocessable Content', status: 422, code: 'invalid_app_settings', invalidParams: [{ name: 'businessName', reason: 'That name is taken.' }] },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to save app settings')).toBeVisible();
    expect(screen.getByText('That name is taken.')).toBeVisible();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the settings cannot be loaded and offers Try Again', async () => {
    let fail = true;
    stubSettings(on(getAppSettings, () => (fail ? new Response('Down', { status: 500 }) : { status: 200, body: STORED })));
    const { user } = renderAt('/admin/settings');

    // Said twice: in the page beside Try Again, and as the screen's toast.
    await screen.findByRole('button', { name: 'Try Again' }, FIRST_RENDER);
    await waitFor(() => expect(screen.getAllByText('Failed to load app settings')).toHaveLength(2));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Fix-It Pete');
  });

  it('lists the versions with what changed, and restores one after asking', async () => {
    const restored: string[] = [];
    stubSettings(
      on(appSettingsVersions.restore, ({ params }) => {
        restored.push(params.version ?? '');
        return { status: 200, body: { ...DEFAULT_APP_SETTINGS, updatedAt: '2026-11-21T12:00:00.000Z' } };
      }),
    );
    const { user } = await openSettings();

    const history = within(await screen.findByRole('list', { name: 'Versions, newest first' }));
    expect(history.getByText('Current')).toBeVisible();
    const changes = within(history.getByRole('list', { name: 'Changes in version 2' }));
    expect(changes.getByText('Business phone:')).toBeVisible();
    expect(changes.getByText("'0117 496 0123'")).toBeVisible();
    expect(history.getByText('The values in force before the first saved change.')).toBeVisible();
    expect(history.queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();

    await user.click(history.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version 1 restored')).toBeVisible();
    expect(restored).toEqual(['1']);
  });

  it('warns on every back-office screen while customers see the placeholder numbers', async () => {
    stubSettings(on(getAppSettings, () => ({ status: 200, body: { ...DEFAULT_APP_SETTINGS, updatedAt: SAVED_AT } })));
    await openSettings();

    const warning = await screen.findByText('Customers are being shown placeholder numbers');
    expect(warning).toBeVisible();
    expect(screen.getByText(/business phone and WhatsApp number are still the example numbers/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open App Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('shows no warning once both numbers are the business’s own', async () => {
    stubSettings();
    await openSettings();

    expect(screen.queryByText('Customers are being shown placeholder numbers')).not.toBeInTheDocument();
  });
});
