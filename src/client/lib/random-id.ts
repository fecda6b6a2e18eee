/**
 * A random version-4 UUID from the browser's cryptographic generator, for idempotency keys,
 * funnel keys and visit ids (docs/limits.md#idempotency). `crypto.getRandomValues` exists in
 * every context, where `crypto.randomUUID` needs a secure one (HTTPS or localhost), so there is
 * no weaker fall-back to guess.
 */
export function createRandomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
