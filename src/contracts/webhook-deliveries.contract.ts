import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATES } from '../domain/webhooks/webhook-delivery-state';
import { defineEndpoint } from './endpoint';

/**
 * The lead webhook's delivery log and retry (docs/product/testing-platform.md#delivery-log):
 * staff only.
 */
const instant = z.iso.datetime({ offset: true });

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  leadId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  /** A test lead's delivery (docs/product/leads.md#test-leads). */
  isTest: z.boolean(),
  eventType: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null when it got no answer (or none was made yet). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: instant.nullable(),
  /** When the worker tries again; null unless queued or retrying. */
  nextAttemptAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  createdAt: instant,
  canRetry: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryCountsSchema = z.object({
  queued: z.number().int(),
  retrying: z.number().int(),
  delivered: z.number().int(),
  dead: z.number().int(),
});
export type WebhookDeliveryCounts = z.infer<typeof WebhookDeliveryCountsSchema>;

export const WebhookDeliveryLogSchema = z.object({
  /** The most recent 100, newest first. */
  deliveries: z.array(WebhookDeliverySchema),
  /** Over every delivery kept, not only those listed. */
  counts: WebhookDeliveryCountsSchema,
});
export type WebhookDeliveryLog = z.infer<typeof WebhookDeliveryLogSchema>;

export const listWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/webhook-deliveries',
  responses: { 200: WebhookDeliveryLogSchema },
});

/** The figures the admin layout's warning badge reads, polled on every back-office screen. */
export const getWebhookDeliveryCounts = defineEndpoint({
  method: 'GET',
  path: '/api/webhook-deliveries/counts',
  responses: { 200: WebhookDeliveryCountsSchema },
});

/** Sends a retrying or dead delivery now and answers how it went. */
export const retryWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/webhook-deliveries/:id/retry',
  params: z.object({ id: z.uuid() }),
  responses: { 200: WebhookDeliverySchema },
});
