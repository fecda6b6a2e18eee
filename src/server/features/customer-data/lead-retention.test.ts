import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED_DESCRIPTION, ANONYMISED_NAME } from '#domain/customer-data/lead-anonymisation';
import { auditEvents, interactionEvents, leadEvents, leads, webhookOutbox } from '#server/db/schema';
import { insertInteractionEvents } from '#testing/factories/interaction-event-factories';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { anonymiseClosedLeads } from './anonymise-closed-leads';
import { createLeadRetentionJob } from './lead-retention-job';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const silent = { info: () => undefined, warn: () => undefined };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function seedLead(key: string, status: string, updatedAt: string) {
  const lead = await insertLead(database.db, {
    customerName: `Person ${key}`,
    phone: '07700 900777',
    email: `${key}@example.com`,
    address: `${key} Street`,
    jobDescription: `Paint ${key}'s fence`,
    notes: `Ring ${key} first`,
    status,
    funnelKey: `fk-${key}`,
    updatedAt: new Date(updatedAt),
  });
  await database.db.insert(leadEvents).values({ leadId: lead.id, kind: 'note', note: `Met ${key}` });
  await database.db.insert(webhookOutbox).values({ leadId: lead.id, eventType: 'lead.created', payload: { leadId: lead.id, customerName: `Person ${key}` } });
  await insertInteractionEvents(database.db, [{ sessionId: `session-${key}`, payload: { funnelKey: `fk-${key}`, address: `${key} Street` } }]);
  return lead;
}

async function stateOf(key: string) {
  const [lead] = await database.db.select().from(leads).where(eq(leads.funnelKey, `fk-${key}`));
  const events = await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
  const [delivery] = await database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, lead!.id));
  const [interaction] = await database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, `session-${key}`));
  return { lead: lead!, note: events[0]!.note, deliveryPayload: delivery!.payload, interactionPayload: interaction!.payload };
}

describe('anonymising closed leads after the retention period', () => {
  it('anonymises won and lost leads last changed before the cutoff, in batches, and nothing else; a later clock takes the next', async () => {
    await seedLead('wonold', 'won', '2026-05-24T11:59:59.000Z');
    await seedLead('lostold', 'lost', '2026-01-02T00:00:00.000Z');
    await seedLead('wonrecent', 'won', '2026-06-10T00:00:00.000Z');
    await seedLead('quotedold', 'quoted', '2024-01-01T00:00:00.000Z');

    const deps = { db: database.db, now: () => NOW };
    expect(await anonymiseClosedLeads(deps, { retentionMonths: 6, batchSize: 1 })).toEqual({ anonymised: 1, isDone: false });
    expect(await anonymiseClosedLeads(deps, { retentionMonths: 6, batchSize: 1 })).toEqual({ anonymised: 1, isDone: false });
    expect(await anonymiseClosedLeads(deps, { retentionMonths: 6, batchSize: 1 })).toEqual({ anonymised: 0, isDone: true });

    for (const key of ['wonold', 'lostold']) {
      const state = await stateOf(key);
      expect(state.lead).toMatchObject({
        customerName: ANONYMISED_NAME,
        phone: '',
        email: null,
        address: null,
        postcode: null,
        jobDescription: ANONYMISED_DESCRIPTION,
        notes: null,
        analysedJobData: null,
      });
      expect(state.note).toBeNull();
      expect(state.deliveryPayload).toEqual({ leadId: state.lead.id, anonymised: true });
      expect(state.interactionPayload).toEqual({});
      for (const trace of [`Person ${key}`, `${key}@example.com`, `${key} Street`, `Ring ${key}`, `Met ${key}`, '07700 900777']) expect(JSON.stringify(state)).not.toContain(trace);
    }
    // The status, prices and dates stay for the reports.
    expect((await stateOf('wonold')).lead).toMatchObject({ status: 'won', estimatedPriceLowPence: 10_000 });
    for (const key of ['wonrecent', 'quotedold']) {
      const state = await stateOf(key);
      expect(state.lead.customerName).toBe(`Person ${key}`);
      expect(state.note).toBe(`Met ${key}`);
      expect(state.interactionPayload).toMatchObject({ address: `${key} Street` });
    }

    const lines = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'leads.anonymised'));
    expect(lines.map((line) => line.after)).toEqual([{ leads: 1, retentionMonths: 6 }, { leads: 1, retentionMonths: 6 }]);
    expect(lines.every((line) => line.actorEmail === null)).toBe(true);

    // Two months on, the lead won in June is past six months too.
    await anonymiseClosedLeads({ db: database.db, now: () => new Date('2027-01-24T12:00:00.000Z') }, { retentionMonths: 6, batchSize: 10 });
    expect((await stateOf('wonrecent')).lead.customerName).toBe(ANONYMISED_NAME);
    expect((await stateOf('quotedold')).lead.customerName).toBe('Person quotedold');
  });
});

describe('the lead retention job', () => {
  it('runs a pass in batches until nothing due is left, and logs the count', async () => {
    for (let index = 0; index < 5; index += 1) await seedLead(`batch${index}`, 'lost', '2025-01-01T00:00:00.000Z');
    const logged: object[] = [];
    const job = createLeadRetentionJob({
      db: database.db,
      now: () => NOW,
      log: { info: (details) => logged.push(details), warn: silent.warn },
      retentionMonths: 6,
      firstPassDelayMs: 0,
      batchSize: 2,
      pauseMs: 1,
    });
    job.start();
    await expect.poll(() => logged.length, { timeout: 5_000 }).toBe(1);
    await job.stop();
    expect(logged[0]).toEqual({ anonymised: 5, retentionMonths: 6 });
    const [left] = await database.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(sql`customer_name like 'Person batch%'`);
    expect(left!.n).toBe(0);
  });

  it('logs a failed pass and carries on', async () => {
    const warnings: string[] = [];
    const broken = { transaction: () => Promise.reject(new Error('database restarting')) } as unknown as TestDatabase['db'];
    const job = createLeadRetentionJob({ db: broken, now: () => NOW, log: { info: silent.info, warn: (_details, message) => warnings.push(message) }, retentionMonths: 6, firstPassDelayMs: 0, intervalMs: 5 });
    job.start();
    await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await job.stop();
    expect(warnings[0]).toBe('lead retention pass failed; will try again');
  });
});
