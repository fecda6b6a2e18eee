import { describe, expect, it } from 'vitest';
import { hotpCode, totpCounter } from '#domain/staff/totp';
import { hmacSha1 } from './internal/hmac-sha1';

const SECRET = Uint8Array.from(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP with node:crypto (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %s seconds the 8-digit code is %s', (seconds, code) => {
    expect(hotpCode(hmacSha1, SECRET, totpCounter(seconds * 1000), 8)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('RFC 4226 appendix D: counter %s gives %s', (counter, code) => {
    expect(hotpCode(hmacSha1, SECRET, counter)).toBe(code);
  });
});
