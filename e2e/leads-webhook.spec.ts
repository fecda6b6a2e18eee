import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, saveScreenshot } from './support/browser';
import { signInToLeads } from './support/leads-journey';

type Delivery = { headers: http.IncomingHttpHeaders; body: string; payload: { customerName?: string; leadId?: string; source?: string } };

/** The firm's automation (n8n, Zapier …), played by a local server on the address the app was given. */
function startReceiver(): Promise<{ deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body, payload: JSON.parse(body) as Delivery['payload'] });
      response.writeHead(200).end('ok');
    });
  });
  const url = new URL(inject('webhookReceiverUrl'));
  return new Promise((resolve) => {
    server.listen(Number(url.port), '127.0.0.1', () =>
      resolve({
        deliveries,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      }),
    );
  });
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the webhook');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function addLead(page: Page, customerName: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
  await dialog.getByLabel('Customer name *').fill(`  ${customerName} `);
  await dialog.getByLabel('Phone *').fill('07700 900321');
  await dialog.getByLabel('Email').fill('walk.in@example.co.uk');
  await dialog.getByLabel('Job description *').fill('Replace two internal door handles and oil the hinges');
  await dialog.getByRole('button', { name: 'Create Lead' }).click();
  await page.getByText(`New lead for ${customerName} has been added successfully.`, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

function forLead(deliveries: Delivery[], customerName: string): Delivery[] {
  return deliveries.filter((delivery) => delivery.payload.customerName === customerName);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a lead added by staff reaches the automation webhook', () => {
  it('is retried while the webhook is down, delivered once when it is back, signed; and at once when it is up', async () => {
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signInToLeads(page);

    // The dialog: the message for missing fields, then a lead with the defaults
    // (docs/product/lead-management.md#add-new-lead).
    await page.getByRole('button', { name: 'Add New Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
    await dialog.getByLabel('Customer name *').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'leads-add-dialog-1280');
    await dialog.getByRole('button', { name: 'Create Lead' }).click();
    await page.getByText('Missing Required Fields', { exact: true }).waitFor();
    await page.getByText('Please fill in customer name, phone, and job description.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Receiver down: the lead is stored anyway, and the delivery is tried and retried.
    const whileDown = `Walk-in While Down ${Date.now()}`;
    await addLead(page, whileDown);
    await page.getByLabel('Search leads by name, phone or job description').fill(whileDown);
    const row = page.getByRole('row').filter({ hasText: whileDown });
    await row.waitFor();
    expect(await row.getByText('Phone Quote').count()).toBe(1);
    expect(await row.getByText('Within a week').count()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const receiver = await startReceiver();
    try {
      await waitUntil(() => forLead(receiver.deliveries, whileDown).length > 0, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // more polls: nothing is sent again
      const [delivery, ...repeats] = forLead(receiver.deliveries, whileDown);
      expect(repeats).toHaveLength(0);
      expect(delivery!.payload).toMatchObject({ customerName: whileDown, source: 'admin_manual', status: 'new', urgency: 'within_week', outcome: 'phone_quote' });
      expect(Number(delivery!.headers['x-webhook-attempt'])).toBeGreaterThanOrEqual(2);
      expect(delivery!.headers['x-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
      const timestamp = String(delivery!.headers['x-webhook-timestamp']);
      const signature = createHmac('sha256', inject('webhookSecret')).update(`${timestamp}.${delivery!.body}`).digest('hex');
      expect(delivery!.headers['x-webhook-signature']).toBe(`sha256=${signature}`);

      // Receiver up: delivered on the first attempt, once.
      const whileUp = `Walk-in While Up ${Date.now()}`;
      await addLead(page, whileUp);
      await waitUntil(() => forLead(receiver.deliveries, whileUp).length > 0, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const upDeliveries = forLead(receiver.deliveries, whileUp);
      expect(upDeliveries).toHaveLength(1);
      expect(upDeliveries[0]!.headers['x-webhook-attempt']).toBe('1');
    } finally {
      await receiver.close();
    }
    await context.close();
  });
});
