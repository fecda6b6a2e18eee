import type pg from 'pg';
import type { Health } from '#contracts/health.contract';

export type HealthDeps = { pool: pg.Pool; startedAt: Date; now: () => Date; isVoiceAvailable: () => boolean };

/** The database answers within this or the app reports itself unavailable. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(deps: HealthDeps): Promise<Health> {
  const databaseUp = await pingDatabase(deps.pool);
  return {
    status: databaseUp ? 'ok' : 'unavailable',
    database: databaseUp ? 'up' : 'down',
    voice: deps.isVoiceAvailable() ? 'available' : 'unavailable',
    uptimeSeconds: Math.round((deps.now().getTime() - deps.startedAt.getTime()) / 1000),
  };
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
