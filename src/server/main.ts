import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/client';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateAndSeed } from './db/migrate';
import { ensureAnOwner, ensureInitialStaffAccount } from './features/auth/create-staff-account';
import { backfillInteractionSessionHours } from './features/interactions/backfill-interaction-session-hours';

/** Starts the whole app: database, migrations, first staff account, HTTP server, shutdown. */
export async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const log = pino({ level: config.logLevel });

  let embedded: EmbeddedPostgres | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (message) => log.info(message) });
    } catch (error) {
      if (error instanceof DataDirInUseError) return fail(error.message);
      throw error;
    }
    connectionString = embedded.connectionString;
  }

  const { db, pool } = connectDatabase(connectionString);
  const stopDatabase = async () => {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
  };

  try {
    await migrateAndSeed(pool);
    const backfilled = await backfillInteractionSessionHours({ db });
    if (backfilled > 0) log.info({ rows: backfilled }, 'filled the analytics rollup from the stored interaction events');
    if (config.initialAdmin) {
      const created = await ensureInitialStaffAccount({ db }, config.initialAdmin);
      if (created) log.info('created the first staff account, the owner, from ADMIN_EMAIL');
    }
    if (await ensureAnOwner({ db })) log.info('made the oldest staff account the owner (accounts made before roles)');
    const app = await buildApp({ config, db, pool });
    installShutdown(async () => {
      await app.close(); // stops accepting, lets in-flight requests finish
      await stopDatabase();
    }, log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.error({ err: error }, 'start-up failed');
    await stopDatabase();
    process.exit(1);
  }
}

function installShutdown(shutdown: () => Promise<void>, log: pino.Logger): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests and stopping`);
    // A stuck request must not keep the process alive for ever.
    const forced = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    forced.unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
