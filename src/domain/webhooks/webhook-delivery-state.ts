/**
 * How a lead webhook delivery reads in the back office's delivery log
 * (docs/product/testing-platform.md#delivery-log). The outbox stores `pending`, `delivered` or
 * `dead`; a pending delivery that has been tried and failed is `retrying`, one not tried yet is
 * `queued`.
 */
export const WEBHOOK_DELIVERY_STATES = ['queued', 'retrying', 'delivered', 'dead'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The log shows the most recent deliveries, newest first. */
export const WEBHOOK_DELIVERY_LOG_LIMIT = 100;

export function toWebhookDeliveryState(row: { status: string; lastError: string | null }): WebhookDeliveryState {
  if (row.status === 'delivered') return 'delivered';
  if (row.status === 'dead') return 'dead';
  // A first attempt being sent has no error recorded yet: still queued.
  return row.lastError === null ? 'queued' : 'retrying';
}

/**
 * Staff may send a delivery again at once when it is failing or given up; a delivered one is
 * never sent twice from here, and a queued one goes within seconds anyway.
 */
export function canRetryWebhookDelivery(state: WebhookDeliveryState): boolean {
  return state === 'retrying' || state === 'dead';
}

export const WEBHOOK_DELIVERY_STATE_LABELS: Readonly<Record<WebhookDeliveryState, string>> = {
  queued: 'Queued',
  retrying: 'Retrying',
  delivered: 'Delivered',
  dead: 'Dead',
};
