/**
 * The pure parts of TOTP two-factor sign-in (RFC 6238 on RFC 4226 HOTP;
 * docs/product/staff-accounts.md#two-factor): base32 for the secret people type, the dynamic
 * truncation that turns an HMAC-SHA-1 into digits, and the time-step window check. The HMAC
 * itself is an argument (the server passes node:crypto's), so the domain stays free of I/O.
 */

/** HMAC-SHA-1 of a message under a key: 20 bytes. */
export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

/** RFC 6238's default, and what every authenticator app uses. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone clock half a minute out, or a code typed as it changed. */
export const TOTP_WINDOW_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (as authenticator apps show and take it). */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 as people type it: any case, spaces, hyphens and padding ignored. Null if not base32. */
export function fromBase32(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  if (clean.length === 0) return null;
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The 8-byte big-endian counter HOTP signs. */
function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = Math.max(0, Math.floor(counter));
  for (let i = 7; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226 dynamic truncation of an HMAC-SHA-1 result to `digits` digits, zero-padded. */
export function truncateToCode(hmac: Uint8Array, digits = TOTP_DIGITS): string {
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((hmac[offset] ?? 0) & 0x7f) << 24) | ((hmac[offset + 1] ?? 0) << 16) | ((hmac[offset + 2] ?? 0) << 8) | (hmac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 4226 HOTP. */
export function hotpCode(hmacSha1: HmacSha1, secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  return truncateToCode(hmacSha1(secret, counterBytes(counter)), digits);
}

/** The RFC 6238 time step an instant falls in. */
export function totpCounter(nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(nowMs / 1000 / stepSeconds);
}

/** RFC 6238 TOTP at an instant. */
export function totpCode(hmacSha1: HmacSha1, secret: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotpCode(hmacSha1, secret, totpCounter(nowMs), digits);
}

/**
 * The time step a typed code matches, within the window around now, or null. A step at or
 * before `lastUsedCounter` never matches, so a code seen over a shoulder cannot be used again.
 */
export function findTotpStep(
  hmacSha1: HmacSha1,
  secret: Uint8Array,
  typed: string,
  nowMs: number,
  lastUsedCounter: number | null = null,
  windowSteps = TOTP_WINDOW_STEPS,
): number | null {
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpCounter(nowMs);
  for (let step = current - windowSteps; step <= current + windowSteps; step += 1) {
    if (lastUsedCounter !== null && step <= lastUsedCounter) continue;
    if (hotpCode(hmacSha1, secret, step) === code) return step;
  }
  return null;
}
