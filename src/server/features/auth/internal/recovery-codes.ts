import { createHash, randomBytes } from 'node:crypto';
import { toBase32 } from '#domain/staff/totp';

/** Ten one-time codes for a lost phone (docs/product/staff-accounts.md#two-factor). */
export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits each, shown as `abcde-fghij`. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = toBase32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Case, spaces and hyphens do not matter when a code is typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
