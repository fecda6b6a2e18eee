import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '#server/db/schema';
import { createTestApp, toCookieHeader, type TestApp } from '#testing/test-app';
import { createStaffAccount } from './create-staff-account';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-policy';
import { hashSessionToken } from './internal/session-token';

const PASSWORD = 'a-very-long-password';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStaffAccount({ db: t.database.db }, { email: 'Owner@Example.com', password: PASSWORD, name: 'Owner' });
});
afterAll(() => t.close());

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}` });
}

describe('staff sign-in', () => {
  it('signs in with the right password, case-insensitively by email, and sets a safe session cookie', async () => {
    const response = await signIn('owner@EXAMPLE.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ staff: { email: 'owner@example.com', name: 'Owner' } });
    const cookie = response.cookies[0]!;
    expect(cookie).toMatchObject({ name: 'hq_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: toCookieHeader(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.email).toBe('owner@example.com');
  });

  it('stores only a hash of the session token', async () => {
    const response = await signIn('owner@example.com', PASSWORD);
    const token = response.cookies[0]!.value;
    const byToken = await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, token));
    const byHash = await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hashSessionToken(token)));
    expect(byToken).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });

  it('gives a wrong email and a wrong password the same answer', async () => {
    const wrongPassword = await signIn('owner@example.com', 'not-the-password');
    const wrongEmail = await signIn('nobody@example.com', PASSWORD);
    for (const response of [wrongPassword, wrongEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.cookies).toHaveLength(0);
    }
    const { instance: _a, ...first } = wrongPassword.json();
    const { instance: _b, ...second } = wrongEmail.json();
    expect(first).toEqual(second);
    expect(first.detail).toBe('Email or password is incorrect');
  });

  it('refuses a malformed body with the reason per field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('validation_failed');
    expect(problem.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['email', 'password']);
  });

  it('slows down guessing: the eleventh attempt in a minute from one address is refused', async () => {
    let guess = 0;
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `guess${(guess += 1)}@example.com`, password: 'guess-guess' }, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });
});

describe('staff sessions', () => {
  it('ends on sign-out', async () => {
    const cookie = toCookieHeader(await signIn('owner@example.com', PASSWORD));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({ name: 'hq_session', value: '' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('ends after being idle too long', async () => {
    const start = new Date(t.clock.now);
    const cookie = toCookieHeader(await signIn('owner@example.com', PASSWORD));
    t.clock.now = new Date(start.getTime() + SESSION_IDLE_MS + 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('ends at its absolute expiry even when used all along', async () => {
    const start = new Date(t.clock.now);
    const cookie = toCookieHeader(await signIn('owner@example.com', PASSWORD));
    try {
      const step = SESSION_IDLE_MS / 2;
      for (let elapsed = step; elapsed < SESSION_ABSOLUTE_MS; elapsed += step) {
        t.clock.now = new Date(start.getTime() + elapsed);
        expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
      }
      t.clock.now = new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const cookie = toCookieHeader(await signIn('owner@example.com', PASSWORD));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('creating a staff account', () => {
  it('refuses a short password as unprocessable (422 weak_password), naming the field', async () => {
    const refused = await createStaffAccount({ db: t.database.db }, { email: 'short@example.com', password: 'elevenchars' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, code: 'weak_password', invalidParams: [{ name: 'password', reason: 'must be at least 12 characters' }] });
    expect(await createStaffAccount({ db: t.database.db }, { email: 'short@example.com', password: 'twelve-chars' })).toMatchObject({ email: 'short@example.com' });
  });

  it('refuses a second account for the same email as a conflict (409 staff_exists)', async () => {
    const refused = await createStaffAccount({ db: t.database.db }, { email: 'OWNER@example.com', password: PASSWORD }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'staff_exists' });
  });
});
