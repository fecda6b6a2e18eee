import { screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { getMe } from '#contracts/auth.contract';
import { listAdminLeads } from '#contracts/admin-leads.contract';
import { getTwoFactor, setUpTwoFactor } from '#contracts/staff.contract';
import { renderAt, TEST_STAFF_MEMBER } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';

const SECRET = 'JBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Handyman:alex%40example.co.uk?secret=${SECRET}&issuer=Handyman`;

describe('the Account screen two-factor set-up', { timeout: 15_000 }, () => {
  it('shows a QR code of the otpauth link for the secret, and keeps the typed key', async () => {
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF_MEMBER } })),
      on(getTwoFactor, () => ({ status: 200, body: { enabled: false, recoveryCodesLeft: 0 } })),
      on(setUpTwoFactor, () => ({ status: 200, body: { secret: SECRET, otpauthUrl: OTPAUTH } })),
    );
    const { user } = renderAt('/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }, { timeout: 5_000 }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    const { modules } = create(OTPAUTH, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(SECRET);
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute('href', OTPAUTH);
  });
});

describe('an account the owner requires two-factor of', { timeout: 15_000 }, () => {
  it('is sent from any screen to the Account screen’s set-up, with the reason', async () => {
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: { ...TEST_STAFF_MEMBER, mustEnrolInTwoFactor: true } } })),
      on(getTwoFactor, () => ({ status: 200, body: { enabled: false, recoveryCodesLeft: 0 } })),
    );
    renderAt('/admin/leads');
    expect(await screen.findByText('Set up two-factor sign-in to carry on', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText(/The owner requires two-factor sign-in for all staff/)).toBeVisible();
    expect(window.location.pathname).toBe('/admin/account');
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
  });

  it('is sent there when a screen’s request answers 403 two_factor_required', async () => {
    let required = false;
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: { ...TEST_STAFF_MEMBER, mustEnrolInTwoFactor: required } } })),
      on(getTwoFactor, () => ({ status: 200, body: { enabled: false, recoveryCodesLeft: 0 } })),
      on(listAdminLeads, () => {
        required = true;
        return new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'The owner requires two-factor sign-in for all staff.', code: 'two_factor_required' }), { status: 403, headers: { 'Content-Type': 'application/problem+json' } });
      }),
    );
    renderAt('/admin/leads');
    expect(await screen.findByText('Set up two-factor sign-in to carry on', {}, { timeout: 5_000 })).toBeVisible();
    expect(window.location.pathname).toBe('/admin/account');
  });
});
