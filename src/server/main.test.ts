import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The app as an operator runs it: a real process on the embedded PostgreSQL, stopped by
 * signals. Slow-ish (a few seconds), so all cases share one data folder in sequence.
 */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'handyman-main-test-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function startApp(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/run.ts'], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitForHealthy(app: Started, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`app exited early: ${app.output()}`);
    const ok = await fetch(`http://127.0.0.1:${app.port}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app not healthy in time: ${app.output()}`);
}

describe('running the app', () => {
  let first: Started;

  it('starts on the embedded PostgreSQL and creates the first staff account from the environment', async () => {
    first = await startApp({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' });
    await waitForHealthy(first);
    const login = await fetch(`http://127.0.0.1:${first.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-admin-password' }),
    });
    expect(login.status).toBe(200);
    // Production cookies are bound to HTTPS and the host.
    expect(login.headers.get('set-cookie')).toMatch(/^__Host-hq_session=.*Secure/);
  }, 60_000);

  it('restarts its PostgreSQL when the postmaster is killed (docs/limits.md#database-down)', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
    process.kill(postmaster, 'SIGKILL');
    const readPid = async () => Number.parseInt((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && ((await readPid()) === postmaster || Number.isNaN(await readPid()))) await new Promise((r) => setTimeout(r, 100));
    await waitForHealthy(first, 60_000);
    expect(await readPid()).not.toBe(postmaster);
    // The line is written once the restart is complete, which may be just after health answers.
    const logDeadline = Date.now() + 30_000;
    while (Date.now() < logDeadline && !first.output().includes('embedded PostgreSQL restarted')) await new Promise((r) => setTimeout(r, 100));
    expect(first.output()).toContain('embedded PostgreSQL restarted');
  }, 90_000);

  it('refuses at once to start a second app on the same data folder', async () => {
    const second = await startApp();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('already in use by another running app');
    // One line with the cause and the remedy, no stack trace.
    expect(second.output().trim().split('\n')).toHaveLength(1);
    expect(second.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('starts again on the same folder after the app was killed with SIGKILL', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    const again = await startApp();
    await waitForHealthy(again);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // The database was stopped cleanly and the folder released.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 60_000);

  it('stops, releasing the folder, when whatever started it dies without passing the signal on', async () => {
    const port = await freePort();
    // A wrapper shell that runs the app in the background, as npm without exec did.
    const wrapper = spawn('sh', ['-c', `${process.execPath} --import tsx src/server/run.ts & wait`], {
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    running.push(wrapper);
    const app = { child: wrapper, port, output: () => '', exited: Promise.resolve(null) } as Started;
    await waitForHealthy(app);
    wrapper.kill('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (existsSync(path.join(dataDir, 'app.lock')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('`npm start` runs the server in place of its shell, so npm’s signals reach it', async () => {
    const manifest = JSON.parse(await fs.readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toMatch(/^exec node /);
  });

  it('warns loudly when development mode listens beyond this machine (docs/limits.md#development-mode)', async () => {
    const dev = await startApp({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    const deadline = Date.now() + 60_000;
    while (!dev.output().includes('WARNING: development mode') && dev.child.exitCode === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(dev.output()).toContain('WARNING: development mode is listening on 0.0.0.0');
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);
  }, 90_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
