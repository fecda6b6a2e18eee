import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_LINK_TOKEN_BYTES } from '#domain/funnels/quote-link';

/** A fresh quote-link token: random bytes in lower-case hex (docs/decisions/0019-funnels-customers-trust.md#quote-links). */
export function createQuoteLinkToken(): string {
  return randomBytes(QUOTE_LINK_TOKEN_BYTES).toString('hex');
}

/** What the lead keeps: the token's SHA-256, so a copy of the database opens no link. */
export function hashQuoteLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
