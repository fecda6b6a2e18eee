import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Health } from '#contracts/health.contract';
import type { Database } from '#server/db/client';
import { countWebhookDeliveries } from '../webhooks/count-webhook-deliveries';

export type HealthDeps = { pool: pg.Pool; db: Database; startedAt: Date; now: () => Date; isVoiceAvailable: () => boolean };

/** The database answers within this or the app reports itself unavailable. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * The app's health (docs/product/testing-platform.md#health-check). The webhook backlog is added
 * for staff only; it does not make the app unhealthy, since leads are stored whatever the
 * automation does.
 */
export async function checkHealth(deps: HealthDeps, input: { withWebhookBacklog: boolean } = { withWebhookBacklog: false }): Promise<Health> {
  const database = await checkDatabase(deps.pool);
  const databaseUp = database === 'up';
  const health: Health = {
    status: databaseUp ? 'ok' : 'unavailable',
    database,
    voice: deps.isVoiceAvailable() ? 'available' : 'unavailable',
    uptimeSeconds: Math.round((deps.now().getTime() - deps.startedAt.getTime()) / 1000),
  };
  if (!input.withWebhookBacklog || !databaseUp) return health;
  const counts = await countWebhookDeliveries(deps).catch(() => null);
  return counts ? { ...health, webhook: { queued: counts.queued, retrying: counts.retrying, dead: counts.dead } } : health;
}

/** This process's row in health_checks. */
const INSTANCE_ID = randomUUID();

/**
 * Readiness (docs/limits.md#health): the database must take a committed write, not just answer a
 * read, within the timeout. A write refused for lack of room or a read-only state reads as
 * `read_only`; no answer at all as `down`.
 */
async function checkDatabase(pool: pg.Pool): Promise<Health['database']> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Health['database']>((resolve) => {
    timer = setTimeout(() => resolve('down'), DATABASE_CHECK_TIMEOUT_MS);
  });
  const write = pool
    .query(
      `insert into health_checks (instance_id, checked_at) values ($1, now())
       on conflict (instance_id) do update set checked_at = excluded.checked_at`,
      [INSTANCE_ID],
    )
    .then(
      (): Health['database'] => 'up',
      (error: unknown): Health['database'] => (isDatabaseAnswer(error) ? 'read_only' : 'down'),
    );
  try {
    return await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error PostgreSQL itself raised (it is there, but refused), as opposed to no connection. */
function isDatabaseAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57P');
}
