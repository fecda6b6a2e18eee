import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit-counters';

// docs/decisions/0017-shared-limits-hostile-input-and-supervision.md#shared-counts,
// docs/decisions/0016-performance-budgets-and-caches.md#rate-limit-counts
let database: TestDatabase;
// A day's window on a clock stopped at the start of the test: the database deletes rows of
// windows that have ended by its own clock.
const DAY = 24 * 60 * 60_000;
const startedAt = Date.now();
const silent = { warn: () => undefined } as unknown as Parameters<typeof createRateLimitCounters>[0]['log'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function twoInstances(): [RateLimitCounters, RateLimitCounters] {
  const clock = () => startedAt;
  const make = () => createRateLimitCounters({ pool: database.pool, syncIntervalMs: 1_000, log: silent, clock });
  return [make(), make()];
}

async function hitTimes(counters: RateLimitCounters, key: string, times: number, budget: number): Promise<number> {
  let current = 0;
  for (let index = 0; index < times; index += 1) ({ current } = await counters.hit(key, DAY, budget));
  return current;
}

describe('shared request counts', () => {
  it('count a key’s first request without waiting for the database, and share it at the next sync', async () => {
    const [first, second] = twoInstances();
    expect(await hitTimes(first, 'first-hit', 1, 10)).toBe(1);
    await first.sync();
    expect(await hitTimes(second, 'first-hit', 1, 10)).toBe(1);
    await second.sync();
    expect(await hitTimes(second, 'first-hit', 1, 10)).toBe(3);
  });

  it('read back, at every sync, the totals of keys at least half way to their budget', async () => {
    const [first, second] = twoInstances();
    await hitTimes(first, 'near-budget', 3, 5);
    await first.sync();
    await hitTimes(second, 'near-budget', 1, 5);
    await second.sync();
    // The first instance adds nothing, yet learns the second's count.
    await first.sync();
    expect(await hitTimes(first, 'near-budget', 1, 5)).toBe(5);
  });

  it('leave a key far below its budget to be read back with its next count', async () => {
    const [first, second] = twoInstances();
    await hitTimes(first, 'far-below', 1, 100);
    await first.sync();
    await hitTimes(second, 'far-below', 1, 100);
    await second.sync();
    await first.sync();
    // Not read back yet: the next count is decided on what this instance knew, then corrected.
    expect(await hitTimes(first, 'far-below', 1, 100)).toBe(2);
    await first.sync();
    expect(await hitTimes(first, 'far-below', 1, 100)).toBe(4);
  });
});
