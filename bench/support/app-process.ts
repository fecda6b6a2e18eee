/**
 * Starts the built app the way production runs it (`node --import tsx src/server/run.ts`,
 * NODE_ENV=production) on its own embedded PostgreSQL in a temporary folder, for the
 * benchmarks that measure the running app (throughput, Lighthouse, memory and start).
 *
 * TRUST_PROXY=1: the app trusts one proxy hop, so each benchmark request can carry its own
 * client address in X-Forwarded-For as a reverse proxy would write it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIR = path.join(ROOT, 'dist/client');
const INDEX_HTML = path.join(CLIENT_DIR, 'index.html');

export type AppProcess = {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  stop: () => Promise<void>;
};

/** What the client build is made from: a change to any of it makes dist/client stale. */
const CLIENT_SOURCES = ['src/client', 'src/contracts', 'src/domain', 'vite.config.ts'];

function newestModified(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestModified(path.join(entry, name))));
}

/**
 * A production build of the client: built first when missing, a development build, or older than
 * its sources (a benchmark of yesterday's bundle measures nothing).
 */
export function ensureProductionClient(): void {
  const isDevelopment = () => fs.readdirSync(path.join(CLIENT_DIR, 'assets')).some((file) => file.endsWith('.js') && fs.readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8').includes('jsxDEV'));
  const isStale = () => Math.max(...CLIENT_SOURCES.map((entry) => newestModified(path.join(ROOT, entry)))) > fs.statSync(INDEX_HTML).mtimeMs;
  if (fs.existsSync(INDEX_HTML) && !isDevelopment() && !isStale()) return;
  console.error('dist/client is missing, a development build or older than its sources: running `vite build` for production first.');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The client build failed.');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForHealthy(baseUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited (code ${child.exitCode}) before it was healthy.`);
    const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The app did not become healthy in time.');
}

export async function startApp(options: { dataDir?: string; nodeArgs?: string[]; env?: Record<string, string> } = {}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'handyman-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/run.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, child);
  const startMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  return { baseUrl, child, dataDir, startMs, stop };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
