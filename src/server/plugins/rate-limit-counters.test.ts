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
    await hitTimes(first, 'far-below', 1, 10);
    await first.sync();
    await hitTimes(second, 'far-below', 1, 10);
    await second.sync();
    await first.sync();
    // Not read back yet: the next count is decided on what this instance knew, then corrected.
    expect(await hitTimes(first, 'far-below', 1, 10)).toBe(2);
    await first.sync();
    expect(await hitTimes(first, 'far-below', 1, 10)).toBe(4);
  });

  it('hold a new key’s counts on the instance until they reach 5 % of its budget, then share them all', async () => {
    const [first, second] = twoInstances();
    expect(await hitTimes(first, 'held-back', 4, 100)).toBe(4);
    await first.sync();
    expect(await sharedHits('held-back')).toBeUndefined();
    await hitTimes(first, 'held-back', 1, 100);
    await first.sync();
    expect(await sharedHits('held-back')).toBe(5);
    // Shared from then on, one request at a time.
    await hitTimes(first, 'held-back', 1, 100);
    await first.sync();
    expect(await sharedHits('held-back')).toBe(6);
    // Another instance's own first counts wait on it in the same way, then add to the row.
    await hitTimes(second, 'held-back', 5, 100);
    await second.sync();
    expect(await sharedHits('held-back')).toBe(11);
  });

  it('share a held-back count once its key falls idle, and the held-back counts of more than one request as the instance stops', async () => {
    // Noon of a day window still to come, so the six minutes below never cross a midnight (a
    // window that ends takes its held-back counts with it).
    const noon = Math.floor(startedAt / DAY) * DAY + DAY + DAY / 2;
    let now = noon;
    const counters = createRateLimitCounters({ pool: database.pool, syncIntervalMs: 1_000, log: silent, clock: () => now });
    const sharedHits = (key: string) => sharedHitsAt(key, noon);
    await hitTimes(counters, 'idle-key', 2, 1_000);
    await hitTimes(counters, 'stopping-key', 3, 1_000);
    await counters.sync();
    expect(await sharedHits('idle-key')).toBeUndefined();
    now += 4 * 60_000;
    await hitTimes(counters, 'stopping-key', 1, 1_000);
    now += 60_001;
    await counters.sync();
    expect(await sharedHits('idle-key')).toBe(2);
    expect(await sharedHits('stopping-key')).toBeUndefined();
    await hitTimes(counters, 'single-request-key', 1, 1_000);
    await counters.stop();
    expect(await sharedHits('stopping-key')).toBe(4);
    // A restart forgets one request of a key: after a burst of new addresses, most of them.
    expect(await sharedHits('single-request-key')).toBeUndefined();
  });

  it('share a held-back key once it has counted 4,096 requests here, whatever its budget', async () => {
    const [counters] = twoInstances();
    expect(await hitTimes(counters, 'huge-budget', 4_095, 1_000_000)).toBe(4_095);
    await counters.sync();
    expect(await sharedHits('huge-budget')).toBeUndefined();
    expect(await hitTimes(counters, 'huge-budget', 1, 1_000_000)).toBe(4_096);
    await counters.sync();
    expect(await sharedHits('huge-budget')).toBe(4_096);
  });

  it('share the counts of many keys at once, a few thousand to a statement', async () => {
    const [counters] = twoInstances();
    const keys = Array.from({ length: 12_001 }, (_, index) => `many-${index}`);
    for (const key of keys) await counters.hit(key, DAY, 10);
    await counters.sync();
    const stored = await database.pool.query<{ n: number }>(`select count(*)::int as n from rate_limit_counters where key like 'many-%'`);
    expect(stored.rows[0]?.n).toBe(keys.length);
    expect(await hitTimes(counters, 'many-12000', 1, 10)).toBe(2);
  });
});

/** The shared count of a key in the day window of `at`. */
async function sharedHitsAt(key: string, at: number): Promise<number | undefined> {
  const result = await database.pool.query<{ hits: number }>('select hits from rate_limit_counters where key = $1', [`${key}@${Math.floor(at / DAY) * DAY}`]);
  return result.rows[0]?.hits;
}

const sharedHits = (key: string) => sharedHitsAt(key, startedAt);
