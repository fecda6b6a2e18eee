import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { WebhookDelivery } from '#contracts/webhook-deliveries.contract';
import { isTestLeadSource } from '#domain/leads/test-lead';
import { canRetryWebhookDelivery, toWebhookDeliveryState } from '#domain/webhooks/webhook-delivery-state';
import type { Database } from '#server/db/client';
import { leads, webhookAttempts, webhookOutbox } from '#server/db/schema';
import { LEAD_TEST_EVENT } from '../enqueue-lead-webhook';

/**
 * Deliveries with what the log shows: the lead's name, and the last attempt's status and time
 * (from webhook_attempts, newest first). Shared by the log and by a retry's answer.
 */
export async function loadWebhookDeliveries(db: Database, options: { where?: SQL; limit: number }): Promise<WebhookDelivery[]> {
  const lastAttempt = (column: SQL) =>
    sql`(select ${column} from ${webhookAttempts} where ${webhookAttempts.outboxId} = ${webhookOutbox.id} order by ${webhookAttempts.attemptedAt} desc limit 1)`;
  const rows = await db
    .select({
      outbox: webhookOutbox,
      customerName: leads.customerName,
      source: leads.source,
      lastStatusCode: lastAttempt(sql`${webhookAttempts.statusCode}`).mapWith(webhookAttempts.statusCode),
      lastAttemptAt: lastAttempt(sql`${webhookAttempts.attemptedAt}`).mapWith(webhookAttempts.attemptedAt),
    })
    .from(webhookOutbox)
    .leftJoin(leads, eq(leads.id, webhookOutbox.leadId))
    .where(options.where)
    .orderBy(desc(webhookOutbox.createdAt), desc(webhookOutbox.id))
    .limit(options.limit);

  return rows.map(({ outbox, customerName, source, lastStatusCode, lastAttemptAt }) => {
    const state = toWebhookDeliveryState(outbox);
    const isWaiting = state === 'queued' || state === 'retrying';
    return {
      id: outbox.id,
      leadId: outbox.leadId,
      customerName: customerName ?? readPayloadName(outbox.payload),
      isTest: isTestLeadSource(source) || outbox.eventType === LEAD_TEST_EVENT,
      eventType: outbox.eventType,
      state,
      attempts: outbox.attempts,
      lastStatusCode: lastStatusCode ?? null,
      lastError: outbox.lastError,
      lastAttemptAt: lastAttemptAt ? lastAttemptAt.toISOString() : null,
      nextAttemptAt: isWaiting ? outbox.nextAttemptAt.toISOString() : null,
      deliveredAt: outbox.deliveredAt ? outbox.deliveredAt.toISOString() : null,
      createdAt: outbox.createdAt.toISOString(),
      canRetry: canRetryWebhookDelivery(state),
    };
  });
}

function readPayloadName(payload: unknown): string | null {
  const name = typeof payload === 'object' && payload !== null ? (payload as { customerName?: unknown }).customerName : undefined;
  return typeof name === 'string' ? name : null;
}
