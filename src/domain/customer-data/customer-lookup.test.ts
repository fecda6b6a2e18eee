import { describe, expect, it } from 'vitest';
import { isCustomersLead, toCustomerLookup, toCustomerSearch } from './customer-lookup';

describe('finding a customer by phone or email', () => {
  it('reads a UK number written either way as the same customer', () => {
    const national = toCustomerLookup({ phone: '07700 900123' });
    const international = toCustomerLookup({ phone: '+44 7700 900123' });
    expect(national).toEqual({ ok: true, value: { kind: 'phone', phoneKey: '07700900123' } });
    expect(international).toEqual(national);
    expect(isCustomersLead({ phone: '+44 (0)7700-900123', email: null }, { kind: 'phone', phoneKey: '07700900123' })).toBe(true);
    expect(isCustomersLead({ phone: '07700 900124', email: null }, { kind: 'phone', phoneKey: '07700900123' })).toBe(false);
  });

  it('matches an email whole, without regard to case or spaces', () => {
    const lookup = toCustomerLookup({ email: '  Jo@Example.COM ' });
    expect(lookup).toEqual({ ok: true, value: { kind: 'email', email: 'jo@example.com' } });
    expect(isCustomersLead({ phone: '1', email: 'JO@example.com' }, { kind: 'email', email: 'jo@example.com' })).toBe(true);
    expect(isCustomersLead({ phone: '1', email: 'ajo@example.com' }, { kind: 'email', email: 'jo@example.com' })).toBe(false);
    expect(isCustomersLead({ phone: '1', email: null }, { kind: 'email', email: 'jo@example.com' })).toBe(false);
  });

  it('refuses neither, both, a short number and a malformed email, naming the field', () => {
    expect(toCustomerLookup({})).toEqual({ ok: false, invalidParams: [{ name: 'phone', reason: 'give a phone number or an email' }] });
    expect(toCustomerLookup({ phone: '07700900123', email: 'a@b.c' }).ok).toBe(false);
    expect(toCustomerLookup({ phone: '12-34' })).toEqual({ ok: false, invalidParams: [{ name: 'phone', reason: 'needs at least 7 digits' }] });
    expect(toCustomerLookup({ email: 'not an email' })).toEqual({ ok: false, invalidParams: [{ name: 'email', reason: 'is not an email address' }] });
  });
});

describe('the owner’s one search box', () => {
  it('reads text with an @ as an email and anything else as a phone number', () => {
    expect(toCustomerSearch(' jo@example.com ')).toEqual({ email: 'jo@example.com' });
    expect(toCustomerSearch('+44 7700 900123')).toEqual({ phone: '+44 7700 900123' });
  });
});
