import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { signInToLeads } from './support/leads-journey';

type Received = { headers: http.IncomingHttpHeaders; body: string; payload: { customerName?: string; isTest?: boolean; source?: string } };
type Receiver = { url: string; port: number; received: Received[]; close: () => Promise<void> };

/** The firm's automation, played by a server of the journey's own on a free loopback port. */
function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body, payload: JSON.parse(body) as Received['payload'] });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${bound}/journey/leads`,
        port: bound,
        received,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

type SavedSettings = { url: string | null; enabled: boolean };

/** What the shared app had before this journey, put back at the end (the leads-webhook journey relies on it). */
async function readWebhookSettings(page: Page): Promise<SavedSettings> {
  return page.evaluate(async () => {
    const settings = (await (await fetch('/api/webhook-settings')).json()) as SavedSettings;
    return { url: settings.url, enabled: settings.enabled };
  });
}

async function restoreWebhookSettings(page: Page, original: SavedSettings): Promise<void> {
  const status = await page.evaluate(
    async (body) => (await fetch('/api/webhook-settings', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    original,
  );
  expect(status).toBe(200);
}

async function removeTestLeads(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/testing/test-leads', { method: 'DELETE' }));
}

/** Sets the webhook URL on the Integrations tab, leaving the server's secret as it is. */
async function setWebhookUrlOnScreen(page: Page, url: string): Promise<void> {
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const field = page.getByLabel('Webhook URL');
  await field.fill(url);
  await page.getByRole('button', { name: 'Save Webhook Settings' }).click();
  await page.getByText('Webhook settings saved', { exact: true }).waitFor();
  await page.locator('dd').filter({ hasText: url }).first().waitFor();
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

function signatureOf(received: Received): string {
  const timestamp = String(received.headers['x-webhook-timestamp']);
  return `sha256=${createHmac('sha256', inject('webhookSecret')).update(`${timestamp}.${received.body}`).digest('hex')}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the Testing Platform', () => {
  it('generates test data, runs the webhook, database and health tests against a local receiver, logs them and clears the log', async () => {
    const receiver = await startReceiver();
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signInToLeads(page);
    const original = await readWebhookSettings(page);

    try {
      await page.getByRole('link', { name: 'Testing Platform' }).click();
      await page.getByRole('heading', { level: 1, name: 'Testing Platform' }).waitFor();
      await setWebhookUrlOnScreen(page, receiver.url);
      await page.getByRole('tab', { name: 'Tests' }).click();

      await page.getByRole('button', { name: 'Generate Random Data' }).click();
      const customerName = await page.getByLabel('Customer name *').inputValue();
      expect(customerName).toMatch(/^\S+ \S+$/);
      expect(await page.getByLabel('Phone *').inputValue()).toMatch(/^07700 900\d{3}$/);
      await expectNoAxeViolations(page);

      // Webhook: a test lead is stored, sent at once, marked as a test and signed.
      await page.getByRole('button', { name: 'Test Webhook' }).click();
      const log = page.getByRole('list', { name: 'Test results' });
      await log.getByText(/^Delivered: HTTP 200 in \d+ ms$/).waitFor();
      await log.getByText('Answer: {"received":true}').waitFor();
      // Leads other journeys left waiting for a webhook may be retried to this receiver now it is
      // the target: only the test lead's delivery is this test's.
      const testDeliveries = receiver.received.filter((received) => received.headers['x-webhook-event'] === 'lead.test');
      expect(testDeliveries).toHaveLength(1);
      const [delivery] = testDeliveries as [Received];
      expect(delivery.payload).toMatchObject({ customerName, isTest: true, source: 'testing_platform' });
      expect(delivery.headers['x-webhook-signature']).toBe(signatureOf(delivery));

      // Database: POST /api/leads with the test mark; the id and name come back.
      await page.getByRole('button', { name: 'Test Database' }).click();
      await log.getByText('Test lead saved', { exact: true }).waitFor();
      await log.getByText(`customerName: ${customerName}`).first().waitFor();
      expect(await log.getByText(/^id: [0-9a-f-]{36}$/).count()).toBe(1);

      // Health: database, voice and the webhook backlog.
      await page.getByRole('button', { name: 'Health Check' }).click();
      await log.getByText('Healthy', { exact: true }).waitFor();
      await log.getByText('database: up').waitFor();
      await log.getByText(/^webhook backlog: \d+ queued, \d+ retrying, \d+ dead$/).waitFor();
      const badges = await log.locator(':scope > li').evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent));
      expect(badges).toEqual(['Success', 'Success', 'Success']);
      const actions = await log.locator(':scope > li').evaluateAll((items) => items.map((item) => item.querySelectorAll('span')[1]?.textContent));
      expect(actions).toEqual(['Health check', 'Database test', 'Webhook test']);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'testing-platform-1280');

      // The test leads stay out of Lead Management.
      const listed = await page.evaluate(async (name) => (await (await fetch(`/api/admin/leads?search=${encodeURIComponent(name)}`)).json()) as { total: number }, customerName);
      expect(listed.total).toBe(0);

      // Remove them in one action; then clear the log.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Remove Test Leads' }).click();
      await log.getByText(/^\d+ test leads? removed$/).waitFor();
      await page.getByText('0 test leads stored.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByText('No results yet', { exact: true }).waitFor();

      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'testing-platform-390');
    } finally {
      await restoreWebhookSettings(page, original);
      await removeTestLeads(page);
      await receiver.close();
      await context.close();
    }
  });

  it('shows a delivery retrying while the receiver is down, and Retry now delivers it once when it is back', async () => {
    const receiver = await startReceiver();
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signInToLeads(page);
    const original = await readWebhookSettings(page);
    let restarted: Receiver | undefined;

    try {
      await page.goto('/admin/testing');
      await setWebhookUrlOnScreen(page, receiver.url);
      await receiver.close();

      // The receiver is down: the webhook test stores the lead and reports the failure.
      await page.getByRole('tab', { name: 'Tests' }).click();
      await page.getByRole('button', { name: 'Generate Random Data' }).click();
      const customerName = `Retry ${await page.getByLabel('Customer name *').inputValue()} ${Date.now()}`;
      await page.getByLabel('Customer name *').fill(customerName);
      await page.getByRole('button', { name: 'Test Webhook' }).click();
      const log = page.getByRole('list', { name: 'Test results' });
      await log.getByText(/^Not delivered: no answer after \d+ ms$/).waitFor();
      await log.getByText(/ECONNREFUSED/).first().waitFor();

      // The delivery log shows it retrying (the tabs work from the keyboard). Wait until its next
      // automatic try is a few seconds off, so the retry below is the one that delivers it.
      await page.getByRole('tab', { name: 'Tests' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: 'Integrations', selected: true }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'integrations');
      const row = page.getByRole('row').filter({ hasText: customerName });
      await row.getByText('Retrying', { exact: true }).waitFor();
      await row.getByText(/ECONNREFUSED/).waitFor();
      await waitUntil(
        async () => {
          const next = await page.evaluate(async (name) => {
            const body = (await (await fetch('/api/webhook-deliveries')).json()) as { deliveries: { customerName: string | null; nextAttemptAt: string | null; state: string }[] };
            return body.deliveries.find((delivery) => delivery.customerName === name);
          }, customerName);
          return next?.state === 'retrying' && next.nextAttemptAt !== null && Date.parse(next.nextAttemptAt) - Date.now() > 4_000;
        },
        45_000,
        'the next automatic retry to be a few seconds away',
      );
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(async () => Number(await row.locator('td').nth(2).textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await row.getByText('Retrying', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'testing-platform-delivery-retrying-1280');

      // The receiver is back on the same address: Retry now delivers it, once.
      restarted = await startReceiver(receiver.port);
      await row.getByRole('button', { name: `Retry now: ${customerName}` }).click();
      await page.getByText(`The delivery for ${customerName} was delivered.`, { exact: true }).waitFor();
      await row.getByText('Delivered', { exact: true }).waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // more polls: nothing is sent again
      const forLead = restarted.received.filter((delivery) => delivery.payload.customerName === customerName);
      expect(forLead).toHaveLength(1);
      expect(forLead[0]!.headers['x-webhook-event']).toBe('lead.test');
      expect(Number(forLead[0]!.headers['x-webhook-attempt'])).toBeGreaterThanOrEqual(3);
      expect(forLead[0]!.headers['x-webhook-signature']).toBe(signatureOf(forLead[0]!));
      await saveScreenshot(page, 'testing-platform-delivery-delivered-1280');

      await page.setViewportSize(PHONE);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'testing-platform-integrations-390');
    } finally {
      await restoreWebhookSettings(page, original);
      await removeTestLeads(page);
      await restarted?.close();
    }

    // Put back: the server's URL is the one in force again. (Dark theme, same session: sign-ins
    // are rate-limited per address.)
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin/testing?tab=integrations');
    await page.getByText('set by the server', { exact: true }).waitFor();
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'testing-platform-integrations-1280-dark');
    await context.close();
  });
});
