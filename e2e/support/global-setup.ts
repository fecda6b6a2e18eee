import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild, ROOT } from '../../scripts/lib/client-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Where the journeys' lead webhook receiver must listen (e2e/leads-webhook.spec.ts). */
    webhookReceiverUrl: string;
    webhookSecret: string;
  }
}

const ADMIN_EMAIL = 'journeys@example.com';
const ADMIN_PASSWORD = 'journey-test-password';
const WEBHOOK_SECRET = 'journey-webhook-secret';

/**
 * The journeys drive the real app: the built client and the server as `npm start` runs them,
 * on its own embedded PostgreSQL in a temporary folder.
 */
export default async function setup(project: TestProject) {
  ensureClientBuild();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'handyman-e2e-'));
  const port = await freePort();
  // The app delivers new leads to this address; nothing listens there until a journey starts
  // its receiver, so the retry after an outage is exercised too. Short poll and backoff.
  const webhookReceiverUrl = `http://127.0.0.1:${await freePort()}/hooks/leads`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/run.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LEAD_WEBHOOK_URL: webhookReceiverUrl,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      WEBHOOK_POLL_MS: '200',
      WEBHOOK_RETRY_BASE_MS: '400',
      // The journeys' receivers listen on 127.0.0.1, which the webhook's SSRF guard refuses
      // unless the server allows private targets (docs/product/leads.md#webhook-targets).
      ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
      // Every journey comes from 127.0.0.1: generous budgets here rather than weaker production
      // defaults (docs/limits.md#request-budgets).
      RATE_LIMIT_DEFAULT: '100000',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_LEAD_SAVES: '10000',
      RATE_LIMIT_EVENTS: '100000',
      RATE_LIMIT_ANALYSES: '10000',
      RATE_LIMIT_HELPERS: '10000',
      RATE_LIMIT_RECOMMENDATIONS: '10000',
      RATE_LIMIT_TRANSCRIPTIONS: '1000',
      DAILY_LEADS_PER_ADDRESS: '100000',
      DAILY_EVENTS_PER_ADDRESS: '10000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('webhookReceiverUrl', webhookReceiverUrl);
  project.provide('webhookSecret', WEBHOOK_SECRET);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The app exited before it was healthy.');
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The app did not become healthy within 60 s.');
}

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
