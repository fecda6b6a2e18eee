import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FIRST_DELAY_MS } from '#domain/staff/sign-in-delay';
import { auditEvents, staffAccounts } from '#server/db/schema';
import { createTestApp, type TestApp } from '#testing/test-app';
import { createStaffAccount, ensureAnOwner, ensureInitialStaffAccount } from './create-staff-account';

const PASSWORD = 'a-very-long-password';
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each attempt from a new address: the per-account counter must hold whatever the address. */
function signIn(email: string, password: string) {
  address += 1;
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}` });
}

describe('failures counted per account, whatever the address', () => {
  it('lets four wrong passwords through, then makes the account wait, longer each time, and audits each lockout', async () => {
    await createStaffAccount({ db: t.database.db }, { email: 'locked@example.com', password: PASSWORD });
    const start = new Date(t.clock.now);
    try {
      for (let i = 0; i < 4; i += 1) expect((await signIn('locked@example.com', 'wrong-guess-1')).statusCode).toBe(401);
      const fifth = await signIn('locked@example.com', 'wrong-guess-2');
      expect(fifth.statusCode).toBe(401);

      // Now even the right password is not checked until the wait is over.
      const waiting = await signIn('locked@example.com', PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ code: 'sign_in_locked' });
      expect(waiting.headers['retry-after']).toBe(String(SIGN_IN_FIRST_DELAY_MS / 1000));

      t.clock.now = new Date(start.getTime() + SIGN_IN_FIRST_DELAY_MS + 1);
      expect((await signIn('locked@example.com', 'wrong-guess-3')).statusCode).toBe(401);
      const longer = await signIn('locked@example.com', PASSWORD);
      expect(longer.statusCode).toBe(429);
      expect(longer.headers['retry-after']).toBe(String((2 * SIGN_IN_FIRST_DELAY_MS) / 1000));

      const lockouts = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'sign_in.locked'));
      expect(lockouts.filter((e) => e.subject === 'locked@example.com').map((e) => (e.after as { failuresInARow: number }).failuresInARow)).toEqual([5, 6]);

      t.clock.now = new Date(start.getTime() + 4 * SIGN_IN_FIRST_DELAY_MS);
      expect((await signIn('locked@example.com', PASSWORD)).statusCode).toBe(200);
      // A success clears the count: four more typos cost nothing again.
      for (let i = 0; i < 4; i += 1) expect((await signIn('locked@example.com', 'wrong-guess-4')).statusCode).toBe(401);
      expect((await signIn('locked@example.com', PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('counts an unknown email the same way, so a lockout does not tell which emails exist', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('nobody-here@example.com', 'wrong-guess-1')).statusCode).toBe(401);
    expect((await signIn('nobody-here@example.com', 'wrong-guess-1')).json().code).toBe('sign_in_locked');
  });

  it('counts parallel guesses one by one', async () => {
    await createStaffAccount({ db: t.database.db }, { email: 'parallel@example.com', password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn('parallel@example.com', 'wrong-guess-1')));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const lockouts = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, 'parallel@example.com'));
    expect(lockouts.length).toBeGreaterThan(0);
    expect((await signIn('parallel@example.com', PASSWORD)).statusCode).toBe(429);
  });

  it('audits a successful sign-in', async () => {
    const staff = await createStaffAccount({ db: t.database.db }, { email: 'audited@example.com', password: PASSWORD });
    expect((await signIn('audited@example.com', PASSWORD)).statusCode).toBe(200);
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorStaffId, staff.id));
    expect(event).toMatchObject({ action: 'sign_in.succeeded', actorEmail: 'audited@example.com' });
  });
});

describe('disabled accounts', () => {
  it('cannot sign in, with the same answer as a wrong password, and lose their sessions', async () => {
    const staff = await createStaffAccount({ db: t.database.db }, { email: 'leaver@example.com', password: PASSWORD });
    const before = await signIn('leaver@example.com', PASSWORD);
    const cookie = `hq_session=${before.cookies[0]!.value}`;
    await t.database.db.update(staffAccounts).set({ disabledAt: t.clock.now }).where(eq(staffAccounts.id, staff.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const after = await signIn('leaver@example.com', PASSWORD);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Email or password is incorrect');
  });
});

describe('the password rule when an account is made', () => {
  it.each([
    ['aaaaaaaaaaaa', 'repeats too few characters: it is easy to guess'],
    ['password1234', 'is a common password: it is easy to guess'],
    ['             ', 'must not be only spaces'],
  ])('refuses %j as 422 weak_password', async (password, reason) => {
    const refused = await createStaffAccount({ db: t.database.db }, { email: 'weak@example.com', password }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, code: 'weak_password', invalidParams: [{ name: 'password', reason }] });
  });
});

describe('roles', () => {
  it('makes the account from ADMIN_EMAIL the owner, and the oldest account the owner when there is none', async () => {
    const other = await createTestApp();
    try {
      const db = other.database.db;
      expect(await ensureInitialStaffAccount({ db }, { email: 'boss@example.com', password: PASSWORD })).toMatchObject({ role: 'owner' });
      expect(await ensureAnOwner({ db })).toBeNull();

      await db.update(staffAccounts).set({ role: 'staff' });
      await createStaffAccount({ db }, { email: 'later@example.com', password: PASSWORD });
      expect(await ensureAnOwner({ db })).toBe('boss@example.com');
      const roles = await db.select({ email: staffAccounts.email, role: staffAccounts.role }).from(staffAccounts).orderBy(staffAccounts.email);
      expect(roles).toEqual([
        { email: 'boss@example.com', role: 'owner' },
        { email: 'later@example.com', role: 'staff' },
      ]);
    } finally {
      await other.close();
    }
  });

  it('tells the signed-in member their role', async () => {
    await createStaffAccount({ db: t.database.db }, { email: 'role@example.com', password: PASSWORD });
    const response = await signIn('role@example.com', PASSWORD);
    expect(response.json().staff).toMatchObject({ email: 'role@example.com', role: 'staff' });
  });
});
