import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateAndSeed } from './db/migrate';
import { serializeError } from './plugins/logger';
import { describeStartupFailure } from './startup-failure';
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
  const log = pino({ level: config.logLevel, serializers: { err: serializeError } });

  let embedded: EmbeddedPostgres | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: (message) => log.info(message),
        warn: (message) => log.warn(message),
        // Restarts failed with back-off: exit non-zero so a supervisor starts the app afresh.
        onGiveUp: (error) => {
          log.fatal(error.message);
          process.exit(1);
        },
      });
    } catch (error) {
      return fail(describeStartupFailure(error, config));
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
    warnAboutDevelopmentOnNetwork(config, log);
  } catch (error) {
    log.debug({ err: error }, 'start-up failed');
    await stopDatabase();
    fail(describeStartupFailure(error, config));
  }
}

/**
 * Development mode has no Secure cookie and no HSTS: fine on this machine, not on a network
 * (docs/limits.md#development-mode).
 */
function warnAboutDevelopmentOnNetwork(config: Config, log: pino.Logger): void {
  if (config.env !== 'development' || isLoopback(config.host)) return;
  const message =
    `WARNING: development mode is listening on ${config.host}, reachable from other machines, with a session cookie ` +
    'that is not Secure and no HSTS. Anyone on the network can read staff sessions. For real use set NODE_ENV=production ' +
    'behind HTTPS (see README, "Running in production"), or set HOST=127.0.0.1.';
  log.warn(message);
  process.stderr.write(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n\n`);
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
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
  process.on('SIGHUP', handle);
  // Started under a wrapper (npm, a shell) that died without passing the signal on: the process
  // was handed to init. Stop as for SIGTERM rather than run on as an orphan holding the data folder.
  const parent = process.ppid;
  if (parent !== 1) {
    const watch = setInterval(() => {
      if (process.ppid !== parent) {
        clearInterval(watch);
        log.warn(`the process that started the app (pid ${parent}) is gone`);
        handle('SIGTERM');
      }
    }, 1_000);
    watch.unref();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
