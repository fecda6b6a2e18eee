import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { AppDeps } from '#server/app';
import { parseTrustProxy } from '#server/config';
import { createTestApp, type TestApp } from '#testing/test-app';

const SIGN_IN_PER_MINUTE = 10;

let testApp: TestApp | undefined;
let second: FastifyInstance | undefined;
afterEach(async () => {
  await second?.close();
  second = undefined;
  await testApp?.close();
  testApp = undefined;
});

async function start(config: Partial<AppDeps['config']> = {}): Promise<TestApp> {
  testApp = await createTestApp({ config: { isProduction: true, ...config } });
  return testApp;
}

let guess = 0;

/**
 * A wrong password for a new email each time: the per-account lockout (which counts failures
 * for one email whatever the address, docs/product/staff-accounts.md) never answers first, so
 * only the per-address budget is measured.
 */
function signIn(app: FastifyInstance, headers: Record<string, string>, remoteAddress = '203.0.113.7') {
  guess += 1;
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `nobody${guess}@example.com`, password: 'wrong-password-1' }, headers, remoteAddress });
}

describe('a forged X-Forwarded-For moves no limit (docs/limits.md#trust-proxy)', () => {
  it('with no proxy trusted (the default), ten guesses and the eleventh is refused whatever the header says', async () => {
    const t = await start();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_PER_MINUTE; attempt += 1) {
      statuses.push((await signIn(t.app, { 'x-forwarded-for': `198.51.100.${attempt + 1}` })).statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('behind one trusted proxy, the entries the client wrote before the proxy’s are ignored', async () => {
    const t = await start({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_PER_MINUTE; attempt += 1) {
      // The proxy (the socket) appends the address it saw; the client wrote the first entry.
      statuses.push((await signIn(t.app, { 'x-forwarded-for': `198.51.100.${attempt + 1}, 192.0.2.50` }, '10.0.0.2')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another real client behind the same proxy has its own budget.
    expect((await signIn(t.app, { 'x-forwarded-for': '192.0.2.51' }, '10.0.0.2')).statusCode).toBe(401);
  });

  it('the budget of every route with no budget of its own is not moved by the header either', async () => {
    const t = await start({ rateLimits: { overrides: { default: 3 }, syncIntervalMs: 1_000 } });
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': `198.51.100.${request}` } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('budgets set by environment', () => {
  it('RATE_LIMIT_SIGN_IN replaces the sign-in budget', async () => {
    const t = await start({ rateLimits: { overrides: { signIn: 2 }, syncIntervalMs: 1_000 } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await signIn(t.app, {})).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('RATE_LIMIT_QUOTES replaces the budget of issuing quotes', async () => {
    const t = await start({ rateLimits: { overrides: { quotes: 2 }, syncIntervalMs: 1_000 } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { screen: 'pricing_page', jobDescription: 'Fix a dripping tap', urgency: 'asap' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('the event beacon says nothing of its budget until it refuses, then says when to try again', async () => {
    const t = await start({ rateLimits: { overrides: { events: 2 }, syncIntervalMs: 1_000 } });
    const send = () => t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId: 'budget-headers-1', flow: 'home', step: 'welcome', action: 'step_start' } });
    const accepted = [await send(), await send()];
    expect(accepted.map((response) => response.statusCode)).toEqual([202, 202]);
    for (const response of accepted) expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Any other route still says what is left.
    const quote = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { screen: 'pricing_page', jobDescription: 'Fix a dripping tap', urgency: 'asap' } });
    expect(quote.headers['x-ratelimit-remaining']).toBeDefined();
  });

  it('a daily cap per funnel run refuses the run’s next save with 429 and Retry-After', async () => {
    const t = await start({ rateLimits: { overrides: { leadsPerRunPerDay: 2 }, syncIntervalMs: 1_000 } });
    const save = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: { customerName: 'Ann', phone, jobDescription: 'Fix a tap', source: 'customer_form', funnelKey: 'run-abcdef12' },
        remoteAddress: `192.0.2.${phone.length}`,
      });
    expect((await save('0700')).statusCode).toBe(201);
    expect((await save('07000')).statusCode).toBe(200);
    const refused = await save('070000');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('two app instances on one database enforce one budget (docs/limits.md#request-budgets)', () => {
  it('counts made on either instance add up to the one limit', async () => {
    const t = await start({ rateLimits: { overrides: { default: 5 }, syncIntervalMs: 60_000 } });
    second = await buildApp({
      config: { isProduction: true, clientDir: path.resolve('dist/__no_client_in_server_tests__'), logLevel: 'silent', rateLimits: { overrides: { default: 5 }, syncIntervalMs: 60_000 } },
      db: t.database.db,
      pool: t.database.pool,
    });
    await second.ready();
    const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.9' }).then((r) => r.statusCode);

    expect([await health(t.app), await health(t.app), await health(t.app)]).toEqual([200, 200, 200]);
    await t.app.rateLimitCounters.sync();
    // No request waits for the database: the second instance counts its own two, then its sync
    // adds them to the shared three and reads the total back (5, the budget).
    expect([await health(second), await health(second)]).toEqual([200, 200]);
    await second.rateLimitCounters.sync();
    expect(await health(second)).toBe(429);
    await t.app.rateLimitCounters.sync();
    expect(await health(t.app)).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing by default, a hop count, or the proxies’ addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24, loopback')).toEqual(['10.0.0.1', '10.0.1.0/24', 'loopback']);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.0/33', '11'])('refuses %s with a message naming the variable', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
