import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppSettings, getAppSettings } from '#contracts/app-settings.contract';
import { getMe } from '#contracts/auth.contract';
import { appSettingsVersions } from '#contracts/config-versions.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { renderAt, TEST_STAFF, TEST_STAFF_MEMBER } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';

const STORED: AppSettings = { ...DEFAULT_APP_SETTINGS, updatedAt: '2026-11-21T10:05:00.000Z' };
const VERSIONS = [
  { version: 2, createdAt: STORED.updatedAt, staffEmail: 'pete@example.co.uk', restoredFromVersion: null, changes: [{ field: 'businessName', from: 'A', to: 'B' }] },
  { version: 1, createdAt: '2026-11-20T09:00:00.000Z', staffEmail: null, restoredFromVersion: null, changes: [] },
];

function stubAs(staff: typeof TEST_STAFF | typeof TEST_STAFF_MEMBER) {
  stubEndpoints(
    on(getMe, () => ({ status: 200, body: { staff } })),
    on(getAppSettings, () => ({ status: 200, body: STORED })),
    on(appSettingsVersions.list, () => ({ status: 200, body: { versions: VERSIONS } })),
  );
}

describe('App Settings for a staff member who is not the owner', { timeout: 15_000 }, () => {
  it('shows the settings but switches off saving and restoring, and says why', async () => {
    stubAs(TEST_STAFF_MEMBER);
    renderAt('/admin/settings');
    await screen.findByLabelText('Business name', {}, { timeout: 5_000 });
    expect(await screen.findByText('Only the owner can change this.')).toBeVisible();
    expect(screen.getByText('You can read the settings here; ask the owner to make a change.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Restore version 1' })).toBeNull();
  });

  it('leaves the owner every action, with no notice', async () => {
    stubAs(TEST_STAFF);
    renderAt('/admin/settings');
    await screen.findByLabelText('Business name', {}, { timeout: 5_000 });
    expect(await screen.findByRole('button', { name: 'Restore version 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    expect(screen.queryByText('Only the owner can change this.')).toBeNull();
  });
});
