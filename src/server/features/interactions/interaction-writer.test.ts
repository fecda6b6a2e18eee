import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionEvents } from '#server/db/schema';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { createInteractionWriter } from './interaction-writer';

let database: TestDatabase;
const warnings: object[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  // One kind of row the database refuses, as an odd value would be.
  await database.pool.query(`
    create function refuse_poison() returns trigger language plpgsql as $$
    begin
      if new.step = 'poison' then raise exception 'refused row' using errcode = '22023'; end if;
      return new;
    end $$;
    create trigger refuse_poison before insert on interaction_events for each row execute function refuse_poison();`);
});
afterAll(() => database.drop());

describe('a tracking batch with one bad event (docs/limits.md#tracking-batches)', () => {
  it('keeps every other event and counts the one dropped', async () => {
    const writer = createInteractionWriter({ db: database.db, log: { warn: (object) => void warnings.push(object) } });
    const receivedAt = new Date('2026-11-21T10:00:00.000Z');
    for (let index = 0; index < 11; index += 1) {
      writer.add({ sessionId: 'session-batch-1', flow: 'home', step: index === 6 ? 'poison' : `step-${index}`, action: 'step_start' }, receivedAt);
    }
    await writer.flush();
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(interactionEvents);
    expect(row?.count).toBe(10);
    expect(writer.droppedCount()).toBe(1);
    expect(warnings).toHaveLength(1);
  });
});

describe('an event with a NUL character (docs/limits.md#hostile-input)', () => {
  it('is stored with every NUL dropped, in values, nested values and keys, beside an event that had none', async () => {
    const writer = createInteractionWriter({ db: database.db, log: { warn: () => undefined } });
    const receivedAt = new Date('2026-11-21T10:00:00.000Z');
    writer.add({ sessionId: 'session-nul\u0000-1', flow: 'home', step: 'details', action: 'field_fill', fieldName: 'post\u0000code', answers: { 'ke\u0000y': ['a\u0000b'] } } as never, receivedAt);
    writer.add({ sessionId: 'session-clean-1', flow: 'home', step: 'details', action: 'field_fill', fieldName: 'postcode', answers: { key: ['ab'] } } as never, receivedAt);
    await writer.flush();
    const rows = await database.db.select().from(interactionEvents).where(sql`${interactionEvents.sessionId} in ('session-nul-1', 'session-clean-1')`);
    expect(rows.map((row) => [row.sessionId, row.fieldName, row.payload]).sort()).toEqual([
      ['session-clean-1', 'postcode', { answers: { key: ['ab'] } }],
      ['session-nul-1', 'postcode', { answers: { key: ['ab'] } }],
    ]);
    expect(writer.droppedCount()).toBe(0);
  });
});
