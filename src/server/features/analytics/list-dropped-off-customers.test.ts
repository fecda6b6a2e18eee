import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '#domain/analytics/session-facts';
import type { DroppedOffCustomer } from '#contracts/analytics.contract';
import { insertAnalyticsEvents } from '#testing/factories/interaction-event-factories';
import { insertLead, insertLeads } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

const NOW = new Date('2026-11-21T12:00:00.000Z');

let t: TestApp;
let cookie: string;

/** A session's events, one step every 20 seconds from `start`. */
function session(sessionId: string, flow: 'home' | 'pricing', start: string, steps: readonly [action: string, step: string][], funnelKey: string | null): AnalyticsEvent[] {
  return steps.map(([action, step], index) => ({
    sessionId,
    flow,
    step,
    action,
    timeOnStepSeconds: action === 'step_start' ? 0 : 20,
    createdAt: new Date(new Date(start).getTime() + index * 20_000),
    funnelKey,
  }));
}

const TO_THE_DETAILS: readonly [string, string][] = [
  ['step_start', 'customer_type'],
  ['step_complete', 'customer_type'],
  ['step_start', 'welcome'],
  ['step_complete', 'welcome'],
  ['step_start', 'confirm_details'],
  ['step_complete', 'confirm_details'],
  ['step_start', 'customer_details'],
  ['step_complete', 'customer_details'],
  ['step_start', 'generating_recommendation'],
];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  ({ cookie } = await signInAsStaff(t));
  const db = t.database.db;
  await insertAnalyticsEvents(db, [
    // Left on the method choice after leaving a name and phone: to call back.
    ...session('drop-1', 'home', '2026-11-21T09:00:00Z', [...TO_THE_DETAILS, ['step_complete', 'generating_recommendation'], ['step_start', 'quote_method_selection'], ['abandon', 'quote_method_selection']], 'fk-1'),
    // Left during the recommendation wait, two days ago: to call back, after drop-1.
    ...session('drop-2', 'home', '2026-11-19T10:00:00Z', [...TO_THE_DETAILS, ['abandon', 'generating_recommendation']], 'fk-2'),
    // Converted: its lead is a finished one.
    ...session('done-3', 'home', '2026-11-21T08:00:00Z', [...TO_THE_DETAILS, ['step_complete', 'generating_recommendation'], ['step_start', 'quote_method_selection'], ['step_complete', 'quote_method_selection'], ['step_start', 'phone_quote'], ['step_complete', 'phone_quote'], ['step_start', 'send_quote']], 'fk-3'),
    // Left before giving any details: nobody to call.
    ...session('anon-4', 'home', '2026-11-21T07:00:00Z', [['step_start', 'customer_type'], ['abandon', 'customer_type']], 'fk-4'),
    // Converted ten days ago in this tab, came back for another job and left: never "never converted".
    ...session('again-5', 'home', '2026-11-11T08:00:00Z', [['step_start', 'quote_method_selection'], ['step_complete', 'quote_method_selection'], ['step_start', 'book_handyman'], ['step_complete', 'book_handyman'], ['step_start', 'request_visit']], 'fk-5a'),
    ...session('again-5', 'home', '2026-11-20T16:00:00Z', [...TO_THE_DETAILS, ['abandon', 'generating_recommendation']], 'fk-5b'),
    // The pricing page, left during the quote wait after the details were saved.
    ...session('price-6', 'pricing', '2026-11-21T10:00:00Z', [['step_start', 'job_input'], ['step_complete', 'job_input'], ['step_start', 'lead_capture'], ['step_complete', 'lead_capture'], ['step_start', 'generating_quote'], ['abandon', 'generating_quote']], 'fk-6'),
    // Dropped off; staff have already rung them (status contacted): still listed, with the status.
    ...session('rung-7', 'home', '2026-11-20T13:00:00Z', [...TO_THE_DETAILS, ['abandon', 'generating_recommendation']], 'fk-7'),
    // Dropped off eight days ago: only in the last 30 days.
    ...session('old-8', 'home', '2026-11-13T09:00:00Z', [...TO_THE_DETAILS, ['abandon', 'generating_recommendation']], 'fk-8'),
  ]);
  await insertLead(db, { customerName: 'Dana Drop', phone: '07700 900001', status: 'draft', source: 'customer_form_draft', funnelKey: 'fk-1' });
  await insertLead(db, { customerName: 'Eli Earlier', phone: '07700 900002', status: 'draft', source: 'customer_form_draft', funnelKey: 'fk-2' });
  await insertLead(db, { customerName: 'Carla Converted', status: 'new', source: 'customer_form', funnelKey: 'fk-3' });
  await insertLead(db, { customerName: 'Fay First Visit', status: 'new', source: 'customer_form', funnelKey: 'fk-5a' });
  await insertLead(db, { customerName: 'Fay Second Visit', status: 'draft', source: 'customer_form_draft', funnelKey: 'fk-5b' });
  await insertLead(db, { customerName: 'Priya Pricing', phone: '07700 900006', status: 'new', source: 'pricing_page', funnelKey: 'fk-6' });
  await insertLead(db, { customerName: 'Rhys Rung', phone: '07700 900007', status: 'contacted', source: 'customer_form_draft', funnelKey: 'fk-7' });
  await insertLead(db, { customerName: 'Olive Older', status: 'draft', source: 'customer_form_draft', funnelKey: 'fk-8' });
  // A lead with no session behind it (added by staff) is nobody's drop-off.
  await insertLead(db, { customerName: 'Staff Added', status: 'new', source: 'admin_manual' });
});
afterAll(() => t.close());

async function listDroppedOff(dateRange: string): Promise<{ customers: DroppedOffCustomer[]; total: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/analytics/dropped-off?dateRange=${dateRange}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/analytics/dropped-off', () => {
  it('lists the sessions that left a name and phone and never converted, newest first, with where they stopped', async () => {
    const { customers, total } = await listDroppedOff('last_7_days');
    expect(customers.map((customer) => [customer.customerName, customer.flow, customer.stoppedAt, customer.leadStatus])).toEqual([
      ['Priya Pricing', 'pricing', 'Lead Capture', 'new'],
      ['Dana Drop', 'home', 'Quote Selection', 'draft'],
      ['Rhys Rung', 'home', 'AI Analysis', 'contacted'],
      ['Eli Earlier', 'home', 'AI Analysis', 'draft'],
    ]);
    expect(total).toBe(4);
    expect(customers[1]).toMatchObject({ phone: '07700 900001', lastSeenAt: '2026-11-21T09:03:40.000Z' });
    expect(customers[1]!.leadId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps to the range', async () => {
    expect((await listDroppedOff('last_24_hours')).customers.map((customer) => customer.customerName)).toEqual(['Priya Pricing', 'Dana Drop', 'Rhys Rung']);
    expect((await listDroppedOff('last_30_days')).customers.map((customer) => customer.customerName)).toContain('Olive Older');
  });

  it('lists the newest 100 and says how many there are', async () => {
    const db = t.database.db;
    const count = 103;
    await insertAnalyticsEvents(
      db,
      Array.from({ length: count }, (_, index) =>
        session(`many-${index}`, 'home', new Date(Date.parse('2026-11-15T00:00:00Z') + index * 60_000).toISOString(), [...TO_THE_DETAILS, ['abandon', 'generating_recommendation']], `fk-many-${index}`),
      ).flat(),
    );
    await insertLeads(db, Array.from({ length: count }, (_, index) => ({ customerName: `Many ${index}`, status: 'draft' as const, source: 'customer_form_draft', funnelKey: `fk-many-${index}` })));
    const { customers, total } = await listDroppedOff('last_7_days');
    expect(total).toBe(4 + count);
    expect(customers).toHaveLength(100);
    expect(customers.at(-1)!.customerName).toBe('Many 7');
  });
});
