import type { ValidationResult } from '../invalid-param';
import { toPhoneMatchKey } from '../leads/to-phone-match-key';

/**
 * Who the owner is looking for (docs/product/customer-data.md#finding-a-customer): by phone, matched
 * on the same key as possible duplicates, so '07700 900123' and '+44 7700 900123' are one
 * customer; or by email, matched whole and without regard to case.
 */
export type CustomerLookup = { kind: 'phone'; phoneKey: string } | { kind: 'email'; email: string };

/** Fewer digits than this is not a phone number: it would match too many customers. */
export const MIN_PHONE_KEY_DIGITS = 7;

export function toCustomerLookup(input: { phone?: string | undefined; email?: string | undefined }): ValidationResult<CustomerLookup> {
  const phone = input.phone?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  if (phone !== '' && email !== '') {
    return { ok: false, invalidParams: [{ name: 'phone', reason: 'give a phone number or an email, not both' }] };
  }
  if (phone === '' && email === '') {
    return { ok: false, invalidParams: [{ name: 'phone', reason: 'give a phone number or an email' }] };
  }
  if (phone !== '') {
    const phoneKey = toPhoneMatchKey(phone);
    if (phoneKey.length < MIN_PHONE_KEY_DIGITS) {
      return { ok: false, invalidParams: [{ name: 'phone', reason: `needs at least ${MIN_PHONE_KEY_DIGITS} digits` }] };
    }
    return { ok: true, value: { kind: 'phone', phoneKey } };
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    return { ok: false, invalidParams: [{ name: 'email', reason: 'is not an email address' }] };
  }
  return { ok: true, value: { kind: 'email', email: email.toLowerCase() } };
}

/** Whether a lead belongs to the customer looked up: the rule the server's SQL follows. */
export function isCustomersLead(lead: { phone: string; email: string | null }, lookup: CustomerLookup): boolean {
  if (lookup.kind === 'phone') return toPhoneMatchKey(lead.phone) === lookup.phoneKey;
  return lead.email !== null && lead.email.trim().toLowerCase() === lookup.email;
}

/**
 * The owner's one search box (docs/product/customer-data.md#finding-a-customer): text with an @
 * is an email, anything else a phone number.
 */
export function toCustomerSearch(text: string): { phone: string } | { email: string } {
  const trimmed = text.trim();
  return trimmed.includes('@') ? { email: trimmed } : { phone: trimmed };
}
