import { describe, expect, it } from 'vitest';
import { canRetryWebhookDelivery, toWebhookDeliveryState } from './webhook-delivery-state';

describe('toWebhookDeliveryState', () => {
  it.each([
    [{ status: 'pending', attempts: 0, lastError: null }, 'queued'],
    [{ status: 'pending', attempts: 1, lastError: null }, 'queued'],
    [{ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' }, 'retrying'],
    [{ status: 'pending', attempts: 4, lastError: 'HTTP 503' }, 'retrying'],
    [{ status: 'delivered', attempts: 2, lastError: null }, 'delivered'],
    [{ status: 'dead', attempts: 10, lastError: 'HTTP 500' }, 'dead'],
  ])('%o reads as %s', (row, state) => {
    expect(toWebhookDeliveryState(row)).toBe(state);
  });
});

describe('canRetryWebhookDelivery', () => {
  it.each([
    ['queued', false],
    ['retrying', true],
    ['delivered', false],
    ['dead', true],
  ] as const)('a %s delivery can be retried now: %s', (state, allowed) => {
    expect(canRetryWebhookDelivery(state)).toBe(allowed);
  });
});
