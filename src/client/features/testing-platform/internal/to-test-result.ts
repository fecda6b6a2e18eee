import type { Health } from '#contracts/health.contract';
import { HealthSchema } from '#contracts/health.contract';
import type { CreatedLead } from '#contracts/leads.contract';
import type { WebhookTestResult } from '#contracts/testing-platform.contract';
import type { TestAction, TestResult } from '#domain/testing-platform/test-results-log';
import { WEBHOOK_DELIVERY_STATE_LABELS } from '#domain/webhooks/webhook-delivery-state';
import { isApiError } from '#client/lib/api-client';

/** A results log entry (docs/product/testing-platform.md#results-log), stamped when it is made. */
function entry(action: TestAction, isSuccess: boolean, summary: string, details: string[], now: Date, id: string): TestResult {
  return { id, at: now.toISOString(), action, isSuccess, summary, details };
}

export type Stamp = { now: Date; id: string };

/** A failed call: its status and the problem's detail, or the error's message (docs/product/testing-platform.md#results-log). */
export function toFailureResult(action: TestAction, error: unknown, stamp: Stamp): TestResult {
  if (isApiError(error)) {
    const detail = error.problem?.detail ?? error.problem?.title ?? error.bodyText;
    const fields = (error.problem?.invalidParams ?? []).map(({ name, reason }) => `${name}: ${reason}`);
    return entry(action, false, `Failed with ${error.status}`, [detail, ...fields], stamp.now, stamp.id);
  }
  return entry(action, false, 'Failed: the server could not be reached', [error instanceof Error ? error.message : String(error)], stamp.now, stamp.id);
}

export function toWebhookTestResult(result: WebhookTestResult, stamp: Stamp): TestResult {
  const outcome = result.statusCode === null ? 'no answer' : `HTTP ${result.statusCode}`;
  const details = [
    `Test lead ${result.leadId} (${result.customerName})`,
    `Sent to ${result.url}`,
    `Answer: ${result.responseExcerpt || '(empty)'}`,
    `Delivery ${result.deliveryId}: ${WEBHOOK_DELIVERY_STATE_LABELS[result.state]}`,
  ];
  return result.isDelivered
    ? entry('webhook', true, `Delivered: ${outcome} in ${result.durationMs} ms`, details, stamp.now, stamp.id)
    : entry('webhook', false, `Not delivered: ${outcome} after ${result.durationMs} ms`, [...(result.error ? [result.error] : []), ...details], stamp.now, stamp.id);
}

export function toDatabaseTestResult(lead: CreatedLead, stamp: Stamp): TestResult {
  return entry('database', true, 'Test lead saved', [`id: ${lead.id}`, `customerName: ${lead.customerName}`, `source: ${lead.source}`], stamp.now, stamp.id);
}

function describeHealth(health: Health): string[] {
  return [
    `database: ${health.database}`,
    `voice: ${health.voice}`,
    ...(health.webhook ? [`webhook backlog: ${health.webhook.queued} queued, ${health.webhook.retrying} retrying, ${health.webhook.dead} dead`] : []),
    `uptime: ${health.uptimeSeconds} s`,
  ];
}

export function toHealthResult(health: Health, stamp: Stamp): TestResult {
  return entry('health', health.status === 'ok', health.status === 'ok' ? 'Healthy' : 'Unavailable', describeHealth(health), stamp.now, stamp.id);
}

/** A 503 from the health check still carries the health: show it rather than a bare error. */
export function toHealthFailureResult(error: unknown, stamp: Stamp): TestResult {
  if (isApiError(error)) {
    const parsed = safeParseHealth(error.bodyText);
    if (parsed) return entry('health', false, `Unavailable (${error.status})`, describeHealth(parsed), stamp.now, stamp.id);
  }
  return toFailureResult('health', error, stamp);
}

function safeParseHealth(text: string): Health | null {
  try {
    const result = HealthSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function toCleanupResult(deleted: number, stamp: Stamp): TestResult {
  return entry('cleanup', true, deleted === 1 ? '1 test lead removed' : `${deleted} test leads removed`, [], stamp.now, stamp.id);
}
