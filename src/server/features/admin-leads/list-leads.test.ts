import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { aStoredAnalysis } from '#testing/factories/analysis-factories';
import { insertLeads } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { toTestLeadCondition } from './internal/lead-filter';

let t: TestApp;
let cookie: string;

const BASE_TIME = Date.parse('2026-11-01T09:00:00.000Z');

/** Ten leads, one minute apart (newest last), in every status and with awkward text. */
const SEED = [
  { customerName: 'Alice Archer', phone: '07700 900001', jobDescription: 'Fix a leaking kitchen tap', status: 'new' },
  { customerName: 'Bob Baker', phone: '07700 900002', jobDescription: 'Paint the hallway and landing', status: 'contacted' },
  { customerName: 'Cara Cole', phone: '07700 900003', jobDescription: 'Hang three shelves in the study', status: 'quoted' },
  { customerName: 'Dan Day', phone: '07700 900004', jobDescription: 'Replace a broken door handle', status: 'won' },
  { customerName: 'Eve Evans', phone: '07700 900005', jobDescription: 'Assemble a wardrobe', status: 'lost' },
  { customerName: 'Fay Fox', phone: '07700 900006', jobDescription: 'Bleed radiators, 50% of them are cold', status: 'draft' },
  { customerName: 'Gus Grant', phone: '07700 900007', jobDescription: 'Fix the garden_gate latch', status: 'new' },
  { customerName: 'Hal Hill', phone: '07700 900008', jobDescription: 'Mount a TV on the wall', status: 'new' },
  { customerName: 'Ivy Ince', phone: '07700 900009', jobDescription: '=HYPERLINK("http://evil.example") tap', status: 'new' },
  { customerName: 'Jo Jones', phone: '+44 7700 900010', jobDescription: 'Regrout the bathroom TAP wall', status: 'contacted' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
  await insertLeads(
    t.database.db,
    SEED.map((lead, index) => ({
      ...lead,
      email: null,
      address: null,
      isDraft: lead.status === 'draft',
      estimatedPriceLowPence: 10_000,
      estimatedPriceHighPence: 15_000,
      analysedJobData: index % 2 === 0 ? aStoredAnalysis({ recommendedAction: 'video_quote' }) : null,
      outcome: 'phone_quote',
      createdAt: new Date(BASE_TIME + index * 60_000),
    })),
  );
});
afterAll(() => t.close());

function list(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: { cookie } });
}

describe('GET /api/admin/leads', () => {
  it('lists every lead newest first, drafts included, with the counts per status', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.leads.map((l: { customerName: string }) => l.customerName)).toEqual(SEED.map((l) => l.customerName).reverse());
    expect(body).toMatchObject({ total: 10, page: 1, pageSize: 25 });
    expect(body.counts).toEqual({ all: 10, draft: 1, new: 4, contacted: 2, quoted: 1, won: 1, lost: 1 });
  });

  it('sends prices in pence and the recommended action, not the whole analysis', async () => {
    const [first] = (await list('?search=alice')).json().leads;
    expect(first).toMatchObject({ estimatedPriceLow: 10_000, estimatedPriceHigh: 15_000, quoteAmount: null, recommendedAction: 'video_quote', outcome: 'phone_quote' });
    expect(first).not.toHaveProperty('analyzedJobData');
    expect(first).not.toHaveProperty('funnelKey');
  });

  it('filters by status, keeping the counts of the whole search', async () => {
    const body = (await list('?status=new')).json();
    expect(body.total).toBe(4);
    expect(body.leads.every((l: { status: string }) => l.status === 'new')).toBe(true);
    expect(body.counts.all).toBe(10);
  });

  it('searches name, phone and job description, ignoring case and extra spaces', async () => {
    const byName = (await list('?search=%20%20BOB%20%20baker')).json();
    const byPhone = (await list('?search=900003')).json();
    const byJob = (await list('?search=tap')).json();
    expect(byName.leads.map((l: { customerName: string }) => l.customerName)).toEqual(['Bob Baker']);
    expect(byPhone.leads.map((l: { customerName: string }) => l.customerName)).toEqual(['Cara Cole']);
    expect(byJob.leads.map((l: { customerName: string }) => l.customerName)).toEqual(['Jo Jones', 'Ivy Ince', 'Alice Archer']);
    expect(byJob.counts).toMatchObject({ all: 3, new: 2, contacted: 1, quoted: 0 });
  });

  it('treats % and _ in a search as the characters themselves', async () => {
    expect((await list('?search=50%25')).json().leads.map((l: { customerName: string }) => l.customerName)).toEqual(['Fay Fox']);
    expect((await list('?search=n_gate')).json().total).toBe(1);
    expect((await list('?search=%25')).json().total).toBe(1);
    expect((await list('?search=_')).json().total).toBe(1);
  });

  it('answers an empty page when nothing matches', async () => {
    const body = (await list('?search=no%20such%20customer')).json();
    expect(body).toMatchObject({ leads: [], total: 0, counts: { all: 0 } });
  });

  it('pages through the leads', async () => {
    const first = (await list('?pageSize=4&page=1')).json();
    const third = (await list('?pageSize=4&page=3')).json();
    expect(first.leads).toHaveLength(4);
    expect(third.leads.map((l: { customerName: string }) => l.customerName)).toEqual(['Bob Baker', 'Alice Archer']);
    expect(third.total).toBe(10);
  });

  it.each([['?pageSize=101'], ['?pageSize=0'], ['?page=0'], ['?status=archived'], ['?page=abc'], [`?search=${'x'.repeat(201)}`]])(
    'refuses %s with problem+json',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().invalidParams.length).toBeGreaterThan(0);
    },
  );

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads' });
    expect(response.statusCode).toBe(401);
  });

  it('searches through the trigram index', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from leads where lower(customer_name || ' ' || phone || ' ' || job_description) like $1`,
        ['%tap%'],
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('leads_search_trgm_idx');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });

  it('counts real leads per status from the partial index that leaves test leads out', async () => {
    const counts = t.database.db
      .select({ status: leads.status, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(toTestLeadCondition(false))
      .groupBy(leads.status)
      .toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${counts.sql}`, counts.params);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('leads_real_status_idx');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });
});

describe('GET /api/admin/leads/export.csv', () => {
  it('exports the filtered leads as a spreadsheet-safe CSV attachment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv?search=tap', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-21.csv"');
    // Streamed as it is read (docs/limits.md#body-caps): no length known up front.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Lead ID","Created \(UTC\)","Customer name","Phone"/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'+44 7700 900010"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"") tap"`);
    expect(lines[3]).toContain('"Video Quote"');
    expect(lines[3]).toContain(',100,150,');
  });

  it('exports every page, not just the first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv?status=all', headers: { cookie } });
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(11);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv' })).statusCode).toBe(401);
  });
});
