import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_STAGES } from '#domain/funnels/home-stages';
import { PRICING_STEPS } from '#domain/funnels/pricing-flow';
import { interactionEvents, leads } from '#server/db/schema';
import { getPricingConfig } from '#server/features/pricing/get-pricing-config';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { aStoredAnalysis } from './analysis-factories';
import { anInteractionEvent, insertFunnelSessionsInBulk, insertInteractionEvents, insertInteractionEventsInBulk, insertLeadsForBulkSessions } from './interaction-event-factories';
import { aLead, insertLead, insertLeads } from './lead-factories';
import { aPricingConfig, savePricingConfig } from './pricing-config-factories';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('lead factories', () => {
  it('store a valid lead whose analysis reads back typed', async () => {
    const analysis = aStoredAnalysis({ recommendedAction: 'instant_quote' });
    const row = await insertLead(database.db, { customerName: 'Sam Read', analysedJobData: analysis });
    const [loaded] = await database.db.select().from(leads).where(eq(leads.id, row.id));
    expect(loaded).toMatchObject({ customerName: 'Sam Read', status: 'new', isDraft: false, analysedJobData: analysis });
  });

  it('mark a draft as a draft unless told otherwise', () => {
    expect(aLead({ status: 'draft' }).isDraft).toBe(true);
    expect(aLead().isDraft).toBe(false);
  });

  it('insert many leads in batches', async () => {
    const rows = await insertLeads(database.db, Array.from({ length: 2_100 }, (_, index) => ({ jobDescription: `Bulk job ${index}`, analysedJobData: null })));
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows.map((row) => row.phone)).size).toBeGreaterThan(1);
  });
});

describe('pricing config factories', () => {
  it('save the config every price is then computed with', async () => {
    const saved = await savePricingConfig(database.db, { baseRatePence: 9_000, urgencyModifiers: { ...aPricingConfig().urgencyModifiers, high: 0.5 } });
    const { config } = await getPricingConfig({ db: database.db });
    expect(config).toEqual(saved);
    expect(config).toMatchObject({ baseRatePence: 9_000, urgencyModifiers: { high: 0.5 } });
  });
});

describe('interaction event factories', () => {
  it('insert events built from overrides', async () => {
    const inserted = await insertInteractionEvents(database.db, [anInteractionEvent({ sessionId: 'few-events-1' }), { sessionId: 'few-events-1', action: 'step_complete' }]);
    expect(inserted).toBe(2);
    const [row] = await database.db.select({ n: count() }).from(interactionEvents).where(eq(interactionEvents.sessionId, 'few-events-1'));
    expect(row?.n).toBe(2);
  });

  it('insert events in bulk: whole sessions walking each funnel, spread over the window', async () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    const to = new Date('2026-02-01T00:00:00.000Z');
    const result = await insertInteractionEventsInBulk(database.db, { count: 20_000, from, to, batchSize: 7_000, sessionPrefix: 'bulk-test' });
    expect(result.inserted).toBe(20_000);

    const { rows } = await database.pool.query<{ events: string; sessions: string; first: Date; last: Date; abandons: string }>(
      `select count(*) as events, count(distinct session_id) as sessions, min(created_at) as first, max(created_at) as last,
              count(*) filter (where action = 'abandon') as abandons
         from interaction_events where session_id like 'bulk-test-%'`,
    );
    const summary = rows[0]!;
    expect(Number(summary.events)).toBe(20_000);
    expect(Number(summary.sessions)).toBe(2_500);
    expect(Number(summary.abandons)).toBe(500);
    expect(summary.first.toISOString()).toBe(from.toISOString());
    expect(summary.last.getTime()).toBeLessThan(to.getTime());

    const steps = await database.db
      .selectDistinct({ flow: interactionEvents.flow, step: interactionEvents.step })
      .from(interactionEvents)
      .where(sql`${interactionEvents.sessionId} like 'bulk-test-%'`);
    for (const { flow, step } of steps) {
      expect(flow === 'home' ? HOME_STAGES : PRICING_STEPS).toContain(step);
    }
    expect(new Set(steps.map((s) => s.flow))).toEqual(new Set(['home', 'pricing']));
  });
});

describe('interaction events with a realistic drop-off shape', () => {
  it('insert exactly the events asked for, sessions of both funnels that stop where the shape says, each naming its run', async () => {
    const from = new Date('2025-03-01T00:00:00.000Z');
    const to = new Date('2025-03-08T00:00:00.000Z');
    const result = await insertFunnelSessionsInBulk(database.db, { count: 15_500, from, to, sessionPrefix: 'shape', sessionsPerBatch: 700 });
    expect(result.inserted).toBe(15_500);

    const { rows } = await database.pool.query<{ events: string; first: Date; last: Date; keyless: string }>(
      `select count(*) as events, min(created_at) as first, max(created_at) as last, count(*) filter (where payload ->> 'funnelKey' is null) as keyless
         from interaction_events where session_id like 'shape-%'`,
    );
    expect(Number(rows[0]!.events)).toBe(15_500);
    expect(rows[0]!.first.getTime()).toBeGreaterThanOrEqual(from.getTime());
    expect(rows[0]!.last.getTime()).toBeLessThan(to.getTime());
    expect(Number(rows[0]!.keyless)).toBe(0);

    // The rollup was kept: of every 200 sessions, 25 of the 100 home ones book, 34 of the 100 pricing ones see a price.
    const { rows: rates } = await database.pool.query<{ flow: string; sessions: string; converted: string }>(
      `select flow, count(*) as sessions, count(*) filter (where converted) as converted
         from (select flow, session_id, bool_or(converted) as converted from interaction_session_hours
                where session_id like 'shape-%' and session_id < 'shape-00001800' group by flow, session_id) as s
        group by flow order by flow`,
    );
    expect(rates.map((row) => [row.flow, Number(row.sessions), Number(row.converted)])).toEqual([
      ['home', 900, 225],
      ['pricing', 900, 306],
    ]);

    const leadCount = await insertLeadsForBulkSessions(database.db, { sessionPrefix: 'shape' });
    expect(leadCount).toBeGreaterThan(0);
    const { rows: leadRows } = await database.pool.query<{ status: string; source: string; n: string }>(
      `select status, source, count(*) as n from leads where funnel_key like 'shape-run-%' group by status, source order by status, source`,
    );
    expect(leadRows.map((row) => `${row.status}/${row.source}`)).toEqual(['draft/customer_form_draft', 'new/customer_form', 'new/pricing_page']);
  });
});
