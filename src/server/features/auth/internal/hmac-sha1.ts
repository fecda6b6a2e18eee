import { createHmac } from 'node:crypto';
import type { HmacSha1 } from '#domain/staff/totp';

/** node:crypto's HMAC-SHA-1 for the domain's TOTP (docs/product/staff-accounts.md#two-factor). */
export const hmacSha1: HmacSha1 = (key, message) => createHmac('sha1', key).update(message).digest();
