import type { WebhookDelivery, WebhookDeliveryLog } from '#contracts/webhook-deliveries.contract';
import type { WebhookSettings } from '#contracts/webhook-settings.contract';

export function aWebhookSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    url: null,
    serverUrl: 'https://hooks.example/env',
    effectiveUrl: 'https://hooks.example/env',
    urlSource: 'server',
    secretSource: 'server',
    enabled: true,
    allowPrivateTargets: false,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

export function aWebhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '5d5d5d5d-0000-4000-8000-000000000001',
    leadId: '1a1a1a1a-0000-4000-8000-000000000001',
    customerName: 'Retry Rita',
    isTest: false,
    eventType: 'lead.created',
    state: 'retrying',
    attempts: 3,
    lastStatusCode: null,
    lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5678',
    lastAttemptAt: '2026-11-21T10:00:00.000Z',
    nextAttemptAt: '2026-11-21T10:04:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-21T09:59:00.000Z',
    canRetry: true,
    ...overrides,
  };
}

export function aDeliveryLog(deliveries: WebhookDelivery[]): WebhookDeliveryLog {
  const counts = { queued: 0, retrying: 0, delivered: 0, dead: 0 };
  for (const delivery of deliveries) counts[delivery.state] += 1;
  return { deliveries, counts };
}
