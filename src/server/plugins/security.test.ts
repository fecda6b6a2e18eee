import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app';

const BUDGET_PER_MINUTE = 600;

describe('the per-address request budget', () => {
  let testApp: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(clientDir, 'assets', 'step-abc123.js'), 'export {};');
    testApp = await createTestApp({ config: { clientDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('does not count pages and assets, which one page load fetches many of', async () => {
    for (const url of ['/pricing', '/assets/step-abc123.js']) {
      for (let request = 0; request < BUDGET_PER_MINUTE + 5; request += 1) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, `request ${request} to ${url}`).toBe(200);
      }
    }
  });

  it('still turns away API calls over the budget with 429', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < BUDGET_PER_MINUTE + 1; request += 1) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses.slice(0, BUDGET_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
