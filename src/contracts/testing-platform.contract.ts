import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATES } from '../domain/webhooks/webhook-delivery-state';
import { CreateAdminLeadBodySchema } from './admin-leads.contract';
import { defineEndpoint } from './endpoint';

/**
 * The Testing Platform's own calls (docs/product/testing-platform.md#endpoints): staff only.
 * The database test uses the public lead save, POST /api/leads, as the original did.
 */

/** The test data form: a lead's fields and a note. */
export const TestLeadBodySchema = CreateAdminLeadBodySchema.extend({
  notes: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TestLeadBody = z.infer<typeof TestLeadBodySchema>;
export type TestLeadInput = z.input<typeof TestLeadBodySchema>;

/** What the webhook test did: the stored test lead, and the delivery made at once. */
export const WebhookTestResultSchema = z.object({
  leadId: z.uuid(),
  customerName: z.string(),
  deliveryId: z.uuid(),
  url: z.string(),
  isDelivered: z.boolean(),
  /** The receiver's HTTP status; null when it did not answer. */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first characters of the receiver's answer, or of the error. */
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  /** A failed test delivery is retried like any other, and shows in the delivery log. */
  state: z.enum(WEBHOOK_DELIVERY_STATES),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

export const runWebhookTest = defineEndpoint({
  method: 'POST',
  path: '/api/testing/webhook-test',
  body: TestLeadBodySchema,
  responses: { 200: WebhookTestResultSchema },
});

export const TestLeadCountSchema = z.object({ count: z.number().int() });

export const countTestLeads = defineEndpoint({
  method: 'GET',
  path: '/api/testing/test-leads',
  responses: { 200: TestLeadCountSchema },
});

/** Deletes every test lead with its timeline and deliveries, in one action. */
export const deleteTestLeads = defineEndpoint({
  method: 'DELETE',
  path: '/api/testing/test-leads',
  responses: { 200: z.object({ deleted: z.number().int() }) },
});
