/**
 * The key two leads' phone numbers are compared by to flag possible duplicates
 * (docs/product/lead-management.md#possible-duplicates): the digits only, with a UK number written
 * the international way (+44 7700…, 0044 7700…, +44 (0)161…) read as the national one (07700…). The server's
 * SQL (`PHONE_MATCH_KEY_SQL` in the leads schema) computes the same key; their tests hold them
 * together.
 */
export function toPhoneMatchKey(phone: string): string {
  return phone.replace(/\(\s*0\s*\)/g, '').replace(/\D/g, '').replace(/^(00)?44/, '0');
}
