import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBase32, totpCode } from '#domain/staff/totp';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { hmacSha1 } from './internal/hmac-sha1';

let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function request(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  address += 1;
  return t.app.inject({ method, url, remoteAddress: `10.17.3.${address}`, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function enrol(cookie: string, stepOffsetMs = 0): Promise<void> {
  const setup = await request('POST', '/api/auth/two-factor/setup', cookie, {});
  expect(setup.statusCode).toBe(200);
  const code = totpCode(hmacSha1, fromBase32(setup.json().secret)!, t.clock.now.getTime() + stepOffsetMs);
  const enabled = await request('POST', '/api/auth/two-factor/enable', cookie, { code });
  expect(enabled.statusCode).toBe(200);
}

const require2fa = (cookie: string, requireTwoFactor: boolean) => request('PUT', '/api/admin/staff-security', cookie, { requireTwoFactor });

describe('requiring two-factor for all staff', () => {
  it('is the owner’s setting, and an owner without two-factor cannot turn it on', async () => {
    const member = await signInAsStaff(t, { role: 'staff' });
    expect((await request('GET', '/api/admin/staff-security', member.cookie)).statusCode).toBe(403);
    const refusedToMember = await require2fa(member.cookie, true);
    expect(refusedToMember.statusCode).toBe(403);
    expect(refusedToMember.json().code).toBe('owner_only');

    const owner = await signInAsStaff(t);
    const refused = await require2fa(owner.cookie, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('enrol_two_factor_first');
    expect((await request('GET', '/api/admin/staff-security', owner.cookie)).json()).toEqual({ requireTwoFactor: false });
    // Turning it off is never refused.
    expect((await require2fa(owner.cookie, false)).statusCode).toBe(200);
  });

  it('holds an account without two-factor to enrolling until it has enrolled', async () => {
    const owner = await signInAsStaff(t);
    await enrol(owner.cookie);
    const member = await signInAsStaff(t, { role: 'staff' });
    expect((await request('GET', '/api/admin/leads', member.cookie)).statusCode).toBe(200);

    const on = await require2fa(owner.cookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireTwoFactor: true });
    try {
      const held = await request('GET', '/api/admin/leads', member.cookie);
      expect(held.statusCode).toBe(403);
      expect(held.json().code).toBe('two_factor_required');
      expect((await request('PUT', '/api/auth/password', member.cookie, { currentPassword: 'a-long-test-password', newPassword: 'another-long-password-9' })).json().code).toBe('two_factor_required');

      const me = await request('GET', '/api/auth/me', member.cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json().staff.mustEnrolInTwoFactor).toBe(true);
      expect((await request('GET', '/api/auth/two-factor', member.cookie)).statusCode).toBe(200);
      // The owner, enrolled, is not held back.
      expect((await request('GET', '/api/admin/leads', owner.cookie)).statusCode).toBe(200);
      expect((await request('GET', '/api/auth/me', owner.cookie)).json().staff.mustEnrolInTwoFactor).toBe(false);

      await enrol(member.cookie, 30_000);
      expect((await request('GET', '/api/admin/leads', member.cookie)).statusCode).toBe(200);
      expect((await request('GET', '/api/auth/me', member.cookie)).json().staff.mustEnrolInTwoFactor).toBe(false);

      const signedOut = await request('POST', '/api/auth/logout', (await signInAsStaff(t, { role: 'staff' })).cookie);
      expect(signedOut.statusCode).toBe(204);
    } finally {
      expect((await require2fa(owner.cookie, false)).statusCode).toBe(200);
    }
    expect((await request('GET', '/api/admin/staff-security', owner.cookie)).json()).toEqual({ requireTwoFactor: false });
  });
});
