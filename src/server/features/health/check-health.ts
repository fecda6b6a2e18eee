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
  const databaseUp = await pingDatabase(deps.pool);
  const health: Health = {
    status: databaseUp ? 'ok' : 'unavailable',
    database: databaseUp ? 'up' : 'down',
    voice: deps.isVoiceAvailable() ? 'available' : 'unavailable',
    uptimeSeconds: Math.round((deps.now().getTime() - deps.startedAt.getTime()) / 1000),
  };
  if (!input.withWebhookBacklog || !databaseUp) return health;
  const counts = await countWebhookDeliveries(deps).catch(() => null);
  return counts ? { ...health, webhook: { queued: counts.queued, retrying: counts.retrying, dead: counts.dead } } : health;
}

async function pingDatabase(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const ping = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
