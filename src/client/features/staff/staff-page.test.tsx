import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMe } from '#contracts/auth.contract';
import { getStaffSecurity, type InviteStaffBody, inviteStaff, listStaff, saveStaffSecurity, setStaffDisabled, type StaffMember } from '#contracts/staff.contract';
import { renderAt, TEST_STAFF, TEST_STAFF_MEMBER } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';

const OWNER: StaffMember = { ...TEST_STAFF, createdAt: '2026-11-01T09:00:00.000Z', lastSignedInAt: '2026-11-24T09:00:00.000Z', disabled: false, invitationPending: false, twoFactorEnabled: false };
const MEMBER: StaffMember = { ...TEST_STAFF_MEMBER, createdAt: '2026-11-02T09:00:00.000Z', lastSignedInAt: null, disabled: false, invitationPending: true, twoFactorEnabled: false };

describe('the Staff screen', { timeout: 15_000 }, () => {
  it('adds a member and shows the one-time link once, and disables another', async () => {
    const invited: InviteStaffBody[] = [];
    const disabled: boolean[] = [];
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
      on(listStaff, () => ({ status: 200, body: { staff: [OWNER, MEMBER] } })),
      on(getStaffSecurity, () => ({ status: 200, body: { requireTwoFactor: false } })),
      on(inviteStaff, ({ body }) => {
        invited.push(body);
        return { status: 201, body: { member: { ...MEMBER, id: '3a3a3a3a-0000-4000-8000-000000000003', email: body.email, name: body.name }, invitationPath: '/admin/welcome#token=abcdefghijklmnopqrstuvwxyz0123456789', expiresAt: '2026-12-01T10:00:00.000Z' } };
      }),
      on(setStaffDisabled, ({ body }) => {
        disabled.push(body.disabled);
        return { status: 200, body: { ...MEMBER, disabled: body.disabled } };
      }),
    );
    const { user } = renderAt('/admin/staff');
    const table = await screen.findByRole('region', { name: 'Staff accounts' }, { timeout: 5_000 });
    expect(await within(table).findByText('alex@example.co.uk')).toBeVisible();
    expect(within(table).getByText('Invited')).toBeVisible();
    expect(within(table).getByText('You')).toBeVisible();

    await user.type(screen.getByLabelText('Name'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Email'), 'jo@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText('One-time link for jo@example.co.uk')).toBeVisible();
    expect(screen.getByTestId('invitation-link')).toHaveTextContent('/admin/welcome#token=abcdefghijklmnopqrstuvwxyz0123456789');
    expect(invited).toEqual([{ email: 'jo@example.co.uk', name: 'Jo Bloggs' }]);

    await user.click(screen.getByRole('button', { name: 'Disable alex@example.co.uk' }));
    await screen.findByText('alex@example.co.uk disabled');
    expect(disabled).toEqual([true]);
  });

  it('is not in a staff member’s sidebar, and says the screen is the owner’s when opened', async () => {
    stubEndpoints(on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF_MEMBER } })));
    renderAt('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Only the owner can open this screen' }, { timeout: 5_000 })).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit Log' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  it('requires two-factor for all staff with the switch, and says why when the owner has none', async () => {
    const saved: boolean[] = [];
    let ownerHasTwoFactor = false;
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
      on(listStaff, () => ({ status: 200, body: { staff: [OWNER, MEMBER] } })),
      on(getStaffSecurity, () => ({ status: 200, body: { requireTwoFactor: saved.at(-1) ?? false } })),
      on(saveStaffSecurity, ({ body }) => {
        if (!ownerHasTwoFactor) return new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Turn on two-factor for your own account (Account screen) before requiring it for everyone.', code: 'enrol_two_factor_first' }), { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
        saved.push(body.requireTwoFactor);
        return { status: 200, body };
      }),
    );
    const { user } = renderAt('/admin/staff');
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for all staff' }, { timeout: 5_000 });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect((await screen.findAllByText('Turn on two-factor for your own account (Account screen) before requiring it for everyone.'))[0]).toBeInTheDocument();
    expect(saved).toEqual([]);

    ownerHasTwoFactor = true;
    await user.click(screen.getByRole('switch', { name: 'Require two-factor for all staff' }));
    expect((await screen.findAllByText('Two-factor is now required for all staff'))[0]).toBeInTheDocument();
    expect(saved).toEqual([true]);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Require two-factor for all staff' })).toHaveAttribute('aria-checked', 'true'));
  });
});
