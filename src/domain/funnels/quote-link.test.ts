import { describe, expect, it } from 'vitest';
import { QUOTE_METHOD_TEXTS } from './list-quote-method-options';
import {
  QUOTE_LINK_VALIDITY_DAYS,
  isQuoteLinkToken,
  isQuoteLinkValid,
  shouldIssueQuoteLink,
  toFirstName,
  toQuoteLinkExpiry,
  toQuoteLinkPath,
  toQuoteLinkRouteTitle,
} from './quote-link';

describe('quote links', () => {
  it('are valid for 30 days from issue and not a moment after', () => {
    const issued = new Date('2026-11-24T10:00:00Z');
    const expires = toQuoteLinkExpiry(issued);
    expect(QUOTE_LINK_VALIDITY_DAYS).toBe(30);
    expect(expires.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(isQuoteLinkValid(expires, new Date('2026-12-24T09:59:59Z'))).toBe(true);
    expect(isQuoteLinkValid(expires, expires)).toBe(false);
  });

  it('accept only 40 lower-case hex characters as a token (160 bits)', () => {
    expect(isQuoteLinkToken('a'.repeat(40))).toBe(true);
    expect(isQuoteLinkToken('0123456789abcdef0123456789abcdef01234567')).toBe(true);
    expect(isQuoteLinkToken('A'.repeat(40))).toBe(false);
    expect(isQuoteLinkToken('a'.repeat(39))).toBe(false);
    expect(isQuoteLinkToken(`${'a'.repeat(39)}g`)).toBe(false);
    expect(toQuoteLinkPath('ab')).toBe('/q/ab');
  });

  it('are issued once, for priced final saves that are not tests', () => {
    const base = { isDraft: false, isTest: false, lowPence: 10_000, hasLink: false };
    expect(shouldIssueQuoteLink(base)).toBe(true);
    expect(shouldIssueQuoteLink({ ...base, isDraft: true })).toBe(false);
    expect(shouldIssueQuoteLink({ ...base, isTest: true })).toBe(false);
    expect(shouldIssueQuoteLink({ ...base, lowPence: null })).toBe(false);
    expect(shouldIssueQuoteLink({ ...base, hasLink: true })).toBe(false);
  });

  it('show the first name only and the route the customer chose', () => {
    expect(toFirstName('  Jane  Q Smith ')).toBe('Jane');
    expect(toQuoteLinkRouteTitle('phone_quote')).toBe(QUOTE_METHOD_TEXTS.instant_quote.title);
    expect(toQuoteLinkRouteTitle('site_visit')).toBe(QUOTE_METHOD_TEXTS.site_visit.title);
    expect(toQuoteLinkRouteTitle('pricing_page')).toBe('Your quote');
  });
});
