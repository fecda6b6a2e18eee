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
