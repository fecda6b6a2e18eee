import { createHmac } from 'node:crypto';

/**
 * X-Webhook-Signature: `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the shared
 * secret. Signing the timestamp with the body lets the receiver refuse a replayed request
 * (check that X-Webhook-Timestamp is recent) as well as a forged one.
 */
export function signWebhookBody(secret: string, timestampSeconds: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}
