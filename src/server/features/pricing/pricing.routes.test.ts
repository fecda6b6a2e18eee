import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
});
afterAll(() => t.close());

const VALID = {
  baseRate: 82.99,
  calloutFee: 30.25,
  materialMarkup: 0.2,
  minimumCharge: 60.75,
  maxDailyHours: 7.5,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.35, emergency: 0.9 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.5, very_complex: 1.1 },
};

describe('the pricing config', () => {
  it('is public to read, in pounds, with the default rates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pricing/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      baseRate: 78,
      calloutFee: 25,
      materialMarkup: 0.15,
      minimumCharge: 50,
      maxDailyHours: 8,
      urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
      complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
    });
  });

  it('is saved by staff with money rounded down to a multiple of 50 pence, and read back so', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload: VALID });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ baseRate: 82.5, calloutFee: 30, minimumCharge: 60.5, maxDailyHours: 7.5, materialMarkup: 0.2 });
    const read = await t.app.inject({ method: 'GET', url: '/api/pricing/config' });
    expect(read.json()).toMatchObject({ baseRate: 82.5, calloutFee: 30, minimumCharge: 60.5 });
  });

  it('changes the prices customers are shown', async () => {
    const analysed = await t.app.inject({ method: 'POST', url: '/api/analyze-job', payload: { jobDescription: 'Fit a new kitchen tap' } });
    const before = analysed.json().estimatedRange;
    await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload: { ...VALID, baseRate: 160 } });
    const after = (await t.app.inject({ method: 'POST', url: '/api/analyze-job', payload: { jobDescription: 'Fit a new kitchen tap' } })).json().estimatedRange;
    expect(after.high).toBeGreaterThan(before.high);
    await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload: VALID });
  });

  it('refuses a config that breaks the rules, with the reason per field', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload: { ...VALID, baseRate: -5, maxDailyHours: 0 } });
    expect(response.statusCode).toBe(400);
    const names = response.json().invalidParams.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['baseRate', 'maxDailyHours']));
  });

  it.each([
    ['a negative call-out fee', { calloutFee: -5 }, 400, 'calloutFee'],
    ['more than 24 working hours in a day', { maxDailyHours: 25 }, 400, 'maxDailyHours'],
    ['a base rate under 50 pence once rounded down', { baseRate: 0.49 }, 422, 'baseRate'],
    ['modifiers that make a rate negative', { urgencyModifiers: { ...VALID.urgencyModifiers, low: -0.9 } }, 422, 'urgencyModifiers.low'],
  ])('refuses %s with a clear reason, and saves nothing of it', async (_what, change, status, field) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/pricing/config' })).json();
    const response = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload: { ...VALID, baseRate: 99, ...change } });
    expect(response.statusCode).toBe(status);
    const refused = response.json().invalidParams as { name: string; reason: string }[];
    expect(refused.map((p) => p.name)).toContain(field);
    expect(refused.every((p) => p.reason.length > 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/pricing/config' })).json()).toEqual(before);
  });

  it('refuses a save without a staff session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', payload: VALID });
    expect(response.statusCode).toBe(401);
  });
});
