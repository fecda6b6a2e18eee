import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * Request counts shared by every app instance on one database
 * (docs/decisions/0017-shared-limits-hostile-input-and-supervision.md#shared-counts).
 *
 * Windows are fixed (a minute, a day) and the same on every instance, so a count is a row per
 * client key and window in `rate_limit_counters`. The hot path stays in memory, the first request
 * of a key included: every request is counted locally, and every `syncIntervalMs` one statement
 * adds this instance's new counts to every live row and reads the totals back. No request waits
 * for the database (docs/decisions/0016-performance-budgets-and-caches.md#rate-limit-counts). Two
 * instances can therefore overshoot a budget by at most what arrives within one sync interval. When the database
 * cannot be reached, each instance keeps counting on its own (fails open to a per-instance limit,
 * never to no limit).
 */
export type RateLimitCounters = {
  /**
   * Counts one request of `key` in the current window of `windowMs`; the window's total so far.
   * `budget` is the most the window allows: a key far below it is not read back at every sync.
   * Answered at once, from memory; a promise only when every hit syncs (`syncIntervalMs` 0).
   */
  hit: (key: string, windowMs: number, budget?: number) => HitCount | Promise<HitCount>;
  /** Adds this instance's counts to the shared ones and reads the totals back. */
  sync: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

export type HitCount = { current: number; ttl: number };

type Entry = {
  /** The shared total as last read. */
  known: number;
  /** Counted here, being added to the shared row by a sync in flight. */
  sending: number;
  /** Counted here, not yet sent. */
  pending: number;
  /** When this instance last counted a request of the key. */
  lastHitAt: number;
  /** The most the window allows, when the caller said. */
  budget: number | undefined;
  /** Whether this window's count has been added to the shared row yet. */
  shared: boolean;
};

/**
 * The keys of one window. A key new to the window and held back (under 5 % of its budget, never
 * sent) is a count and the second of the window it was last hit, packed into one small integer:
 * with a new key per customer (three per event) a map slot each, and no object for the garbage
 * collector to trace and move (docs/decisions/0016-performance-budgets-and-caches.md#the-event-beacons-own-work).
 * Every other key has an entry.
 */
type WindowKeys = { entries: Map<string, Entry>; held: Map<string, number> };

/**
 * `second × HELD_COUNT_LIMIT + count`, which stays a small integer for windows up to a day; a key
 * held back this many times is shared (5 % of every budget the app has is under it).
 */
const HELD_COUNT_LIMIT = 4096;
const MAX_HELD_WINDOW_MS = 86_400_000;

const UPSERT = `
  insert into rate_limit_counters (key, hits, expires_at)
  select * from unnest($1::text[], $2::int[], $3::timestamptz[])
  on conflict (key) do update set hits = rate_limit_counters.hits + excluded.hits
  returning key, hits`;

/** Rows of windows that have ended are deleted about once a minute. */
const CLEAN_UP_EVERY_MS = 60_000;
/**
 * Keys hit this recently, and at least this share of the way to their budget, have their shared
 * totals read back at each sync even with nothing to add, so another instance's counts arrive
 * within a sync. A key further from its budget is read back only with its next count: with a new
 * key per customer (every address, every funnel run) reading them all back each second cost more
 * than the requests themselves (docs/decisions/0016-performance-budgets-and-caches.md#rate-limit-counts).
 * Either way an instance admits at most what arrives within one sync interval over the budget.
 */
const REFRESH_RECENT_MS = 60_000;
const REFRESH_FROM_SHARE_OF_BUDGET = 0.5;
/**
 * A key's first counts stay on this instance until they reach this share of its budget or 4,096
 * requests (or the key falls idle, or the instance stops): almost every customer's key ends its
 * window far below any budget, and writing each one at the next sync made three rows a second per
 * customer event.
 * Each instance can thus hold back under 5 % of a budget, so n instances admit at most n × 5 %
 * over it on top of one sync interval's arrivals; a budget under 20 (the sign-in's) is shared
 * from its first request, as before.
 */
const SHARE_FROM_SHARE_OF_BUDGET = 0.05;
/**
 * A key not hit for this long is forgotten here (its count stays in the shared row): a day's
 * window would otherwise keep every visitor of the day in memory and in every sync.
 */
const FORGET_IDLE_MS = 5 * 60_000;
/** Keys per statement: a sync after a burst of new addresses is many short statements, not one huge one. */
const KEYS_PER_STATEMENT = 5_000;

export function createRateLimitCounters(deps: {
  pool: pg.Pool;
  syncIntervalMs: number;
  log: FastifyBaseLogger;
  clock?: () => number;
}): RateLimitCounters {
  const clock = deps.clock ?? Date.now;
  /**
   * The keys of each window, by its length and then its start: a request finds its key without
   * building a string of key and window, and a window that ends is dropped whole.
   */
  const windows = new Map<number, Map<number, WindowKeys>>();
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;
  let lastCleanUp = 0;
  let warned = false;

  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    deps.log.warn({ code: (error as { code?: string }).code, message: (error as Error).message }, 'shared request counts unavailable; counting per instance');
  };

  async function addToShared(keys: string[], hits: number[], expiries: number[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
      const end = start + KEYS_PER_STATEMENT;
      const result = await deps.pool.query<{ key: string; hits: number }>(UPSERT, [
        keys.slice(start, end),
        hits.slice(start, end),
        expiries.slice(start, end).map((ms) => new Date(ms).toISOString()),
      ]);
      for (const row of result.rows) totals.set(row.key, row.hits);
    }
    warned = false;
    return totals;
  }

  function keysOfWindow(windowMs: number, windowStart: number): WindowKeys {
    let byStart = windows.get(windowMs);
    if (!byStart) {
      byStart = new Map();
      windows.set(windowMs, byStart);
    }
    let keys = byStart.get(windowStart);
    if (!keys) {
      keys = { entries: new Map(), held: new Map() };
      byStart.set(windowStart, keys);
    }
    return keys;
  }

  function hit(key: string, windowMs: number, budget?: number): HitCount | Promise<HitCount> {
    const now = clock();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const ttl = windowStart + windowMs - now;
    const keys = keysOfWindow(windowMs, windowStart);
    let entry = keys.entries.get(key);
    if (entry) {
      entry.lastHitAt = now;
      entry.pending += 1;
      entry.budget ??= budget;
    } else {
      const held = keys.held.get(key);
      const count = (held === undefined ? 0 : held % HELD_COUNT_LIMIT) + 1;
      if (isHeldBackCount(count, windowMs, budget)) {
        keys.held.set(key, Math.floor((now - windowStart) / 1000) * HELD_COUNT_LIMIT + count);
        return { current: count, ttl };
      }
      // A key new to this instance, at 5 % of its budget or with none: it joins the next sync.
      if (held !== undefined) keys.held.delete(key);
      entry = { known: 0, sending: 0, pending: count, lastHitAt: now, budget, shared: false };
      keys.entries.set(key, entry);
    }
    if (deps.syncIntervalMs === 0) return sync().then(() => countOf(entry, ttl));
    return countOf(entry, ttl);
  }

  /**
   * `stopping`: the held-back counts too, as the instance stops, except a key's single request:
   * after a burst of new addresses those are most of the keys, and a restart forgetting one
   * request per key lets nobody through that matters.
   */
  async function syncOnce(stopping: boolean): Promise<void> {
    const now = clock();
    const keys: string[] = [];
    const hits: number[] = [];
    const expiries: number[] = [];
    const sent: Entry[] = [];
    const send = (rowKey: string, entry: Entry, expiresAt: number) => {
      entry.shared = true;
      entry.sending = entry.pending;
      entry.pending = 0;
      keys.push(rowKey);
      hits.push(entry.sending);
      expiries.push(expiresAt);
      sent.push(entry);
    };
    for (const [windowMs, byStart] of windows) {
      for (const [windowStart, window] of byStart) {
        const expiresAt = windowStart + windowMs;
        if (expiresAt <= now) {
          byStart.delete(windowStart);
          continue;
        }
        for (const [key, entry] of window.entries) {
          const idle = entry.pending === 0 && entry.sending === 0;
          if (idle && now - entry.lastHitAt > FORGET_IDLE_MS) {
            window.entries.delete(key);
            continue;
          }
          // Keys with new counts, and keys in recent use, so a count made on another instance
          // reaches this one within a sync.
          if (entry.pending === 0 && !isWorthReadingBack(entry, now)) continue;
          if (stopping ? !entry.shared && entry.pending < 2 : isHeldBack(entry, now)) continue;
          send(`${key}@${windowStart}`, entry, expiresAt);
        }
        // A held-back key is shared once it falls idle, or as the instance stops unless it
        // counted a single request; it then has an entry like any shared key.
        for (const [key, packed] of window.held) {
          const count = packed % HELD_COUNT_LIMIT;
          const lastHitAt = windowStart + Math.floor(packed / HELD_COUNT_LIMIT) * 1000;
          if (stopping ? count < 2 : now - lastHitAt <= FORGET_IDLE_MS) continue;
          window.held.delete(key);
          const entry: Entry = { known: 0, sending: 0, pending: count, lastHitAt, budget: undefined, shared: false };
          window.entries.set(key, entry);
          send(`${key}@${windowStart}`, entry, expiresAt);
        }
      }
    }
    if (keys.length > 0) {
      try {
        const totals = await addToShared(keys, hits, expiries);
        keys.forEach((rowKey, index) => {
          const entry = sent[index] as Entry;
          entry.known = totals.get(rowKey) ?? entry.known + entry.sending;
          entry.sending = 0;
        });
      } catch (error) {
        warnOnce(error);
        for (const entry of sent) {
          entry.pending += entry.sending;
          entry.sending = 0;
        }
      }
    }
    if (now - lastCleanUp >= CLEAN_UP_EVERY_MS) {
      lastCleanUp = now;
      await deps.pool.query('delete from rate_limit_counters where expires_at < now()').catch(warnOnce);
    }
  }

  function countOf(entry: Entry, ttl: number): HitCount {
    return { current: entry.known + entry.sending + entry.pending, ttl };
  }

  function isWorthReadingBack(entry: Entry, now: number): boolean {
    if (now - entry.lastHitAt > REFRESH_RECENT_MS) return false;
    return entry.budget === undefined || entry.known + entry.sending >= entry.budget * REFRESH_FROM_SHARE_OF_BUDGET;
  }

  /** Whether a key new to this window, counted `count` times here, still keeps its counts here. */
  function isHeldBackCount(count: number, windowMs: number, budget: number | undefined): boolean {
    if (budget === undefined || deps.syncIntervalMs === 0 || windowMs > MAX_HELD_WINDOW_MS) return false;
    return isBelowSharing(count, budget);
  }

  /** Whether a key's first `count` requests stay on this instance: under 5 % of its budget and 4,096. */
  function isBelowSharing(count: number, budget: number): boolean {
    return count < budget * SHARE_FROM_SHARE_OF_BUDGET && count < HELD_COUNT_LIMIT;
  }

  /** A key new to this window, still far below its budget, and in use: its counts wait here. */
  function isHeldBack(entry: Entry, now: number): boolean {
    if (entry.shared || entry.budget === undefined || deps.syncIntervalMs === 0) return false;
    if (now - entry.lastHitAt > FORGET_IDLE_MS) return false;
    return isBelowSharing(entry.pending, entry.budget);
  }

  async function sync(stopping = false): Promise<void> {
    while (syncing) await syncing;
    syncing = syncOnce(stopping).finally(() => {
      syncing = undefined;
    });
    return syncing;
  }

  return {
    hit,
    sync,
    start: () => {
      if (timer || deps.syncIntervalMs === 0) return;
      timer = setInterval(() => void sync(), deps.syncIntervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await sync(true).catch(() => undefined);
    },
  };
}
