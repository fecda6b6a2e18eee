import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';
import { insertInteractionEvents } from '#testing/factories/interaction-event-factories';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { deleteExpiredInteractionEvents } from './delete-expired-interaction-events';
import { createInteractionRetentionJob } from './interaction-retention-job';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DAY_MS = 86_400_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

beforeEach(async () => {
  await database.db.execute(sql`truncate ${interactionEvents}, ${interactionSessionHours}`);
});

/** `count` events of each flow, `daysAgo` days before NOW, a minute apart. */
async function seed(daysAgo: number, perFlow: number, label: string) {
  await insertInteractionEvents(
    database.db,
    (['home', 'pricing'] as const).flatMap((flow) =>
      Array.from({ length: perFlow }, (_, index) => ({
        sessionId: `${label}-${flow}-${index % 3}`,
        flow,
        step: flow === 'home' ? 'customer_type' : 'job_input',
        createdAt: new Date(NOW.getTime() - daysAgo * DAY_MS + index * 60_000),
      })),
    ),
  );
}

async function countRows() {
  const [events] = await database.db.select({ n: count() }).from(interactionEvents);
  const [hours] = await database.db.select({ n: count() }).from(interactionSessionHours);
  const [oldEvents] = await database.db.select({ n: count() }).from(interactionEvents).where(sql`session_id like 'old-%'`);
  const [oldHours] = await database.db.select({ n: count() }).from(interactionSessionHours).where(sql`session_id like 'old-%'`);
  return { events: events!.n, hours: hours!.n, oldEvents: oldEvents!.n, oldHours: oldHours!.n };
}

const silent = { info: () => undefined, warn: () => undefined };

describe('deleting expired interaction events', () => {
  it('takes at most a batch of each flow at a time, events and rollup hours past the retention period only', async () => {
    await seed(401, 7, 'old');
    await seed(399, 4, 'kept');
    expect(await countRows()).toMatchObject({ events: 22, oldEvents: 14 });

    const deps = { db: database.db, now: () => NOW };
    const first = await deleteExpiredInteractionEvents(deps, { retentionDays: 400, batchSize: 5 });
    expect(first.isDone).toBe(false);
    expect((await countRows()).oldEvents).toBe(4);
    let batches = 1;
    for (let batch = first; !batch.isDone; batches += 1) batch = await deleteExpiredInteractionEvents(deps, { retentionDays: 400, batchSize: 5 });
    expect(batches).toBe(2);
    expect(await countRows()).toMatchObject({ events: 8, oldEvents: 0, oldHours: 0 });
    expect((await countRows()).hours).toBeGreaterThan(0);
  });

  it('keeps a rollup hour until the whole hour is past the retention period', async () => {
    const halfPast = new Date(NOW.getTime() + 30 * 60_000);
    // 12:10, 400 days before: 20 minutes older than the cutoff (12:30), in the hour ending at 13:00.
    await insertInteractionEvents(database.db, [{ sessionId: 'old-straddling', flow: 'home', createdAt: new Date(halfPast.getTime() - 400 * DAY_MS - 20 * 60_000) }]);
    await deleteExpiredInteractionEvents({ db: database.db, now: () => halfPast }, { retentionDays: 400, batchSize: 10 });
    expect(await countRows()).toMatchObject({ oldEvents: 0, oldHours: 1 });
    await deleteExpiredInteractionEvents({ db: database.db, now: () => new Date(halfPast.getTime() + 30 * 60_000) }, { retentionDays: 400, batchSize: 10 });
    expect((await countRows()).oldHours).toBe(0);
  });
});

describe('the retention job', () => {
  it('runs a pass in small batches until nothing expired is left, then waits for the next day', async () => {
    await seed(40, 12, 'old');
    await seed(2, 3, 'kept');
    const logged: object[] = [];
    const job = createInteractionRetentionJob({
      db: database.db,
      now: () => NOW,
      log: { info: (details) => logged.push(details), warn: silent.warn },
      retentionDays: 30,
      firstPassDelayMs: 0,
      batchSize: 4,
      pauseMs: 1,
    });
    job.start();
    await expect.poll(async () => (await countRows()).oldEvents, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => logged.length, { timeout: 5_000 }).toBe(1);
    await job.stop();
    expect(await countRows()).toMatchObject({ events: 6, oldHours: 0 });
    expect(logged[0]).toMatchObject({ retentionDays: 30 });
  });

  it('stops between batches when the app shuts down', async () => {
    await seed(40, 30, 'old');
    const job = createInteractionRetentionJob({ db: database.db, now: () => NOW, log: silent, retentionDays: 30, firstPassDelayMs: 0, batchSize: 2, pauseMs: 60_000 });
    job.start();
    // The first batch goes, then the job pauses before the next; stop() cuts the pause short.
    await expect.poll(async () => (await countRows()).oldEvents, { timeout: 5_000 }).toBeLessThan(60);
    await job.stop();
    const left = (await countRows()).oldEvents;
    expect(left).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await countRows()).oldEvents).toBe(left);
  });

  it('logs a failed pass and carries on', async () => {
    const warnings: string[] = [];
    const broken = { execute: () => Promise.reject(new Error('database restarting')) } as unknown as TestDatabase['db'];
    const job = createInteractionRetentionJob({ db: broken, now: () => NOW, log: { info: silent.info, warn: (_details, message) => warnings.push(message) }, retentionDays: 30, firstPassDelayMs: 0, intervalMs: 5 });
    job.start();
    await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await job.stop();
    expect(warnings[0]).toBe('interaction retention pass failed; will try again');
  });
});
