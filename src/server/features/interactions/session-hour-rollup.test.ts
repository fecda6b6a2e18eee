import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_EVENTS } from '#domain/analytics/testing/analytics-scenario';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';
import { anInteractionEvent, insertAnalyticsEvents } from '#testing/factories/interaction-event-factories';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { backfillInteractionSessionHours } from './backfill-interaction-session-hours';
import { insertInteractionEventRows } from './session-hour-rollup';

let byWriter: TestDatabase;
let byBackfill: TestDatabase;
beforeAll(async () => {
  [byWriter, byBackfill] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([byWriter.drop(), byBackfill.drop()]);
});

async function readRollup(database: TestDatabase) {
  const rows = await database.db
    .select()
    .from(interactionSessionHours)
    .orderBy(asc(interactionSessionHours.flow), asc(interactionSessionHours.sessionId), asc(interactionSessionHours.hourStart));
  return rows.map((row) => ({ ...row, hourStart: row.hourStart.toISOString(), lastStageAt: row.lastStageAt?.toISOString() ?? null, lastEventAt: row.lastEventAt.toISOString() }));
}

describe('the hourly session rollup', () => {
  it('folds the same rows whether the writer stores events a few at a time or the backfill folds them all at once', async () => {
    // The writer's way, in batches of 7: every batch merges into the hours already there.
    const events = SCENARIO_EVENTS.map((event) => ({
      ...anInteractionEvent({ sessionId: event.sessionId, flow: event.flow, step: event.step, action: event.action, timeOnStepSeconds: event.timeOnStepSeconds, createdAt: event.createdAt }),
      payload: event.funnelKey ? { funnelKey: event.funnelKey } : {},
    }));
    for (let start = 0; start < events.length; start += 7) await insertInteractionEventRows(byWriter.db, events.slice(start, start + 7));

    // Stored without a rollup, as before the rollup existed, then backfilled once.
    await byBackfill.db.insert(interactionEvents).values(events);
    expect(await readRollup(byBackfill)).toEqual([]);
    expect(await backfillInteractionSessionHours({ db: byBackfill.db })).toBeGreaterThan(0);

    const folded = await readRollup(byWriter);
    expect(await readRollup(byBackfill)).toEqual(folded);
    // H4 runs past midnight: two hours of one session.
    expect(folded.filter((row) => row.sessionId === 'scenario-h4').map((row) => [row.hourStart, row.enteredStages, row.lastStage, row.eventCount])).toEqual([
      ['2026-11-20T23:00:00.000Z', 0b11111, 4, 13],
      ['2026-11-21T00:00:00.000Z', 0, null, 1],
    ]);
    expect(folded.find((row) => row.sessionId === 'scenario-h1')).toMatchObject({
      converted: true,
      enteredStages: 0b11111,
      stage1Seconds: 5,
      stage2Seconds: 40,
      stage3Seconds: 40,
      stage4Seconds: 2,
      stage5Seconds: 28,
    });
    expect(folded.find((row) => row.sessionId === 'scenario-h3')).toMatchObject({ funnelKey: 'scenario-fk-h3', lastStage: 1 });
  });

  it('marks a session single only while it has one hour, also when two batches of it are written at once', async () => {
    const at = (iso: string) => anInteractionEvent({ sessionId: 'two-writers', flow: 'pricing', step: 'job_input', createdAt: new Date(iso) });
    await insertInteractionEventRows(byWriter.db, [at('2026-11-21T08:10:00Z')]);
    const single = async () =>
      (await byWriter.db.select().from(interactionSessionHours).where(sql`session_id = 'two-writers'`)).map((row) => [row.hourStart.toISOString(), row.singleHour]);
    expect(await single()).toEqual([['2026-11-21T08:00:00.000Z', true]]);

    // Two batches on two connections, as two app instances would write them.
    await Promise.all([insertInteractionEventRows(byWriter.db, [at('2026-11-21T09:10:00Z')]), insertInteractionEventRows(byWriter.db, [at('2026-11-21T10:10:00Z')])]);
    expect((await single()).toSorted()).toEqual([
      ['2026-11-21T08:00:00.000Z', false],
      ['2026-11-21T09:00:00.000Z', false],
      ['2026-11-21T10:00:00.000Z', false],
    ]);
  });

  it('marks neither hour single when one batch brings a new session’s first two hours', async () => {
    const at = (iso: string) => anInteractionEvent({ sessionId: 'one-batch-two-hours', flow: 'home', step: 'job_input', createdAt: new Date(iso) });
    await insertInteractionEventRows(byWriter.db, [at('2026-11-21T11:50:00Z'), at('2026-11-21T12:05:00Z')]);
    const hours = await byWriter.db.select().from(interactionSessionHours).where(sql`session_id = 'one-batch-two-hours'`);
    expect(hours.map((row) => [row.hourStart.toISOString(), row.singleHour]).toSorted()).toEqual([
      ['2026-11-21T11:00:00.000Z', false],
      ['2026-11-21T12:00:00.000Z', false],
    ]);
  });

  it('backfills only once, and not at all into an empty database', async () => {
    expect(await backfillInteractionSessionHours({ db: byBackfill.db })).toBe(0);
    const empty = await createTestDatabase();
    try {
      expect(await backfillInteractionSessionHours({ db: empty.db })).toBe(0);
    } finally {
      await empty.drop();
    }
  });

  it('stores text exactly as sent, quotes, backslashes and all', async () => {
    const awkward = 'a "quoted" \\ back\\slash, {braces} and ünïcödé';
    await insertInteractionEventRows(byWriter.db, [anInteractionEvent({ sessionId: 'awkward-1', step: awkward, fieldName: awkward, payload: { jobDescription: awkward, funnelKey: 'fk-awkward' } })]);
    const [row] = await byWriter.db.select().from(interactionEvents).where(sql`session_id = 'awkward-1'`);
    expect(row).toMatchObject({ step: awkward, fieldName: awkward, payload: { jobDescription: awkward, funnelKey: 'fk-awkward' } });
  });

  it('stores nothing and fails nothing for an empty batch', async () => {
    await expect(insertInteractionEventRows(byWriter.db, [])).resolves.toBeUndefined();
  });
});

describe('test data for the analytics', () => {
  it('puts a funnel run key where the funnels send it', async () => {
    await insertAnalyticsEvents(byWriter.db, [{ ...SCENARIO_EVENTS[0]!, sessionId: 'factory-check', funnelKey: 'fk-factory' }]);
    const [row] = await byWriter.db.select().from(interactionSessionHours).where(sql`session_id = 'factory-check'`);
    expect(row?.funnelKey).toBe('fk-factory');
  });
});
