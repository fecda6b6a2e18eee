import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '#testing/factories/lead-factories';
import { aStoredAnalysis } from '#testing/factories/analysis-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
});
afterAll(() => t.close());

function addRate(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/contractor-rates', headers: { cookie }, payload });
}

describe('contractor rates', () => {
  it('adds a rate in pence, experienced and active by default, and lists it', async () => {
    const response = await addRate({ name: '  Dave Jones ', hourlyRate: 2250, description: ' Plumbing and tiling ' });
    expect(response.statusCode).toBe(201);
    const rate = response.json();
    expect(rate).toEqual({ id: expect.any(String), name: 'Dave Jones', hourlyRate: 2250, description: 'Plumbing and tiling', skillLevel: 'experienced', isActive: true });

    const list = await t.app.inject({ method: 'GET', url: '/api/contractor-rates', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(rate);
  });

  it('refuses a blank name and a rate of 0, naming each field', async () => {
    const response = await addRate({ name: '   ', hourlyRate: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().invalidParams).toEqual(
      expect.arrayContaining([
        { name: 'name', reason: 'Enter a name' },
        { name: 'hourlyRate', reason: 'The hourly rate must be above 0' },
      ]),
    );
  });

  it.each([
    [{ name: 'A', hourlyRate: 100_001 }, 'hourlyRate'],
    [{ name: 'A', hourlyRate: 12.5 }, 'hourlyRate'],
    [{ name: 'A', hourlyRate: 1000, skillLevel: 'master' }, 'skillLevel'],
  ])('refuses %o', async (payload, field) => {
    const response = await addRate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
  });

  it('deactivates and reactivates a rate; inactive rates list after active ones', async () => {
    const rate = (await addRate({ name: 'Aaron Apprentice', hourlyRate: 1500, skillLevel: 'apprentice' })).json();
    const off = await t.app.inject({ method: 'PATCH', url: `/api/contractor-rates/${rate.id}`, headers: { cookie }, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: rate.id, isActive: false, skillLevel: 'apprentice' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/contractor-rates', headers: { cookie } })).json() as { id: string; isActive: boolean }[];
    expect(list.at(-1)).toMatchObject({ id: rate.id, isActive: false });

    const on = await t.app.inject({ method: 'PATCH', url: `/api/contractor-rates/${rate.id}`, headers: { cookie }, payload: { isActive: true } });
    expect(on.json()).toMatchObject({ isActive: true });
  });

  it('answers 404 for a rate that does not exist, and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/contractor-rates/00000000-0000-4000-8000-000000000000', headers: { cookie }, payload: { isActive: false } });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/contractor-rates/nope', headers: { cookie }, payload: { isActive: false } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contractor-rates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/contractor-rates', payload: { name: 'X', hourlyRate: 1000 } })).statusCode).toBe(401);
  });
});

describe('GET /api/contractor-pay/leads', () => {
  it('offers the 10 newest leads with a quote above 0, test leads left out, without phone or email', async () => {
    const base = Date.parse('2026-11-01T09:00:00Z');
    const at = (day: number) => new Date(base + day * 86_400_000);
    for (let day = 0; day < 12; day += 1) {
      await insertLead(t.database.db, { customerName: `Quoted ${day}`, quoteAmountPence: 10_000 + day, createdAt: at(day) });
    }
    await insertLead(t.database.db, { customerName: 'Unquoted', quoteAmountPence: null, createdAt: at(20) });
    await insertLead(t.database.db, { customerName: 'Zero', quoteAmountPence: 0, createdAt: at(21) });
    await insertLead(t.database.db, { customerName: 'Test lead', source: 'testing_platform', quoteAmountPence: 50_000, createdAt: at(22) });

    const response = await t.app.inject({ method: 'GET', url: '/api/contractor-pay/leads', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const offered = response.json() as Record<string, unknown>[];
    expect(offered.map((lead) => lead.customerName)).toEqual(['Quoted 11', 'Quoted 10', 'Quoted 9', 'Quoted 8', 'Quoted 7', 'Quoted 6', 'Quoted 5', 'Quoted 4', 'Quoted 3', 'Quoted 2']);
    expect(offered[0]).toMatchObject({ quoteAmount: 10_011, address: '1 High Street', postcode: 'BS1 4DJ' });
    expect(offered[0]).not.toHaveProperty('phone');
    expect(offered[0]).not.toHaveProperty('email');
  });

  it('carries the stored analysis hours, or null when the lead has none', async () => {
    const analysis = aStoredAnalysis();
    await insertLead(t.database.db, { customerName: 'With analysis', quoteAmountPence: 90_000, createdAt: new Date('2027-01-02T00:00:00Z'), analysedJobData: analysis });
    await insertLead(t.database.db, { customerName: 'No analysis', quoteAmountPence: 90_000, createdAt: new Date('2027-01-01T00:00:00Z'), analysedJobData: null });
    const offered = (await t.app.inject({ method: 'GET', url: '/api/contractor-pay/leads', headers: { cookie } })).json() as { customerName: string; analysis: unknown }[];
    expect(offered.find((lead) => lead.customerName === 'With analysis')?.analysis).toEqual({
      totalEstimatedHours: analysis.totalEstimatedHours,
      tasks: analysis.tasks.map((task) => ({ estimatedHours: task.estimatedHours, complexity: task.complexity })),
    });
    expect(offered.find((lead) => lead.customerName === 'No analysis')?.analysis).toBeNull();
  });
});
