import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, email } = await signInAsStaff(t));
});
afterAll(() => t.close());

const DEFAULTS = {
  baseRate: 78,
  calloutFee: 25,
  materialMarkup: 0.15,
  minimumCharge: 50,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
};

const JOB = 'Replace the leaking kitchen mixer tap and put up two shelves in the living room';

function savePricing(payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie }, payload });
}

async function listVersions() {
  const response = await t.app.inject({ method: 'GET', url: '/api/pricing/config/versions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().versions as { version: number; staffEmail: string | null; restoredFromVersion: number | null; changes: object[] }[];
}

async function saveCustomerLead(customerName: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { customerName, phone: '07700 900321', jobDescription: JOB, urgency: 'medium', source: 'customer_form', status: 'new' },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, response.json().id));
  return row!;
}

async function saveStaffLead(customerName: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/leads',
    headers: { cookie },
    payload: { customerName, phone: '07700 900322', jobDescription: JOB },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, response.json().id));
  return row!;
}

describe('the pricing history', () => {
  it('has nothing listed before the first save, and leads are priced by version 1', async () => {
    expect(await listVersions()).toEqual([]);
    expect((await saveCustomerLead('Before Any Save')).pricingVersion).toBe(1);
    expect((await saveStaffLead('Staff Before Any Save')).pricingVersion).toBe(1);
  });

  it('keeps a version for each save with who and which fields changed, from what to what', async () => {
    t.clock.now = new Date('2026-11-21T11:00:00.000Z');
    expect((await savePricing({ ...DEFAULTS, baseRate: 88.99, urgencyModifiers: { ...DEFAULTS.urgencyModifiers, high: 0.5 } })).statusCode).toBe(200);
    const versions = await listVersions();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toEqual({
      version: 2,
      createdAt: '2026-11-21T11:00:00.000Z',
      staffEmail: email,
      restoredFromVersion: null,
      changes: [
        { field: 'baseRate', from: 78, to: 88.5 },
        { field: 'urgencyModifiers.high', from: 0.3, to: 0.5 },
      ],
    });
    expect(versions[1]).toMatchObject({ version: 1, staffEmail: null, changes: [] });
  });

  it("records on every new lead, from the public funnels and from staff, the version that priced it", async () => {
    const customer = await saveCustomerLead('After The Save');
    const staff = await saveStaffLead('Staff After The Save');
    expect(customer.pricingVersion).toBe(2);
    expect(staff.pricingVersion).toBe(2);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${customer.id}`, headers: { cookie } });
    expect(detail.json().pricingVersion).toBe(2);
  });

  it('restores an earlier version as a new version, and new leads are priced with it', async () => {
    t.clock.now = new Date('2026-11-21T11:05:00.000Z');
    const response = await t.app.inject({ method: 'POST', url: '/api/pricing/config/versions/1/restore', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULTS, updatedAt: '2026-11-21T11:05:00.000Z' });
    const versions = await listVersions();
    expect(versions[0]).toMatchObject({
      version: 3,
      restoredFromVersion: 1,
      changes: [
        { field: 'baseRate', from: 88.5, to: 78 },
        { field: 'urgencyModifiers.high', from: 0.5, to: 0.3 },
      ],
    });
    const lead = await saveCustomerLead('After The Restore');
    const beforeAnySave = await saveCustomerLead('Priced Like Version 1');
    expect(lead.pricingVersion).toBe(3);
    expect(lead.estimatedPriceHighPence).toBe(beforeAnySave.estimatedPriceHighPence);
  });

  it('answers 404 for a version that does not exist', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pricing/config/versions/404/restore', headers: { cookie } });
    expect(response.statusCode).toBe(404);
  });

  it('writes no version for a save that is refused', async () => {
    const count = (await listVersions()).length;
    const response = await savePricing({ ...DEFAULTS, urgencyModifiers: { ...DEFAULTS.urgencyModifiers, low: -0.9 } });
    expect(response.statusCode).toBe(422);
    expect(await listVersions()).toHaveLength(count);
  });
});

describe('the preview of a draft on recent leads', () => {
  it('reprices the most recent leads with an analysis and shows the change from what they stored', async () => {
    const lead = await saveCustomerLead('Preview Customer');
    await insertLead(t.database.db, { customerName: 'No Analysis', analysedJobData: null, createdAt: new Date('2030-01-01T00:00:00.000Z') });

    const same = await t.app.inject({ method: 'POST', url: '/api/pricing/config/preview', headers: { cookie }, payload: DEFAULTS });
    expect(same.statusCode).toBe(200);
    const unchanged = same.json();
    expect(unchanged.leads.length).toBeLessThanOrEqual(20);
    expect(unchanged.leads.map((l: { customerName: string }) => l.customerName)).not.toContain('No Analysis');
    const row = unchanged.leads.find((l: { id: string }) => l.id === lead.id);
    expect(row).toMatchObject({
      customerName: 'Preview Customer',
      stored: { low: lead.estimatedPriceLowPence, high: lead.estimatedPriceHighPence },
      draft: { low: lead.estimatedPriceLowPence, high: lead.estimatedPriceHighPence },
      change: 0,
      changePercent: 0,
    });

    const dearer = (await t.app.inject({ method: 'POST', url: '/api/pricing/config/preview', headers: { cookie }, payload: { ...DEFAULTS, baseRate: 98 } })).json();
    const repriced = dearer.leads.find((l: { id: string }) => l.id === lead.id);
    expect(repriced.draft.high).toBeGreaterThan(repriced.stored.high);
    expect(repriced.change).toBeGreaterThan(0);
    expect(dearer.comparedCount).toBeGreaterThan(0);
    expect(dearer.averageChange).toBeGreaterThan(0);
    expect(dearer.averageChangePercent).toBeGreaterThan(0);
  });

  it('stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/pricing/config' })).json();
    await t.app.inject({ method: 'POST', url: '/api/pricing/config/preview', headers: { cookie }, payload: { ...DEFAULTS, baseRate: 150 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/pricing/config' })).json()).toEqual(before);
  });

  it('refuses a draft the save would refuse, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pricing/config/preview', headers: { cookie }, payload: { ...DEFAULTS, baseRate: 0.2 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().invalidParams).toEqual([{ name: 'baseRate', reason: 'Must be at least £0.50 (rates end in 00 or 50).' }]);
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pricing/config/preview', payload: DEFAULTS });
    expect(response.statusCode).toBe(401);
  });
});
