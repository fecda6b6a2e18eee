import type { TestLeadBody, WebhookTestResult } from '#contracts/testing-platform.contract';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import { toWebhookDeliveryState } from '#domain/webhooks/webhook-delivery-state';
import { leads } from '#server/db/schema';
import { ConflictError } from '#server/errors';
import { priceLeadDescription } from '../analysis/price-lead-description';
import { enqueueClaimedLeadWebhook, LEAD_TEST_EVENT, toLeadWebhookPayload } from '../webhooks/enqueue-lead-webhook';
import { resolveLeadWebhook } from '../webhooks/resolve-lead-webhook';
import { sendDelivery, toClaimSeconds, type WebhookDeliveryDeps } from '../webhooks/send-delivery';

/**
 * The webhook test (docs/product/testing-platform.md#webhook-test). As every lead, the test lead
 * is stored first and forwarded by the server, never by the browser
 * (docs/product/README.md#nothing-lost): the lead (source `testing_platform`) and its delivery
 * (event `lead.test`, `isTest: true`) are committed together, then the delivery is sent at once
 * and the answer says how it went. A failure is retried like any delivery and shows in the
 * delivery log.
 */
export async function runWebhookTest(deps: WebhookDeliveryDeps, input: { body: TestLeadBody }): Promise<WebhookTestResult> {
  const target = await resolveLeadWebhook(deps.db, deps.leadWebhook);
  if (!target?.enabled) {
    throw new ConflictError('The lead webhook has no URL or is switched off: set it under Integrations first.', 'webhook_not_configured');
  }
  const { body } = input;
  const { analysedJob, estimate } = await priceLeadDescription(deps, {
    jobDescription: body.jobDescription,
    urgency: body.urgency,
    discountApplied: false,
  });
  const now = deps.now();
  const { lead, delivery } = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leads)
      .values({
        customerName: body.customerName,
        phone: body.phone,
        email: body.email,
        address: body.address,
        jobDescription: body.jobDescription,
        urgency: body.urgency,
        outcome: body.outcome,
        status: body.status,
        notes: body.notes,
        source: TEST_LEAD_SOURCE,
        estimatedPriceLowPence: estimate.lowPence,
        estimatedPriceHighPence: estimate.highPence,
        analysedJobData: { ...analysedJob, recommendedAction: null },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!stored) throw new Error('the test lead was not saved');
    const claimed = await enqueueClaimedLeadWebhook(tx, toLeadWebhookPayload(stored), {
      eventType: LEAD_TEST_EVENT,
      claimSeconds: toClaimSeconds(deps.timeoutMs),
    });
    return { lead: stored, delivery: claimed };
  });

  const sent = await sendDelivery(deps, target, delivery);
  const result = sent?.result;
  const outcome = sent?.outcome ?? 'retry';
  return {
    leadId: lead.id,
    customerName: lead.customerName,
    deliveryId: delivery.id,
    url: target.url,
    isDelivered: result?.ok ?? false,
    statusCode: result?.statusCode ?? null,
    durationMs: result?.durationMs ?? 0,
    responseExcerpt: result ? result.responseExcerpt || (result.error ?? '') : '',
    error: result?.error ?? null,
    state: toWebhookDeliveryState({
      status: outcome === 'delivered' ? 'delivered' : outcome === 'dead' ? 'dead' : 'pending',
      lastError: result?.error ?? null,
    }),
  };
}
