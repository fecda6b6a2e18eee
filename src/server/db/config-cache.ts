import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { ConfigVersionKind } from '#domain/config-versions/config-version-kind';
import type { Database } from './client';

/**
 * The configs staff save and every customer request reads (App Settings, Pricing Config,
 * Quote Engine Config) are kept in the process instead of read per request
 * (docs/decisions/0016-performance-budgets-and-caches.md). Every save sends
 * `NOTIFY config_changed, '<kind>'` inside its transaction, so it reaches every instance on the
 * database when it commits; the saving process also drops its own copy as soon as it commits.
 *
 * Nothing is cached for a database without a live LISTEN connection: reads then go to the
 * database, so a lost connection can make the app slower but never stale.
 */
export const CONFIG_CHANGED_CHANNEL = 'config_changed';

const caches = new WeakMap<Database, Map<ConfigVersionKind, Promise<unknown>>>();
/** Every value this cache has handed out: deep-frozen, so it can never change. */
const cachedValues = new WeakSet<object>();

/**
 * Whether `value` is a config as this cache holds it (deep-frozen, so whatever is derived from it
 * alone, such as its JSON, can be remembered with it: plugins/serializer.ts).
 */
export function isCachedConfigValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && cachedValues.has(value);
}

/** The cached value of a config, or `load()` once (shared by concurrent callers) when there is none. */
export function readThroughConfigCache<T>(db: Database, kind: ConfigVersionKind, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const cached = cache.get(kind);
  if (cached) return cached as Promise<T>;
  const loading = load().then((value) => {
    const frozen = deepFreeze(value);
    if (typeof frozen === 'object' && frozen !== null) cachedValues.add(frozen);
    return frozen;
  });
  cache.set(kind, loading);
  loading.catch(() => {
    if (cache.get(kind) === loading) cache.delete(kind);
  });
  return loading;
}

/** Drops this process's copy of one config (or all): the next read goes to the database. */
export function invalidateConfigCache(db: Database, kind?: ConfigVersionKind): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (kind) cache.delete(kind);
  else cache.clear();
}

/**
 * Tells every instance that a config changed: run it inside the saving transaction
 * (PostgreSQL delivers it on commit, and not at all on rollback).
 */
export async function notifyConfigChanged(tx: Database, kind: ConfigVersionKind): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONFIG_CHANGED_CHANNEL}, ${kind})`);
}

export type ConfigCacheListener = { stop: () => Promise<void> };

/**
 * Holds one connection that LISTENs for config changes and turns caching on for `db` while it
 * lives. When the connection drops, caching stops (every read goes to the database) and the
 * listener reconnects after `retryMs`.
 */
export async function startConfigCacheListener(deps: {
  db: Database;
  pool: pg.Pool;
  log: { warn: (obj: object, message: string) => void };
  retryMs?: number;
}): Promise<ConfigCacheListener> {
  const retryMs = deps.retryMs ?? 1_000;
  let stopped = false;
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CONFIG_CHANGED_CHANNEL) return;
    const cache = caches.get(deps.db);
    if (!cache) return;
    if (message.payload) cache.delete(message.payload as ConfigVersionKind);
    else cache.clear();
  };

  const lose = (error: unknown) => {
    caches.delete(deps.db);
    const lost = client;
    client = undefined;
    if (lost) {
      lost.removeListener('notification', onNotification);
      lost.release(error instanceof Error ? error : true);
    }
    if (stopped) return;
    deps.log.warn({ err: error }, 'lost the config change listener; reading configs from the database until it is back');
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  const connect = async () => {
    if (stopped) return;
    try {
      const connected = await deps.pool.connect();
      if (stopped) {
        // Stopped while this connection was being made: nothing would ever give it back.
        connected.release();
        return;
      }
      client = connected;
      connected.on('notification', onNotification);
      connected.on('error', (error) => {
        if (client === connected) lose(error);
      });
      await connected.query(`LISTEN ${CONFIG_CHANGED_CHANNEL}`);
      if (stopped) return;
      // Whatever was cached before the connection was lost may have missed a change.
      caches.set(deps.db, new Map());
    } catch (error) {
      lose(error);
    }
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      caches.delete(deps.db);
      const current = client;
      client = undefined;
      if (current) {
        current.removeListener('notification', onNotification);
        await current.query(`UNLISTEN ${CONFIG_CHANGED_CHANNEL}`).catch(() => undefined);
        current.release();
      }
    },
  };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
