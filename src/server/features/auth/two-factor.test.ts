import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBase32, totpCode } from '#domain/staff/totp';
import { createTestApp, signInAsStaff, toCookieHeader, type TestApp } from '#testing/test-app';
import { createStaffAccount } from './create-staff-account';
import { hmacSha1 } from './internal/hmac-sha1';

const PASSWORD = 'Two-factor-journey-1';
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: object, cookie?: string) {
  address += 1;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.4.0.${address}`, ...(cookie ? { headers: { cookie } } : {}) });
}

const codeAt = (secret: string, ms: number) => totpCode(hmacSha1, fromBase32(secret)!, ms);

async function enrol(email: string): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  await createStaffAccount({ db: t.database.db }, { email, password: PASSWORD });
  const cookie = toCookieHeader(await post('/api/auth/login', { email, password: PASSWORD }));
  const setup = (await post('/api/auth/two-factor/setup', {}, cookie)).json();
  expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
  const wrong = await post('/api/auth/two-factor/enable', { code: '000000' }, cookie);
  expect(wrong.statusCode).toBe(422);
  const enabled = await post('/api/auth/two-factor/enable', { code: codeAt(setup.secret, t.clock.now.getTime()) }, cookie);
  expect(enabled.statusCode).toBe(200);
  return { secret: setup.secret, recoveryCodes: enabled.json().recoveryCodes, cookie };
}

describe('two-factor sign-in', () => {
  it('asks for a code after the password, takes the app’s code once, and takes each recovery code once', async () => {
    const { secret, recoveryCodes } = await enrol('totp@example.com');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const step1 = await post('/api/auth/login', { email: 'totp@example.com', password: PASSWORD });
    expect(step1.statusCode).toBe(200);
    expect(step1.cookies).toHaveLength(0);
    const challenge = step1.json().twoFactorChallenge as string;
    expect(challenge).toBeTruthy();

    // The code used to turn it on is of this time step: it is not accepted again.
    const replay = await post('/api/auth/login/two-factor', { challenge, code: codeAt(secret, t.clock.now.getTime()) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('wrong_two_factor_code');
    const next = await post('/api/auth/login/two-factor', { challenge, code: codeAt(secret, t.clock.now.getTime() + 30_000) });
    expect(next.statusCode).toBe(200);
    expect(next.json().staff.email).toBe('totp@example.com');

    const again = (await post('/api/auth/login', { email: 'totp@example.com', password: PASSWORD })).json().twoFactorChallenge as string;
    const byRecovery = await post('/api/auth/login/two-factor', { challenge: again, code: recoveryCodes[3]!.toUpperCase() });
    expect(byRecovery.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: toCookieHeader(byRecovery) } });
    expect(me.statusCode).toBe(200);

    const third = (await post('/api/auth/login', { email: 'totp@example.com', password: PASSWORD })).json().twoFactorChallenge as string;
    expect((await post('/api/auth/login/two-factor', { challenge: third, code: recoveryCodes[3]! })).statusCode).toBe(401);
    const state = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie: toCookieHeader(byRecovery) } });
    expect(state.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('refuses a forged or expired challenge', async () => {
    const { secret } = await enrol('expired@example.com');
    const challenge = (await post('/api/auth/login', { email: 'expired@example.com', password: PASSWORD })).json().twoFactorChallenge as string;
    expect((await post('/api/auth/login/two-factor', { challenge: 'x'.repeat(43), code: '123456' })).statusCode).toBe(401);
    const start = new Date(t.clock.now);
    t.clock.now = new Date(start.getTime() + 5 * 60 * 1000 + 1);
    try {
      expect((await post('/api/auth/login/two-factor', { challenge, code: codeAt(secret, t.clock.now.getTime()) })).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('lets the owner reset a member’s two-factor, after which the password alone signs in', async () => {
    const owner = await signInAsStaff(t);
    await enrol('reset@example.com');
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: owner.cookie } })).json().staff as { id: string; email: string; twoFactorEnabled: boolean }[];
    const member = list.find((s) => s.email === 'reset@example.com')!;
    expect(member.twoFactorEnabled).toBe(true);
    const reset = await post(`/api/admin/staff/${member.id}/reset-two-factor`, {}, owner.cookie);
    expect(reset.json()).toMatchObject({ twoFactorEnabled: false });
    const signedIn = await post('/api/auth/login', { email: 'reset@example.com', password: PASSWORD });
    expect(signedIn.json().staff.email).toBe('reset@example.com');
  });
});
