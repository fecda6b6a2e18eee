import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsStaff, toCookieHeader, type TestApp } from '#testing/test-app';

let t: TestApp;
let owner: { cookie: string; email: string };
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsStaff(t);
});
afterAll(() => t.close());

function signIn(email: string, password: string) {
  address += 1;
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.2.0.${address}` });
}

function invite(email: string, name = 'New Starter') {
  return t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: { cookie: owner.cookie }, payload: { email, name } });
}

function tokenOf(invitationPath: string): string {
  return invitationPath.split('#token=')[1]!;
}

function accept(token: string, password: string) {
  address += 1;
  return t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token, password }, remoteAddress: `10.3.0.${address}` });
}

describe('adding staff with a one-time link', () => {
  it('makes a staff account with no password and a link the new member sets their own password from, once', async () => {
    const invited = await invite('Jo@Example.com', 'Jo Bloggs');
    expect(invited.statusCode).toBe(201);
    const invitation = invited.json();
    expect(invitation.member).toMatchObject({ email: 'jo@example.com', name: 'Jo Bloggs', role: 'staff', invitationPending: true, disabled: false });
    expect(invitation.invitationPath).toMatch(/^\/admin\/welcome#token=[\w-]{40,}$/);

    // No password yet: nothing signs in.
    expect((await signIn('jo@example.com', 'anything-at-all-1')).statusCode).toBe(401);

    const weak = await accept(tokenOf(invitation.invitationPath), 'password1234');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'weak_password', invalidParams: [{ name: 'password', reason: 'is a common password: it is easy to guess' }] });

    const accepted = await accept(tokenOf(invitation.invitationPath), 'Jo-chooses-this-one');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().staff).toMatchObject({ email: 'jo@example.com', role: 'staff' });
    expect(accepted.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: toCookieHeader(accepted) } });
    expect(me.json().staff.email).toBe('jo@example.com');

    const again = await accept(tokenOf(invitation.invitationPath), 'Jo-chooses-another-one');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('invitation_not_found');
    expect((await signIn('jo@example.com', 'Jo-chooses-this-one')).statusCode).toBe(200);
  });

  it('refuses a link past its week', async () => {
    const invitation = (await invite('late@example.com')).json();
    const start = new Date(t.clock.now);
    t.clock.now = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000 + 1);
    try {
      expect((await accept(tokenOf(invitation.invitationPath), 'Late-but-keen-2026')).statusCode).toBe(404);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses an email that already has an account, and a malformed one with the field named', async () => {
    expect((await invite(owner.email)).json().code).toBe('staff_exists');
    const bad = await invite('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('email');
  });

  it('gives a new link that replaces the old one', async () => {
    const first = (await invite('twice@example.com')).json();
    const second = await t.app.inject({ method: 'POST', url: `/api/admin/staff/${first.member.id}/invitation`, headers: { cookie: owner.cookie } });
    expect(second.statusCode).toBe(201);
    expect((await accept(tokenOf(first.invitationPath), 'First-link-password')).statusCode).toBe(404);
    expect((await accept(tokenOf(second.json().invitationPath), 'Second-link-password')).statusCode).toBe(200);
  });

  it('lists every account with its state', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    const staff = list.json().staff as { email: string; role: string; invitationPending: boolean }[];
    expect(staff[0]).toMatchObject({ email: owner.email, role: 'owner', invitationPending: false });
    expect(staff.find((s) => s.email === 'late@example.com')).toMatchObject({ invitationPending: true });
  });
});

describe('disabling staff', () => {
  it('ends the member’s sessions at once and keeps them out until enabled again', async () => {
    const invitation = (await invite('leaving@example.com')).json();
    const signedIn = await accept(tokenOf(invitation.invitationPath), 'Leaving-soon-2026');
    const cookie = toCookieHeader(signedIn);
    const disabled = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${invitation.member.id}/disabled`, headers: { cookie: owner.cookie }, payload: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await signIn('leaving@example.com', 'Leaving-soon-2026')).statusCode).toBe(401);

    await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${invitation.member.id}/disabled`, headers: { cookie: owner.cookie }, payload: { disabled: false } });
    expect((await signIn('leaving@example.com', 'Leaving-soon-2026')).statusCode).toBe(200);
  });

  it('will not let the owner disable themselves', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: owner.cookie } })).json().staff;
    const refused = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${me.id}/disabled`, headers: { cookie: owner.cookie }, payload: { disabled: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cannot_change_own_account');
  });

  it('answers 404 for an unknown member', async () => {
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/staff/00000000-0000-4000-8000-000000000000/disabled', headers: { cookie: owner.cookie }, payload: { disabled: true } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a member’s own account', () => {
  it('changes the password with the current one, refuses a weak one, and signs out the other sessions', async () => {
    const invitation = (await invite('changer@example.com')).json();
    const first = toCookieHeader(await accept(tokenOf(invitation.invitationPath), 'Original-password-1'));
    const second = toCookieHeader(await signIn('changer@example.com', 'Original-password-1'));
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie: second }, payload: { currentPassword, newPassword } });

    const wrong = await change('not-the-password', 'Brand-new-password-2');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', invalidParams: [{ name: 'currentPassword' }] });
    const weak = await change('Original-password-1', 'aaaaaaaaaaaa');
    expect(weak.json()).toMatchObject({ code: 'weak_password', invalidParams: [{ name: 'newPassword' }] });

    const changed = await change('Original-password-1', 'Brand-new-password-2');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signedOutSessions: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second } })).statusCode).toBe(200);
    expect((await signIn('changer@example.com', 'Original-password-1')).statusCode).toBe(401);
    expect((await signIn('changer@example.com', 'Brand-new-password-2')).statusCode).toBe(200);
  });

  it('signs out every other session and keeps this one', async () => {
    const invitation = (await invite('many@example.com')).json();
    const here = toCookieHeader(await accept(tokenOf(invitation.invitationPath), 'Many-devices-2026'));
    const phone = toCookieHeader(await signIn('many@example.com', 'Many-devices-2026'));
    const tablet = toCookieHeader(await signIn('many@example.com', 'Many-devices-2026'));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: { cookie: here } });
    expect(out.json()).toEqual({ signedOutSessions: 2 });
    for (const cookie of [phone, tablet]) expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: here } })).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records staff changes with who and what, newest first, and filters by action, actor and subject', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/audit-events', headers: { cookie: owner.cookie } });
    expect(all.statusCode).toBe(200);
    const events = all.json().events as { action: string; actorEmail: string | null; subject: string | null; at: string }[];
    expect(events.length).toBeGreaterThan(5);
    expect([...events].sort((a, b) => b.at.localeCompare(a.at)).map((e) => e.at)).toEqual(events.map((e) => e.at));

    const disabled = await t.app.inject({ method: 'GET', url: '/api/admin/audit-events?action=staff.disabled', headers: { cookie: owner.cookie } });
    expect(disabled.json().events).toEqual([
      expect.objectContaining({ action: 'staff.disabled', actorEmail: owner.email, subject: 'leaving@example.com', before: { disabled: false }, after: { disabled: true } }),
    ]);
    const bySubject = await t.app.inject({ method: 'GET', url: '/api/admin/audit-events?subject=CHANGER@', headers: { cookie: owner.cookie } });
    expect(new Set(bySubject.json().events.map((e: { action: string }) => e.action))).toEqual(new Set(['staff.invited', 'staff.password_set', 'sign_in.succeeded', 'password.changed']));
    const byActor = await t.app.inject({ method: 'GET', url: `/api/admin/audit-events?actor=${encodeURIComponent('many@')}`, headers: { cookie: owner.cookie } });
    expect(byActor.json().events.every((e: { actorEmail: string }) => e.actorEmail === 'many@example.com')).toBe(true);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit-events?action=made.up', headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('action');
  });
});
