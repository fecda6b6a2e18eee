import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getHealth } from '#contracts/health.contract';
import { createLead } from '#contracts/leads.contract';
import { countTestLeads, deleteTestLeads, runWebhookTest } from '#contracts/testing-platform.contract';
import { getWebhookDeliveryCounts, listWebhookDeliveries, retryWebhookDelivery } from '#contracts/webhook-deliveries.contract';
import { getWebhookSettings, updateWebhookSettings, type WebhookSettings } from '#contracts/webhook-settings.contract';
import { getMe } from '#contracts/auth.contract';
import { currentUrl, renderAt, TEST_STAFF } from '#client/testing/render-app';
import { on, type StubRoute, stubEndpoints } from '#client/testing/stub-endpoints';
import { TestingPlatformPage } from './testing-platform-page';
import { aDeliveryLog, aWebhookDelivery, aWebhookSettings } from './testing/webhook-fixtures';

const LEAD_ID = '7e7e7e7e-0000-4000-8000-000000000001';
const DELIVERY_ID = '5d5d5d5d-0000-4000-8000-000000000009';

function stubTests(...routes: StubRoute[]) {
  return stubEndpoints(on(countTestLeads, () => ({ status: 200, body: { count: 0 } })), ...routes);
}

async function fillRequired(user: ReturnType<typeof renderAt>['user']) {
  await user.type(await screen.findByLabelText('Customer name *'), 'Oliver Smith');
  await user.type(screen.getByLabelText('Phone *'), '07700 900123');
  await user.type(screen.getByLabelText('Job description *'), 'Replace the kitchen mixer tap');
}

function resultsLog() {
  return screen.getByRole('list', { name: 'Test results' });
}

describe('the Tests tab', { timeout: 15_000 }, () => {
  it('fills the form with believable UK test data on a drama phone number', async () => {
    stubTests();
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await user.click(await screen.findByRole('button', { name: 'Generate Random Data' }));
    expect(screen.getByLabelText('Customer name *')).not.toHaveValue('');
    expect((screen.getByLabelText('Phone *') as HTMLInputElement).value).toMatch(/^07700 900\d{3}$/);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toMatch(/@example\.co\.uk$/);
    expect((screen.getByLabelText('Job description *') as HTMLTextAreaElement).value.length).toBeGreaterThan(20);
  });

  it('asks for the required fields before running a test that stores a lead', async () => {
    const fetchMock = stubTests();
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await user.click(await screen.findByRole('button', { name: 'Test Database' }));
    expect(await screen.findByText('Enter the customer name')).toBeVisible();
    expect(screen.getByText('Describe the job')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('runs the webhook test and logs the status, time, answer and the test lead', async () => {
    let sent: unknown;
    stubTests(
      on(runWebhookTest, ({ body }) => {
        sent = body;
        return {
          status: 200,
          body: { leadId: LEAD_ID, customerName: body.customerName, deliveryId: DELIVERY_ID, url: 'https://hooks.example/leads', isDelivered: true, statusCode: 202, durationMs: 48, responseExcerpt: '{"accepted":true}', error: null, state: 'delivered' },
        };
      }),
    );
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Test Webhook' }));
    const entry = within(resultsLog()).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(within(resultsLog()).getByText('Delivered: HTTP 202 in 48 ms')).toBeVisible());
    expect(within(resultsLog()).getByText('Success')).toBeVisible();
    expect(within(resultsLog()).getByText('Webhook test')).toBeVisible();
    expect(within(resultsLog()).getByText('Answer: {"accepted":true}')).toBeVisible();
    expect(within(resultsLog()).getByText(`Test lead ${LEAD_ID} (Oliver Smith)`)).toBeVisible();
    expect(entry.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(sent).toMatchObject({ customerName: 'Oliver Smith', phone: '07700 900123', urgency: 'within_week', outcome: 'phone_quote', status: 'new' });
  });

  it('logs a webhook test that could not be run, with the status and the detail', async () => {
    stubTests(
      on(runWebhookTest, () => new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'The lead webhook has no URL or is switched off.', code: 'webhook_not_configured' }), { status: 409, headers: { 'Content-Type': 'application/problem+json' } })),
    );
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Test Webhook' }));
    expect(await within(resultsLog()).findByText('Failed with 409')).toBeVisible();
    expect(within(resultsLog()).getByText('Failure')).toBeVisible();
    expect(within(resultsLog()).getByText('The lead webhook has no URL or is switched off.')).toBeVisible();
  });

  it('runs the database test through the lead save, marked as a test, and logs the id and name', async () => {
    let sent: unknown;
    stubTests(
      on(createLead, ({ body }) => {
        sent = body;
        return { status: 201, body: { id: LEAD_ID, customerName: body.customerName, status: 'new', source: body.source, outcome: 'phone_quote', estimatedPriceLow: 8000, estimatedPriceHigh: 12000, discountApplied: false, createdAt: '2026-11-21T10:00:00.000Z' } };
      }),
    );
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Test Database' }));
    expect(await within(resultsLog()).findByText('Test lead saved')).toBeVisible();
    expect(within(resultsLog()).getByText(`id: ${LEAD_ID}`)).toBeVisible();
    expect(within(resultsLog()).getByText('customerName: Oliver Smith')).toBeVisible();
    expect(sent).toMatchObject({ source: 'testing_platform', customerName: 'Oliver Smith' });
  });

  it('logs the health check, newest first, a 503 as a failure with its details; Clear empties the log', async () => {
    let healthy = true;
    stubTests(
      on(getHealth, () =>
        healthy
          ? { status: 200, body: { status: 'ok', database: 'up', voice: 'available', uptimeSeconds: 12, webhook: { queued: 0, retrying: 2, dead: 1 } } }
          : { status: 503, body: { status: 'unavailable', database: 'down', voice: 'available', uptimeSeconds: 13 } },
      ),
    );
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await user.click(await screen.findByRole('button', { name: 'Health Check' }));
    expect(await within(resultsLog()).findByText('Healthy')).toBeVisible();
    expect(within(resultsLog()).getByText('webhook backlog: 0 queued, 2 retrying, 1 dead')).toBeVisible();
    healthy = false;
    await user.click(screen.getByRole('button', { name: 'Health Check' }));
    expect(await within(resultsLog()).findByText('Unavailable (503)')).toBeVisible();
    const entries = within(resultsLog()).getAllByRole('listitem').filter((item) => item.parentElement === resultsLog());
    expect(entries.map((item) => within(item).getByText(/Success|Failure/).textContent)).toEqual(['Failure', 'Success']);
    expect(within(entries[0]!).getByText('database: down')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('list', { name: 'Test results' })).not.toBeInTheDocument();
    expect(screen.getByText('No results yet')).toBeVisible();
  });

  it('removes every test lead in one action after asking', async () => {
    let count = 3;
    stubEndpoints(
      on(countTestLeads, () => ({ status: 200, body: { count } })),
      on(deleteTestLeads, () => {
        const deleted = count;
        count = 0;
        return { status: 200, body: { deleted } };
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    expect(await screen.findByText('3 test leads stored.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Test Leads' }));
    expect(confirm).toHaveBeenCalledWith('Remove all 3 test leads and their webhook deliveries? This cannot be undone.');
    expect(await within(resultsLog()).findByText('3 test leads removed')).toBeVisible();
    expect(await screen.findByText('0 test leads stored.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Test Leads' })).toBeDisabled();
  });
});

describe('the Integrations tab', { timeout: 15_000 }, () => {
  function stubIntegrations(settings: WebhookSettings | (() => WebhookSettings) = aWebhookSettings(), deliveries = [aWebhookDelivery()], ...routes: StubRoute[]) {
    return stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
      on(countTestLeads, () => ({ status: 200, body: { count: 0 } })),
      on(getWebhookSettings, () => ({ status: 200, body: typeof settings === 'function' ? settings() : settings })),
      on(listWebhookDeliveries, () => ({ status: 200, body: aDeliveryLog(deliveries) })),
      on(getWebhookDeliveryCounts, () => ({ status: 200, body: aDeliveryLog(deliveries).counts })),
      ...routes,
    );
  }

  it('opens from the URL and puts the tab in the URL', async () => {
    stubIntegrations();
    const { user } = renderAt('/admin/testing', <TestingPlatformPage />);
    await user.click(await screen.findByRole('tab', { name: 'Integrations' }));
    expect(currentUrl()).toBe('/admin/testing?tab=integrations');
    expect(await screen.findByRole('heading', { name: 'Lead webhook' })).toBeVisible();
  });

  it('shows the server’s webhook as set by the server, and the secret only as where it comes from', async () => {
    stubIntegrations();
    renderAt('/admin/testing?tab=integrations', <TestingPlatformPage />);
    expect(await screen.findByText('set by the server')).toBeVisible();
    expect(screen.getByText('https://hooks.example/env', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('•••••••••••• set by the server')).toBeVisible();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Send new leads to the webhook' })).toBeChecked();
  });

  it('saves a new URL and secret, and puts the server’s refusal beside the URL', async () => {
    const bodies: unknown[] = [];
    let settings = aWebhookSettings();
    stubIntegrations(() => settings, [], on(updateWebhookSettings, ({ body }) => {
      bodies.push(body);
      if (bodies.length === 1) {
        return new Response(JSON.stringify({ type: 'about:blank', title: 'Unprocessable Content', status: 422, detail: 'The webhook URL cannot be used.', code: 'webhook_target_refused', invalidParams: [{ name: 'url', reason: 'The webhook address resolves to this machine (loopback) (127.0.0.1).' }] }), { status: 422, headers: { 'Content-Type': 'application/problem+json' } });
      }
      settings = aWebhookSettings({ url: 'https://hooks.example/new', effectiveUrl: 'https://hooks.example/new', urlSource: 'saved', secretSource: 'saved', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'sam@example.co.uk' });
      return { status: 200, body: settings };
    }));
    const { user } = renderAt('/admin/testing?tab=integrations', <TestingPlatformPage />);
    await user.type(await screen.findByLabelText('Webhook URL'), 'http://localhost:5678/hook');
    await user.click(screen.getByRole('button', { name: 'Save Webhook Settings' }));
    expect(await screen.findByText('The webhook address resolves to this machine (loopback) (127.0.0.1).')).toBeVisible();
    expect(screen.getByLabelText('Webhook URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to save webhook settings')).toBeVisible();

    await user.clear(screen.getByLabelText('Webhook URL'));
    await user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example/new');
    await user.click(screen.getByRole('combobox', { name: 'Change the secret' }));
    await user.click(screen.getByRole('option', { name: 'Replace the secret' }));
    await user.type(screen.getByLabelText('New signing secret'), 'a-brand-new-signing-secret');
    await user.click(screen.getByRole('button', { name: 'Save Webhook Settings' }));
    expect(await screen.findByText('Webhook settings saved')).toBeVisible();
    expect(bodies[1]).toEqual({ url: 'https://hooks.example/new', enabled: true, secret: 'a-brand-new-signing-secret' });
    expect(await screen.findByText('•••••••••••• saved here')).toBeVisible();
    expect(screen.getByText('Last saved 21 Nov 2026, 10:00 by sam@example.co.uk')).toBeVisible();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('https://hooks.example/new');
    expect(screen.queryByLabelText('New signing secret')).not.toBeInTheDocument();
  });

  it('lists deliveries with their state, attempts, last result and next retry, and retries one now', async () => {
    let log = [aWebhookDelivery(), aWebhookDelivery({ id: '5d5d5d5d-0000-4000-8000-000000000002', customerName: 'Done Dora', state: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null, canRetry: false, isTest: true })];
    const retried: string[] = [];
    stubIntegrations(aWebhookSettings(), log, on(retryWebhookDelivery, ({ params }) => {
      retried.push(params.id!);
      log = log.map((delivery) => (delivery.id === params.id ? { ...delivery, state: 'delivered', attempts: 4, lastStatusCode: 200, lastError: null, nextAttemptAt: null, canRetry: false } : delivery));
      return { status: 200, body: log.find((delivery) => delivery.id === params.id)! };
    }));
    const { user } = renderAt('/admin/testing?tab=integrations', <TestingPlatformPage />);
    const table = await screen.findByRole('table', { name: /Webhook deliveries/ });
    const rita = (await within(table).findByText('Retry Rita')).closest('tr')!;
    expect(within(rita).getByText('Retrying')).toBeVisible();
    expect(within(rita).getByText('3')).toBeVisible();
    expect(within(rita).getByText('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5678')).toBeVisible();
    expect(within(rita).getByText('21 Nov 2026, 10:04')).toBeVisible();
    const dora = within(table).getByText('Done Dora').closest('tr')!;
    expect(within(dora).getByText('Test')).toBeVisible();
    expect(within(dora).getByText('HTTP 200')).toBeVisible();
    expect(within(dora).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Retrying: 1')).toBeVisible();

    await user.click(within(rita).getByRole('button', { name: 'Retry now: Retry Rita' }));
    expect(await screen.findByText('The delivery for Retry Rita was delivered.')).toBeVisible();
    expect(retried).toEqual(['5d5d5d5d-0000-4000-8000-000000000001']);
  });

  it('says when there are no deliveries yet', async () => {
    stubIntegrations(aWebhookSettings(), []);
    renderAt('/admin/testing?tab=integrations', <TestingPlatformPage />);
    expect(await screen.findByText('No deliveries yet')).toBeVisible();
  });
});
