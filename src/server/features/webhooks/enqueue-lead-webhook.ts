import { sql } from 'drizzle-orm';
import { isTestLeadSource } from '#domain/leads/test-lead';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { type leads, webhookOutbox } from '#server/db/schema';
import { resolveLeadWebhook } from './resolve-lead-webhook';

/**
 * The fields of the webhook call, plus what an automation needs to find the lead
 * (docs/product/leads.md#webhook). `isTest` marks a test lead sent by the Testing Platform.
 */
export type LeadWebhookPayload = {
  leadId: string;
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  jobDescription: string;
  urgency: string | null;
  outcome: string | null;
  status: string;
  source: string;
  estimatedPriceLow: number | null;
  estimatedPriceHigh: number | null;
  createdAt: string;
  isTest: boolean;
};

/** The payload of a stored lead: the same for leads from the funnels, from staff and tests. */
export function toLeadWebhookPayload(lead: typeof leads.$inferSelect): LeadWebhookPayload {
  return {
    leadId: lead.id,
    customerName: lead.customerName,
    phone: lead.phone,
    email: lead.email,
    address: lead.address,
    jobDescription: lead.jobDescription,
    urgency: lead.urgency,
    outcome: lead.outcome,
    status: lead.status,
    source: lead.source,
    estimatedPriceLow: lead.estimatedPriceLowPence,
    estimatedPriceHigh: lead.estimatedPriceHighPence,
    createdAt: lead.createdAt.toISOString(),
    isTest: isTestLeadSource(lead.source),
  };
}

/** The event type of a new lead's delivery (sent as X-Webhook-Event). */
export const LEAD_CREATED_EVENT = 'lead.created';
/** The event type of the Testing Platform's webhook test, so an automation can ignore it. */
export const LEAD_TEST_EVENT = 'lead.test';

/**
 * Writes the delivery in the caller's transaction, beside the lead: the lead and its delivery
 * are committed together or not at all. With no webhook configured, or the webhook switched
 * off, nothing is queued. Returns the delivery's id, or null when none was queued.
 */
export async function enqueueLeadWebhook(
  tx: Database,
  fromEnv: Config['leadWebhook'],
  payload: LeadWebhookPayload,
  eventType: string = LEAD_CREATED_EVENT,
): Promise<string | null> {
  const target = await resolveLeadWebhook(tx, fromEnv);
  if (!target?.enabled) return null;
  const [row] = await tx.insert(webhookOutbox).values({ leadId: payload.leadId, eventType, payload }).returning({ id: webhookOutbox.id });
  return row?.id ?? null;
}

/**
 * The Testing Platform's webhook test (docs/product/testing-platform.md#webhook-test): the test
 * lead's delivery, written already claimed by its sender so the worker leaves it alone while it
 * is sent at once. If the sender fails, the claim runs out and the worker retries it as usual.
 */
export async function enqueueClaimedLeadWebhook(
  tx: Database,
  payload: LeadWebhookPayload,
  options: { eventType: string; claimSeconds: number },
): Promise<{ id: string; eventType: string; payload: LeadWebhookPayload; attempts: number }> {
  const claimedUntil = sql`now() + make_interval(secs => ${options.claimSeconds})`;
  const [row] = await tx
    .insert(webhookOutbox)
    .values({ leadId: payload.leadId, eventType: options.eventType, payload, attempts: 1, nextAttemptAt: claimedUntil, claimedUntil })
    .returning({ id: webhookOutbox.id, attempts: webhookOutbox.attempts });
  if (!row) throw new Error('the webhook delivery was not saved');
  return { id: row.id, eventType: options.eventType, payload, attempts: row.attempts };
}
